// Every magic value of src/server/scenarios.ts (docs/sandbox.md lists the same).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBody, register, startSandbox, type Sandbox } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const VERIFY = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';

let sb: Sandbox;
let n = 0;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb.close());

async function outcome(lastName: string, afterMs = 3000): Promise<Record<string, unknown>> {
  const token = await register(sb, `ln${++n}@example.com`);
  const c = await sb.call('POST', BASE, { token, body: createBody({ lastName }) });
  expect(c.status).toBe(200);
  sb.clock.advance(afterMs);
  return (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${c.body.uuid}/status`, { token })).body;
}

describe('last names decide the soft-credit outcome', () => {
  it.each([
    ['Nomatch', 'CREDIT_NO_MATCH'],
    ['Nossn', 'CREDIT_NO_MATCH_SSN'],
    ['Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    ['Pinfrozen', 'CREDIT_FROZEN_WITH_PIN'],
    ['Declined', 'DECLINED'],
    ['Noproperty', 'NO_PROPERTY_FOUND'],
    ['Multiproperty', 'MULTIPLE_PROPERTIES'],
    ['Delinquent', 'DELINQUENCY_REVIEW'],
    ['Liens', 'LIEN_VERIFICATION'],
    ['Assets', 'ASSETS_PREQUAL'],
    ['Crediterror', 'CREDIT_ERROR'],
    ['Scoredecline', 'ADVERSE_ACTION'],
    ['Dtidecline', 'ADVERSE_ACTION'],
    ['Morgan', 'OFFER_SELECTION'],
  ])('%s -> %s', async (lastName, status) => {
    expect((await outcome(lastName)).checklistStatus).toBe(status);
  });

  it('Pinfrozen sets creditFrozenWithPin; Declined sets DECLINE', async () => {
    expect(await outcome('pinfrozen')).toMatchObject({ creditFrozenWithPin: true, uwSubDecision: 'CREDIT_FROZEN' });
    expect(await outcome('DECLINED')).toMatchObject({ uwDecision: 'DECLINE' });
  });

  it('Stuck never leaves WAITING_FOR_SOFT_CREDIT; Slow takes 20 s', async () => {
    expect((await outcome('Stuck', 600000)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    expect((await outcome('Slow', 19999)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    expect((await outcome('Slow', 20000)).checklistStatus).toBe('OFFER_SELECTION');
  });

  it('SANDBOX_WAIT_MS shortens the usual soft pull (not Slow, not Stuck)', async () => {
    process.env['SANDBOX_WAIT_MS'] = '200';
    try {
      expect((await outcome('Morgan', 199)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
      expect((await outcome('Nomatch', 200)).checklistStatus).toBe('CREDIT_NO_MATCH');
      expect((await outcome('Slow', 3000)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
      expect((await outcome('Stuck', 600000)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    } finally {
      delete process.env['SANDBOX_WAIT_MS'];
    }
  });

  it('Minoffer and Maxoffer give the limits of the offer range', async () => {
    for (const [lastName, max, rate] of [['Minoffer', 15000, 17.2], ['Maxoffer', 400000, 7.6]] as const) {
      const token = await register(sb, `offer-${lastName}@example.com`);
      const c = await sb.call('POST', BASE, { token, body: createBody({ lastName }) });
      sb.clock.advance(3000);
      const a = await sb.call('GET', `${BASE}/${c.body.uuid}`, { token });
      expect(a.body.offers[0]).toMatchObject({ max, rate });
      expect(a.body.uwCalculatedDrawAmount).toBe(max);
    }
  });
});

describe('zips and states', () => {
  it('excluded zips are not eligible and a create there answers 400', async () => {
    const z = await sb.call('GET', '/service-application/external/api/v1/heloc/zip-eligibility?orgCode=HOMELINE&zip=99999');
    expect(z.body).toEqual({ zip: '99999', eligible: false });
    expect((await sb.call('GET', '/service-application/external/api/v1/heloc/zip-eligibility?orgCode=HOMELINE&zip=78704')).body.eligible).toBe(true);
    // Per-org exclusions: LAKESHORE does not lend in 48226, HOMELINE does.
    expect((await sb.call('GET', '/service-application/external/api/v1/heloc/zip-eligibility?orgCode=LAKESHORE&zip=48226')).body.eligible).toBe(false);
    expect((await sb.call('GET', '/service-application/external/api/v1/heloc/zip-eligibility?orgCode=HOMELINE&zip=48226')).body.eligible).toBe(true);
    const token = await register(sb, 'zip@example.com');
    const r = await sb.call('POST', BASE, { token, body: createBody({ zip: '99999' }) });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^We do not currently offer loans in/);
  });

  it('a disaster zip is in the flag list and marks the application', async () => {
    const f = await sb.call('POST', '/service-optimize/external/api/v1/feature', { body: { featureKey: 'fe-heloc-disaster-zips', optimizeUser: { orgCode: 'HOMELINE' } } });
    expect(f.body.variables.disasterZips.zipcodes).toContain('90265');
    const token = await register(sb, 'disaster@example.com');
    const r = await sb.call('POST', BASE, { token, body: createBody({ street1: '19 Sunset Cliffs Ln', city: 'Malibu', state: 'CA', zip: '90265' }) });
    expect(r.body.disasterArea).toBe(true);
  });

  it('an unlicensed state answers 400 We do not currently offer loans in <State>', async () => {
    const states = await sb.call('GET', '/service-application/external/api/v2/heloc/states-eligibility?orgCode=HOMELINE');
    expect(states.body.licensedStates).not.toContain('WV');
    expect(states.body.licensedStates).toContain('NY');
    const token = await register(sb, 'wv@example.com');
    const r = await sb.call('POST', `${BASE}?state=WV`, { token, body: createBody({ street1: '150 Capitol St', city: 'Charleston', state: 'WV', zip: '25301' }) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('We do not currently offer loans in West Virginia');
  });

  it('licensed states differ per org (EMPIRE is New York only) and feed the footer', async () => {
    const e = await sb.call('GET', '/service-application/external/api/v2/heloc/states-eligibility', { headers: { 'x-org': 'EMPIRE' } });
    expect(e.body.licensedStates).toEqual(['NY']);
    const f = await sb.call('GET', '/service-application/external/api/v1/heloc/state-licenses?orgCode=EMPIRE');
    expect(f.body.states).toEqual([{ abbrev: 'NY' }]);
  });

  it('Texas properties need a BPO', async () => {
    expect(await outcome('Morgan', 0)).toMatchObject({ bpo: 'BPO_REQUIRED' });
  });
});

describe('e-mail plus-tags', () => {
  it('+active: ACTIVE_APPLICATION with a real application uuid', async () => {
    const token = await register(sb, 'pat+active@example.com');
    const r = await sb.call('GET', VERIFY, { token });
    expect(r.body).toMatchObject({ canStartApplication: false, reason: 'ACTIVE_APPLICATION' });
    const uuid = r.body.organizationsWithActiveApplication[0].applicationUuid;
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).status).toBe(200);
    expect((await sb.call('GET', VERIFY, { token })).body.organizationsWithActiveApplication).toHaveLength(1);
  });

  it('+recent: RECENT_HELOC', async () => {
    const token = await register(sb, 'pat+recent@example.com');
    expect((await sb.call('GET', VERIFY, { token })).body).toEqual({ canStartApplication: false, organizationsWithActiveApplication: [], reason: 'RECENT_HELOC' });
  });

  it('+inquiry and +inquiryexempt: INQUIRY with a wholesale broker id', async () => {
    const t1 = await register(sb, 'pat+inquiry@example.com');
    const r1 = await sb.call('GET', VERIFY, { token: t1 });
    expect(r1.body).toMatchObject({ canStartApplication: false, reason: 'INQUIRY', organizationsWithActiveApplication: [{ isInquiry: true, wholesaleBrokerId: 'WB-100234' }] });
    // The exempt id is the brands' wholesaleBrokerIdNoInquiryModal toggle (BROKERLINK's).
    const t2 = await register(sb, 'pat+inquiryexempt@example.com', 'BROKERLINK');
    expect((await sb.call('GET', VERIFY, { token: t2 })).body.organizationsWithActiveApplication[0]).toMatchObject({ orgCode: 'BROKERLINK', wholesaleBrokerId: 'WB-0001' });
  });

  it('+fail: the create answers 500; +crypto marks isCrypto', async () => {
    const t1 = await register(sb, 'pat+fail@example.com');
    const r = await sb.call('POST', BASE, { token: t1, body: createBody() });
    expect(r.status).toBe(500);
    expect(r.body.errors).toHaveLength(1);
    const t2 = await register(sb, 'pat+crypto@example.com');
    expect((await sb.call('POST', BASE, { token: t2, body: createBody() })).body.isCrypto).toBe(true);
  });
});

describe('referrers', () => {
  const DANA = '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000001';
  const PRIYA = '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000003';

  it('looks up originators: 200, 404 unknown, 400 malformed', async () => {
    const lo = await sb.call('GET', `/service-lead-portal/api/lo/${DANA}?organization=BROKERLINK`);
    expect(lo.body).toMatchObject({ uuid: DANA, enforceLicensedStatesForReferral: true, originatorDisplayInfo: { originatorName: 'Dana Whitfield', nmls: '1928374' } });
    expect((await sb.call('GET', '/service-lead-portal/api/lo/0b6f2a52-6a4e-4b1e-9c2a-1d4f0000ffff')).status).toBe(404);
    expect((await sb.call('GET', '/service-lead-portal/api/lo/nope')).status).toBe(400);
  });

  it('gives a referrer for a state', async () => {
    const r = await sb.call('GET', '/service-lead-portal/api/lo/default?organization=HOMELINE&productType=HELOC&state=CA');
    expect(r.body).toEqual({ referrerUuid: DANA });
    const ny = await sb.call('GET', '/service-lead-portal/api/lo/default?organization=HOMELINE&productType=HELOC&state=NY');
    expect(ny.body.referrerUuid).toBe('0b6f2a52-6a4e-4b1e-9c2a-1d4f00000002');
  });

  it('BROKERLINK requires a referrer; an originator enforcing states refuses others', async () => {
    const token = await register(sb, 'broker@example.com', 'BROKERLINK');
    const none = await sb.call('POST', BASE, { token, body: createBody() });
    expect(none.body.message).toBe('Referrer is required but not provided.');
    const outside = await sb.call('POST', BASE, { token, body: createBody({ referrerId: PRIYA }) });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/^We are unable to process your application at this time/);
    const ok = await sb.call('POST', BASE, { token, body: createBody({ referrerId: DANA }) });
    expect(ok.status).toBe(200);
    expect(ok.body.referrer).toMatchObject({ referrerUuid: DANA });
  });

  it('looks up referrals by rid', async () => {
    const r = await sb.call('GET', '/service-application/external/api/v1/heloc/referral-id/c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000001');
    expect(r.body).toEqual({ status: 'ACCOUNT_CREATED', email: 'referred.applicant@example.com' });
    expect((await sb.call('GET', '/service-application/external/api/v1/heloc/referral-id/c3a1e9f0-2b7d-4c8e-a1f2-7e5d0000ffff')).status).toBe(404);
  });
});
