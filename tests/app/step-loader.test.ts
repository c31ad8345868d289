// A step's form loads as one generated module (validator, schema, composed ui schema and named
// validators), its root schema names its compiled validator by `$id` (no hash of the whole
// schema), and that validator is made on first use only.
import { describe, expect, it, vi } from 'vitest';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';
import type { FlowDefinition } from '../../src/engine/types';
import { renderSchemaOf } from '../../src/engine/render-schema';
import { shipped } from '../shipped';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('@rjsf/validator-ajv8', async (importOriginal) => {
  const real = await importOriginal<typeof import('@rjsf/validator-ajv8')>();
  return {
    ...real,
    createPrecompiledValidator: (...args: Parameters<typeof real.createPrecompiledValidator>) => {
      made.count++;
      return real.createPrecompiledValidator(...args);
    },
  };
});

const { loadStep } = await import('../../src/app/step-loader');
const { stepValidators } = await import('../../src/generated/steps/index.js');
const { definitions } = checkDefinitionsAt(process.cwd());
/** The shipped registration-v2's step schemas by step id (gen writes modules only for forms that ship, decision 652). */
const registration = shipped<FlowDefinition>('flows/registration-v2');
const refOf = (id: string): string => registration.steps.find((s) => s.id === id)!.schema as string;
/** A definition without its `$comment` notes, which never ship. */
const noNotes = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(noNotes) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== '$comment').map(([k, x]) => [k, noNotes(x)])) : v;

describe('loadStep', () => {
  it('gives the form the definitions compose, from its one module', async () => {
    for (const key of [refOf('index'), 'legal-name@3+birthdate@3+soft-credit-consent@1', 'offer-choice@1']) {
      const step = await loadStep(key.split('+'));
      const composed = definitions.stepForms[key]!;
      expect(step.uiSchema, key).toEqual(noNotes(composed.uiSchema));
      expect(step.validators, key).toEqual(composed.validators);
      // The root carries the form key as `$id`, the key of its compiled function; the form renders
      // from its copy without rules-only allOfs (decision 693).
      expect(step.schema, key).toEqual(renderSchemaOf({ $id: `form:${key}`, ...(noNotes(composed.schema) as object) }));
    }
  });

  it("renders without a field's stacked rules and still checks each of them", async () => {
    const step = await loadStep(['legal-name@3']);
    const firstName = (step.schema.properties as Record<string, Record<string, unknown>>)['firstName']!;
    expect(firstName).not.toHaveProperty('allOf');
    // Both of the field's patterns still hold, each with its own message, through the render copy.
    const short = step.validator.validateFormData({ firstName: 'J', lastName: 'Doe' }, step.schema);
    expect(short.errorSchema['firstName']?.__errors?.join(' ')).toMatch(/fieldRule\.firstName\.tooShort/);
    const odd = step.validator.validateFormData({ firstName: 'J0hn', lastName: 'Doe' }, step.schema);
    expect(odd.errorSchema['firstName']?.__errors?.join(' ')).toMatch(/fieldRule\.name\.unsupported/);
  });

  it('names the root validator by the schema id, so making it hashes nothing', async () => {
    // rjsf looks the root's function up by `$id`, else by a hash of the whole schema: given only
    // the id-keyed function, the validator is made and validates.
    const key = 'legal-name@3+birthdate@3+soft-credit-consent@1';
    const mod = await stepValidators[key]!();
    const byId = { [`form:${key}`]: mod.validateFns[`form:${key}`]! };
    const real = await vi.importActual<typeof import('@rjsf/validator-ajv8')>('@rjsf/validator-ajv8');
    const validator = real.createPrecompiledValidator(byId as never, mod.rootSchema);
    expect(validator.validateFormData({}, mod.rootSchema).errors.length).toBeGreaterThan(0);
  });

  it('makes the validator on its first use only, and once', async () => {
    const step = await loadStep([refOf('birthdate')]);
    const before = made.count;
    expect(step.schema).toBeTruthy();
    expect(made.count).toBe(before);
    const first = step.validator.validateFormData({}, step.schema);
    // The schema's own message as written: a catalogue key (fields@2), worded where errors are placed.
    expect(first.errors.map((e) => e.message)).toContain('msg:fieldRule.required');
    expect(made.count).toBe(before + 1);
    expect(step.validator.validateFormData({ dob: '1980-04-12' }, step.schema).errors).toEqual([]);
    expect(step.validator.isValid(step.schema, {}, step.schema)).toBe(false);
    expect(made.count).toBe(before + 1);
  });

  it('has a module for every form a shipped flow or page shows and the newest version of each step schema, and none for forms only old versions show', async () => {
    const ships = new Set(Object.values(definitions.shippedFlows).flatMap((s) => [s.key, ...Object.values(s.brands)]));
    for (const key of ships) {
      for (const step of definitions.flows[key]!.steps) {
        for (const schema of [step.schema, ...(step.schemaVariants ?? []).map((v) => v.schema)]) {
          const form = (Array.isArray(schema) ? schema : [schema]).join('+');
          expect(stepValidators[form], `${key}: ${form}`).toBeDefined();
        }
      }
    }
    for (const ref of ['chat-feedback@1', 'chat-prechat@1', 'chat-survey@1']) expect(stepValidators[ref], ref).toBeDefined();
    // register@2's account-setup form (legal-name@1 + birthdate@1 + ...) ships no more.
    expect(stepValidators['legal-name@1+birthdate@1+phone-and-email@1+set-password@1+accept-consents@1']).toBeUndefined();
    await expect(loadStep(['legal-name@1', 'birthdate@1', 'phone-and-email@1', 'set-password@1', 'accept-consents@1'])).rejects.toThrow('was not generated; run npm run gen');
  });
});
