// Which step submits, and what it shows, follows the resolved order and auth mode (issue 22, the
// PINECREST bug; docs/decisions.md 530): a brand version that asks the date of birth before the
// legal name makes legal-name the last step seen in the newer auth mode, so legal-name carries
// 'Check my rate', its notice and the consumer-report authorization, and birthdate says Continue.
// Checked through the flow store on LAKESHORE's shipped flow and on a copy of the definitions
// where PINECREST gets the same reorder.
import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { createTranslator } from '../../src/engine/messages';
import type { FlowDefinition } from '../../src/engine/types';
import type { EffectRegistry } from '../../src/stores/effects/types';
import { FlowStore } from '../../src/stores/flow-store';
import type { Services } from '../../src/stores/services';
import { memoLoadOptions } from '../engine/memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
const evaluate = createRuntimeEvaluator();

/** The newest shared registration-v2 version (the one a brand version must extend). */
const newestShared = Math.max(...files.map((f) => Number(/^flows\/registration-v2\/v([0-9]+)\.json$/.exec(f.path)?.[1] ?? 0)));
/** PINECREST's own version: birthdate moved before legal-name, as LAKESHORE does (docs/definitions.md 'One brand can differ'). */
const pinecrestReorder: DefinitionFile = {
  path: 'flows/registration-v2/brands/pinecrest/v1.json',
  json: {
    $schema: '../../../../schemas/meta/flow.schema.json',
    id: 'registration-v2',
    version: 1,
    extends: `registration-v2@${newestShared}`,
    patch: [
      { op: 'test', path: '/steps/4/id', value: 'legal-name' },
      { op: 'test', path: '/steps/5/id', value: 'birthdate' },
      { op: 'move', from: '/steps/5', path: '/steps/4' },
      { op: 'move', from: '/groups/2/steps/1', path: '/groups/2/steps/0' },
    ],
  },
};

function shippedTo(orgCode: string, extra: DefinitionFile[] = []) {
  const { definitions, errors } = loadDefinitions([...files, ...extra], options);
  expect(errors.filter((e) => extra.some((x) => x.path === e.file))).toEqual([]);
  const entry = definitions.shippedFlows['registration-v2']!;
  return { flow: definitions.flows[entry.brands[orgCode] ?? entry.key] as FlowDefinition, definitions };
}

/** A flow store at `stepId` (no effects run: the steps involved have no onEnter), in one auth mode. */
async function storeAt(flow: FlowDefinition, catalogue: Record<string, string>, orgCode: string, newAuthMode: boolean, stepId: string): Promise<FlowStore> {
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
    key: (i: number) => [...memory.keys()][i] ?? null,
    get length() {
      return memory.size;
    },
  } as Storage;
  const store = new FlowStore({
    flow,
    brand: { orgCode, toggles: {} } as never,
    evaluate,
    t: createTranslator(catalogue),
    env: { flags: () => ({}), auth: () => ({ newAuthMode, authenticated: false }), query: () => ({}) },
    effects: {} as EffectRegistry,
    services: { stepFields: () => [] } as unknown as Services,
    storage,
    loadMachine: () => Promise.reject(new Error('not used')),
  });
  await store.showStep(stepId);
  return store;
}

describe('the last step the applicant sees submits and carries the authorization (issue 22)', () => {
  for (const [orgCode, extra] of [
    ['LAKESHORE', []],
    ['PINECREST', [pinecrestReorder]],
  ] as const) {
    it(`${orgCode} with birthdate before legal-name: legal-name shows 'Check my rate' and the consent, birthdate 'Continue'`, async () => {
      const { flow, definitions } = shippedTo(orgCode, [...extra]);
      const ids = flow.steps.map((s) => s.id);
      expect(ids.indexOf('birthdate')).toBeLessThan(ids.indexOf('legal-name'));
      const catalogue = definitions.catalogue as Record<string, string>;
      const last = await storeAt(flow, catalogue, orgCode, true, 'legal-name');
      expect(last.submitLabel).toBe(catalogue['submit.checkRate']);
      expect(last.notice).toBe(catalogue['notice.checkRate']);
      expect(last.disclosures).toEqual([catalogue['legal.fcraConsent']]);
      const earlier = await storeAt(flow, catalogue, orgCode, true, 'birthdate');
      expect(earlier.submitLabel).toBe('Continue');
      expect(earlier.notice).toBeUndefined();
      expect(earlier.disclosures).toEqual([]);
      // The older auth mode asks a password last: set-password submits, the name steps move on.
      const password = await storeAt(flow, catalogue, orgCode, false, 'set-password');
      expect(password.submitLabel).toBe(catalogue['submit.checkRate']);
      expect(password.disclosures).toEqual([catalogue['legal.fcraConsent']]);
      expect((await storeAt(flow, catalogue, orgCode, false, 'legal-name')).submitLabel).toBe('Continue');
    });
  }
});
