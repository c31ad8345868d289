import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register, type Sandbox } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const statusOf = (sb: Sandbox, token: string, uuid: string) =>
  sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token });

const sb = fileSandbox();

describe('create application and the simulated lender', () => {
  it('creates an application and moves it from WAITING_FOR_SOFT_CREDIT to OFFER_SELECTION after 3 s', async () => {
    const token = await register(sb, 'flow@example.com');
    const v = await sb.call('GET', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application', { token });
    expect(v.body).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [] });

    const c = await sb.call('POST', `${BASE}?state=TX`, { token, body: createBody() });
    expect(c.status).toBe(200);
    expect(c.body.loanNumber).toMatch(/^[1-9][0-9]{9}$/);
    expect(c.body).toMatchObject({
      property: { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
      consents: [{ type: 'SOFT_CREDIT', version: 3 }],
      incomeSources: [{ employmentType: 'FULL_TIME' }],
      isCrypto: false,
      isInquiry: false,
      active: true,
      rate: 0,
      amount: 0,
      term: 0,
    });
    const uuid = c.body.uuid as string;

    const s0 = await statusOf(sb, token, uuid);
    expect(s0.body).toMatchObject({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT', uwDecision: 'INITIAL', bpo: 'BPO_REQUIRED' });
    sb.clock.advance(2999);
    expect((await statusOf(sb, token, uuid)).body.checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    sb.clock.advance(1);
    const s1 = await statusOf(sb, token, uuid);
    expect(s1.body).toMatchObject({ checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', propertyComplete: true });

    const a = await sb.call('GET', `${BASE}/${uuid}`, { token });
    expect(a.body.selectedPropertyUuid).toMatch(/-/);
    expect(a.body.adjustedHomeAmount).toBeGreaterThan(0);
    expect(a.body.offers.length).toBeGreaterThan(0);
    for (const o of a.body.offers) {
      expect(o.max).toBeGreaterThanOrEqual(15000);
      expect(o.max).toBeLessThanOrEqual(400000);
      expect(o.rate).toBeGreaterThanOrEqual(7.6);
      expect(o.rate).toBeLessThanOrEqual(17.2);
    }
    const all = await sb.call('GET', `${BASE}/all`, { token });
    expect(all.body.map((x: { uuid: string }) => x.uuid)).toEqual([uuid]);

    const profile = await sb.call('GET', '/service-profile/api/v1/profile', { token });
    expect(profile.body).toMatchObject({ name: { firstName: 'Alex', lastName: 'Morgan' }, dob: '1980-04-12' });
    expect(profile.body.addresses[0]).toMatchObject({ type: 'HOME', street1: '1420 Maple Ridge Dr' });

    const again = await sb.call('GET', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application', { token });
    expect(again.body).toMatchObject({ canStartApplication: false, reason: 'ACTIVE_APPLICATION', organizationsWithActiveApplication: [{ orgCode: 'HOMELINE', applicationUuid: uuid, isInquiry: false }] });
  });

  it('is idempotent: same Idempotency-Key, or same property while active, returns the same application', async () => {
    const token = await register(sb, 'idem@example.com');
    const headers = { 'idempotency-key': 'k-1' };
    const [a, b] = await Promise.all([
      sb.call('POST', BASE, { token, headers, body: createBody() }),
      sb.call('POST', BASE, { token, headers, body: createBody() }),
    ]);
    expect(a.body.uuid).toBe(b.body.uuid);
    const c = await sb.call('POST', BASE, { token, body: createBody({ street1: '1420  maple ridge dr' }) });
    expect(c.body.uuid).toBe(a.body.uuid);
    const other = await sb.call('POST', BASE, { token, body: createBody({ street1: '712 Elm St', city: 'Dallas', zip: '75202' }) });
    expect(other.body.uuid).not.toBe(a.body.uuid);
  });

  it('answers 400 with readable errors for a bad create payload', async () => {
    const token = await register(sb, 'badcreate@example.com');
    const body = createBody({ zip: '123', type: 'INIT', state: 'ZZ' });
    const r = await sb.call('POST', BASE, { token, body });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(expect.arrayContaining(['Please enter a valid zipcode', 'Please select an occupancy type', 'Please enter a valid state']));
  });

  it('hides other identities\' applications', async () => {
    const t1 = await register(sb, 'owner@example.com');
    const t2 = await register(sb, 'snoop@example.com');
    const c = await sb.call('POST', BASE, { token: t1, body: createBody() });
    expect((await sb.call('GET', `${BASE}/${c.body.uuid}`, { token: t2 })).status).toBe(404);
    expect((await statusOf(sb, t2, c.body.uuid)).status).toBe(404);
    expect((await sb.call('GET', `${BASE}/not-a-uuid`, { token: t1 })).status).toBe(400);
  });

  it('maps employment types on creation (seed 000 §3)', async () => {
    const token = await register(sb, 'alimony@example.com');
    const body = { ...createBody(), employmentType: 'ALIMONY' };
    const r = await sb.call('POST', BASE, { token, body });
    expect(r.body.incomeSources[0].employmentType).toBe('SEPARATE_MAINTENANCE_PAYMENTS');
  });
});
