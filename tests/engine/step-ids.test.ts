// Step ids are registered (issue 22, docs/decisions.md 531): a step's id is the registered id of
// its step schema (the folder under schemas/steps/) or an alias schemas/steps/registry.json
// declares. Seeded into an in-memory copy of the repository's definitions: a brand version that
// renames `birthdate` to `birth-date` is refused with 'did you mean' and the known ids, and the
// group still naming `birthdate` is told to rename the step back, never to use the typo.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
const REGISTRY = 'schemas/steps/registry.json';

const newestShared = Math.max(...files.map((f) => Number(/^flows\/registration-v2\/v([0-9]+)\.json$/.exec(f.path)?.[1] ?? 0)));
const newestLakeshore = Math.max(...files.map((f) => Number(/^flows\/registration-v2\/brands\/lakeshore\/v([0-9]+)\.json$/.exec(f.path)?.[1] ?? 0)));
const BRAND_FILE = `flows/registration-v2/brands/lakeshore/v${newestLakeshore + 1}.json`;

/** LAKESHORE's next version: the shared flow with one patch (only the step id renamed, say). */
function brandVersion(patch: unknown[]): DefinitionFile {
  return {
    path: BRAND_FILE,
    json: { $schema: '../../../../schemas/meta/flow.schema.json', id: 'registration-v2', version: newestLakeshore + 1, extends: `registration-v2@${newestShared}`, patch },
  };
}

function check(extra: DefinitionFile[], registry?: (aliases: Record<string, unknown>) => void) {
  const changed = files.map((f) => {
    if (f.path !== REGISTRY || !registry) return f;
    const json = structuredClone(f.json) as { aliases: Record<string, unknown> };
    registry(json.aliases);
    return { path: f.path, json };
  });
  return loadDefinitions([...changed, ...extra], options).errors.map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));
}

const renameBirthdate = [
  { op: 'test', path: '/steps/5/id', value: 'birthdate' },
  { op: 'replace', path: '/steps/5/id', value: 'birth-date' },
];

describe('step ids are registered (issue 22)', () => {
  it('passes the repository: every step id is its schema id or a declared alias', () => {
    expect(check([])).toEqual([]);
  });

  it('refuses a brand version that renames birthdate to birth-date, with did-you-mean and the known ids', () => {
    const errors = check([brandVersion(renameBirthdate)]);
    const hit = errors.find((e) => e.at === `${BRAND_FILE}#/steps/5/id`);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit!.message).toBe(`step id "birth-date" is not a registered step id: it must be the id of its step schema (birthdate) or an alias declared for it (written at ${BRAND_FILE}#/patch/1/value)`);
    expect(hit!.fix).toMatch(/^Did you mean "birthdate"\? A new id that is really needed is declared in schemas\/steps\/registry\.json under "aliases"/);
    expect(hit!.fix).toMatch(/Known ids: accept-consents, account-setup, .*\bbirthdate, .*\bindex, .*\blegal-name, .*\bset-password\b/);
    // The progress group still names birthdate: the fix renames the step back, never 'use birth-date'.
    const group = errors.find((e) => e.at.startsWith(`${BRAND_FILE}#/groups/`));
    expect(group?.message).toBe('step "birthdate" is not in this flow');
    expect(group?.fix).toMatch(/^Step 5's id "birth-date" is not registered: rename it back to "birthdate"\./);
    expect(errors.map((e) => e.fix).join('\n')).not.toContain('"birth-date"?');
  });

  it('accepts the new id once the registry declares it as an alias of birthdate, and then the groups follow it', () => {
    const renameEverywhere = [...renameBirthdate, { op: 'test', path: '/groups/2/steps/1/step', value: 'birthdate' }, { op: 'replace', path: '/groups/2/steps/1/step', value: 'birth-date' }];
    expect(check([brandVersion(renameEverywhere)]).filter((e) => e.at.startsWith(BRAND_FILE))).toContainEqual(expect.objectContaining({ at: `${BRAND_FILE}#/steps/5/id` }));
    const withAlias = check([brandVersion(renameEverywhere)], (aliases) => {
      aliases['birth-date'] = { for: ['birthdate'], why: 'the brand bookmarks /birth-date' };
    });
    expect(withAlias.filter((e) => e.at.startsWith(BRAND_FILE))).toEqual([]);
  });

  it('refuses an alias for a step schema that does not exist, and an alias that is already a registered id', () => {
    const errors = check([], (aliases) => {
      aliases['dob'] = { for: ['birth-date'], why: 'x' };
      aliases['birthdate'] = { for: ['birthdate'], why: 'x' };
    });
    expect(errors).toContainEqual({ at: `${REGISTRY}#/aliases/dob/for/0`, message: '"birth-date" is not a registered step schema id (no schemas/steps/birth-date/)', fix: 'Name the folder of a step schema under schemas/steps/. Did you mean "birthdate"?' });
    expect(errors).toContainEqual(expect.objectContaining({ at: `${REGISTRY}#/aliases/birthdate`, message: '"birthdate" is already the registered id of schemas/steps/birthdate/' }));
  });
});
