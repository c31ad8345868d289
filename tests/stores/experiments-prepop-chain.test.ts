// @vitest-environment happy-dom
// The registration flow store against a real sandbox: affiliate prepopulation at arrival,
// the profile's tracker (save, adopt and reload once), and experiment arms saved once per
// application after the create (seed 000 §7, §9; seed 001 §4-5, §7).
import { readFileSync } from 'node:fs';
import { shipped } from '../shipped';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../src/api/http';
import { session } from '../../src/api/session';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { readResolvedFiles } from '../../src/engine/definitions-node';
import { createTranslator } from '../../src/engine/messages';
import type { BrandDefinition, FlowDefinition, JsonValue, MachineDefinition, MessagesFile } from '../../src/engine/types';
import { buildServer } from '../../src/server/app';
import { memoryTemplateOption } from '../server/helpers';
import { SAVED_EXPERIMENTS_KEY, TRACKER_RELOAD_KEY } from '../../src/stores/effects/experiment-effects';
import { effects } from '../../src/stores/effects/registry';
import { FlowStore } from '../../src/stores/flow-store';
import { createServices } from '../../src/stores/services';

const root = join(import.meta.dirname, '..', '..');
const json = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const flow = shipped<FlowDefinition>('flows/registration-v2');
const machine = shipped<MachineDefinition>('flows/application');
const catalogue = shipped<MessagesFile>('flows/messages').messages;
const evaluate = createRuntimeEvaluator();
// Step schemas resolved (a version written as extends + merge/patch comes whole), as the app's step-fields map has them.
const resolved = readResolvedFiles(root);
const stepFields = (ref: string): string[] => {
  const [id = '', version = ''] = ref.split('@');
  return Object.keys((resolved.get(`schemas/steps/${id}/v${version}.json`) as { schema: { properties: object } }).schema.properties);
};
const V3 = '/service-application/api/v3/application/heloc';

let app: FastifyInstance;
let base = '';
let reloads = 0;
let cookies = '';

