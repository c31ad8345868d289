// Part 2's notary, insurance and funding (src/server/routes/application-notary.ts and the table in
// src/server/lender/progression-notary.ts): the lender moves through the checklist statuses after
// its waits, every write is schema-checked (400), refused when its page is not open (409) and
// idempotent; the magic values (+manualnotary, +notaryfail, attorney states, 'nomortgagee', an
// investment property, liens paid off) each reach their branch.
import { afterEach, describe, expect, it } from 'vitest';
import { LENDER_WAIT_MS } from '../../src/server/lender/progression';
import { NOTARY_STATUS } from '../../src/server/lender/progression-notary';
import { rescissionEndsOn } from '../../src/domain/rescission';
import { PASSWORD, createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox({}, () => delete process.env['SANDBOX_WAIT_MS']);
afterEach(() => {
  delete process.env['SANDBOX_WAIT_MS'];
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SESSION = { recordingConsent: true, signersPresent: true };

let n = 0;
async function apply(o: { tags?: string; state?: string; zip?: string; city?: string; type?: string } = {}): Promise<{ token: string; uuid: string; email: string }> {
  const email = `notary${++n}-${Date.now()}${o.tags ?? ''}@example.com`;
  const token = await register(sb, email);
  const r = await sb.call('POST', `${BASE}?state=${o.state ?? 'TX'}`, { token, body: createBody({ email, ...(o.state ? { state: o.state } : {}), ...(o.zip ? { zip: o.zip } : {}), ...(o.city ? { city: o.city } : {}), ...(o.type ? { type: o.type } : {}) }) });
  expect(r.status).toBe(200);
  return { token, uuid: r.body.uuid as string, email };
}
/** Puts an application where part 2's notary begins (after signing), as the earlier helpers' lender leaves it. */
async function atNotary(o: Parameters<typeof apply>[0] & { application?: Record<string, unknown> } = {}): Promise<{ token: string; uuid: string; email: string }> {
  const a = await apply(o);
  const r = await sb.call('PATCH', `/__sandbox/applications/${a.uuid}`, {
    body: {
      checklistStatus: 'GEN_NOTARY_DISCLOSURE', uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER',
      flags: { liensComplete: true, disclosures: { summaryComplete: true, closingReady: true, closingComplete: true } },
      application: { rate: 8.25, amount: 90000, term: 10, rateType: 'FIXED', disburseAccount: { uuid: 'd1', routingNumber: '021000021', accountNumber: '000123456789' }, payType: 'AUTOPAY', ...(o.application ?? {}) },
    },
  });
  expect(r.status).toBe(200);
  return a;
}
// Read through the QA API (it applies the lender's clock too): days of lender time outlive a token.
const statusOf = async (a: { uuid: string }) => (await sb.call('GET', `/__sandbox/applications/${a.uuid}`)).body.status as Record<string, any>;
const appOf = async (a: { uuid: string }) => (await sb.call('GET', `/__sandbox/applications/${a.uuid}`)).body.application as Record<string, any>;
/** A fresh token for the applicant (after days of lender time). */
async function signIn(a: { token: string; uuid: string; email: string }): Promise<void> {
  const r = await sb.call('POST', '/identity/api/v1/login', { body: { email: a.email, password: PASSWORD }, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  a.token = r.body.jwt as string;
}
const post = (a: { token: string; uuid: string }, path: string, body: unknown, headers: Record<string, string> = {}) => sb.call('POST', `${BASE}/${a.uuid}/${path}`, { token: a.token, body, headers });
const put = (a: { token: string; uuid: string }, path: string, body: unknown, headers: Record<string, string> = {}) => sb.call('PUT', `${BASE}/${a.uuid}/${path}`, { token: a.token, body, headers });
async function upload(a: { token: string; uuid: string }, name: string, data: Buffer = PDF) {
  const res = await fetch(`${sb.base}${BASE}/${a.uuid}/documents?type=INSURANCE_DECLARATIONS`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), authorization: `Bearer ${a.token}` }, body: new Uint8Array(data) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const wait = (ms = LENDER_WAIT_MS) => sb.clock.advance(ms);

/** eNotary now, the session done: INSURANCE_REQUIRED. */
async function notarised(a: { token: string; uuid: string }): Promise<void> {
  expect((await post(a, 'notary/enotary', { startNow: true })).status).toBe(200);
  wait();
  expect((await post(a, 'notary/session', SESSION)).status).toBe(200);
  wait();
  expect((await statusOf(a)).checklistStatus).toBe(NOTARY_STATUS.insurance);
}

describe('the notary', () => {
  it('Talk to eNotary: WAITING_FOR_NOTARY, then DEED_SIGNING with notaryReady; the session: WAITING_FOR_NOTARY_SESSION, then insurance with the primary accept and notaryComplete', async () => {
    const a = await atNotary();
    const r = await post(a, 'notary/enotary', { startNow: true });
    expect(r.status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('WAITING_FOR_NOTARY');
    wait(LENDER_WAIT_MS - 1);
    expect((await statusOf(a)).checklistStatus).toBe('WAITING_FOR_NOTARY');
    wait(1);
    const ready = await statusOf(a);
    expect(ready.checklistStatus).toBe('DEED_SIGNING');
    expect(ready.disclosures.notaryReady).toBe(true);
    expect(ready.primaryParticipantAcceptComplete).toBe(false);

    expect((await post(a, 'notary/session', SESSION)).status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('WAITING_FOR_NOTARY_SESSION');
    wait();
    const done = await statusOf(a);
    expect(done.checklistStatus).toBe('INSURANCE_REQUIRED');
    expect(done.primaryParticipantAcceptComplete).toBe(true);
    expect(done.disclosures.notaryComplete).toBe(true);
    expect(done.disclosures.notaryReady).toBe(true);
    const closing = (await appOf(a)).closing;
    expect(closing.notarySession).toMatchObject({ mode: 'NOW', outcome: 'COMPLETE' });
    // Signed Sunday 2026-11-01 (New York): Mon 2, Tue 3, Wed 4.
    expect(closing.rescission).toEqual({ applies: true, startsOn: '2026-11-01', endsOn: '2026-11-04', fundsOn: '2026-11-05' });
  });

  it('refuses a body the schema refuses (400), an action whose page is not open (409), and answers a repeated body without doing it again', async () => {
    const a = await atNotary();
    const bad = await post(a, 'notary/session', { recordingConsent: false, signersPresent: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('Please agree to the recording of the session');
    expect((await post(a, 'notary/enotary', {})).status).toBe(400);
    const closed = await post(a, 'notary/session', SESSION);
    expect(closed.status).toBe(409);
    expect(closed.body.errors).toEqual(['Your notary session is not open now.']);
    expect((await post(a, 'notary/enotary', { startNow: true })).status).toBe(200);
    // The same body again while the lender works: the application, nothing restarted.
    wait(LENDER_WAIT_MS - 1000);
    expect((await post(a, 'notary/enotary', { startNow: true })).status).toBe(200);
    wait(1000);
    expect((await statusOf(a)).checklistStatus).toBe('DEED_SIGNING');
    // A manual notary's request from an online application: 409 with why.
    const manual = await post(a, 'notary/manual-request', { days: ['MONDAY'], times: ['MORNING'], phoneNumber: '(512) 555-0142' });
    expect(manual.status).toBe(409);
  });

  it('an Idempotency-Key replays the first answer and does nothing again', async () => {
    const a = await atNotary();
    await post(a, 'notary/enotary', { startNow: true });
    wait();
    const key = { 'idempotency-key': `join-${a.uuid}` };
    const first = await post(a, 'notary/session', SESSION, key);
    expect(first.status).toBe(200);
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('INSURANCE_REQUIRED');
    const again = await post(a, 'notary/session', SESSION, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await statusOf(a)).checklistStatus).toBe('INSURANCE_REQUIRED');
  });

  it('a booked time: NOTARY_WAITING_PERIOD until the slot, then DEED_SIGNING (SANDBOX_WAIT_MS shortens the wait)', async () => {
    const a = await atNotary();
    const slots = (await sb.call('GET', `${BASE}/${a.uuid}/notary/slots`, { token: a.token })).body as { slots: { startsAt: string; available: boolean }[] };
    const slot = slots.slots.find((s) => s.available)!;
    expect((await put(a, 'notary/reservation', { startsAt: slot.startsAt })).status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    const until = Date.parse(slot.startsAt) - sb.clock.now();
    wait(until - 1);
    expect((await statusOf(a)).checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    wait(1);
    expect((await statusOf(a)).checklistStatus).toBe('DEED_SIGNING');
    expect((await appOf(a)).closing.notarySession).toMatchObject({ mode: 'SCHEDULED', startsAt: slot.startsAt });

    process.env['SANDBOX_WAIT_MS'] = '0';
    const b = await atNotary();
    const fresh = (await sb.call('GET', `${BASE}/${b.uuid}/notary/slots`, { token: b.token })).body as { slots: { startsAt: string; available: boolean }[] };
    const other = fresh.slots.find((s) => s.available)!;
    expect((await put(b, 'notary/reservation', { startsAt: other.startsAt })).status).toBe(200);
    expect((await statusOf(b)).checklistStatus).toBe('DEED_SIGNING');
  });

  it('a manual notary (+manualnotary): status.manualNotary, the availability, MANUAL_DEED_SIGNING, a time, the session sets manualDeedSigningComplete', async () => {
    const a = await atNotary({ tags: '+manualnotary' });
    expect((await appOf(a)).status.manualNotary).toBe(true);
    expect((await post(a, 'notary/enotary', { startNow: true })).status).toBe(409);
    const bad = await post(a, 'notary/manual-request', { days: [], times: ['MORNING'], phoneNumber: '(512) 555-0142' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('Choose at least one day');
    expect((await post(a, 'notary/manual-request', { days: ['MONDAY', 'FRIDAY'], times: ['AFTERNOON'], phoneNumber: '(512) 555-0142' })).status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('WAITING_FOR_NOTARY');
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    const app = await appOf(a);
    expect(app.closing.manualNotaryRequest).toMatchObject({ days: ['MONDAY', 'FRIDAY'], times: ['AFTERNOON'], phoneLastFour: '0142' });
    const slots = (await sb.call('GET', `${BASE}/${a.uuid}/notary/slots`, { token: a.token })).body as { slots: { startsAt: string; available: boolean }[] };
    const slot = slots.slots.find((s) => s.available)!;
    expect((await put(a, 'notary/reservation', { startsAt: slot.startsAt })).status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('MANUAL_DEED_SIGNING');
    wait(Date.parse(slot.startsAt) - sb.clock.now());
    expect((await statusOf(a)).checklistStatus).toBe('DEED_SIGNING');
    await signIn(a);
    expect((await post(a, 'notary/session', SESSION)).status).toBe(200);
    wait();
    const s = await statusOf(a);
    expect(s.checklistStatus).toBe('INSURANCE_REQUIRED');
    expect(s.manualDeedSigningComplete).toBe(true);
    expect(s.primaryParticipantAcceptComplete).toBe(false);
  });

  it('an attorney state (GA): ATTORNEY_REVIEW first, then the eNotary', async () => {
    const a = await atNotary({ state: 'GA', city: 'Atlanta', zip: '30301' });
    expect((await post(a, 'notary/enotary', { startNow: true })).status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('ATTORNEY_REVIEW');
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('WAITING_FOR_NOTARY');
    expect((await appOf(a)).closing.attorneyReview).toMatchObject({ state: 'GA' });
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('DEED_SIGNING');
  });

  it('a failing first session (+notaryfail): NOTARY_SESSION_FAILED, then a new eNotary session succeeds', async () => {
    const a = await atNotary({ tags: '+notaryfail' });
    await post(a, 'notary/enotary', { startNow: true });
    wait();
    expect((await post(a, 'notary/session', SESSION)).status).toBe(200);
    wait();
    const failed = await statusOf(a);
    expect(failed.checklistStatus).toBe('NOTARY_SESSION_FAILED');
    expect(failed.primaryParticipantAcceptComplete).toBe(false);
    expect((await appOf(a)).closing.notarySession).toMatchObject({ outcome: 'FAILED', failures: 1 });
    expect((await post(a, 'notary/enotary', { startNow: true })).status).toBe(200);
    wait();
    expect((await post(a, 'notary/session', { signersPresent: true, recordingConsent: true })).status).toBe(200);
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('INSURANCE_REQUIRED');
  });
});

describe('insurance and funding', () => {
  it('the declarations page accepted: FUNDING_DECISION with insurance complete and insuranceConfirmed, the rescission period, FUNDABLE, RECORDING, COMPLETE with fund', async () => {
    const a = await atNotary();
    await notarised(a);
    expect((await put(a, 'insurance', { declarations: [{ id: '00000000-0000-4000-8000-000000000000' }] })).status).toBe(400);
    const doc = await upload(a, 'declarations.pdf');
    expect(doc.status).toBe(200);
    expect((await put(a, 'insurance', { declarations: [{ id: doc.body.id }], agent: { name: 'x' } })).status).toBe(400);
    expect((await put(a, 'insurance', { declarations: [{ id: doc.body.id }] })).status).toBe(200);
    expect((await statusOf(a)).checklistStatus).toBe('WAITING_FOR_INSURANCE_REVIEW');
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('FUNDING_DECISION');
    let app = await appOf(a);
    expect(app.insurance).toMatchObject({ method: 'UPLOAD', complete: true, review: { outcome: 'ACCEPTED' } });
    expect(app.machineEvents).toEqual(['insuranceConfirmed']);
    expect(app.closing.funding).toMatchObject({ amount: 90000, payoffAmount: 0, cashToAccount: 90000, accountLastFour: '6789', status: 'DECISION' });
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('GEN_RESCISSION');
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('RESCISSION');
    // The right of rescission ends at midnight (New York) after its last day; funding waits for it.
    const { rescission, notarySession } = (await appOf(a)).closing;
    expect(rescission.startsOn).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(notarySession.endedAt)));
    expect(rescission.endsOn).toBe(rescissionEndsOn(rescission.startsOn));
    const due = Date.parse((await sb.call('GET', `/__sandbox/applications/${a.uuid}`)).body.nextStepDueAt);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(due));
    expect(local).toBe(`${rescission.fundsOn}, 00:00`);
    wait(due - sb.clock.now() - 1);
    expect((await statusOf(a)).checklistStatus).toBe('RESCISSION');
    wait(1);
    expect((await statusOf(a)).checklistStatus).toBe('FUNDABLE');
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('RECORDING');
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('COMPLETE');
    app = await appOf(a);
    expect(app.machineEvents).toEqual(['insuranceConfirmed', 'fund']);
    expect(app.closing.funding).toMatchObject({ status: 'FUNDED', fundedAt: expect.any(String) });
    // Once funded the insurance call is closed; the same body answers without doing anything.
    await signIn(a);
    expect((await put(a, 'insurance', { declarations: [{ id: doc.body.id }] })).status).toBe(200);
    expect((await put(a, 'insurance', { agent: { name: 'Pat Agent', phoneNumber: '(512) 555-0100', email: 'pat@agency.com' } })).status).toBe(409);
  });

  it('a policy without the mortgagee clause (nomortgagee in the file name or the agent\'s e-mail) is refused and asked again', async () => {
    const a = await atNotary();
    await notarised(a);
    const doc = await upload(a, 'declarations nomortgagee.pdf');
    expect((await put(a, 'insurance', { declarations: [{ id: doc.body.id }] })).status).toBe(200);
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('INSURANCE_REQUIRED');
    expect((await appOf(a)).insurance).toMatchObject({ complete: false, review: { outcome: 'REFUSED', reason: 'MISSING_MORTGAGEE' } });
    expect((await put(a, 'insurance', { agent: { name: 'Pat Agent', phoneNumber: '(512) 555-0100', email: 'pat+nomortgagee@agency.com' } })).status).toBe(200);
    wait();
    expect((await appOf(a)).insurance.review.outcome).toBe('REFUSED');
    const bad = await put(a, 'insurance', { agent: { name: 'Pat Agent', phoneNumber: '555', email: 'pat@agency.com' } });
    expect(bad.status).toBe(400);
    expect((await put(a, 'insurance', { agent: { name: 'Pat Agent', phoneNumber: '(512) 555-0100', email: 'pat@agency.com' } })).status).toBe(200);
    wait();
    expect((await statusOf(a)).checklistStatus).toBe('FUNDING_DECISION');
    expect((await appOf(a)).insurance).toMatchObject({ method: 'AGENT', complete: true, agent: { name: 'Pat Agent', phoneNumber: '5125550100' } });
  });

  it('an investment property has no rescission; liens marked for payoff are paid at DIRECT_DEBT_PAYOFF', async () => {
    const a = await atNotary({ type: 'INVESTMENT', application: { payoffAmount: 25000 } });
    await notarised(a);
    expect((await appOf(a)).closing.rescission).toMatchObject({ applies: false });
    const doc = await upload(a, 'dec.pdf');
    expect((await put(a, 'insurance', { declarations: [{ id: doc.body.id }] })).status).toBe(200);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      wait();
      seen.push((await statusOf(a)).checklistStatus as string);
    }
    expect(seen).toEqual(['FUNDING_DECISION', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'RECORDING', 'COMPLETE', 'COMPLETE']);
    expect((await appOf(a)).closing.funding).toMatchObject({ payoffAmount: 25000, cashToAccount: 65000 });
  });
});
