// Field messages as keys, checked (issue 22, docs/decisions.md 532-533): a brand may override a
// field rule's message key (schemas/fields/v2.json), a misspelt one gets 'did you mean', and every
// fix line proposes what would pass, a new version with its file name, never an edit of a
// published file. Seeded into an in-memory copy of the repository's definitions.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';
import lock from '../../definitions.lock.json';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

function checkWith(path: string, edit: (json: Json) => void) {
  const changed = files.map((f) => {
    if (f.path !== path) return f;
    const json = structuredClone(f.json) as Json;
    edit(json);
    return { path, json } as DefinitionFile;
  });
  return loadDefinitions(changed, options).errors.map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));
}

const newest = (re: RegExp) => Math.max(...files.map((f) => Number(re.exec(f.path)?.[1] ?? 0)));
const BRAND = 'brands/lakeshore/brand.json';

describe('field messages as keys: brand overrides and fix lines (issue 22)', () => {
  it('accepts a brand override of the unemployed refusal, and gives a misspelt key did-you-mean and a new catalogue version', () => {
    const ok = checkWith(BRAND, (b) => (b['messages'] = { ...b['messages'], 'fieldRule.employmentType.unemployed': 'Lakeshore lends to members with an income.' }));
    expect(ok).toEqual([]);
    const bundle = newest(/^flows\/messages\/field-rules\/v([0-9]+)\.json$/);
    const errors = checkWith(BRAND, (b) => (b['messages'] = { ...b['messages'], 'fieldRule.employmentType.unemploied': 'x' }));
    const hit = errors.find((e) => e.at === `${BRAND}#/messages/fieldRule.employmentType.unemploied`);
    expect(hit?.message, JSON.stringify(errors, null, 1)).toBe('overrides message key "fieldRule.employmentType.unemploied", which is not in the catalogue');
    expect(hit?.fix).toContain('Did you mean "fieldRule.employmentType.unemployed"?');
    expect(hit?.fix).toContain(`flows/messages/field-rules/v${bundle + 1}.json with "extends": "field-rules@${bundle}"`);
    // The fix never sends ops to a published file.
    for (const published of Object.keys(lock.published)) expect(hit?.fix).not.toContain(` ${published}`);
  });

  it('names a misspelt key inside a field rule with did-you-mean', () => {
    const errors = checkWith('schemas/fields/v2.json', (f) => (f['merge']['$defs']['employmentType']['errorMessage']['not'] = 'msg:fieldRule.employmentType.unemployd'));
    expect(errors).toContainEqual(
      expect.objectContaining({ at: 'schemas/fields/v2.json#/$defs/employmentType/errorMessage/not', message: 'message key "fieldRule.employmentType.unemployd" is not in the catalogue (written at schemas/fields/v2.json#/merge/$defs/employmentType/errorMessage/not)', fix: expect.stringContaining('Did you mean "fieldRule.employmentType.unemployed"?') }),
    );
  });

  it("tells a route without a page to write its group's next version, not to edit the published newest one", () => {
    const bpo = newest(/^flows\/pages\/bpo\/v([0-9]+)\.json$/);
    const errors = checkWith(`flows/pages/bpo/v${bpo}.json`, (f) => (f['pages'] = f['pages'].slice(0, -1)));
    const hit = errors.find((e) => / has no page$/.test(e.message));
    expect(hit?.fix, JSON.stringify(errors, null, 1)).toContain(`a new version flows/pages/bpo/v${bpo + 1}.json with "extends": "bpo@${bpo}"`);
    expect(hit?.fix).toContain(`npm run flows:publish -- flows/pages/bpo/v${bpo + 1}.json`);
  });
});
