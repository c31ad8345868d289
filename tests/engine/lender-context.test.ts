// Issue 22 'A field the lender already sends cannot be read': the context's application part is
// the lender's application schema (schemas/lender/application.json, inlined by the loader), so a
// routing row may read `application.disasterArea` (the sandbox lender sends it; the context
// schema did not list it), and a misspelt field is refused with the nearest one and the file
// that describes the lender's fields.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles, readContextSchema } from '../../src/engine/definitions-node';
import { checkContextPath } from '../../src/engine/context-paths';
import type { JsonValue } from '../../src/engine/types';
import lender from '../../schemas/lender/application.json';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
const newest = Math.max(...files.map((f) => /^flows\/application\/v(\d+)\.json$/.exec(f.path)).filter((m) => m !== null).map((m) => Number(m[1])));
const MACHINE_FILE = `flows/application/v${newest + 1}.json`;

/** A new machine version whose first checklist row holds only for an application in a disaster area (read as `path`). */
const machineReading = (path: string): DefinitionFile => {
  const row = { statuses: ['OFFER_SELECTION'], when: { [path]: true }, route: 'hold' };
  const json = { $schema: '../../schemas/meta/machine.schema.json', id: 'application', version: newest + 1, extends: `application@${newest}`, patch: [{ op: 'add', path: '/checklistRoutes/0', value: row }] };
  return { path: MACHINE_FILE, json, text: JSON.stringify(json, null, 2) };
};

describe("the context's application part is the lender's application schema", () => {
  it('a routing row reading a field the lender sends (application.disasterArea) passes', () => {
    expect(lender.properties).toHaveProperty('disasterArea');
    const errors = loadDefinitions([...files, machineReading('application.disasterArea')], options).errors;
    expect(errors.map((e) => `${e.file}#${e.pointer}: ${e.message}`)).toEqual([]);
  }, 60_000); // the first whole load compiles every step schema and condition once (memo-load-options.ts)

  it('a misspelt lender field is refused with the nearest one and the file that lists the fields', () => {
    const errors = loadDefinitions([...files, machineReading('application.disasterAera')], options).errors.filter((e) => e.file === MACHINE_FILE);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('"application.disasterAera" is not in the context: "disasterAera" is not a field of application');
    expect(errors[0]!.fix).toContain("Use a field of the lender's application, schemas/lender/application.json");
    expect(errors[0]!.fix).toContain('Did you mean "disasterArea"?');
  });

  it('every field of the lender schema is a context path, and only those', () => {
    const schema = readContextSchema(root) as JsonValue;
    for (const field of Object.keys(lender.properties)) expect(checkContextPath(schema, `application.${field}`), field).toBeUndefined();
    expect(checkContextPath(schema, 'application.property.state')).toBeUndefined();
    expect(checkContextPath(schema, 'application.notSentByTheLender')?.segment).toBe('notSentByTheLender');
  });
});
