// The flow studio's editor (issue 26): an edit is checked as the next version file IN MEMORY
// (nothing written), its errors carry pointers, and a save writes that version file (extends +
// merge) in a temp copy of the definitions, refusing an edit the checker fails.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { checkDraft, saveDraft } from '../../src/server/studio/drafts';

const ROOT = join(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'heloc-studio-'));
for (const name of ['flows', 'schemas', 'brands', 'definitions.lock.json']) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const files = readResolvedFiles(ROOT);
const catalogue = shippedVersion<{ messages: Record<string, string> }>(files, 'flows/messages')!;
const pages = shippedVersion<{ pages: { route: string; sections?: unknown }[] }>(files, 'flows/pages/start')!;
const versionsIn = (dir: string): string[] => readdirSync(join(copy, dir)).filter((f) => /^v\d+\.json$/.test(f)).sort();

/** The shipped main catalogue with one message reworded. */
const reworded = (text: string): string =>
  JSON.stringify({ ...catalogue.json, messages: { ...catalogue.json.messages, 'step.index.title': text } }, null, 2);

describe('flow studio editor: the check in memory and the save as a new version', () => {
  it('checks a good edit as the next version (extends + merge) and writes nothing', () => {
    const before = versionsIn('flows/messages');
    const { draft, errors } = checkDraft(copy, catalogue.path, reworded('Where is the home you would borrow against?'));
    expect(errors).toEqual([]);
    const next = Number(/v(\d+)\.json$/.exec(catalogue.path)![1]) + 1;
    expect(draft!.path).toBe(`flows/messages/v${next}.json`);
    const file = JSON.parse(draft!.text) as Record<string, unknown>;
    expect(file['extends']).toBe(`messages@${next - 1}`);
    expect(file['merge']).toEqual({ messages: { 'step.index.title': 'Where is the home you would borrow against?' } });
    expect((draft!.resolved as { messages: Record<string, string> }).messages['step.index.title']).toBe('Where is the home you would borrow against?');
    expect(versionsIn('flows/messages')).toEqual(before);
  }, 120_000); // the first check compiles every schema (about 15 s on a 2-core host)

  it('reports a bad edit with the pointer into the edited definition', () => {
    const bad = JSON.parse(JSON.stringify(pages.json)) as { pages: Record<string, unknown>[] };
    bad.pages[0]!['routee'] = 'x';
    const { errors } = checkDraft(copy, pages.path, JSON.stringify(bad));
    const mine = errors.filter((e) => e.file.startsWith('flows/pages/start/'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.find((e) => e.pointer === '/pages/0' && e.message.includes('"routee"'))).toBeDefined();
  }, 60_000);

  it('says when the edit is not JSON or changes nothing', () => {
    expect(checkDraft(copy, pages.path, '{"pages": [').errors[0]!.message).toMatch(/^is not JSON/);
    expect(checkDraft(copy, pages.path, JSON.stringify(pages.json)).errors[0]!.message).toBe('has no change to save');
  });

  it('saves a passing edit as a new version file, once, and refuses a failing one', () => {
    const before = versionsIn('flows/messages');
    const text = reworded('Which home would you like to borrow against?');
    const saved = saveDraft(copy, catalogue.path, text);
    expect(saved).toEqual({ saved: expect.stringMatching(/^flows\/messages\/v\d+\.json$/), created: true });
    const path = (saved as { saved: string }).saved;
    expect(JSON.parse(readFileSync(join(copy, path), 'utf8'))).toMatchObject({ extends: expect.stringMatching(/^messages@\d+$/), merge: { messages: { 'step.index.title': 'Which home would you like to borrow against?' } } });
    expect(versionsIn('flows/messages')).toHaveLength(before.length + 1);
    // The published file it extends is byte for byte what it was.
    expect(readFileSync(join(copy, catalogue.path), 'utf8')).toBe(readFileSync(join(ROOT, catalogue.path), 'utf8'));
    // A retry of the same save writes nothing more.
    expect(saveDraft(copy, catalogue.path, text)).toEqual({ saved: path, created: false });
    expect(versionsIn('flows/messages')).toHaveLength(before.length + 1);

    const bad = JSON.parse(JSON.stringify(pages.json)) as { pages: Record<string, unknown>[] };
    bad.pages[0]!['route'] = 42;
    const refused = saveDraft(copy, pages.path, JSON.stringify(bad));
    expect(refused.saved).toBeNull();
    expect((refused as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toContain('/pages/0/route');
    expect(existsSync(join(copy, pages.path.replace(/v(\d+)\.json$/, (_, n: string) => `v${Number(n) + 1}.json`)))).toBe(false);
  }, 120_000);
});
