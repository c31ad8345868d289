// The lender's bank-account and merchant calls (part 2, issue 21) against BANK_PROGRESSION: the
// happy path DISBURSEMENT_ACCOUNT -> AUTOPAY_ACCOUNT -> VERIFIED_AUTOPAY_ACCOUNT ->
// IDENTITY_VERIFICATION, the account check's magic values (FAILED, PENDING_REVIEW, an unknown
// routing number), autopay from another account and manual pay (rates and discount), 400 on a bad
// check digit, 409 out of order, idempotent repeats, the account number never answered or
// stored, and an inquiry application through the merchant review and the lien attestation.
import { describe, expect, it } from 'vitest';
import { applicationAtDisbursement, fileSandbox, register } from './helpers';
import { REPLAYED_HEADER } from '../../src/server/idempotency';
import { checkAccount, GIACT_MAGIC } from '../../src/server/lender/progression-bank';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

const atDisbursement = (o: { autopay?: boolean; inquiry?: boolean } = {}) => applicationAtDisbursement(sb, o);
const status = async (token: string, uuid: string): Promise<Record<string, unknown>> => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body;
const app = async (token: string, uuid: string) => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as Record<string, any>;
const put = (token: string, uuid: string, path: string, body: unknown, key?: string) =>
  sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body, ...(key !== undefined ? { headers: { 'idempotency-key': key } } : {}) });

const CHASE = '021000021';
const ACCOUNT = '123456789012';

describe('the account check (GIACT-like)', () => {
  it('verifies by default and answers the magic values', () => {
    expect(checkAccount(CHASE, ACCOUNT).status).toBe('VERIFIED');
    expect(checkAccount(GIACT_MAGIC.unknownRouting, ACCOUNT).status).toBe('FAILED');
    expect(checkAccount(CHASE, '55550000').status).toBe('FAILED');
    expect(checkAccount(CHASE, '55559999').status).toBe('PENDING_REVIEW');
  });
});

