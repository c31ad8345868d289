// The lender's request schemas are built from the versions that ship (issue 22): a new fields
// version that a shipped step takes is what the lender then accepts, with no request schema to
// edit. Seeded into a temporary copy as ops would write it: fields@3 adds the suffix VI, a new
// legal-name version takes it, and a new registration-v2 version takes that step; the step form
// accepts VI, and 'Check my rate' (POST create-application) is accepted too, not a 400 'Please
// select a suffix from the list'. And request schemas are published definitions: an edit in place
// is refused by the published-lock check, with the new version to write.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDefinitionsAt, readResolvedFiles } from '../../src/engine/definitions-node';
import { bundleSchema } from '../../src/engine/schema-bundle';
import type { JsonValue } from '../../src/engine/types';
import { shippedPath } from '../shipped';
import { createBody, fileSandbox, register } from './helpers';

const root = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'request-shipped-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
const write = (rel: string, json: unknown): void => {
  mkdirSync(join(copy, rel, '..'), { recursive: true });
  writeFileSync(join(copy, rel), `${JSON.stringify(json, null, 2)}\n`);
};
const version = (path: string): number => Number(/v(\d+)\.json$/.exec(path)![1]);
/** The newest version of a call's request schema (what the lender validates with). */
const newestRequest = (call: string): string => `schemas/api/${call}/v${Math.max(...readdirSync(join(root, 'schemas/api', call)).map(version))}.json`;

/** The copy with fields@N+1 (suffix VI), legal-name@M+1 on it, and registration-v2@K+1 on that step. */
function seedSuffixVI(): { stepKey: string } {
  for (const dir of ['flows', 'schemas', 'brands']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  cpSync(join(root, 'definitions.lock.json'), join(copy, 'definitions.lock.json'));
  symlinkSync(join(root, 'src'), join(copy, 'src')); // the sandbox's vendor pages are served from its source
  const fields = version(shippedPath('schemas/fields'));
  write(`schemas/fields/v${fields + 1}.json`, { $schema: '../meta/fields.schema.json', version: fields + 1, extends: `fields@${fields}`, patch: [{ op: 'add', path: '/$defs/suffix/enum/-', value: 'VI' }] });
  const step = version(shippedPath('schemas/steps/legal-name'));
  const stepKey = `legal-name@${step + 1}`;
  write(`schemas/steps/legal-name/v${step + 1}.json`, { $schema: '../../meta/step.schema.json', id: 'legal-name', version: step + 1, extends: `legal-name@${step}`, merge: { schema: { properties: { suffix: { $ref: `../../fields/v${fields + 1}.json#/$defs/suffix` } } } } });
  // The flow's next version takes the new step wherever it named a legal-name version.
  const flowPath = shippedPath('flows/registration-v2');
  const flow = version(flowPath);
  const resolved = readResolvedFiles(copy).get(flowPath) as Record<string, JsonValue>;
  const text = JSON.stringify({ ...resolved, version: flow + 1 }).replace(/"legal-name@\d+"/g, `"${stepKey}"`);
  write(`flows/registration-v2/v${flow + 1}.json`, JSON.parse(text));
  return { stepKey };
}

let seeded: { stepKey: string } | undefined;
const sb = fileSandbox({ root: copy }, () => {
  seeded = seedSuffixVI();
});

describe('request schemas take the versions the shipped pages use (issue 22)', () => {
  it('a suffix a new fields version adds, taken by the shipped legal-name step, is accepted by the step form and by the lender', async () => {
    const files = readResolvedFiles(copy);
    const [id, v] = seeded!.stepKey.split('@');
    const stepPath = `schemas/steps/${id}/v${v}.json`;
    const stepSchema = bundleSchema((files.get(stepPath) as Record<string, JsonValue>)['schema']!, stepPath, Object.fromEntries(files));
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajvErrors(ajv);
    expect(ajv.validate(stepSchema as object, { firstName: 'Alex', lastName: 'Morgan', suffix: 'VI' })).toBe(true);

    const token = await register(sb, `suffix-vi-${Date.now()}@example.com`);
    const body = createBody();
    (body['profileRequest'] as { name: Record<string, string> }).name['suffix'] = 'VI';
    const created = await sb.call('POST', '/service-application/api/v1/application/heloc?state=TX', { token, body, headers: { 'x-org': 'HOMELINE' } });
    expect(created.body.errors ?? []).toEqual([]);
    expect(created.status).toBe(200);
    // A suffix no shipped page offers is still refused.
    (body['profileRequest'] as { name: Record<string, string> }).name['suffix'] = 'VII';
    const refused = await sb.call('POST', '/service-application/api/v1/application/heloc?state=TX', { token: await register(sb, `suffix-vii-${Date.now()}@example.com`), body, headers: { 'x-org': 'HOMELINE' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContain('Please select a suffix from the list');
  });

  it('a published request schema edited in place is refused by the published-lock check, with the version to write', () => {
    const path = newestRequest('create-application');
    expect(JSON.parse(readFileSync(join(root, 'definitions.lock.json'), 'utf8')).published).toHaveProperty([path]);
    const schema = JSON.parse(readFileSync(join(copy, path), 'utf8')) as { properties: Record<string, JsonValue> };
    schema.properties['referralId'] = { type: ['string', 'null'], maxLength: 128 };
    write(path, schema);
    const errors = checkDefinitionsAt(copy).errors.filter((e) => e.file === path);
    const next = version(path) + 1;
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'is a published version (definitions.lock.json) and its content changed',
        fix: expect.stringContaining(`schemas/api/create-application/v${next}.json with "extends": "create-application@${next - 1}"`),
      }),
    ]);
  });
});
