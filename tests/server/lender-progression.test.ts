// The lender's progression read from its table (src/server/lender/progression.ts): the
// handlers follow a changed row, GET /__sandbox/scenarios shows the table and the values typed
// on the pages, credit/error's re-pulls price with the property's state and follow
// SANDBOX_WAIT_MS, and start/profile's confirmation refuses an applicant too young to borrow.
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_NAME_OUTCOMES, SOFT_CREDIT_MS } from '../../src/server/lender/outcomes';
import { ASSET_DEPLETION_SHARE, PROGRESSION, type Progression } from '../../src/server/lender/progression';
import { RECORDING_TAX_PER_100K } from '../../src/server/lender/pricing';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
// The lender's own waits, whatever the caller's SANDBOX_WAIT_MS.
const sb = fileSandbox({}, () => delete process.env['SANDBOX_WAIT_MS']);
let n = 0;
afterEach(() => {
  delete process.env['SANDBOX_WAIT_MS'];
});

async function apply(over: Parameters<typeof createBody>[0] & { noConsent?: boolean } = {}): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `progression${++n}@example.com`);
  const body = { ...createBody(over), ...(over.noConsent ? { consentRequests: [] } : {}) };
  const c = await sb.call('POST', `${BASE}?state=${over.state ?? 'TX'}`, { token, body });
  expect(c.status).toBe(200);
  return { token, uuid: c.body.uuid as string };
}
const statusOf = async (token: string, uuid: string) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, unknown>;
const appOf = async (token: string, uuid: string) => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as Record<string, any>;
const put = (token: string, uuid: string, path: string, body: unknown) => sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body });

/** Walks an application to start/contact's hard pull frozen (last name Hardfrozen). */
async function hardFrozen(): Promise<{ token: string; uuid: string }> {
  const a = await apply({ lastName: 'Hardfrozen' });
  sb.clock.advance(SOFT_CREDIT_MS);
  expect((await put(a.token, a.uuid, 'offer-selection', { type: 'FIXED', term: 10, amount: 50000, autopay: false })).status).toBe(200);
  sb.clock.advance(PROGRESSION.offer.ms);
  expect((await put(a.token, a.uuid, 'additional-info', { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] })).status).toBe(200);
  sb.clock.advance(PROGRESSION.additionalInfo.ms);
  expect((await statusOf(a.token, a.uuid))['checklistStatus']).toBe('HARD_CREDIT_LOCKED_OR_FROZEN');
  return a;
}

describe('the handlers read the progression table', () => {
  it('a row changed at run time changes what the lender does (the hard re-pull\'s wait and next status)', async () => {
    const row = PROGRESSION.hardCreditRetry as Progression;
    const saved = { ms: row.ms, to: row.to };
    const { token, uuid } = await hardFrozen();
    try {
      Object.assign(row, { ms: 7000, to: 'PENDING' });
      expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { token, body: {} })).status).toBe(200);
      sb.clock.advance(6999);
      expect((await statusOf(token, uuid))['checklistStatus']).toBe('HARD_CREDIT_PULL');
      sb.clock.advance(1);
      expect((await statusOf(token, uuid))['checklistStatus']).toBe('PENDING');
    } finally {
      Object.assign(row, saved);
    }
  });

  it('the HMDA row\'s waiting status and flags are what the lender shows', async () => {
    const a = await apply();
    await sb.call('PATCH', `/__sandbox/applications/${a.uuid}`, { body: { checklistStatus: 'HMDA' } });
    expect((await put(a.token, a.uuid, 'hmda', { ethnicity: ['DO_NOT_WISH'], race: ['DO_NOT_WISH'], sex: ['DO_NOT_WISH'] })).status).toBe(200);
    expect((await statusOf(a.token, a.uuid))['checklistStatus']).toBe(PROGRESSION.hmda.waiting);
    sb.clock.advance(PROGRESSION.hmda.ms);
    const after = await statusOf(a.token, a.uuid);
    expect(after['checklistStatus']).toBe(PROGRESSION.hmda.to);
    expect(after['disclosures']).toMatchObject(PROGRESSION.hmda.flags.disclosures);
  });
});

