// @vitest-environment happy-dom
// The registration flow store driven step by step against a real sandbox on 127.0.0.1
// (real HTTP, in-memory database): the submit chain of seed 000 §7-8, its modals, banners,
// waitlist and failures, with the definitions as they ship.
import { readFileSync } from 'node:fs';
import { shipped } from '../shipped';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../src/api/session';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { readResolvedFiles } from '../../src/engine/definitions-node';
import { createTranslator } from '../../src/engine/messages';
import type { BrandDefinition, FlowDefinition, JsonValue, MachineDefinition, MessagesFile } from '../../src/engine/types';
import { buildServer } from '../../src/server/app';
import { memoryTemplateOption } from '../server/helpers';
import { effects } from '../../src/stores/effects/registry';
import type { EffectResult } from '../../src/stores/effects/types';
import { FlowStore } from '../../src/stores/flow-store';
import { createServices } from '../../src/stores/services';

const root = join(import.meta.dirname, '..', '..');
const json = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const flow = shipped<FlowDefinition>('flows/registration-v2');
const machine = shipped<MachineDefinition>('flows/application');
const catalogue = shipped<MessagesFile>('flows/messages').messages;
const brand = (dir: string) => json<BrandDefinition>(`brands/${dir}/brand.json`);
const evaluate = createRuntimeEvaluator();
// Step schemas resolved (a version written as extends + merge/patch comes whole), as the app's step-fields map has them.
const resolved = readResolvedFiles(root);
const stepFields = (ref: string): string[] => {
  const [id = '', version = ''] = ref.split('@');
  return Object.keys((resolved.get(`schemas/steps/${id}/v${version}.json`) as { schema: { properties: object } }).schema.properties);
};