describe('bank accounts: the happy path', () => {
  it('disburse account -> autopay from the same account -> confirm -> IDENTITY_VERIFICATION, each through the lender', async () => {
    const { token, uuid } = await atDisbursement();
    // Out of order: autopay and confirm are not open yet.
    expect((await put(token, uuid, 'autopay', { payment: 'SAME_ACCOUNT' })).status).toBe(409);
    const early = await put(token, uuid, 'bank-accounts-confirmation', { confirmed: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/bank\/confirm.*not open/);

    const body = { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'CHECKING' };
    const saved = await put(token, uuid, 'disburse-account', body, 'k-disburse-1');
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(ACCOUNT);
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_ACCOUNT_VERIFICATION');
    // A replayed key answers the first answer; the same body again changes nothing.
    const replay = await put(token, uuid, 'disburse-account', body, 'k-disburse-1');
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await put(token, uuid, 'disburse-account', body)).status).toBe(200);
    sb.clock.advance(5000);
    const s1 = await status(token, uuid);
    expect(s1).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'VERIFIED' });
    const a1 = await app(token, uuid);
    expect(a1['disburseAccount']).toMatchObject({ routingNumber: CHASE, last4: '9012', accountType: 'CHECKING', bankName: 'JPMorgan Chase Bank' });
    expect(typeof a1['disburseAccount'].uuid).toBe('string');
    expect(a1['paymentOptions'].autopayDiscount).toBeCloseTo(0.25, 6);
    expect(a1['paymentOptions'].autopay.monthlyPayment).toBeLessThan(a1['paymentOptions'].manual.monthlyPayment);
    expect(JSON.stringify(a1)).not.toContain(ACCOUNT);
    // Never stored: not in the application's row nor the idempotency store.
    const qa = await sb.call('GET', `/__sandbox/applications/${uuid}`);
    expect(JSON.stringify(qa.body)).not.toContain(ACCOUNT);

    const autopay = await put(token, uuid, 'autopay', { payment: 'SAME_ACCOUNT' });
    expect(autopay.status).toBe(200);
    expect(autopay.body).toMatchObject({ payType: 'AUTOPAY', autopayChoice: 'SAME_ACCOUNT', autopayAccount: { last4: '9012' } });
    expect(autopay.body.rate).toBeCloseTo(a1['paymentOptions'].autopay.rate, 6);
    expect((await status(token, uuid))['checklistStatus']).toBe('VERIFIED_AUTOPAY_ACCOUNT');

    const confirmed = await put(token, uuid, 'bank-accounts-confirmation', { confirmed: true });
    expect(confirmed.status).toBe(200);
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_ACCOUNT_SETUP');
    expect((await put(token, uuid, 'bank-accounts-confirmation', { confirmed: true })).status).toBe(200);
    sb.clock.advance(5000);
    const end = await status(token, uuid);
    expect(end).toMatchObject({ checklistStatus: 'IDENTITY_VERIFICATION', giactAccountStatus: 'VERIFIED', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    const last = await app(token, uuid);
    expect(last['disburseAccount'].uuid).toBe(last['autopayAccount'].uuid);
    expect(typeof last['bankAccountsConfirmedAt']).toBe('string');
    // Done: the autopay page is closed now.
    expect((await put(token, uuid, 'autopay', { payment: 'MANUAL' })).status).toBe(409);
  });

  it('manual pay drops the autopay discount; autopay from another account checks that account in the call', async () => {
    const { token, uuid } = await atDisbursement();
    await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'SAVINGS' });
    sb.clock.advance(5000);
    const options = (await app(token, uuid))['paymentOptions'];
    const manual = await put(token, uuid, 'autopay', { payment: 'MANUAL' });
    expect(manual.status).toBe(200);
    expect(manual.body).toMatchObject({ payType: 'MANUAL', autopayAccount: null, selectedOffer: { autopay: false } });
    expect(manual.body.rate).toBeCloseTo(options.manual.rate, 6);
    // Seed 000's manualDisburseManualPay is raised with the choice (decision 402).
    expect(manual.body.machineEvents).toEqual(['manualDisburseManualPay']);
    // Changed from the confirm page: another account for autopay. A failing one is a 400 with the bank's message.
    const bad = await put(token, uuid, 'autopay', { payment: 'OTHER_ACCOUNT', routingNumber: '026009593', accountNumber: '44440000', accountType: 'CHECKING' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/could not verify this account/);
    const badAba = await put(token, uuid, 'autopay', { payment: 'OTHER_ACCOUNT', routingNumber: '026009594', accountNumber: '44441234', accountType: 'CHECKING' });
    expect(badAba.status).toBe(400);
    expect(badAba.body.fieldErrors).toEqual([{ path: 'routingNumber', message: 'Enter a valid routing number' }]);
    // The schema: another account needs its numbers; the others take none.
    expect((await put(token, uuid, 'autopay', { payment: 'OTHER_ACCOUNT' })).status).toBe(400);
    expect((await put(token, uuid, 'autopay', { payment: 'SAME_ACCOUNT', accountNumber: '44441234' })).status).toBe(400);
    const other = await put(token, uuid, 'autopay', { payment: 'OTHER_ACCOUNT', routingNumber: '026009593', accountNumber: '44441234', accountType: 'CHECKING' });
    // Autopay chosen again: manual pay's event is over.
    expect(other.body.machineEvents).toEqual([]);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ payType: 'AUTOPAY', autopayAccount: { last4: '1234', bankName: 'Bank of America' } });
    expect(other.body.autopayAccount.uuid).not.toBe(other.body.disburseAccount.uuid);
    expect(JSON.stringify(other.body)).not.toContain('44441234');
    expect(other.body.rate).toBeCloseTo(options.autopay.rate, 6);
    // A new disbursement account keeps another autopay account; the status goes back to AUTOPAY_ACCOUNT to ask again.
    await put(token, uuid, 'disburse-account', { routingNumber: '121000248', accountNumber: '77771111', accountType: 'CHECKING' });
    sb.clock.advance(5000);
    const after = await app(token, uuid);
    expect((await status(token, uuid))['checklistStatus']).toBe('AUTOPAY_ACCOUNT');
    expect(after['disburseAccount']).toMatchObject({ last4: '1111', bankName: 'Wells Fargo Bank' });
    expect(after['autopayAccount']).toMatchObject({ last4: '1234' });
  });
});