describe('GET /__sandbox/scenarios', () => {
  it('lists the progression table and the values typed on the pages (SSN, PIN, asset share, Hardfrozen)', async () => {
    const r = await sb.call('GET', '/__sandbox/scenarios');
    expect(r.status).toBe(200);
    expect(r.body.progression).toEqual(JSON.parse(JSON.stringify(PROGRESSION)));
    for (const name of ['profile', 'softCreditRetry', 'hardCreditRetry', 'hmda', 'disclosuresAck']) expect(r.body.progression[name], name).toBeDefined();
    expect(r.body.pageValues.ssns).toEqual([{ page: 'credit/social', ssn: '111-11-1111', to: 'CREDIT_NO_MATCH_SSN', uwDecision: 'INITIAL', leadsTo: 'review-app/no-credit' }]);
    expect(r.body.pageValues.wrongPin).toMatchObject({ page: 'review-app/incorrect-pin', pin: '0000', to: 'CREDIT_FROZEN_WITH_PIN' });
    expect(r.body.pageValues.assetDepletion).toMatchObject({ page: 'product/assets', share: ASSET_DEPLETION_SHARE, below: { to: 'ADVERSE_ACTION', flags: { dtiDecline: true } } });
    expect(r.body.pageValues.hardPulls).toEqual({ hardfrozen: { page: 'start/contact', to: 'HARD_CREDIT_LOCKED_OR_FROZEN', retry: JSON.parse(JSON.stringify(PROGRESSION.hardCreditRetry)) } });
    expect(r.body.lastNames['hardfrozen']).toBe(LAST_NAME_OUTCOMES['hardfrozen']?.checklistStatus);
    expect(r.body.waits).toMatchObject({ lenderMs: 3000, softCreditMs: 3000, sandboxWaitMs: null });
  });
});

describe('credit/error\'s Try again', () => {
  it.each([
    ['FL', { street1: '1200 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131' }],
    ['NY', { street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' }],
    ['GA', { street1: '55 Trinity Ave SW', city: 'Atlanta', state: 'GA', zip: '30303' }],
  ] as const)('a Frozen applicant in %s gets offers with the state\'s recording tax after the re-pull', async (state, address) => {
    const { token, uuid } = await apply({ lastName: 'Frozen', ...address });
    sb.clock.advance(SOFT_CREDIT_MS);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { token, body: {} })).status).toBe(200);
    sb.clock.advance(SOFT_CREDIT_MS);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('OFFER_SELECTION');
    const set = (await appOf(token, uuid))['offerSet'] as { costs: Record<string, unknown>[]; maxRecordingTax?: number };
    expect(set.costs.find((c) => c['feeType'] === 'RECORDING_TAX')).toEqual({ feeType: 'RECORDING_TAX', perHundredThousand: RECORDING_TAX_PER_100K[state], state, jsCriteria: null });
    expect(set.maxRecordingTax).toBe(4 * RECORDING_TAX_PER_100K[state]!);
  });

  it('the hard re-pull\'s wait follows SANDBOX_WAIT_MS like every lender wait', async () => {
    const { token, uuid } = await hardFrozen();
    process.env['SANDBOX_WAIT_MS'] = '0';
    expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { token, body: {} })).status).toBe(200);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('HMDA');
  });
});

describe('start/profile\'s confirmation checks the age (birthdate@2: 18, 19 in Alabama, 62 on the 62+ program)', () => {
  const ADULT = 'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.';
  const AL = { street1: '2000 Morris Ave', city: 'Birmingham', state: 'AL', zip: '35203' };
  const confirm = (token: string, uuid: string, dob: string) =>
    put(token, uuid, 'profile-confirmation', { name: { firstName: 'Alex', lastName: 'Morgan' }, dob, propertyConfirmed: true, consents: [{ type: 'SOFT_CREDIT' }] });
  // The sandbox's clock starts on 2026-11-01.

  it('refuses an applicant under 18 with the seed\'s words on dob, saving nothing', async () => {
    const { token, uuid } = await apply({ noConsent: true });
    const young = await confirm(token, uuid, '2010-03-15');
    expect(young.status).toBe(400);
    expect(young.body.fieldErrors).toEqual([{ path: 'dob', message: ADULT }]);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('PROFILE_INCOMPLETE');
    expect((await sb.call('GET', '/service-profile/api/v1/profile', { token })).body.dob).toBe('1980-04-12');
    // 18 outside Alabama is old enough.
    expect((await confirm(token, uuid, '2008-03-15')).status).toBe(200);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('in Alabama refuses 18 and accepts 19', async () => {
    const { token, uuid } = await apply({ ...AL, noConsent: true });
    const eighteen = await confirm(token, uuid, '2008-03-15');
    expect(eighteen.status).toBe(400);
    expect(eighteen.body.fieldErrors).toEqual([{ path: 'dob', message: ADULT }]);
    expect((await confirm(token, uuid, '2007-03-15')).status).toBe(200);
  });

  it('refuses a date that does not exist', async () => {
    const { token, uuid } = await apply({ noConsent: true });
    const r = await confirm(token, uuid, '1980-02-30');
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ path: 'dob', message: 'Invalid date' }]);
  });
});
