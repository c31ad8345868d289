// What the repository's definitions ship (the build reads the same Definitions.shippedFlows)
// and that the lock holds: registration v2 for every brand but LAKESHORE, whose own version asks
// the birthdate first; the published versions are all locked and unchanged; an edit to one in
// a copy fails flows:check.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDefinitionsAt, readLock } from '../../src/engine/definitions-node';

const root = process.cwd();
const { definitions, errors } = checkDefinitionsAt(root);

describe('the versions the repository ships', () => {
  it('has no definition problem and a lock of published versions', () => {
    expect(errors).toEqual([]);
    const lock = readLock(root)!;
    expect(Object.keys(lock.published)).toEqual(expect.arrayContaining(['flows/registration-v2/v1.json', 'flows/register/v1.json', 'flows/application/v1.json', 'flows/messages/v1.json']));
  });

  it('ships registration v2 to every brand but LAKESHORE, which asks the birthdate before the legal name', () => {
    const shipped = definitions.shippedFlows['registration-v2']!;
    expect(shipped).toEqual({ key: 'registration-v2@5', brands: { LAKESHORE: 'registration-v2.lakeshore@4' } });
    const ids = (key: string) => definitions.flows[key]!.steps.map((s) => s.id);
    expect(ids('registration-v2@5')).toEqual(['index', 'home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password']);
    expect(ids('registration-v2.lakeshore@4')).toEqual(['index', 'home-address', 'for-sale', 'annual-income', 'birthdate', 'legal-name', 'phone-and-email', 'set-password']);
    expect(definitions.shippedFlows['register']).toEqual({ key: 'register@5', brands: {} });
    expect(definitions.machine?.version).toBe(3);
  });

  it('the new registration versions take the 62+ limit from the context (birthdate@2) and mark passwords sensitive (set-password@2)', () => {
    const refs = JSON.stringify(definitions.flows['registration-v2@2']!.steps.map((s) => s.schema));
    expect(refs).toContain('birthdate@2');
    expect(refs).toContain('set-password@2');
    expect(JSON.stringify(definitions.stepSchemas['birthdate@2']!.definition.validators)).toContain('brand.toggles.interestOnlyPayments');
  });

  it('refuses an edit to a published version in a copy of the definitions, naming the version to write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'defs-'));
    try {
      for (const d of ['flows', 'schemas', 'brands']) cpSync(join(root, d), join(dir, d), { recursive: true });
      cpSync(join(root, 'definitions.lock.json'), join(dir, 'definitions.lock.json'));
      const file = join(dir, 'flows/registration-v2/v2.json');
      expect(checkDefinitionsAt(dir).errors).toEqual([]);
      // v2 is not published yet: editing it is allowed; v1 is.
      const v1 = join(dir, 'flows/registration-v2/v1.json');
      writeFileSync(v1, readFileSync(v1, 'utf8').replace('"keepQuery": true', '"keepQuery": false'));
      expect(checkDefinitionsAt(dir).errors).toEqual([
        expect.objectContaining({ file: 'flows/registration-v2/v1.json', message: 'is a published version (definitions.lock.json) and its content changed', fix: expect.stringContaining('flows/registration-v2/v6.json with "extends": "registration-v2@5"') }),
      ]);
      expect(readFileSync(file, 'utf8')).toContain('"version": 2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('checks files held in memory as if written (the studio\'s draft): an in-memory edit of a published version is refused, a new version resolves, nothing is written', () => {
    const path = 'flows/registration-v2/v1.json';
    const onDisk = readFileSync(join(root, path), 'utf8');
    const edited = JSON.parse(onDisk.replace('"keepQuery": true', '"keepQuery": false')) as unknown;
    const kit = definitions.flows[definitions.shippedFlows['kit']!.key]!.version;
    const nextPath = `flows/kit/v${kit + 1}.json`;
    const next = { path: nextPath, json: { $schema: '../../schemas/meta/flow.schema.json', id: 'kit', version: kit + 1, extends: `kit@${kit}`, pin: { reason: 'A draft held in memory (a test).' } } };
    const result = checkDefinitionsAt(root, undefined, undefined, [{ path, json: edited }, next]);
    expect(result.errors).toEqual([expect.objectContaining({ file: path, message: 'is a published version (definitions.lock.json) and its content changed' })]);
    expect(result.files.find((f) => f.path === nextPath)?.json).toMatchObject({ id: 'kit', version: kit + 1, pin: { reason: 'A draft held in memory (a test).' } });
    expect(result.rawFiles.filter((f) => f.path === path)).toHaveLength(1);
    expect(readFileSync(join(root, path), 'utf8')).toBe(onDisk);
  }, 60_000);
});
