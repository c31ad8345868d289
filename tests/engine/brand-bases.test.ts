// flows:check: a brand's flow that stays on an older shared version than the one that ships is
// named (issue 22), unless the brand version says why it stays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { shippedPath } from '../shipped';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
// The versions that ship (tests/shipped.ts): LAKESHORE's own, and the shared one it extends.
const LAKESHORE = shippedPath('flows/registration-v2/brands/lakeshore');
const lakeshore = JSON.parse(readFileSync(LAKESHORE, 'utf8')) as Record<string, unknown>;
const brandV = Number(lakeshore['version']);
const sharedV = Number(/v([0-9]+)\.json$/.exec(shippedPath('flows/registration-v2'))![1]);
const nextBrand = `flows/registration-v2/brands/lakeshore/v${brandV + 1}.json`;

const sharedNext: DefinitionFile = {
  path: `flows/registration-v2/v${sharedV + 1}.json`,
  json: { $schema: '../../schemas/meta/flow.schema.json', id: 'registration-v2', version: sharedV + 1, extends: `registration-v2@${sharedV}`, merge: { title: 'msg:registration.title' } },
};
const errorsWith = (...extra: DefinitionFile[]) =>
  loadDefinitions([...files, ...extra], options).errors.filter((e) => e.file.includes('/brands/')).map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));

describe('brand flows and the shared version that ships', () => {
  it('passes the repository: LAKESHORE extends the newest registration-v2', () => {
    expect(errorsWith()).toEqual([]);
  });

  it('names a brand left on the older shared version once a new one is added, and the version to write', () => {
    expect(lakeshore['extends']).toBe(`registration-v2@${sharedV}`);
    const errors = errorsWith(sharedNext);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.at).toBe(`${LAKESHORE}#/extends`);
    expect(errors[0]!.message).toContain(`the lakeshore brand still extends registration-v2@${sharedV}, but registration-v2@${sharedV + 1} ships to every other brand`);
    expect(errors[0]!.fix).toContain(`Write ${nextBrand} extending "registration-v2@${sharedV + 1}"`);
  });

  it('accepts the brand rebased on the new version, or a brand version pinned with a reason', () => {
    const rebased: DefinitionFile = { path: nextBrand, json: { ...lakeshore, $comment: 'rebased', version: brandV + 1, extends: `registration-v2@${sharedV + 1}` } };
    expect(errorsWith(sharedNext, rebased)).toEqual([]);
    const pinned: DefinitionFile = { path: nextBrand, json: { ...lakeshore, version: brandV + 1, pin: { reason: 'The credit union signs off on the new title first.' } } };
    expect(errorsWith(sharedNext, pinned)).toEqual([]);
    const noReason: DefinitionFile = { path: nextBrand, json: { ...lakeshore, version: brandV + 1, pin: { reason: '' } } };
    expect(errorsWith(sharedNext, noReason).length).toBeGreaterThan(0);
  });
});
