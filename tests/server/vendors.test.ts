// The simulated-vendor infrastructure (docs/sandbox.md 'Simulated vendors'): the lender call that
// opens a session (schema-checked, idempotent, 409 when the step is not open), the vendor's pages
// under the CSP, the outcome posted once and reported to the lender, the redirect back.
import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();
let n = 0;

async function application(status?: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `vendor-${n++}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody(), token, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  sb.clock.advance(10_000);
  const uuid = r.body.uuid as string;
  if (status) expect((await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: status, uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' } })).status).toBe(200);
  return { token, uuid };
}
const open = (token: string, uuid: string, body: unknown, key?: string) =>
  sb.call('POST', `${BASE}/${uuid}/vendor-sessions`, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const postForm = (path: string, form: Record<string, string>) =>
  fetch(`${sb.base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
const status = async (token: string, uuid: string) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, unknown>;

describe('POST .../vendor-sessions', () => {
  it('opens a session with a url under /__vendor/, the same one again while open', async () => {
    const { token, uuid } = await application('INCOME_VERIFICATION');
    const a = await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' }, 'k-1');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ vendor: 'PAYROLL', status: 'OPEN', returnTo: 'income/pointserv-callback' });
    expect(a.body.url).toBe(`/__vendor/payroll/${a.body.id}`);
    // Replayed key: the same answer; a new key while open: the same session.
    expect((await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' }, 'k-1')).body).toEqual(a.body);
    expect((await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' })).body.id).toBe(a.body.id);
    const read = await sb.call('GET', `${BASE}/${uuid}/vendor-sessions/${a.body.id}`, { token });
    expect(read.body).toMatchObject({ id: a.body.id, status: 'OPEN', outcome: null });
  });

  it('refuses a bad body (400 with errors), an unknown vendor or route (400), a closed step (409), another identity (404)', async () => {
    const { token, uuid } = await application('INCOME_VERIFICATION');
    const bad = await open(token, uuid, { vendor: 'payroll' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.length).toBeGreaterThan(0);
    expect((await open(token, uuid, { vendor: 'NOPE', returnTo: 'income/review' })).status).toBe(400);
    expect((await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/nowhere' })).status).toBe(400);
    const other = await application('OFFER_SELECTION');
    const closed = await open(other.token, other.uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/not open/);
    expect((await open(other.token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' })).status).toBe(404);
  });
});

describe('the vendor pages', () => {
  it('consent, then the choices; a missing choice is 400 on the page; an outcome is reported once and redirects back', async () => {
    const { token, uuid } = await application('INCOME_VERIFICATION');
    const s = (await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' })).body;
    const consent = await fetch(`${sb.base}${s.url}`);
    expect(consent.status).toBe(200);
    expect(consent.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await consent.text();
    expect(html).toContain('Connect your payroll account');
    expect(html).toContain('<script src="/__vendor/vendor.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
    const choose = await (await fetch(`${sb.base}${s.url}?step=choose`)).text();
    expect(choose).toContain('value="acme"');
    expect(choose).toContain('Acme Logistics');

    const missing = await postForm(`${s.url}/outcome`, {});
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('role="alert"');

    const done = await postForm(`${s.url}/outcome`, { choice: 'acme' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/account/heloc/${uuid}/income/pointserv-callback?session=${s.id}`);
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_INCOME_VERIFICATION');
    // A second post (back button): back again, nothing reported twice.
    const again = await postForm(`${s.url}/outcome`, { choice: 'globex' });
    expect(again.status).toBe(303);
    const read = await sb.call('GET', `${BASE}/${uuid}/vendor-sessions/${s.id}`, { token });
    expect(read.body).toMatchObject({ status: 'COMPLETED', outcome: 'success' });
    expect(await (await fetch(`${sb.base}${s.url}`)).text()).toContain('This session has ended');
    sb.clock.advance(5000);
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
  });

  it('an unknown session or vendor is 404; the script is served', async () => {
    expect((await fetch(`${sb.base}/__vendor/payroll/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${sb.base}/__vendor/nope/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const js = await fetch(`${sb.base}/__vendor/vendor.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('a vendor link expires 30 minutes after it is opened', () => {
  it('the page says so (410) with the way back, an outcome posted then reports nothing, and opening again gives a new link', async () => {
    const { token, uuid } = await application('INCOME_VERIFICATION');
    const s = (await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' })).body;
    sb.clock.advance(29 * 60_000);
    expect((await fetch(`${sb.base}${s.url}`)).status).toBe(200);
    sb.clock.advance(2 * 60_000);
    const page = await fetch(`${sb.base}${s.url}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This link has expired');
    expect(html).toContain(`href="/account/heloc/${uuid}/income/pointserv-callback?session=${s.id}"`);
    const late = await postForm(`${s.url}/outcome`, { choice: 'acme' });
    expect(late.status).toBe(410);
    expect((await status(token, uuid))['checklistStatus']).toBe('INCOME_VERIFICATION');
    expect((await sb.call('GET', `${BASE}/${uuid}/vendor-sessions/${s.id}`, { token })).body).toMatchObject({ status: 'OPEN', outcome: null });
    const fresh = (await open(token, uuid, { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' })).body;
    expect(fresh.id).not.toBe(s.id);
    expect((await fetch(`${sb.base}${fresh.url}`)).status).toBe(200);
  });
});