describe('bank accounts: the account check\'s branches', () => {
  it('an account ending 0000 fails: back to DISBURSEMENT_ACCOUNT with giactAccountStatus FAILED and the message', async () => {
    const { token, uuid } = await atDisbursement();
    expect((await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: '55550000', accountType: 'CHECKING' })).status).toBe(200);
    sb.clock.advance(5000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', giactAccountStatus: 'FAILED' });
    const a = await app(token, uuid);
    expect(a['disburseAccount']).toBeNull();
    expect(a['accountCheck']).toMatchObject({ status: 'FAILED', last4: '0000' });
    expect(a['accountCheck'].message).toMatch(/could not verify this account/);
    // Another account then verifies.
    await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'CHECKING' });
    sb.clock.advance(5000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'VERIFIED' });
  });

  it('the unknown routing number fails; an account ending 9999 goes on in PENDING_REVIEW', async () => {
    const { token, uuid } = await atDisbursement();
    await put(token, uuid, 'disburse-account', { routingNumber: GIACT_MAGIC.unknownRouting, accountNumber: ACCOUNT, accountType: 'CHECKING' });
    sb.clock.advance(5000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', giactAccountStatus: 'FAILED' });
    expect((await app(token, uuid))['accountCheck'].message).toMatch(/routing number/);
    await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: '55559999', accountType: 'CHECKING' });
    sb.clock.advance(5000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'PENDING_REVIEW' });
  });

  it('refuses a routing number with a wrong check digit (400) and bodies the schema refuses', async () => {
    const { token, uuid } = await atDisbursement();
    const r = await put(token, uuid, 'disburse-account', { routingNumber: '021000022', accountNumber: ACCOUNT, accountType: 'CHECKING' });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ path: 'routingNumber', message: 'Enter a valid routing number' }]);
    expect((await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: '12', accountType: 'CHECKING' })).status).toBe(400);
    expect((await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'BROKERAGE' })).status).toBe(400);
    expect((await status(token, uuid))['checklistStatus']).toBe('DISBURSEMENT_ACCOUNT');
  });

  it("another identity's application is a 404", async () => {
    const { uuid } = await atDisbursement();
    const other = await register(sb, `bank-other-${Date.now()}@example.com`);
    expect((await put(other, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'CHECKING' })).status).toBe(404);
  });
});

describe('an inquiry application: the merchant review and the lien attestation', () => {
  it('confirm -> MERCHANT_REVIEW -> MERCHANT_LIEN_ATTESTATION with merchantReviewed -> attestation -> IDENTITY_VERIFICATION', async () => {
    const { token, uuid } = await atDisbursement({ autopay: false, inquiry: true });
    await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'CHECKING' });
    sb.clock.advance(5000);
    expect((await put(token, uuid, 'lien-attestation', { attested: true })).status).toBe(409);
    await put(token, uuid, 'autopay', { payment: 'MANUAL' });
    await put(token, uuid, 'bank-accounts-confirmation', { confirmed: true });
    sb.clock.advance(2000);
    expect((await status(token, uuid))['checklistStatus']).toBe('MERCHANT_REVIEW');
    expect((await app(token, uuid))['machineEvents']).toEqual(['manualDisburseManualPay']);
    sb.clock.advance(7000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'MERCHANT_LIEN_ATTESTATION', inquiryAttestNeeded: true });
    expect((await app(token, uuid))['machineEvents']).toEqual(['manualDisburseManualPay', 'merchantReviewed']);
    expect((await put(token, uuid, 'lien-attestation', { attested: false })).status).toBe(400);
    const attested = await put(token, uuid, 'lien-attestation', { attested: true });
    expect(attested.status).toBe(200);
    expect(attested.body.lienAttestation).toMatchObject({ liens: [expect.stringMatching(/^lien-/)] });
    // The review's event is over; seed 000's lienAttestation is raised (decision 402).
    expect(attested.body.machineEvents).toEqual(['manualDisburseManualPay', 'lienAttestation']);
    expect((await put(token, uuid, 'lien-attestation', { attested: true })).status).toBe(200);
    sb.clock.advance(2000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'IDENTITY_VERIFICATION', inquiryAttestComplete: true });
  });
});

