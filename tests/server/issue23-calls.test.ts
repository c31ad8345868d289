// The calls of issue 23 against the sandbox: full-story-link (seed 000 §7), identity/alias and
// self/figureinfo (seed 001 §7), the single-flag feature call, and the lead portal's wholesale
// referral record (seed 000 §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBody, register, startSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb.close());

const BASE = '/service-application/api/v1/application/heloc';
const org = { 'x-org': 'HOMELINE' };

async function application(email: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, email);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody({ email }), token, headers: org });
  expect(r.status).toBe(200);
  return { token, uuid: r.body.uuid as string };
}

describe('PUT {base}/{uuid}/full-story-link', () => {
  it('keeps the replay link on the application, answers a repeat the same, and refuses a non-https link or another applicant', async () => {
    const { token, uuid } = await application('fs1@example.com');
    const link = 'https://app.fullstory.com/ui/SANDBOX/session/t1:s1';
    const first = await sb.call('PUT', `${BASE}/${uuid}/full-story-link`, { body: { link }, token, headers: { 'Idempotency-Key': 'fs-1' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ uuid, fullStoryLink: link });
    const again = await sb.call('PUT', `${BASE}/${uuid}/full-story-link`, { body: { link }, token, headers: { 'Idempotency-Key': 'fs-1' } });
    expect(again.body).toEqual(first.body);
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.fullStoryLink).toBe(link);
    const bad = await sb.call('PUT', `${BASE}/${uuid}/full-story-link`, { body: { link: 'javascript:alert(1)' }, token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('link must be an https address');
    const other = await register(sb, 'fs2@example.com');
    expect((await sb.call('PUT', `${BASE}/${uuid}/full-story-link`, { body: { link }, token: other })).status).toBeGreaterThanOrEqual(403);
    expect((await sb.call('PUT', `${BASE}/${uuid}/full-story-link`, { body: { link } })).status).toBe(401);
  });
});

describe('PUT identity/alias', () => {
  it('sets the Phone alias the identity then answers with; refuses another type or a bad number', async () => {
    const token = await register(sb, 'alias@example.com');
    const r = await sb.call('PUT', '/identity/secure/api/v1/identity/alias', { body: { type: 'Phone', value: '5125550142' }, token });
    expect(r.status).toBe(200);
    expect(r.body.aliases).toEqual([{ type: 'Phone', value: '5125550142' }]);
    expect((await sb.call('GET', '/identity/secure/api/v1/identity', { token })).body.aliases).toEqual([{ type: 'Phone', value: '5125550142' }]);
    expect((await sb.call('PUT', '/identity/secure/api/v1/identity/alias', { body: { type: 'Email', value: 'a@b.co' }, token })).status).toBe(400);
    const bad = await sb.call('PUT', '/identity/secure/api/v1/identity/alias', { body: { type: 'Phone', value: '123' }, token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter a valid phone number');
  });

  it('takes the number as a phone field shows it and keeps its digits (the signer\'s phone-number condition page)', async () => {
    const token = await register(sb, 'alias2@example.com');
    const r = await sb.call('PUT', '/identity/secure/api/v1/identity/alias', { body: { type: 'Phone', value: '(512) 555-0143' }, token });
    expect(r.status).toBe(200);
    expect(r.body.aliases).toEqual([{ type: 'Phone', value: '5125550143' }]);
    expect((await sb.call('PUT', '/identity/secure/api/v1/identity/alias', { body: { type: 'Phone', value: '(112) 555-0143' }, token })).status).toBe(400);
  });
});

describe('GET identity-broker self/figureinfo', () => {
  it('answers the signed-in identity with the application name, needs the header, and the agent path only for brokers', async () => {
    const token = await register(sb, 'figure@example.com');
    const path = '/identity-broker/customer/secure/api/v3/self/figureinfo';
    expect((await sb.call('GET', path, { token })).status).toBe(400);
    const r = await sb.call('GET', path, { token, headers: { 'X-Auth0-Application-Name': 'heloc' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: 'figure@example.com', organizationCode: 'HOMELINE', applicationName: 'heloc', isBroker: false });
    expect((await sb.call('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo', { token, headers: { 'X-Auth0-Application-Name': 'heloc' } })).status).toBe(403);
    expect((await sb.call('GET', path, { headers: { 'X-Auth0-Application-Name': 'heloc' } })).status).toBe(401);
  });
});

describe('POST service-optimize feature', () => {
  it('answers one flag by key for the organisation', async () => {
    await sb.call('PUT', '/__sandbox/flags/HOMELINE/fe-relative-url-heloc', { body: { enabled: true } });
    const on = await sb.call('POST', '/service-optimize/external/api/v1/feature', { body: { featureKey: 'fe-relative-url-heloc', optimizeUser: { orgCode: 'HOMELINE' } } });
    expect(on.body).toMatchObject({ key: 'fe-relative-url-heloc', enabled: true });
    const off = await sb.call('POST', '/service-optimize/external/api/v1/feature', { body: { featureKey: 'fe-relative-url-heloc', optimizeUser: { orgCode: 'PINECREST' } } });
    expect(off.body).toMatchObject({ enabled: false });
  });
});

describe('GET lead portal referrals/{referralUuid}', () => {
  it("answers the broker's referral (name, suffix, address, phone, e-mail); 404 unknown, 400 malformed", async () => {
    const r = await sb.call('GET', '/service-lead-portal/api/referrals/c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000003', { headers: org });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      firstName: 'Morgan', lastName: 'Reyes', suffix: 'JR', phoneNumber: '5125550199', email: 'morgan.reyes@example.com',
      address: { street1: '1422 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' },
    });
    expect((await sb.call('GET', '/service-lead-portal/api/referrals/c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000099')).status).toBe(404);
    expect((await sb.call('GET', '/service-lead-portal/api/referrals/nope')).status).toBe(400);
  });
});
