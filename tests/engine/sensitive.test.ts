// Sensitive fields: which paths a step schema marks, what drafts keep, and flows:check's rules
// (a field drawn by ssn, password or bank-account must be marked; bank-account needs its checks).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { nodeLoadOptions } from '../../src/engine/definitions-node';
import { sensitivePaths, unmarkedSensitive, withoutSensitive } from '../../src/engine/sensitive';
import { fixtureFiles, stepFile } from './definition-fixtures';

const options = nodeLoadOptions(process.cwd());
const load = (files: DefinitionFile[]) => loadDefinitions(files, options);
const repoFields = JSON.parse(readFileSync('schemas/fields/v1.json', 'utf8')) as unknown;

describe('sensitivePaths', () => {
  it('finds marked fields, nested ones, and unmarked ones drawn by a sensitive widget; a sensitive object covers its parts', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        ssn: { type: 'string', 'x-sensitive': true },
        pin: { type: 'string' },
        bank: { type: 'object', 'x-sensitive': true, properties: { accountNumber: { type: 'string', 'x-sensitive': true } } },
        other: { type: 'object', properties: { secret: { type: 'string', 'x-sensitive': true }, plain: { type: 'string' } } },
      },
    };
    expect(sensitivePaths(schema, { pin: { 'ui:widget': 'password' } }).sort()).toEqual(['bank', 'other.secret', 'pin', 'ssn']);
    expect(unmarkedSensitive(schema, { pin: { 'ui:widget': 'password' }, name: { 'ui:widget': 'text' } })).toEqual([{ path: 'pin', control: 'password' }]);
  });
});

describe('withoutSensitive', () => {
  it('drops the given paths and every well-known secret name at any depth, keeping the rest', () => {
    const data = { name: 'Ann', ssn: '123456789', nested: { password: 'x', keep: 1, pin: '1234' }, list: [{ routingNumber: '1', ok: true }] };
    expect(withoutSensitive(data, ['nested.pin'])).toEqual({ name: 'Ann', nested: { keep: 1 }, list: [{ ok: true }] });
  });
});

describe('flows:check on sensitive fields', () => {
  const fieldsOverride = { 'schemas/fields/v1.json': repoFields };

  it('rejects an ssn, password or bank-account field without x-sensitive, naming file, pointer and the fix', () => {
    const step = stepFile({
      schema: { type: 'object', properties: { ssn: { type: 'string', pattern: '^[0-9]{9}$' }, pin: { type: 'string' } } },
      uiSchema: { ssn: { 'ui:widget': 'ssn' }, pin: { 'ui:widget': 'password' } },
    });
    const { errors } = load(fixtureFiles({ ...fieldsOverride, 'schemas/steps/name/v1.json': step }));
    expect(errors.map((e) => `${e.file}#${e.pointer}`)).toEqual(['schemas/steps/name/v1.json#/schema/properties/ssn', 'schemas/steps/name/v1.json#/schema/properties/pin']);
    expect(errors[0]?.message).toBe('"ssn" is drawn by the ssn widget but not marked sensitive');
    expect(errors[0]?.fix).toContain('"x-sensitive": true');
  });

  it('accepts the mark directly or through the shared field rule', () => {
    const step = stepFile({
      schema: { type: 'object', properties: { ssn: { $ref: '../../fields/v1.json#/$defs/ssn' }, pin: { type: 'string', 'x-sensitive': true } } },
      uiSchema: { ssn: { 'ui:widget': 'ssn' }, pin: { 'ui:widget': 'password' } },
    });
    const { errors } = load(fixtureFiles({ ...fieldsOverride, 'schemas/steps/name/v1.json': step }));
    expect(errors).toEqual([]);
  });

  it('requires the bank-account field to run abaRoutingNumber and matchesField on its parts', () => {
    const step = stepFile({
      schema: { type: 'object', properties: { bank: { $ref: '../../fields/v1.json#/$defs/bankAccount' } } },
      uiSchema: { bank: { 'ui:field': 'bank-account' } },
      validators: [{ effect: 'matchesField', params: { field: 'bank.accountNumberConfirm', other: 'bank.accountNumber', message: 'Account numbers do not match' } }],
    });
    const { errors } = load(fixtureFiles({ ...fieldsOverride, 'schemas/steps/name/v1.json': step }));
    expect(errors.map((e) => e.message)).toEqual(['the bank-account field "bank" has no abaRoutingNumber check on bank.routingNumber']);
    expect(errors[0]?.pointer).toBe('/validators');
  });

  it('the shared rules ssn, routingNumber, accountNumber and bankAccount carry the mark, so a $ref marks the field', () => {
    const fields = repoFields as { $defs: Record<string, { 'x-sensitive'?: boolean }> };
    for (const name of ['ssn', 'routingNumber', 'accountNumber', 'bankAccount']) expect(fields.$defs[name]?.['x-sensitive'], name).toBe(true);
  });
});