describe('the bank link (simulated vendor BANK_LINK)', () => {
  const open = (token: string, uuid: string) => sb.call('POST', `${BASE}/${uuid}/vendor-sessions`, { token, body: { vendor: 'BANK_LINK', returnTo: 'bank' } });
  const postForm = (path: string, form: Record<string, string>) =>
    fetch(`${sb.base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  it('opens only while the disbursement account is asked (409 elsewhere)', async () => {
    const { token, uuid } = await atDisbursement();
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'IDENTITY_VERIFICATION' } });
    expect((await open(token, uuid)).status).toBe(409);
  });

  it('a sample bank, the sample sign-in and an account: the lender takes the account (last four only) and asks about autopay', async () => {
    const { token, uuid } = await atDisbursement();
    const s = await open(token, uuid);
    expect(s.status).toBe(200);
    expect(s.body.url).toBe(`/__vendor/bank-link/${s.body.id}`);
    const consent = await fetch(`${sb.base}${s.body.url}`);
    expect(await consent.text()).toContain('Link your bank account');
    const choose = await (await fetch(`${sb.base}${s.body.url}?step=choose`)).text();
    expect(choose).toContain('user_good');
    expect(choose).toContain('Sandbox Offline Bank');
    // A wrong sign-in shows the page again with the message; nothing is reported.
    const wrong = await postForm(`${s.body.url}/outcome`, { bank: 'chase', username: 'user_good', password: 'nope', accountType: 'CHECKING' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('username or password is not right');
    const ok = await postForm(`${s.body.url}/outcome`, { bank: 'chase', username: 'user_good', password: 'pass_good', accountType: 'SAVINGS' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/account/heloc/${uuid}/bank?session=${s.body.id}`);
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_ACCOUNT_VERIFICATION');
    sb.clock.advance(5000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'VERIFIED' });
    const a = await app(token, uuid);
    expect(a['disburseAccount']).toMatchObject({ routingNumber: '021000021', last4: '8765', accountType: 'SAVINGS', source: 'LINK', bankName: 'JPMorgan Chase Bank' });
    expect(a['bankLink']).toMatchObject({ outcome: 'success', sessionId: s.body.id });
    // Posted again (Back): back to the application, nothing reported again.
    expect((await postForm(`${s.body.url}/outcome`, { outcome: 'cancel' })).status).toBe(303);
    expect((await app(token, uuid))['bankLink'].outcome).toBe('success');
  });

  it("the offline bank's failure and a cancel are recorded for bank/disburse; the status stays", async () => {
    const { token, uuid } = await atDisbursement();
    const s = await open(token, uuid);
    expect((await postForm(`${s.body.url}/outcome`, { bank: 'offline' })).status).toBe(303);
    expect((await status(token, uuid))['checklistStatus']).toBe('DISBURSEMENT_ACCOUNT');
    expect((await app(token, uuid))['bankLink']).toMatchObject({ outcome: 'failure' });
    const again = await open(token, uuid);
    expect(again.body.id).not.toBe(s.body.id);
    expect((await postForm(`${again.body.url}/outcome`, { outcome: 'cancel' })).status).toBe(303);
    expect((await app(token, uuid))['bankLink']).toMatchObject({ outcome: 'cancel' });
    // An account typed by hand then clears the link's news.
    await put(token, uuid, 'disburse-account', { routingNumber: CHASE, accountNumber: ACCOUNT, accountType: 'CHECKING' });
    expect((await app(token, uuid))['bankLink']).toBeNull();
  });
});
