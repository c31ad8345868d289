// The lender answers a field rule written as a message key in the catalogue's words (issue 22,
// docs/decisions.md 532): a request schema that takes its rules from schemas/fields/v2.json
// answers 400 'We apologize. ...', never 'msg:fieldRule.employmentType.unemployed'. A temporary
// copy of the field rules and the message catalogue with one request schema that refs fields@2.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/errors';
import { loadValidators } from '../../src/server/validation';

const root = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'field-rule-words-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('request schemas on fields@2 (issue 22)', () => {
  it('answer a keyed field message in the catalogue words', () => {
    for (const dir of ['schemas/fields', 'flows/messages']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
    mkdirSync(join(copy, 'schemas/api/income-probe'), { recursive: true });
    const schema = { type: 'object', required: ['employmentType', 'income'], properties: { employmentType: { $ref: '../../fields/v2.json#/$defs/employmentType' }, income: { $ref: '../../fields/v2.json#/$defs/income' } } };
    writeFileSync(join(copy, 'schemas/api/income-probe/v1.json'), JSON.stringify(schema));
    const validators = loadValidators(copy, false);
    let thrown: unknown;
    try {
      validators.parse('income-probe', { employmentType: 'UNEMPLOYED', income: -1 });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).status).toBe(400);
    expect((thrown as HttpError).errors).toEqual(["We apologize. At this time, we don't lend to unemployed borrowers.", 'Must be at least $0']);
  });
});
