import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register, startSandbox } from './helpers';

const sb = fileSandbox();

/** Posts a QA page form as a browser does (url-encoded) and returns where it redirects. */
async function post(path: string, fields: Record<string, string>): Promise<{ status: number; location: string }> {
  const res = await fetch(`${sb.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

const html = async (query = ''): Promise<{ text: string; headers: Headers }> => {
  const res = await fetch(`${sb.base}/__sandbox/${query}`);
  return { text: await res.text(), headers: res.headers };
};

describe('QA page', () => {
  it('is plain HTML under the strict CSP, with its script as a file and no inline script', async () => {
    const { text, headers } = await html();
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(text).toContain('<script src="/__sandbox/qa.js" defer></script>');
    expect(text.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(text).not.toMatch(/\son[a-z]+=/);
    const js = await fetch(`${sb.base}/__sandbox/qa.js`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await js.text()).toContain('data-confirm');
  });

  it('lists applications with loan number, brand, state and checklist status, and changes one through its form', async () => {
    const token = await register(sb, 'qa-page@example.com');
    const app = (await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody({ state: 'CA', city: 'Oakland', zip: '94610' }) })).body;
    const before = (await html()).text;
    expect(before).toContain(`<td data-testid="loan-number">${app.loanNumber as string}</td><td>HOMELINE</td><td>CA</td><td>WAITING_FOR_SOFT_CREDIT</td>`);
    expect(before).toContain('<label for="qa-status-field">Checklist status</label>');

    const r = await post('/__sandbox/ui/application', { uuid: app.uuid, checklistStatus: 'INCOME_VERIFICATION', uwDecision: 'FINAL', uwSubDecision: '' });
    expect(r.status).toBe(303);
    expect(r.location).toContain('done=application');
    const status = await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${app.uuid as string}/status`, { token });
    expect(status.body).toMatchObject({ checklistStatus: 'INCOME_VERIFICATION', uwDecision: 'FINAL' });
    const after = (await html(`?${r.location.split('?')[1]?.split('#')[0] ?? ''}`)).text;
    expect(after).toContain(`Application ${app.loanNumber as string} saved: INCOME_VERIFICATION.`);

    const bad = await post('/__sandbox/ui/application', { uuid: app.uuid, checklistStatus: 'not a status' });
    expect(decodeURIComponent(bad.location.replace(/\+/g, ' '))).toContain('checklistStatus must be an UPPER_SNAKE status');
  });

  it("shows the lender's next step with its wait and applies it now through its form", async () => {
    const token = await register(sb, 'qa-page-advance@example.com');
    const app = (await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody() })).body;
    const pending = (await sb.call('GET', `/__sandbox/applications/${app.uuid as string}`)).body.pendingScript as { checklistStatus: string }[];
    const next = pending[0]?.checklistStatus ?? '';
    expect(next).toMatch(/^[A-Z_]+$/);
    const before = (await html()).text;
    expect(before).toContain('<th scope="col">Lender&#39;s next step</th>');
    expect(before).toMatch(new RegExp(`<td>qa-page-advance@example.com</td><td data-testid="next-step">${next} in \\d+ s</td>`));

    const r = await post('/__sandbox/ui/advance', { uuid: app.uuid });
    expect(r.location).toContain('done=advance');
    const after = (await html(`?${r.location.split('?')[1]?.split('#')[0] ?? ''}`)).text;
    expect(after).toContain(`Application ${app.loanNumber as string} moved on: ${next}.`);
    const status = await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${app.uuid as string}/status`, { token });
    expect(status.body.checklistStatus).toBe(next);

    // Once the script has run out, the form says there is nothing to apply.
    await sb.call('PATCH', `/__sandbox/applications/${app.uuid as string}`, { body: { checklistStatus: 'HOLD_FOR_QA' } });
    const none = await post('/__sandbox/ui/advance', { uuid: app.uuid });
    expect(decodeURIComponent(none.location.replace(/\+/g, ' '))).toContain(`Application ${app.loanNumber as string} has no lender step waiting.`);
    expect((await html()).text).toMatch(/<td>qa-page-advance@example.com<\/td><td data-testid="next-step">None waiting<\/td>/);
  });

  it('adds an additional signer through its form: a CO_DEEDER that can sign in', async () => {
    const token = await register(sb, 'qa-page-owner@example.com');
    const app = (await sb.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody() })).body;
    expect((await html()).text).toContain('<label for="qa-signer-email">Signer e-mail</label>');
    const r = await post('/__sandbox/ui/signer', { uuid: app.uuid, email: 'qa-page-signer@example.com', password: '' });
    expect(r.status).toBe(303);
    expect(r.location).toContain('done=signer');
    const after = (await html(`?${r.location.split('?')[1]?.split('#')[0] ?? ''}`)).text;
    expect(after).toContain(`qa-page-signer@example.com is an additional signer of application ${app.loanNumber as string}.`);
    const login = await sb.call('POST', '/identity/api/v1/login', { body: { email: 'qa-page-signer@example.com', password: 'Signer-Sandbox-2026!' } });
    expect(login.status).toBe(200);
    const identity = await sb.call('GET', '/identity/secure/api/v1_1/identity', { token: login.body.jwt });
    expect(identity.body.profileType).toBe('CO_DEEDER');
    const bad = await post('/__sandbox/ui/signer', { uuid: app.uuid, email: 'qa-page-owner@example.com' });
    expect(decodeURIComponent(bad.location.replace(/\+/g, ' '))).toContain('The applicant cannot be an additional signer on their own application');
  });

  it('sets and clears a flag per organisation, and the auth mode', async () => {
    const on = await post('/__sandbox/ui/flag', { org: 'LAKESHORE', key: 'fe-heloc-maintenance', state: 'on', variables: '{"routes":["/account/heloc/register-v2"]}' });
    expect(on.location).toContain('done=flag');
    expect((await sb.call('GET', '/__sandbox/flags/LAKESHORE')).body).toContainEqual({ key: 'fe-heloc-maintenance', enabled: true, variables: { routes: ['/account/heloc/register-v2'] } });
    expect((await post('/__sandbox/ui/flag', { org: 'LAKESHORE', key: 'fe-heloc-maintenance', state: 'on', variables: '[1]' })).location).toContain('error=');
    await post('/__sandbox/ui/flag', { org: 'LAKESHORE', key: 'fe-heloc-maintenance', state: 'default' });
    expect((await sb.call('GET', '/__sandbox/flags/LAKESHORE')).body).toContainEqual(expect.objectContaining({ key: 'fe-heloc-maintenance', enabled: false }));

    await post('/__sandbox/ui/auth-mode', { org: 'HOMELINE', mode: 'newer' });
    expect((await sb.call('GET', '/__sandbox/auth-mode/HOMELINE')).body).toEqual({ newAuthMode: true });
    await post('/__sandbox/ui/auth-mode', { org: 'HOMELINE', mode: 'legacy' });
    expect((await sb.call('GET', '/__sandbox/auth-mode/HOMELINE')).body).toEqual({ newAuthMode: false });
  });

  it('resets everything', async () => {
    expect((await post('/__sandbox/ui/reset', {})).location).toContain('done=reset');
    expect((await html()).text).toContain('No applications yet.');
  });

  it('escapes what the database holds', async () => {
    await sb.call('PUT', `/__sandbox/flags/HOMELINE/${encodeURIComponent('<b>x')}`, { body: { enabled: true, variables: { note: '"><script>' } } });
    const { text } = await html('?org=HOMELINE');
    expect(text).toContain('<td>&lt;b&gt;x</td>');
    expect(text).toContain('&quot;&gt;&lt;script&gt;');
    expect(text).not.toContain('<b>x');
  });

  it('is absent when the control API is off', async () => {
    const prod = await startSandbox({ controlApi: false });
    try {
      expect((await prod.call('GET', '/__sandbox/')).status).toBe(404);
      expect((await prod.call('GET', '/__sandbox/qa.js')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
