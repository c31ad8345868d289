import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBody, register, startSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb.close());

const BASE = '/service-application/api/v1/application/heloc';
const PROFILE = '3f0c2a9e-1b2c-4d5e-8f90-123456789abc';

async function withApplication(email: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, email);
  const created = await sb.call<{ uuid: string }>('POST', `${BASE}?state=TX`, { token, body: createBody({ email }), headers: { 'x-org': 'HOMELINE' } });
  expect(created.status).toBe(200);
  return { token, uuid: created.body.uuid };
}

describe('experiments (seed 001 §7)', () => {
  it('need the bearer token', async () => {
    expect((await sb.call('PATCH', `${BASE}/experiment-profile`, { body: { optimizelyProfileUuid: PROFILE } })).status).toBe(401);
    expect((await sb.call('GET', `/service-application/api/v3/application/heloc/${PROFILE}`)).status).toBe(401);
  });

  it('records each experiment once per application, the first variation kept', async () => {
    const { token, uuid } = await withApplication('exp@example.com');
    const first = await sb.call<{ experiments: unknown[] }>('PATCH', `${BASE}/${uuid}/experiments`, { token, body: { experiments: [{ name: 'rate-buy-down', variation: 'variation' }] } });
    expect(first.status).toBe(200);
    const again = await sb.call<{ experiments: unknown[] }>('PATCH', `${BASE}/${uuid}/experiments`, {
      token,
      body: { experiments: [{ name: 'rate-buy-down', variation: 'control' }, { name: 'redesign-2025', variation: 'control' }] },
    });
    expect(again.body.experiments).toEqual([{ name: 'rate-buy-down', variation: 'variation' }, { name: 'redesign-2025', variation: 'control' }]);
    const app = await sb.call<{ experiments: unknown[] }>('GET', `${BASE}/${uuid}`, { token });
    expect(app.body.experiments).toEqual(again.body.experiments);
  });

  it('refuses bad records and other identities’ applications', async () => {
    const { token, uuid } = await withApplication('exp2@example.com');
    const bad = await sb.call<{ message: string }>('PATCH', `${BASE}/${uuid}/experiments`, { token, body: { experiments: [{ name: 'x', variation: 'treatment' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("experiments[0].variation must be 'variation' or 'control'");
    const other = await register(sb, 'exp3@example.com');
    expect((await sb.call('PATCH', `${BASE}/${uuid}/experiments`, { token: other, body: { experiments: [] } })).status).toBe(404);
  });

  it('stores the experiment profile id and answers a stable tracker uuid for it', async () => {
    const token = await register(sb, 'exp4@example.com');
    const identity = await sb.call<{ uuid: string }>('GET', '/identity/secure/api/v1/identity', { token });
    expect((await sb.call('GET', `/service-application/api/v3/application/heloc/${PROFILE}`, { token })).status).toBe(404);
    const saved = await sb.call('PATCH', `${BASE}/experiment-profile?identityUuid=${identity.body.uuid}`, { token, body: { optimizelyProfileUuid: PROFILE } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ identityUuid: identity.body.uuid, optimizelyProfileUuid: PROFILE });
    expect((await sb.call<{ optimizelyProfileUuid: string }>('GET', '/service-profile/api/v1/profile', { token })).body.optimizelyProfileUuid).toBe(PROFILE);
    const t1 = await sb.call<{ trackerUuid: string }>('GET', `/service-application/api/v3/application/heloc/${PROFILE}`, { token });
    const t2 = await sb.call<{ trackerUuid: string }>('GET', `/service-application/api/v3/application/heloc/${PROFILE}`, { token });
    expect(t1.body.trackerUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(t2.body.trackerUuid).toBe(t1.body.trackerUuid);
    expect((await sb.call('PATCH', `${BASE}/experiment-profile?identityUuid=${identity.body.uuid}`, { token, body: { optimizelyProfileUuid: 'nope' } })).status).toBe(400);
  });
});
