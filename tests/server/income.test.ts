// Income verification (part 2, issue 21): from INCOME_VERIFICATION through the simulated payroll
// and bank-data vendor's outcomes, the documents and the employer details, to the status, flags
// and page the shipped routing tables choose (src/server/lender/progression-income.ts; docs/sandbox.md
// 'Part 2: income'). Each magic value's branch; 400, 409 and idempotent repeats of the write calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { createMachine } from '../../src/engine/machine';
import { resolveRoute } from '../../src/engine/routing';
import type { JsonValue, MachineDefinition } from '../../src/engine/types';
import { machine as shippedMachine } from '../../src/generated/shipped.js';
import { createBody, register, startSandbox, type Sandbox } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const evaluate = createRuntimeEvaluator();
let sb: Sandbox;
let def: MachineDefinition;
let n = 0;

beforeAll(async () => {
  delete process.env['SANDBOX_WAIT_MS'];
  sb = await startSandbox();
  def = await shippedMachine.load();
});
afterAll(async () => sb.close());

type App = { token: string; uuid: string };
const statusOf = async ({ token, uuid }: App) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, unknown>;
const appOf = async ({ token, uuid }: App) => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as Record<string, any>;
const put = ({ token, uuid }: App, path: string, body: unknown, key?: string) => sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

/** The status and the page the shipped tables choose, as the app's router does. */
async function where(a: App): Promise<{ status: string; route: string }> {
  const status = await statusOf(a);
  const application = (await appOf(a)) as JsonValue;
  const profile = (await sb.call('GET', '/service-profile/api/v1/profile', { token: a.token })).body as JsonValue;
  const snap = createMachine(def, { profile, application, status: status as JsonValue }, evaluate);
  return { status: status['checklistStatus'] as string, route: resolveRoute(def, { status: status['checklistStatus'] as string, state: snap.state, ctx: snap.context }, evaluate).route };
}

/** An application walked through part 1 by its calls to INCOME_VERIFICATION. */
async function atIncome(over: Record<string, unknown> = {}, email = `income-${n++}@example.com`): Promise<App> {
  const token = await register(sb, email);
  const c = await sb.call('POST', `${BASE}?state=TX`, { body: { ...createBody(), ...over }, token, headers: { 'x-org': 'HOMELINE' } });
  expect(c.status).toBe(200);
  const a = { token, uuid: c.body.uuid as string };
  sb.clock.advance(30_000);
  const offer = ((await appOf(a))['offers'] as { type: string; term: number; minDraw: number }[]).find((o) => o.type === 'FIXED' && o.term === 10)!;
  expect((await put(a, 'offer-selection', { type: 'FIXED', term: 10, amount: offer.minDraw + 5000, autopay: true })).status).toBe(200);
  sb.clock.advance(5000);
  expect((await put(a, 'additional-info', { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] })).status).toBe(200);
  sb.clock.advance(5000);
  expect((await put(a, 'hmda', { ethnicity: ['DO_NOT_WISH'], race: ['DO_NOT_WISH'], sex: ['DO_NOT_WISH'] })).status).toBe(200);
  sb.clock.advance(5000);
  const docs = (await sb.call('GET', `${BASE}/${a.uuid}/disclosures`, { token })).body as { documents: { id: string; version: number }[] };
  expect((await sb.call('POST', `${BASE}/${a.uuid}/disclosures/acknowledgements`, { token, body: { documents: docs.documents.map((d) => ({ id: d.id, version: d.version })) } })).status).toBe(200);
  sb.clock.advance(5000);
  expect((await put(a, 'summary-signature', { signature: 'Alex Morgan', consent: true })).status).toBe(200);
  sb.clock.advance(5000);
  expect(await where(a)).toEqual({ status: 'INCOME_VERIFICATION', route: 'income/review' });
  return a;
}

