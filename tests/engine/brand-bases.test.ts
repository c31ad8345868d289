// flows:check: a brand's flow that stays on an older shared version than the one that ships is
// named (issue 22), unless the brand version says why it stays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
const LAKESHORE = 'flows/registration-v2/brands/lakeshore/v3.json';
const lakeshore = JSON.parse(readFileSync(LAKESHORE, 'utf8')) as Record<string, unknown>;

const sharedV4: DefinitionFile = {
  path: 'flows/registration-v2/v5.json',
  json: { $schema: '../../schemas/meta/flow.schema.json', id: 'registration-v2', version: 5, extends: 'registration-v2@4', merge: { title: 'msg:registration.title' } },
};
const errorsWith = (...extra: DefinitionFile[]) =>
  loadDefinitions([...files, ...extra], options).errors.filter((e) => e.file.includes('/brands/')).map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));

describe('brand flows and the shared version that ships', () => {
  it('passes the repository: LAKESHORE extends the newest registration-v2', () => {
    expect(errorsWith()).toEqual([]);
  });

  it('names a brand left on the older shared version once a new one is added, and the version to write', () => {
    const errors = errorsWith(sharedV4);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.at).toBe(`${LAKESHORE}#/extends`);
    expect(errors[0]!.message).toContain('the lakeshore brand still extends registration-v2@4, but registration-v2@5 ships to every other brand');
    expect(errors[0]!.fix).toContain('Write flows/registration-v2/brands/lakeshore/v4.json extending "registration-v2@5"');
  });

  it('accepts the brand rebased on the new version, or a brand version pinned with a reason', () => {
    const rebased: DefinitionFile = { path: 'flows/registration-v2/brands/lakeshore/v4.json', json: { ...lakeshore, $comment: 'rebased', version: 4, extends: 'registration-v2@5' } };
    expect(errorsWith(sharedV4, rebased)).toEqual([]);
    const pinned: DefinitionFile = { path: 'flows/registration-v2/brands/lakeshore/v4.json', json: { ...lakeshore, version: 4, pin: { reason: 'The credit union signs off on the new title first.' } } };
    expect(errorsWith(sharedV4, pinned)).toEqual([]);
    const noReason: DefinitionFile = { path: 'flows/registration-v2/brands/lakeshore/v4.json', json: { ...lakeshore, version: 4, pin: { reason: '' } } };
    expect(errorsWith(sharedV4, noReason).length).toBeGreaterThan(0);
  });
});
