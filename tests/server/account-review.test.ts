// An account the check holds for review (ending 9999: PENDING_REVIEW, decision 321) is reviewed by
// the lender, which sets VERIFIED after its wait (decision 521): once, without moving the checklist
// status backwards, and not for an account replaced meanwhile.
import { afterEach, describe, expect, it } from 'vitest';
import { applicationAtDisbursement, fileSandbox } from './helpers';
import { LENDER_WAIT_MS } from '../../src/server/lender/progression';
import { accountReviewMs, dueAccountReview, startAccountReview } from '../../src/server/lender/account-review';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox({}, () => delete process.env['SANDBOX_WAIT_MS']);
afterEach(() => {
  delete process.env['SANDBOX_WAIT_MS'];
});

const atDisbursement = () => applicationAtDisbursement(sb);
const status = async (token: string, uuid: string): Promise<Record<string, unknown>> => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body;
const app = async (token: string, uuid: string) => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as Record<string, any>;
const put = (token: string, uuid: string, path: string, body: unknown) => sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body });

const CHASE = '021000021';
const REVIEW = { routingNumber: CHASE, accountNumber: '55559999', accountType: 'SAVINGS' };

describe('an account held for review', () => {
  it('is VERIFIED after the review (the message goes), once, the checklist status not moved back', async () => {
    const { token, uuid } = await atDisbursement();
    expect((await put(token, uuid, 'disburse-account', REVIEW)).status).toBe(200);
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'PENDING_REVIEW' });
    expect((await app(token, uuid)).accountCheck).toMatchObject({ status: 'PENDING_REVIEW', message: expect.stringMatching(/confirming this account/) });
    // The applicant goes on meanwhile (manual pay, confirmed): the status is past the bank step.
    expect((await put(token, uuid, 'autopay', { payment: 'MANUAL' })).status).toBe(200);
    expect((await put(token, uuid, 'bank-accounts-confirmation', { confirmed: true })).status).toBe(200);
    sb.clock.advance(accountReviewMs() - 1);
    const before = await status(token, uuid);
    expect(before['giactAccountStatus']).toBe('PENDING_REVIEW');
    sb.clock.advance(1);
    const after = await status(token, uuid);
    expect(after['giactAccountStatus']).toBe('VERIFIED');
    expect(after['checklistStatus']).toBe(before['checklistStatus']);
    // The review's own bookkeeping is not part of the status the pages read.
    expect(after).not.toHaveProperty('accountReview');
    const a = await app(token, uuid);
    expect(a.accountCheck).toMatchObject({ status: 'VERIFIED', last4: '9999' });
    expect(a.accountCheck.message ?? null).toBeNull();
    // Read again later: nothing changes again; the confirmation's own wait still ends at IDENTITY_VERIFICATION.
    sb.clock.advance(10_000);
    const later = await status(token, uuid);
    expect(later).toMatchObject({ giactAccountStatus: 'VERIFIED', checklistStatus: 'IDENTITY_VERIFICATION' });
    expect((await app(token, uuid)).accountCheck.reviewedAt).toBe(a.accountCheck.reviewedAt);
  });

  it('an account typed instead before the review ends is not verified by it', async () => {
    const { token, uuid } = await atDisbursement();
    expect((await put(token, uuid, 'disburse-account', REVIEW)).status).toBe(200);
    sb.clock.advance(LENDER_WAIT_MS);
    expect((await status(token, uuid))['giactAccountStatus']).toBe('PENDING_REVIEW');
    // A closed account (ending 0000) typed instead: FAILED, and the old review must not verify it.
    expect((await put(token, uuid, 'disburse-account', { ...REVIEW, accountNumber: '55550000' })).status).toBe(200);
    sb.clock.advance(LENDER_WAIT_MS + accountReviewMs());
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', giactAccountStatus: 'FAILED' });
  });
});

describe('dueAccountReview', () => {
  const flags = (giact: string, now = 0) => ({ giactAccountStatus: giact, ...startAccountReview('acc-1', now, 100) });
  it('nothing before it is due; VERIFIED for the same account still held; only the flag goes otherwise', () => {
    expect(dueAccountReview(flags('PENDING_REVIEW'), { uuid: 'acc-1' }, 99)).toBeNull();
    expect(dueAccountReview(flags('PENDING_REVIEW'), { uuid: 'acc-1' }, 100)?.flags).toEqual({ accountReview: null, giactAccountStatus: 'VERIFIED' });
    expect(dueAccountReview(flags('PENDING_REVIEW'), { uuid: 'acc-2' }, 100)).toEqual({ flags: { accountReview: null }, application: {} });
    expect(dueAccountReview(flags('FAILED'), { uuid: 'acc-1' }, 100)).toEqual({ flags: { accountReview: null }, application: {} });
    expect(dueAccountReview({ giactAccountStatus: 'PENDING_REVIEW' }, { uuid: 'acc-1' }, 100)).toBeNull();
  });
});
