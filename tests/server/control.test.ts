import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register, startSandbox } from './helpers';

const sb = fileSandbox();

describe('QA control API', () => {
  it('reports health', async () => {
    const r = await sb.call('GET', '/__sandbox/health');
    expect(r.body).toMatchObject({ ok: true, migrations: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] });
  });

  it('reads an application with its status and forces status, decision, flags and fields', async () => {
    const token = await register(sb, 'qa@example.com');
    const c = await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody() });
    const uuid = c.body.uuid as string;
    const g = await sb.call('GET', `/__sandbox/applications/${uuid}`);
    expect(g.body).toMatchObject({ application: { uuid }, status: { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }, identity: { email: 'qa@example.com' } });
    expect(g.body.pendingScript).toHaveLength(1);

    const p = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
      body: { checklistStatus: 'INCOME_VERIFICATION', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', flags: { liensComplete: true, disclosures: { summaryComplete: true } }, application: { rate: 8.25, amount: 90000, term: 10, hasHmda: true, status: { manualNotary: true } } },
    });
    expect(p.status).toBe(200);
    expect(p.body.pendingScript).toEqual([]);
    // The forced status sticks: the script does not overwrite it later.
    sb.clock.advance(60000);
    const s = await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token });
    expect(s.body).toMatchObject({ checklistStatus: 'INCOME_VERIFICATION', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', liensComplete: true, disclosures: { summaryComplete: true, closingReady: false } });
    const a = await sb.call('GET', `/service-application/api/v1/application/heloc/${uuid}`, { token });
    expect(a.body).toMatchObject({ rate: 8.25, amount: 90000, term: 10, hasHmda: true, state: { decision: 'FINAL' }, status: { manualNotary: true, condition: 'UNKNOWN_CONDITION' } });

    const bad = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'lower case', nope: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['checklistStatus must be an UPPER_SNAKE status', 'nope is not allowed']));
  });

  it('advances a script step on demand', async () => {
    const token = await register(sb, 'qa-advance@example.com');
    const c = await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody({ lastName: 'Stuck' }) });
    const before = await sb.call('POST', `/__sandbox/applications/${c.body.uuid}/advance`);
    expect(before.body.status.checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    const t2 = await register(sb, 'qa-advance2@example.com');
    const c2 = await sb.call('POST', '/service-application/api/v1/application/heloc', { token: t2, body: createBody({ lastName: 'Slow' }) });
    const after = await sb.call('POST', `/__sandbox/applications/${c2.body.uuid}/advance`);
    expect(after.body.status.checklistStatus).toBe('OFFER_SELECTION');
  });

  it('sets feature flags and variables per organisation', async () => {
    const flags = (org: string) => sb.call('POST', '/service-optimize/external/api/v1/features', { body: { optimizeUser: { orgCode: org, trackerId: 't' } } });
    const before = await flags('LAKESHORE');
    expect(before.body).toContainEqual(expect.objectContaining({ key: 'fe-heloc-maintenance', enabled: false }));
    const put = await sb.call('PUT', '/__sandbox/flags/LAKESHORE/fe-heloc-maintenance', { body: { enabled: true, variables: { routes: ['/account/heloc/register-v2'], message: 'Back soon', pageTitle: 'Maintenance', shouldShowDashboardLink: false } } });
    expect(put.status).toBe(200);
    const after = await flags('LAKESHORE');
    expect(after.body).toContainEqual({ key: 'fe-heloc-maintenance', enabled: true, variables: { routes: ['/account/heloc/register-v2'], message: 'Back soon', pageTitle: 'Maintenance', shouldShowDashboardLink: false } });
    expect((await flags('HOMELINE')).body).toContainEqual(expect.objectContaining({ key: 'fe-heloc-maintenance', enabled: false }));
    await sb.call('DELETE', '/__sandbox/flags/LAKESHORE/fe-heloc-maintenance');
    expect((await flags('LAKESHORE')).body).toContainEqual(expect.objectContaining({ key: 'fe-heloc-maintenance', enabled: false }));
  });

  it('sets the auth mode per organisation', async () => {
    const mode = (org: string) => sb.call('GET', `/identity-broker/customer/api/v3/auth-mode?application=heloc&org=${org}`);
    expect((await mode('PINECREST')).body).toEqual({ newAuthMode: true });
    expect((await mode('HOMELINE')).body).toEqual({ newAuthMode: false });
    await sb.call('PUT', '/__sandbox/auth-mode/HOMELINE', { body: { newAuthMode: true } });
    expect((await mode('HOMELINE')).body).toEqual({ newAuthMode: true });
    expect((await sb.call('PUT', '/__sandbox/auth-mode/HOMELINE', { body: { newAuthMode: 'yes' } })).status).toBe(400);
  });

  it('resets all data', async () => {
    const token = await register(sb, 'reset@example.com');
    const r = await sb.call('POST', '/__sandbox/reset');
    expect(r.body).toEqual({ ok: true });
    expect((await sb.call('GET', '/__sandbox/health')).body.counts).toEqual({ identities: 0, applications: 0 });
    expect((await sb.call('GET', '/service-profile/api/v1/profile', { token })).status).toBe(401);
    expect((await sb.call('GET', '/identity-broker/customer/api/v3/auth-mode?application=heloc&org=HOMELINE')).body).toEqual({ newAuthMode: false });
  });
});

describe('QA control API in production', () => {
  it('is absent when NODE_ENV is production', async () => {
    const saved = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    const prod = await startSandbox().finally(() => {
      process.env['NODE_ENV'] = saved;
    });
    try {
      expect((await prod.call('GET', '/__sandbox/health')).status).toBe(404);
      expect((await prod.call('POST', '/__sandbox/reset')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