/** Links through the vendor's page with a sample choice (or cancels); answers the redirect's location. */
async function link(a: App, vendor: 'PAYROLL' | 'BANK_DATA', choice: string | 'cancel'): Promise<string | null> {
  const s = await sb.call('POST', `${BASE}/${a.uuid}/vendor-sessions`, { token: a.token, body: { vendor, returnTo: 'income/pointserv-callback' } });
  expect(s.status).toBe(200);
  const form = choice === 'cancel' ? { outcome: 'cancel' } : { choice };
  const r = await fetch(`${sb.base}${s.body.url}/outcome`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  expect(r.status).toBe(303);
  return r.headers.get('location');
}

async function upload(a: App, name: string, type = 'PAYSTUB'): Promise<string> {
  const res = await fetch(`${sb.base}${BASE}/${a.uuid}/documents?type=${type}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), authorization: `Bearer ${a.token}` }, body: new Uint8Array(PDF) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

describe('payroll and bank-data links', () => {
  it('verified (Acme): waits, then DISBURSEMENT_ACCOUNT with VERIFIED_INCOME_MATCHED_OFFER -> bank/disburse', async () => {
    const a = await atIncome();
    expect(await link(a, 'PAYROLL', 'acme')).toMatch(/\/income\/pointserv-callback\?session=/);
    expect((await where(a)).status).toBe('WAITING_FOR_INCOME_VERIFICATION');
    expect((await appOf(a))['incomeVerification']).toMatchObject({ payroll: { state: 'IN_PROGRESS', source: 'acme' }, lastMethod: 'payroll' });
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'DISBURSEMENT_ACCOUNT', route: 'bank/disburse' });
    expect(await statusOf(a)).toMatchObject({ uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    expect((await appOf(a))['incomeVerification']).toMatchObject({ payroll: { state: 'VERIFIED' }, outcome: 'VERIFIED', verifiedIncome: 120000 });
  });

  it('a crypto line goes to IDENTITY_VERIFICATION instead (no bank account)', async () => {
    const a = await atIncome({}, `income-${n++}+crypto@example.com`);
    if ((await appOf(a))['isCrypto'] !== true) return expect.fail('the +crypto e-mail tag did not make a crypto application');
    await link(a, 'BANK_DATA', 'firstsandbox');
    sb.clock.advance(5000);
    expect((await where(a)).status).toBe('IDENTITY_VERIFICATION');
  });

  it('failure (Globex) and cancel stay on income/review with what failed; the link opens again', async () => {
    const a = await atIncome();
    await link(a, 'PAYROLL', 'globex');
    expect(await where(a)).toEqual({ status: 'INCOME_VERIFICATION', route: 'income/review' });
    expect((await appOf(a))['incomeVerification']).toMatchObject({ payroll: { state: 'FAILED', reason: 'LINK_FAILED' } });
    await link(a, 'BANK_DATA', 'cancel');
    expect((await appOf(a))['incomeVerification']).toMatchObject({ bankData: { state: 'CANCELLED' } });
    expect(await where(a)).toEqual({ status: 'INCOME_VERIFICATION', route: 'income/review' });
    await link(a, 'BANK_DATA', 'offline');
    expect((await appOf(a))['incomeVerification']).toMatchObject({ bankData: { state: 'FAILED' } });
  });

  it('partial (Northwind): INCOME_PARTIALLY_VERIFIED -> income/upload/MANUAL_PAYSTUB; the paystub completes it -> bank/disburse', async () => {
    const a = await atIncome();
    await link(a, 'PAYROLL', 'northwind');
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'INCOME_PARTIALLY_VERIFIED', route: 'income/upload/MANUAL_PAYSTUB' });
    expect(await statusOf(a)).toMatchObject({ manualPaystubUpload: true, manualPaystubTasksComplete: false });
    // Only MANUAL_PAYSTUB is open now.
    expect((await put(a, 'income-documents', { type: 'PAYSTUB', documents: [{ id: 'x' }] })).status).toBe(409);
    const id = await upload(a, 'paystub.pdf');
    expect((await put(a, 'income-documents', { type: 'MANUAL_PAYSTUB', documents: [{ id }] })).status).toBe(200);
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'DISBURSEMENT_ACCOUNT', route: 'bank/disburse' });
    expect(await statusOf(a)).toMatchObject({ manualPaystubUpload: true, manualPaystubTasksComplete: true, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
  });

  it('employer (Initech): EMPLOYMENT_VERIFICATION -> the employer form -> verified, the flag cleared', async () => {
    const a = await atIncome();
    await link(a, 'PAYROLL', 'initech');
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'EMPLOYMENT_VERIFICATION', route: 'income/employer-verification' });
    expect(await statusOf(a)).toMatchObject({ employmentVerificationNeeded: true });
    const bad = await put(a, 'employer-verification', { employerName: 'I', employerPhone: '5125550100', jobTitle: 'Engineer', startDate: '13/2020' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual(['employerName', 'employerPhone', 'startDate']);
    const future = await put(a, 'employer-verification', { employerName: 'Initech', employerPhone: '(512) 555-0100', jobTitle: 'Engineer', startDate: `01/${new Date(sb.clock.now()).getUTCFullYear() + 1}` });
    expect(future.status).toBe(400);
    const body = { employerName: 'Initech', employerPhone: '(512) 555-0100', jobTitle: 'Engineer', startDate: '03/2019' };
    const ok = await put(a, 'employer-verification', body, 'emp-1');
    expect(ok.status).toBe(200);
    expect(ok.body.incomeVerification.employer).toMatchObject({ employerName: 'Initech', state: 'IN_PROGRESS' });
    expect((await put(a, 'employer-verification', body, 'emp-1')).body).toEqual(ok.body);
    expect((await where(a)).status).toBe('WAITING_FOR_EMPLOYMENT_VERIFICATION');
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'DISBURSEMENT_ACCOUNT', route: 'bank/disburse' });
    expect(await statusOf(a)).toMatchObject({ employmentVerificationNeeded: false, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    // The same body again once moved on: the same answer; another body: 409.
    expect((await put(a, 'employer-verification', body)).status).toBe(200);
    expect((await put(a, 'employer-verification', { ...body, jobTitle: 'Manager' })).status).toBe(409);
  });

  it('an unreachable employer (magic name) goes back to income/review with what failed', async () => {
    const a = await atIncome();
    await link(a, 'PAYROLL', 'initech');
    sb.clock.advance(5000);
    expect((await put(a, 'employer-verification', { employerName: 'Unreachable Ltd', employerPhone: '(512) 555-0100', jobTitle: 'Engineer', startDate: '03/2019' })).status).toBe(200);
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'INCOME_VERIFICATION', route: 'income/review' });
    expect(await statusOf(a)).toMatchObject({ employmentVerificationNeeded: false });
    expect((await appOf(a))['incomeVerification']).toMatchObject({ employer: { state: 'FAILED', reason: 'EMPLOYER_UNREACHABLE' } });
  });

  it('a lower verified income (Umbrella): REVISED_OFFER_SELECTION with FINAL_OFFER and lower offers -> product/select; the new offer -> bank/disburse', async () => {
    const a = await atIncome();
    const before = Math.max(...((await appOf(a))['offers'] as { maxDraw: number }[]).map((o) => o.maxDraw));
    await link(a, 'PAYROLL', 'umbrella');
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'REVISED_OFFER_SELECTION', route: 'product/select' });
    expect(await statusOf(a)).toMatchObject({ uwSubDecision: 'FINAL_OFFER' });
    const app = await appOf(a);
    const offers = app['offers'] as { type: string; term: number; minDraw: number; maxDraw: number }[];
    expect(Math.max(...offers.map((o) => o.maxDraw))).toBeLessThan(before);
    expect(app['incomeVerification']).toMatchObject({ outcome: 'LOWER_INCOME', verifiedIncome: 72000, statedIncome: 120000 });
    const o = offers.find((x) => x.type === 'FIXED' && x.term === 10)!;
    expect((await put(a, 'offer-selection', { type: 'FIXED', term: 10, amount: o.minDraw, autopay: false })).status).toBe(200);
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'DISBURSEMENT_ACCOUNT', route: 'bank/disburse' });
    expect(await statusOf(a)).toMatchObject({ uwSubDecision: 'FINAL_OFFER' });
  });
});

describe('documents (PUT .../income-documents)', () => {
  it('a paystub verifies; the count, the type and the application are checked (400); replay and 409', async () => {
    const a = await atIncome();
    expect((await put(a, 'income-documents', { type: 'PAYSTUB', documents: [] })).status).toBe(400);
    expect((await put(a, 'income-documents', { type: 'PAYSTUB', documents: [{ id: '00000000-0000-4000-8000-000000000000' }] })).status).toBe(400);
    const w2 = await upload(a, 'w2.pdf', 'W2');
    const wrongType = await put(a, 'income-documents', { type: 'PAYSTUB', documents: [{ id: w2 }] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors[0].path).toBe('documents');
    const id = await upload(a, 'paystub.pdf');
    const body = { type: 'PAYSTUB', documents: [{ id }] };
    expect((await put(a, 'income-documents', body, 'doc-1')).status).toBe(200);
    expect((await put(a, 'income-documents', body, 'doc-1')).status).toBe(200);
    expect((await where(a)).status).toBe('WAITING_FOR_INCOME_VERIFICATION');
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'DISBURSEMENT_ACCOUNT', route: 'bank/disburse' });
    expect((await put(a, 'income-documents', body)).status).toBe(200);
    expect((await put(a, 'income-documents', { type: 'W2', documents: [{ id: w2 }] })).status).toBe(409);
  });

  it('an unreadable file (magic name) fails back to income/review', async () => {
    const a = await atIncome();
    const id = await upload(a, 'paystub-unreadable.pdf');
    expect((await put(a, 'income-documents', { type: 'PAYSTUB', documents: [{ id }] })).status).toBe(200);
    expect(await where(a)).toEqual({ status: 'INCOME_VERIFICATION', route: 'income/review' });
    expect((await appOf(a))['incomeVerification']).toMatchObject({ documents: { state: 'FAILED', reason: 'UNREADABLE' } });
  });

  it('self-employed: two tax returns are needed; a partial bank link asks for them on income/review', async () => {
    const a = await atIncome({ employmentType: 'SELF_EMPLOYED' });
    await link(a, 'BANK_DATA', 'harbor');
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'INCOME_VERIFICATION', route: 'income/review' });
    expect((await appOf(a))['incomeVerification']).toMatchObject({ bankData: { state: 'PARTIAL' }, outcome: 'PARTIAL' });
    const one = await upload(a, 'return-2024.pdf', 'TAX_RETURN');
    const short = await put(a, 'income-documents', { type: 'TAX_RETURN', documents: [{ id: one }] });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Upload 2 tax returns');
    const two = await upload(a, 'return-2023.pdf', 'TAX_RETURN');
    expect((await put(a, 'income-documents', { type: 'TAX_RETURN', documents: [{ id: one }, { id: two }] })).status).toBe(200);
    sb.clock.advance(5000);
    expect(await where(a)).toEqual({ status: 'DISBURSEMENT_ACCOUNT', route: 'bank/disburse' });
  });
});
