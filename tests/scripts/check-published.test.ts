// Issue 22, 'what ships can be edited in place': the production build (`npm run build`) ships only
// published versions. An unpublished newest version is a draft: scripts/check-published.ts names
// it with the command that publishes it, and the build stops there; once published, it passes.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { draftRefusal, draftsAt } from '../../scripts/check-published';
import { runFlowsPublish } from '../../scripts/flows-publish';
import { LOCK_FILE } from '../../src/engine/published-lock';
import { shippedPath } from '../shipped';

const ROOT = join(import.meta.dirname, '..', '..');
const copy = mkdtempSync(join(tmpdir(), 'heloc-drafts-'));
for (const name of ['flows', 'schemas', 'brands', LOCK_FILE]) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the production build ships published versions only (issue 22)', () => {
  it('passes the repository: every version in the tree is published', () => {
    expect(draftsAt(ROOT)).toEqual([]);
    expect(draftRefusal([])).toEqual([]);
  }, 60_000);

  it('refuses a new version and a new request schema version until published, naming the command; publishing lets it through', () => {
    const newest = shippedPath('flows/kit');
    const v = Number(/v([0-9]+)\.json$/.exec(newest)![1]);
    const flow = `flows/kit/v${v + 1}.json`;
    writeFileSync(join(copy, flow), JSON.stringify({ $schema: '../../schemas/meta/flow.schema.json', id: 'kit', version: v + 1, extends: `kit@${v}`, pin: { reason: 'A draft (a test).' } }));
    const request = 'schemas/api/profile-name/v2.json';
    writeFileSync(join(copy, request), JSON.stringify({ extends: 'profile-name@1', merge: { $comment: 'A draft (a test).' } }));
    const drafts = draftsAt(copy);
    expect([...drafts].sort()).toEqual([flow, request].sort());
    const lines = draftRefusal(drafts);
    expect(lines[0]).toBe('build: 2 definition versions are drafts (not published), and a production build ships only published versions:');
    expect(lines.at(-1)).toBe(`Publish them once final: npm run flows:publish -- ${drafts.join(' ')}`);
    expect(runFlowsPublish(copy, drafts, () => undefined)).toBe(0);
    expect(draftsAt(copy)).toEqual([]);
  }, 120_000);
});
