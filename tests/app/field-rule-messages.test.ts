// Field messages as keys (issue 22, docs/decisions.md 532): schemas/fields/v2.json says every
// message of fields@1 as a key of the main catalogue, worded verbatim (seed 000 §5's messages are
// requirements), and the form words a key through the brand's translator, so a brand can reword
// the unemployed refusal. The step is annual-income@2, which takes its rules from fields@2 (decision 619), validated as the form does: rjsf + ajv-errors, errors placed by placeErrors.
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { composeStep } from '../../src/engine/compose';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { createTranslator } from '../../src/engine/messages';
import type { JsonValue, MessagesFile } from '../../src/engine/types';
import { placeErrors } from '../../src/renderer/step-form';

const root = join(import.meta.dirname, '..', '..');
const resolved = readResolvedFiles(root);
// The main catalogue with the field-rules bundle, as the step loader merges it.
const catalogue = { ...shippedVersion<MessagesFile>(resolved, 'flows/messages')!.json.messages, ...shippedVersion<MessagesFile>(resolved, 'flows/messages/field-rules')!.json.messages };
const files: Record<string, JsonValue> = Object.fromEntries([...resolved].filter(([path]) => /^schemas\/(steps|fields)\//.test(path)));
const v1 = files['schemas/fields/v1.json'] as { $defs: Record<string, JsonValue> };
const v2 = files['schemas/fields/v2.json'] as { $defs: Record<string, JsonValue> };

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });

/** Every errorMessage text of a rule (a string, or an object's strings), by its path inside the rule. */
function messagesOf(v: JsonValue | undefined, path = '', inMessage = false): [string, string][] {
  if (typeof v === 'string') return inMessage ? [[path, v]] : [];
  if (v === null || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => messagesOf(x, `${path}/${k}`, inMessage || k === 'errorMessage'));
}

/** What the form shows under `field` for `data`, worded with a brand's overrides. */
function shown(data: Record<string, JsonValue>, field: string, overrides: Record<string, string> = {}): string[] {
  const { schema } = composeStep(['annual-income@2'], files);
  const t = createTranslator(catalogue, overrides);
  // The app's formContext.t (src/app/pages/step-screen.tsx): a key without its msg: prefix.
  const formT = (k: string) => (t(`msg:${k}`) === k ? undefined : t(`msg:${k}`));
  const { errors } = validator.validateFormData(data, schema as RJSFSchema);
  return placeErrors(errors, [], formT)
    .filter((e) => e.property === `.${field}`)
    .map((e) => e.message ?? '');
}

describe('field messages as keys (issue 22)', () => {
  it('fields@2 says every message of fields@1 as a catalogue key whose text is the same English', () => {
    for (const [name, rule] of Object.entries(v1.$defs)) {
      const before = messagesOf(rule);
      expect(before.length + messagesOf(v2.$defs[name]).length === 0 || before.length === messagesOf(v2.$defs[name]).length, name).toBe(true);
      const after = new Map(messagesOf(v2.$defs[name]));
      for (const [path, english] of before) {
        const keyed = after.get(path);
        expect(keyed, `${name}${path}`).toMatch(/^msg:fieldRule\./);
        expect(catalogue[keyed!.slice(4)], `${name}${path}`).toBe(english);
      }
    }
  });

  it("shows the unemployed refusal in the seed's words, and in a brand's own words when its brand.json overrides the key", () => {
    const data = { income: 50000, employmentType: 'UNEMPLOYED' };
    expect(shown(data, 'employmentType')).toEqual(["We apologize. At this time, we don't lend to unemployed borrowers."]);
    const lakeshore = { 'fieldRule.employmentType.unemployed': 'Lakeshore lends to members with an income: tell us about yours.' };
    expect(shown(data, 'employmentType', lakeshore)).toEqual(['Lakeshore lends to members with an income: tell us about yours.']);
    expect(shown({ income: -1, employmentType: 'FULL_TIME' }, 'income', lakeshore)).toEqual(['Must be at least $0']);
  });
});
