// Runs the generator on a fixture and uses its output the way the app does: the precompiled
// step validator must give the ajv-errors messages, and the precompiled condition table must
// agree with the runtime evaluator.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { createTableEvaluator, type CompiledCondition } from '../../src/engine/conditions';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { collectConditions } from '../../src/engine/definition-walk';
import { generateValidators, type GenerateResult } from '../../scripts/gen-validators';
import { fieldsFile, flowFile, messagesFile, stepFile } from './definition-fixtures';

// Inside the repo, so the generated imports of ajv resolve from node_modules.
mkdirSync(join(process.cwd(), '.tmp'), { recursive: true });
const root = mkdtempSync(join(process.cwd(), '.tmp', 'gen-test-'));
const outDir = join(root, 'generated');

const ageRule = { type: 'integer', minimum: 18, errorMessage: { minimum: 'You must be at least 18', type: 'Enter your age' } };
const step = stepFile({
  schema: {
    type: 'object',
    properties: { firstName: { $ref: '../../fields/v1.json#/$defs/firstName' }, age: ageRule, dob: { type: 'string', format: 'date' } },
    required: ['firstName', 'age'],
    errorMessage: { required: { firstName: 'Required', age: 'Required' } },
  },
});
const conditions = {
  skip: { required: ['data'], properties: { data: { required: ['age'], properties: { age: { minimum: 62 } } } } },
  flag: { required: ['flags'], properties: { flags: { properties: { x: { properties: { enabled: { const: true } } } } } } },
  text: { properties: { query: { properties: { utm_source: { enum: ['prescreendm', 'cloc'] } } } } },
  name: { properties: { data: { properties: { name: { minLength: 2, pattern: '^[A-Z]' } } } } },
};
const flow = flowFile({
  gate: { when: { not: conditions.flag }, redirect: '/elsewhere', keepQuery: true },
  submit: [{ effect: 'createApplication', when: conditions.text }, { effect: 'trackEvent', when: conditions.name }],
});
(flow['steps'] as Record<string, unknown>[])[1]!['skipWhen'] = conditions.skip;
const machine = { triggers: [{ event: 'e', when: { required: ['status'] } }] };

function write(path: string, json: unknown): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(json));
}

let result: GenerateResult;

beforeAll(() => {
  cpSync(join(process.cwd(), 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  write('flows/messages/v1.json', messagesFile());
  write('schemas/fields/v1.json', fieldsFile());
  write('schemas/steps/name/v1.json', step);
  write('flows/signup/v1.json', flow);
  // An invalid machine file: its conditions are precompiled all the same.
  write('flows/application/v1.json', machine);
  result = generateValidators({ rootDir: root, outDir });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gen-validators', () => {
  it('writes one module per step form plus an index of lazy loaders', async () => {
    expect(result.stepKeys).toEqual(['name@1']);
    expect(readdirSync(join(outDir, 'steps')).sort()).toEqual(['index.d.ts', 'index.js', 'name@1.d.ts', 'name@1.js']);
    const index = (await import(pathToFileURL(join(outDir, 'steps/index.js')).href)) as {
      stepValidators: Record<string, () => Promise<unknown>>;
    };
    expect(Object.keys(index.stepValidators)).toEqual(['name@1']);
  });

  it('ships each form whole in its one module: the composed ui schema and named validators beside the validator', async () => {
    const mod = (await import(pathToFileURL(join(outDir, 'steps/name@1.js')).href)) as { uiSchema: unknown; validators: unknown };
    // The browser loads a form as this one file (no step or field JSON of its own to fetch).
    expect(mod.uiSchema).toEqual({ firstName: { 'ui:title': 'msg:step.name.title' }, 'ui:order': ['firstName', 'age', 'dob', '*'] });
    expect(mod.validators).toEqual([]);
  });

  it('gives the ajv-errors messages through createPrecompiledValidator', async () => {
    const mod = (await import(pathToFileURL(join(outDir, 'steps/name@1.js')).href)) as {
      validateFns: ValidatorFunctions;
      rootSchema: RJSFSchema;
    };
    const validator = createPrecompiledValidator(mod.validateFns, mod.rootSchema);
    const bad = validator.validateFormData({ firstName: 'A', age: 12, dob: '2020-02-31' }, mod.rootSchema);
    const messages = bad.errors.map((e) => `${e.property} ${e.message}`);
    expect(messages).toContain('.firstName Too short');
    expect(messages).toContain('.age You must be at least 18');
    expect(messages.some((m) => m.startsWith('.dob'))).toBe(true);
    expect(validator.validateFormData({ firstName: 'Ada', age: 40, dob: '1985-02-28' }, mod.rootSchema).errors).toEqual([]);
    const missing = validator.validateFormData({}, mod.rootSchema).errors.map((e) => e.message);
    expect(missing).toContain('Required');
  });

  it('precompiles every condition, machine rows included, agreeing with the runtime evaluator', async () => {
    const mod = (await import(pathToFileURL(join(outDir, 'conditions.js')).href)) as { conditions: Record<string, CompiledCondition> };
    const table = createTableEvaluator(mod.conditions);
    const runtime = createRuntimeEvaluator();
    const all = [...collectConditions('flow', flow), ...collectConditions('machine', machine)].map((c) => c.value);
    expect(all).toHaveLength(5);
    expect(Object.keys(mod.conditions).sort()).toEqual([...result.conditionKeys].sort());
    const contexts = [
      {},
      { data: { age: 70, name: 'Ada' }, flags: { x: { enabled: true } }, query: { utm_source: 'cloc' } },
      { data: { age: 30, name: 'ada' }, flags: { x: { enabled: false } }, query: { utm_source: 'google' }, status: {} },
      { data: { name: 'A' }, flags: {} },
    ];
    for (const condition of all) {
      for (const context of contexts) expect(table(condition, context)).toBe(runtime(condition, context));
    }
  });

  it("lists each flow's step paths and schema refs, so a landing step's form can load with its flow", async () => {
    const mod = (await import(pathToFileURL(join(outDir, 'flow-steps.js')).href)) as { flowSteps: Record<string, unknown> };
    expect(mod.flowSteps).toEqual({
      'signup@1': { basePath: '/signup', steps: [{ path: '', schema: 'name@1' }, { path: 'more', schema: ['name@1'] }] },
    });
  });

  it('writes empty tables when there is nothing to compile', async () => {
    const empty = mkdtempSync(join(root, 'empty-'));
    cpSync(join(process.cwd(), 'schemas/meta'), join(empty, 'schemas/meta'), { recursive: true });
    const out = join(empty, 'generated');
    const r = generateValidators({ rootDir: empty, outDir: out });
    expect(r).toEqual({ errors: [], conditionKeys: [], stepKeys: [] });
    const cond = (await import(pathToFileURL(join(out, 'conditions.js')).href)) as { conditions: object };
    const steps = (await import(pathToFileURL(join(out, 'steps/index.js')).href)) as { stepValidators: object };
    expect(cond.conditions).toEqual({});
    expect(steps.stepValidators).toEqual({});
  });
});
