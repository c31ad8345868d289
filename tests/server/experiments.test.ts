import { describe, expect, it } from 'vitest';
import { assign } from '../../src/server/experiments';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const V3 = '/service-application/api/v3/application/heloc';
const TRACKER = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const decide = (org: string, trackerId: string) =>
  sb.call('POST', '/service-optimize/external/api/v2/decision', { body: { optimizeUser: { orgCode: org, trackerId } } });

describe('experiment decisions', () => {
  it('answers the same arm for the same tracker, per experiment', async () => {
    const a = await decide('HOMELINE', TRACKER);
    expect(a.status).toBe(200);
    expect(a.body).toEqual([
      { name: 'heloc-offer-layout', variation: assign(TRACKER, 'heloc-offer-layout', 50) },
      { name: 'heloc-processing-copy', variation: assign(TRACKER, 'heloc-processing-copy', 50) },
    ]);
    expect((await decide('HOMELINE', TRACKER)).body).toEqual(a.body);
  });

  it('splits trackers roughly by the traffic percentage', () => {
    const arms = Array.from({ length: 2000 }, (_, i) => assign(`tracker-${i}`, 'heloc-offer-layout', 50));
    const share = arms.filter((a) => a === 'variation').length / arms.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
    expect(assign('x', 'y', 0)).toBe('control');
    expect(assign('x', 'y', 100)).toBe('variation');
  });

  it('needs a tracker id', async () => {
    const r = await sb.call('POST', '/service-optimize/external/api/v2/decision', { body: { optimizeUser: { orgCode: 'HOMELINE' } } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toContain('optimizeUser.trackerId is required');
  });

  it('follows the experiments QA sets per organisation', async () => {
    const put = await sb.call('PUT', '/__sandbox/experiments/LAKESHORE/heloc-new-stepper', { body: { enabled: true, trafficPercent: 100 } });
    expect(put.body).toEqual({ name: 'heloc-new-stepper', enabled: true, trafficPercent: 100 });
    await sb.call('PUT', '/__sandbox/experiments/LAKESHORE/heloc-offer-layout', { body: { enabled: false } });
    const lake = await decide('LAKESHORE', TRACKER);
    expect(lake.body).toContainEqual({ name: 'heloc-new-stepper', variation: 'variation' });
    expect(lake.body.map((d: { name: string }) => d.name)).not.toContain('heloc-offer-layout');
    expect((await decide('HOMELINE', TRACKER)).body.map((d: { name: string }) => d.name)).toContain('heloc-offer-layout');
    const cleared = await sb.call('DELETE', '/__sandbox/experiments/LAKESHORE/heloc-offer-layout');
    expect(cleared.body).toContainEqual({ name: 'heloc-offer-layout', enabled: true, trafficPercent: 50 });
    const bad = await sb.call('PUT', '/__sandbox/experiments/LAKESHORE/heloc-x', { body: { enabled: true, trafficPercent: 150 } });
    expect(bad.status).toBe(400);
  });
});

describe('saving assignments per application', () => {
  it('keeps the first variation of each experiment and lists them for QA', async () => {
    const token = await register(sb, 'exp@example.com');
    const app = await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody() });
    const uuid = app.body.uuid as string;
    const first = await sb.call('PATCH', `${V3}/${uuid}/experiments`, { token, body: { experiments: [{ name: 'heloc-offer-layout', variation: 'variation' }] } });
    expect(first.body).toEqual({ applicationUuid: uuid, experiments: [{ name: 'heloc-offer-layout', variation: 'variation' }] });
    const again = await sb.call('PATCH', `${V3}/${uuid}/experiments`, {
      token,
      body: { experiments: [{ name: 'heloc-offer-layout', variation: 'control' }, { name: 'heloc-processing-copy', variation: 'control' }] },
    });
    expect(again.body.experiments).toEqual([
      { name: 'heloc-offer-layout', variation: 'variation' },
      { name: 'heloc-processing-copy', variation: 'control' },
    ]);
    expect((await sb.call('GET', `/__sandbox/applications/${uuid}`)).body.experiments).toHaveLength(2);

    const wrong = await sb.call('PATCH', `${V3}/${uuid}/experiments`, { token, body: { experiments: [{ name: 'a', variation: 'b' }] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toContain("variation must be 'variation' or 'control'");
    const other = await register(sb, 'exp-other@example.com');
    expect((await sb.call('PATCH', `${V3}/${uuid}/experiments`, { token: other, body: { experiments: [] } })).status).toBe(404);
    expect((await sb.call('PATCH', `${V3}/not-an-id/experiments`, { token, body: { experiments: [] } })).body.errors).toEqual(['App ID is required to save experiment']);
  });
});

describe('experiment profile (the tracker of a profile)', () => {
  it('starts without a tracker, saves the one sent, and answers it', async () => {
    const token = await register(sb, 'tracker@example.com');
    const g = await sb.call('GET', `${V3}/experiment-profile`, { token });
    expect(g.body.optimizelyProfileUuid).toBeNull();
    const identityUuid = g.body.identityUuid as string;
    const p = await sb.call('PATCH', `${V3}/experiment-profile?identityUuid=${identityUuid}`, { token, body: { optimizelyProfileUuid: TRACKER } });
    expect(p.body).toEqual({ identityUuid, optimizelyProfileUuid: TRACKER });
    expect((await sb.call('GET', `${V3}/experiment-profile`, { token })).body.optimizelyProfileUuid).toBe(TRACKER);
    expect((await sb.call('GET', '/service-profile/api/v1/profile', { token })).body.optimizelyProfileUuid).toBe(TRACKER);
  });

  it("refuses a save without the identity ('No profile uuid') or for someone else", async () => {
    const token = await register(sb, 'tracker2@example.com');
    const none = await sb.call('PATCH', `${V3}/experiment-profile`, { token, body: { optimizelyProfileUuid: TRACKER } });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['No profile uuid']);
    const other = await sb.call('PATCH', `${V3}/experiment-profile?identityUuid=6c1e7a0e-0000-4000-8000-000000000000`, { token, body: { optimizelyProfileUuid: TRACKER } });
    expect(other.status).toBe(403);
    expect((await sb.call('GET', `${V3}/experiment-profile`)).status).toBe(401);
  });

  it('takes the tracker of the create call when the profile has none, and keeps an existing one', async () => {
    const token = await register(sb, 'tracker3@example.com');
    const body = { ...createBody(), optimizelyProfileRequest: { trackerUuid: TRACKER } };
    await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body });
    expect((await sb.call('GET', `${V3}/experiment-profile`, { token })).body.optimizelyProfileUuid).toBe(TRACKER);
    const token2 = await register(sb, 'tracker4@example.com');
    const id2 = (await sb.call('GET', `${V3}/experiment-profile`, { token: token2 })).body.identityUuid;
    const kept = '2c8e7cde-ccfe-4c3e-8c6e-bc9e0cce5cfe';
    await sb.call('PATCH', `${V3}/experiment-profile?identityUuid=${id2}`, { token: token2, body: { optimizelyProfileUuid: kept } });
    await sb.call('POST', '/service-application/api/v1/application/heloc', { token: token2, body });
    expect((await sb.call('GET', `${V3}/experiment-profile`, { token: token2 })).body.optimizelyProfileUuid).toBe(kept);
  });
});

describe('affiliate prepopulation', () => {
  it('answers the record of the _ft_prepop cookie', async () => {
    const r = await sb.call('GET', '/a/external/prepop', { headers: { cookie: 'other=1; _ft_prepop=AFF-EVEN-1001' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: { firstName: 'Riley', lastName: 'Hart' }, email: 'riley.hart@example.com', affiliates: ['EVEN_FINANCIAL'], abVersion: 'B' });
  });
  it('answers 404 without the cookie or for an unknown value', async () => {
    expect((await sb.call('GET', '/a/external/prepop')).status).toBe(404);
    expect((await sb.call('GET', '/a/external/prepop', { headers: { cookie: '_ft_prepop=NOPE' } })).status).toBe(404);
  });
});