let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  app = await buildServer({ inMemory: true, ...(await memoryTemplateOption()), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${base}/account/heloc/register-v2`);
});

type Flags = Record<string, { enabled: boolean; variables?: Record<string, JsonValue> }>;

async function flagsFor(org: string): Promise<Flags> {
  const res = await fetch(`${base}/service-optimize/external/api/v1/features`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': org },
    body: JSON.stringify({ optimizeUser: { orgCode: org } }),
  });
  const list = (await res.json()) as { key: string; enabled: boolean; variables?: Record<string, JsonValue> }[];
  return Object.fromEntries(list.map((f) => [f.key, f]));
}

async function makeStore(dir = 'homeline', query: Record<string, string> = {}, keepSession = false): Promise<FlowStore> {
  const b = brand(dir);
  session.orgCode = b.orgCode;
  if (!keepSession) session.clear();
  const { newAuthMode } = (await (await fetch(`${base}/identity-broker/customer/api/v3/auth-mode?application=heloc&org=${b.orgCode}`)).json()) as { newAuthMode: boolean };
  const flags = await flagsFor(b.orgCode);
  return new FlowStore({
    flow,
    brand: b,
    evaluate,
    t: createTranslator(catalogue, b.messages),
    env: { flags: () => flags, auth: () => ({ newAuthMode, authenticated: session.token !== null }), query: () => query },
    effects,
    services: { ...createServices(stepFields), logError: () => undefined },
    storage: localStorage,
    loadMachine: async () => machine,
  });
}

const address = { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' };
let counter = 0;
const email = (tag = '') => `jane${Date.now()}${counter++}${tag}@example.com`;

/** Answers for each step of registration v2, by step id. */
function answers(overrides: Record<string, Record<string, JsonValue>> = {}): Record<string, Record<string, JsonValue>> {
  return {
    index: { propertyAddress: address, occupancyType: 'HOME' },
    'for-sale': { isListedForSale: false },
    'annual-income': { employmentType: 'FULL_TIME', income: 85000, otherIncome: 0 },
    'legal-name': { firstName: 'Jane', middleName: '', lastName: 'Doe', suffix: '' },
    birthdate: { dob: '1980-01-15' },
    'phone-and-email': { email: email(), phoneNumber: '(512) 555-0123' },
    'set-password': { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', termPrivacyConsent: true, communicationConsent: true },
    ...overrides,
  };
}

/** Walks the flow from the first step, submitting each step's answers; returns the last result. */
async function walk(store: FlowStore, data: Record<string, Record<string, JsonValue>>, until?: string): Promise<EffectResult> {
  let stepId = flow.steps[0]?.id ?? '';
  for (;;) {
    const entered = await store.showStep(stepId);
    if (entered.kind !== 'continue') return entered;
    const result = await store.submit(data[stepId] ?? {}, '');
    if (stepId === until || result.kind !== 'navigate' || !result.to.startsWith(flow.basePath)) return result;
    const next = flow.steps.find((s) => result.to.split('?')[0] === (s.path ? `${flow.basePath}/${s.path}` : flow.basePath));
    if (!next) throw new Error(`No step for ${result.to}`);
    stepId = next.id;
  }
}

describe('registration submit chain against the sandbox', () => {
  it('registers, creates the application and routes it by the tables', async () => {
    const store = await makeStore();
    const result = await walk(store, answers());
    expect(result.kind).toBe('navigate');
    expect(result.kind === 'navigate' && result.to).toMatch(/^\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/);
    const uuid = store.submitState.applicationUuid ?? '';
    const stored = (await (await fetch(`${base}/__sandbox/applications/${uuid}`)).json()) as { application?: { property?: { state?: string } } };
    expect(JSON.stringify(stored)).toContain('Maple Ridge');
    expect(localStorage.getItem('jwt')).toBeTruthy();
    expect(localStorage.getItem('heloc-draft:HOMELINE:registration-v2')).toBeNull();
  }, 30_000);

  it('opens Account Already Exists for an e-mail that has an account, and stays', async () => {
    const first = answers();
    await walk(await makeStore(), first);
    const store = await makeStore();
    const result = await walk(store, answers({ 'phone-and-email': first['phone-and-email'] ?? {} }));
    expect(result.kind).toBe('stop');
    expect(store.modal?.id).toBe('accountExists');
    expect(store.modal?.vars['email']).toBe(first['phone-and-email']?.['email']);
  }, 40_000);

  it.each([
    ['+recent', 'recentHeloc'],
    ['+inquiry', 'inquiry'],
    ['+active', 'activeApplication'],
  ])('shows the right modal when the applicant cannot start (%s)', async (tag, modal) => {
    const store = await makeStore();
    const result = await walk(store, answers({ 'phone-and-email': { email: email(tag), phoneNumber: '(512) 555-0123' } }));
    expect(result.kind).toBe('stop');
    expect(store.modal?.id).toBe(modal);
  }, 30_000);

  it('keeps every answer when the create fails; a retry does not register again, a corrected e-mail does', async () => {
    const store = await makeStore();
    const data = answers({ 'phone-and-email': { email: email('+fail'), phoneNumber: '(512) 555-0123' } });
    const result = await walk(store, data);
    expect(result.kind).toBe('stop');
    expect(store.error).toBeTruthy();
    expect(store.data['firstName']).toBe('Jane');
    expect(store.data['password']).toBe('Str0ng!Passw0rd');
    expect(store.submitState.jwt).toBeTruthy();
    const retry = await store.submit(data['set-password'] ?? {}, '');
    expect(retry.kind).toBe('stop');
    expect(store.modal?.id).not.toBe('accountExists');
    expect(store.error).toBeTruthy();
    store.change({ email: email() });
    expect(store.submitState).toEqual({});
    const corrected = await store.submit(data['set-password'] ?? {}, '');
    expect(corrected.kind === 'navigate' && corrected.to).toMatch(/^\/account\/heloc\/[0-9a-f-]{36}\//);
  }, 30_000);

  it('sends an unlicensed state to the waitlist', async () => {
    const store = await makeStore();
    const wv = { street1: '100 Capitol St', street2: '', city: 'Charleston', state: 'WV', zip: '25301' };
    const result = await walk(store, answers({ index: { propertyAddress: wv, occupancyType: 'HOME' } }));
    expect(result).toEqual({ kind: 'navigate', to: '/marketing-waitlist' });
  }, 30_000);

  it('stops a New York property under a non-New-York brand with the New York modal', async () => {
    const store = await makeStore();
    const ny = { street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205' };
    const result = await walk(store, answers({ index: { propertyAddress: ny, occupancyType: 'HOME' } }), 'index');
    expect(result.kind).toBe('stop');
    expect(store.modal?.id).toBe('newYorkInside');
  });

  it('stops a property outside New York under the New York brand', async () => {
    const store = await makeStore('empire');
    const result = await walk(store, answers(), 'index');
    expect(store.modal?.id).toBe('newYorkOutside');
    expect(result.kind).toBe('stop');
  });

  it('refuses a New York property under regulator review with the seed message under the state', async () => {
    const store = await makeStore('lakeshore');
    const ny = { street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205' };
    const result = await walk(store, answers({ index: { propertyAddress: ny, occupancyType: 'HOME' } }), 'index');
    expect(result.kind).toBe('stop');
    expect(store.fieldErrors).toEqual([
      { field: 'propertyAddress.state', message: "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen." },
    ]);
    store.change({ propertyAddress: address });
    expect(store.fieldErrors).toEqual([]);
  });

  it('shows the New York FCRA wording on the last step only for a NY property with the flag on', async () => {
    const store = await makeStore('empire');
    store.change({ propertyAddress: { street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205' } });
    await store.showStep('set-password');
    expect(store.disclosures.join(' ')).toContain('New York law');
    const other = await makeStore();
    other.change({ propertyAddress: { street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205' } });
    await other.showStep('set-password');
    expect(other.disclosures.join(' ')).not.toContain('New York law');
    expect(other.disclosures.join(' ')).toContain('soft inquiry');
  });

  it('stops a Hawaii property under the main brand with the Hawaii modal', async () => {
    const store = await makeStore();
    const hi = { street1: '75 Kaahumanu Ave', street2: '', city: 'Kahului', state: 'HI', zip: '96732' };
    await walk(store, answers({ index: { propertyAddress: hi, occupancyType: 'HOME' } }), 'index');
    expect(store.modal?.id).toBe('hawaii');
  });

  it('warns once about a disaster zip, then goes on', async () => {
    const store = await makeStore();
    const malibu = { street1: '19 Sunset Cliffs Ln', street2: '', city: 'Malibu', state: 'CA', zip: '90265' };
    await store.showStep('index');
    const first = await store.submit({ propertyAddress: malibu, occupancyType: 'HOME' }, '');
    expect(first.kind).toBe('stop');
    expect(store.banners).toContain('disasterZip');
    const second = await store.submit({ propertyAddress: malibu, occupancyType: 'HOME' }, '');
    expect(second.kind).toBe('navigate');
  });

  it('sends a wholesale visitor without a referrer to not-accepting-apps', async () => {
    const store = await makeStore('brokerlink');
    const result = await store.showStep('index');
    expect(result).toEqual({ kind: 'navigate', to: '/account/heloc/not-accepting-apps?reason=referrer-required' });
  });

  it("disables Continue with the referrer's licensed-states banner for an unlisted state", async () => {
    const store = await makeStore('brokerlink', { referrer: '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000003' });
    expect((await store.showStep('index')).kind).toBe('continue');
    const result = await store.submit({ propertyAddress: address, occupancyType: 'HOME' }, '');
    expect(result.kind).toBe('stop');
    expect(store.banners).toContain('unlicensedState');
    expect(store.submitDisabled).toBe(true);
    expect(store.hiddenFields).toContain('occupancyType');
  });

  it('asks to confirm an income under 15000 and goes on once confirmed', async () => {
    const store = await makeStore();
    await store.showStep('annual-income');
    const pending = store.submit({ employmentType: 'FULL_TIME', income: 12000 }, '');
    await new Promise((r) => setTimeout(r, 0));
    expect(store.modal?.id).toBe('lowIncome');
    expect(store.modal?.vars['income']).toBe('$12,000');
    store.resolveModal('confirm');
    expect((await pending).kind).toBe('navigate');
    expect(store.data['incomeConfirmed']).toBe(true);
  });

  it('skips the home address for a primary home and clears one typed before', async () => {
    const store = await makeStore();
    store.change({ homeAddress: address });
    await store.showStep('index');
    const result = await store.submit({ propertyAddress: { ...address, zip: '78705' }, occupancyType: 'HOME' }, '?utm_source=x');
    expect(result).toEqual({ kind: 'navigate', to: '/account/heloc/register-v2/for-sale?utm_source=x&step=sale-status' });
    expect(store.data['homeAddress']).toBeUndefined();
  });

  it('in the newer auth mode, sends the applicant to sign up at the last step, then applies once signed in', async () => {
    const data = answers();
    const store = await makeStore('pinecrest');
    const result = await walk(store, data);
    expect(result.kind).toBe('navigate');
    expect(result.kind === 'navigate' && result.external).toBe(true);
    expect(result.kind === 'navigate' && result.to).toMatch(/^\/auth\/login\?mode=signup&org=PINECREST&redirectUrl=/);
    expect(store.step.id).toBe('birthdate');
    expect(localStorage.getItem('heloc-draft:PINECREST:registration-v2')).toContain('Maple Ridge');
    const signup = await fetch(`${base}/identity/api/v1/registration/register?organization=PINECREST`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email(), password: 'Str0ng!Passw0rd', phoneNumber: '5125550123' }),
    });
    session.setToken(((await signup.json()) as { jwt: string }).jwt);
    const resumed = await makeStore('pinecrest', {}, true);
    const after = await walk(resumed, data);
    expect(resumed.error).toBeNull();
    expect(after.kind === 'navigate' && after.to).toMatch(/^\/account\/heloc\/[0-9a-f-]{36}\//);
  }, 30_000);

  it('fills the property and name from a direct-mail offer code and keeps it for the create call', async () => {
    const store = await makeStore('homeline', { reservationCode: 'EQUITY50' });
    expect((await store.showStep('index')).kind).toBe('continue');
    expect(store.data['propertyAddress']).toMatchObject({ street1: '88 Harbor View Rd', city: 'San Diego', state: 'CA', zip: '92109' });
    expect(store.data['firstName']).toBe('Jordan');
    expect(JSON.parse(sessionStorage.getItem('offerCode') ?? '{}')).toMatchObject({ offerCode: 'EQUITY50', respondByDate: '2027-01-15' });
  });

  it('sends a referral that already has an account to login with its e-mail', async () => {
    const store = await makeStore('homeline', { rid: 'c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000001' });
    const result = await store.showStep('index');
    expect(result.kind === 'navigate' && result.to).toMatch(/^\/auth\/login\?email=referred\.applicant%40example\.com&redirectUrl=/);
  });

  it("fills name, suffix, address, phone and e-mail from a broker's wholesale referral (lead portal referrals/{rid})", async () => {
    const store = await makeStore('homeline', { rid: 'c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000003' });
    expect((await store.showStep('index')).kind).toBe('continue');
    expect(store.data['propertyAddress']).toMatchObject({ street1: '1422 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' });
    expect(store.data).toMatchObject({ firstName: 'Morgan', lastName: 'Reyes', suffix: 'JR', email: 'morgan.reyes@example.com', phoneNumber: '(512) 555-0199' });
  });

  it('never writes the password to the draft', async () => {
    const store = await makeStore();
    await store.showStep('set-password');
    store.change({ password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', firstName: 'Jane' });
    const draft = localStorage.getItem('heloc-draft:HOMELINE:registration-v2') ?? '';
    expect(draft).toContain('Jane');
    expect(draft).not.toContain('Str0ng');
  });
});

describe('profile prefill of a signed-in applicant (seed 000 §3, 001 §4; issue 23)', () => {
  /** Signs up an identity with e-mail and phone and gives its profile a name. */
  async function signedIn(mail: string): Promise<void> {
    const signup = await fetch(`${base}/identity/api/v1/registration/register?organization=HOMELINE`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: mail, password: 'Str0ng!Passw0rd', phoneNumber: '5125550123' }),
    });
    const { jwt } = (await signup.json()) as { jwt: string };
    session.setToken(jwt);
    const named = await fetch(`${base}/service-profile/api/v1/profile/name`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}`, 'x-org': 'HOMELINE' },
      body: JSON.stringify({ firstName: 'Pat', lastName: 'Rivera', suffix: '' }),
    });
    expect(named.status).toBe(200);
  }

  it('fills name, e-mail and phone from the profile, flags them, and leaves Contact Info out', async () => {
    const mail = email('profile');
    await signedIn(mail);
    const store = await makeStore('homeline', {}, true);
    expect((await store.showStep('index')).kind).toBe('continue');
    expect(store.data).toMatchObject({ firstName: 'Pat', lastName: 'Rivera', email: mail, phoneNumber: '(512) 555-0123', profileHasContact: true });
    expect(store.data['prefilled']).toEqual({ email: true, name: true, dob: false });
    expect(store.data['isPrepopComplete']).toBe(false);
    expect(store.progress.groups.map((g) => g.id)).not.toContain('contact-info');
    // the birthdate step goes straight to the last step: no phone-and-email step
    await store.showStep('birthdate');
    const next = await store.submit({ dob: '1980-01-15' }, '');
    expect(next.kind === 'navigate' && next.to).toMatch(new RegExp(`^${flow.basePath}/set-password(\\?|$)`));
  }, 30_000);

  it('records hasSaleStatusBeenSet and hasIncomeBeenSet as the steps are answered', async () => {
    const store = await makeStore();
    await walk(store, answers(), 'annual-income');
    expect(store.data).toMatchObject({ hasSaleStatusBeenSet: true, hasIncomeBeenSet: true });
  });

  it('an anonymous visitor keeps Contact Info; ?state=FL preselects the property state', async () => {
    const store = await makeStore('homeline', { state: 'FL' });
    await store.showStep('index');
    expect(store.data['propertyAddress']).toMatchObject({ state: 'FL' });
    expect(store.data['prefilled']).toBeUndefined();
    expect(store.progress.groups.map((g) => g.id)).toContain('contact-info');
  });
});

describe('the last name outside production (seed 001 §5; issue 23)', () => {
  it('takes the legal-name step whose last name may hold digits while the sandbox says it is not production, and registers Doe2', async () => {
    const store = await makeStore();
    await walk(store, answers(), 'annual-income');
    await store.showStep('legal-name');
    // The shipped flow's sandbox variant of the step (lastNameSandbox: legal-name@2, now @4 on fields@2's keys).
    const sandboxVariant = flow.steps.find((s) => s.id === 'legal-name')!.schemaVariants![0]!.schema;
    expect(sandboxVariant).toMatch(/^legal-name@\d+$/);
    expect(store.schemaRefs).toEqual([sandboxVariant]);
    const result = await walk(await makeStore(), answers({ 'legal-name': { firstName: 'Jane', middleName: '', lastName: 'Doe2', suffix: '' } }));
    expect(result.kind === 'navigate' && result.to).toMatch(/^\/account\/heloc\/[0-9a-f-]{36}\//);
  }, 30_000);
});