beforeAll(async () => {
  app = await buildServer({ inMemory: true, ...(await memoryTemplateOption()), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => app.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reloads = 0;
  cookies = '';
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${base}/account/heloc/register-v2`);
});

async function makeStore(dir = 'homeline', keepSession = false): Promise<FlowStore> {
  const brand = json<BrandDefinition>(`brands/${dir}/brand.json`);
  session.orgCode = brand.orgCode;
  if (!keepSession) session.clear();
  const flags = Object.fromEntries(
    ((await (await fetch(`${base}/service-optimize/external/api/v1/features`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ optimizeUser: { orgCode: brand.orgCode } }) })).json()) as { key: string; enabled: boolean }[]).map((f) => [f.key, f]),
  );
  const services = createServices(stepFields);
  // The cookie reaches the sandbox as a browser sends it (happy-dom's fetch drops a Cookie header).
  const cookie = cookies;
  const prepop = {
    affiliatePrepop: async () => {
      const res = await app.inject({ method: 'GET', url: '/a/external/prepop', headers: { cookie } });
      if (res.statusCode !== 200) throw new RequestError('not found', res.statusCode, res.json());
      return res.json() as Record<string, unknown>;
    },
  };
  return new FlowStore({
    flow,
    brand,
    evaluate,
    t: createTranslator(catalogue, brand.messages),
    env: { flags: () => flags, auth: () => ({ newAuthMode: false, authenticated: session.token !== null }), query: () => ({}) },
    effects,
    services: { ...services, prepop, cookies: () => cookies, reload: () => void reloads++, logError: () => undefined },
    storage: localStorage,
    loadMachine: async () => machine,
  });
}

let n = 0;
const answers = (): Record<string, Record<string, JsonValue>> => ({
  index: { propertyAddress: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' }, occupancyType: 'HOME' },
  'for-sale': { isListedForSale: false },
  'annual-income': { employmentType: 'FULL_TIME', income: 85000, otherIncome: 0 },
  'legal-name': { firstName: 'Jane', middleName: '', lastName: 'Doe', suffix: '' },
  birthdate: { dob: '1980-01-15' },
  'phone-and-email': { email: `exp${Date.now()}${n++}@example.com`, phoneNumber: '(512) 555-0123' },
  'set-password': { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', termPrivacyConsent: true, communicationConsent: true },
});

async function walk(store: FlowStore, data = answers()): Promise<void> {
  for (const step of flow.steps) {
    if (step.skipWhen && evaluate(step.skipWhen, store.context)) continue;
    await store.showStep(step.id);
    await store.submit(data[step.id] ?? {}, '');
  }
}

const qa = async (uuid: string) => (await fetch(`${base}/__sandbox/applications/${uuid}`)).json() as Promise<{ experiments: { name: string }[]; request: Record<string, unknown> }>;

describe('experiments after the create', () => {
  it("saves the visitor's arms once per application, the profile gets the local tracker", async () => {
    const store = await makeStore();
    await walk(store);
    const uuid = store.submitState.applicationUuid ?? '';
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await qa(uuid);
    expect(stored.experiments.map((e) => e.name)).toEqual(['heloc-offer-layout', 'heloc-processing-copy']);
    const saved = JSON.parse(localStorage.getItem(SAVED_EXPERIMENTS_KEY) ?? '{}') as Record<string, Record<string, string>>;
    expect(Object.keys(saved[uuid] ?? {})).toHaveLength(2);
    const tracker = localStorage.getItem('telemetry_trackerUuid');
    const profile = await (await fetch(`${base}${V3}/experiment-profile`, { headers: { authorization: `Bearer ${session.token ?? ''}` } })).json();
    expect(profile.optimizelyProfileUuid).toBe(tracker);
  });
});

describe('the profile tracker at arrival', () => {
  it('adopts a different profile tracker and reloads once, not again for the same tracker', async () => {
    const first = await makeStore();
    await walk(first);
    const theirs = '2c8e7cde-ccfe-4c3e-8c6e-bc9e0cce5cfe';
    const auth = { authorization: `Bearer ${session.token ?? ''}`, 'content-type': 'application/json' };
    const id = (await (await fetch(`${base}${V3}/experiment-profile`, { headers: auth })).json()).identityUuid as string;
    await fetch(`${base}${V3}/experiment-profile?identityUuid=${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ optimizelyProfileUuid: theirs }) });

    const signedIn = await makeStore('homeline', true);
    const entered = await signedIn.showStep('index');
    expect(entered.kind).toBe('stop');
    expect(reloads).toBe(1);
    expect(localStorage.getItem('telemetry_trackerUuid')).toBe(theirs);
    expect(sessionStorage.getItem(TRACKER_RELOAD_KEY)).toBe(theirs);

    // Storage refused the new tracker (simulated): the guard stops a second reload.
    localStorage.setItem('telemetry_trackerUuid', '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    sessionStorage.removeItem('telemetry_session');
    const again = await makeStore('homeline', true);
    expect((await again.showStep('index')).kind).toBe('continue');
    expect(reloads).toBe(1);
  });
});

describe('affiliate prepopulation', () => {
  it('fills the draft from the _ft_prepop cookie under the main brand, keeping typed answers, and marks the create', async () => {
    cookies = '_ft_prepop=AFF-EVEN-1001';
    const store = await makeStore();
    store.change({ firstName: 'Sam' });
    await store.showStep('index');
    expect(store.data).toMatchObject({
      firstName: 'Sam',
      lastName: 'Hart',
      dob: '1979-03-09',
      email: 'riley.hart@example.com',
      phoneNumber: '(512) 555-0142',
      income: 98000,
      propertyAddress: { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' },
    });
    const data = answers();
    delete data['legal-name']?.['firstName'];
    await walk(store, { ...data, 'legal-name': { firstName: 'Sam', lastName: 'Hart' } });
    const stored = await qa(store.submitState.applicationUuid ?? '');
    expect(stored.request).toMatchObject({ affiliateAbVersion: 'B', affiliateAppIndicator: true, affiliateLiveOffers: false });
  });

  it('asks nothing without the cookie or under a partner brand', async () => {
    const plain = await makeStore();
    await plain.showStep('index');
    expect(plain.data['email']).toBeUndefined();
    cookies = '_ft_prepop=AFF-EVEN-1001';
    const partner = await makeStore('lakeshore');
    await partner.showStep('index');
    expect(partner.data['email']).toBeUndefined();
    expect(sessionStorage.getItem('affiliatePrepop')).toBeNull();
  });
});
