// A step's form loads as one generated module (validator, schema, composed ui schema and named
// validators), its root schema names its compiled validator by `$id` (no hash of the whole
// schema), and that validator is made on first use only.
import { describe, expect, it, vi } from 'vitest';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';

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
/** A definition without its `$comment` notes, which never ship. */
const noNotes = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(noNotes) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== '$comment').map(([k, x]) => [k, noNotes(x)])) : v;

describe('loadStep', () => {
  it('gives the form the definitions compose, from its one module', async () => {
    for (const key of ['property-address@1', 'legal-name@1+birthdate@2+soft-credit-consent@1', 'offer-choice@1']) {
      const step = await loadStep(key.split('+'));
      const composed = definitions.stepForms[key]!;
      expect(step.uiSchema, key).toEqual(noNotes(composed.uiSchema));
      expect(step.validators, key).toEqual(composed.validators);
      // The root carries the form key as `$id`, the key of its compiled function.
      expect(step.schema, key).toEqual({ $id: `form:${key}`, ...(noNotes(composed.schema) as object) });
    }
  });

  it('names the root validator by the schema id, so making it hashes nothing', async () => {
    // rjsf looks the root's function up by `$id`, else by a hash of the whole schema: given only
    // the id-keyed function, the validator is made and validates.
    const key = 'legal-name@1+birthdate@2+soft-credit-consent@1';
    const mod = await stepValidators[key]!();
    const byId = { [`form:${key}`]: mod.validateFns[`form:${key}`]! };
    const real = await vi.importActual<typeof import('@rjsf/validator-ajv8')>('@rjsf/validator-ajv8');
    const validator = real.createPrecompiledValidator(byId as never, mod.rootSchema);
    expect(validator.validateFormData({}, mod.rootSchema).errors.length).toBeGreaterThan(0);
  });

  it('makes the validator on its first use only, and once', async () => {
    const step = await loadStep(['birthdate@2']);
    const before = made.count;
    expect(step.schema).toBeTruthy();
    expect(made.count).toBe(before);
    const first = step.validator.validateFormData({}, step.schema);
    expect(first.errors.map((e) => e.message)).toContain('Required');
    expect(made.count).toBe(before + 1);
    expect(step.validator.validateFormData({ dob: '1980-04-12' }, step.schema).errors).toEqual([]);
    expect(step.validator.isValid(step.schema, {}, step.schema)).toBe(false);
    expect(made.count).toBe(before + 1);
  });
});
