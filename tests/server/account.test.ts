// The signed-in navbar's calls: CEO feedback (validated with the modal's own step schema,
// stored, read back by QA, one magic failure), the identity-broker logout and the broker flag.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileSandbox, register } from './helpers';

const sb = fileSandbox();

const FEEDBACK = '/service-profile/api/v1/feedback/ceo';
const APP_UUID = '6c1e7a0e-0000-4000-8000-000000000001';
const valid = { applicationUuid: APP_UUID, message: 'The flow was quick and clear.', topic: 'COMPLIMENT', marketingConsent: true, pathname: `/account/heloc/${APP_UUID}/identity`, productType: 'HELOC' };

describe('POST /service-profile/api/v1/feedback/ceo', () => {
  it('needs the bearer token', async () => {
    expect((await sb.call('POST', FEEDBACK, { body: valid })).status).toBe(401);
  });

  it("answers 400 with the form's own messages", async () => {
    const token = await register(sb, 'ceo-rules@example.com');
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...valid, message: 'too short' }, ['Must be at least 10 characters']],
      [{ ...valid, message: 'x'.repeat(1001) }, ['Must be at most 1000 characters']],
      [{ ...valid, topic: 'COMPLAIN' }, ['Please select a topic']],
      [{ ...valid, marketingConsent: 'YES' }, ['marketingConsent is required']],
      [{ ...valid, productType: 'DSCR' }, ['productType must be HELOC']],
      [{ productType: 'HELOC' }, ['Please select a topic', 'message is required', 'marketingConsent is required']],
    ];
    for (const [body, errors] of cases) {
      const r = await sb.call('POST', FEEDBACK, { token, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.errors).toEqual(errors);
    }
    // The same words as the step schema the modal renders.
    const step = JSON.parse(readFileSync('schemas/steps/feedback-ceo/v1.json', 'utf8'));
    expect(step.schema.properties.message.errorMessage).toMatchObject({ minLength: 'Must be at least 10 characters', maxLength: 'Must be at most 1000 characters' });
  });

  it('stores valid feedback (1000 characters is allowed) and QA reads it back by e-mail or application', async () => {
    const token = await register(sb, 'ceo-ok@example.com');
    const ok = await sb.call('POST', FEEDBACK, { token, body: valid });
    expect(ok.status).toBe(200);
    expect(ok.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    sb.clock.advance(1000);
    const long = await sb.call('POST', FEEDBACK, { token, body: { message: 'y'.repeat(1000), topic: 'IMPROVE', marketingConsent: false, productType: 'HELOC' } });
    expect(long.status).toBe(200);
    const byEmail = await sb.call('GET', '/__sandbox/feedback?email=CEO-OK@example.com');
    expect(byEmail.body).toHaveLength(2);
    expect(byEmail.body[1]).toMatchObject({ uuid: ok.body.uuid, email: 'ceo-ok@example.com', orgCode: 'HOMELINE', ...valid });
    const byApp = await sb.call('GET', `/__sandbox/feedback?applicationUuid=${APP_UUID}`);
    expect(byApp.body.map((f: { uuid: string }) => f.uuid)).toEqual([ok.body.uuid]);
  });

  it("refuses a message containing '#fail' with 503 and stores nothing", async () => {
    const token = await register(sb, 'ceo-fail@example.com');
    const r = await sb.call('POST', FEEDBACK, { token, body: { ...valid, message: 'Please fail #fail now' } });
    expect(r.status).toBe(503);
    expect(r.body.errors).toEqual(['Simulated feedback failure (#fail in the message)']);
    expect((await sb.call('GET', '/__sandbox/feedback?email=ceo-fail@example.com')).body).toEqual([]);
  });
});

describe('POST /identity-broker/{customer|agent}/secure/api/v3/logout', () => {
  it('answers the redirect without handing out a fresh token', async () => {
    const token = await register(sb, 'bye@example.com');
    for (const kind of ['customer', 'agent']) {
      const r = await sb.call('POST', `/identity-broker/${kind}/secure/api/v3/logout`, { token });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ redirect: '/auth/login' });
      expect(r.headers.get('authorization')).toBeNull();
    }
    expect((await sb.call('POST', '/identity-broker/other/secure/api/v3/logout', { token })).status).toBe(404);
    expect((await sb.call('POST', '/identity-broker/customer/secure/api/v3/logout')).status).toBe(401);
  });

  it('fails with 500 for a +logoutfail e-mail', async () => {
    const token = await register(sb, 'bye+logoutfail@example.com');
    expect((await sb.call('POST', '/identity-broker/customer/secure/api/v3/logout', { token })).status).toBe(500);
  });
});

describe('identity isBroker', () => {
  it('is true for a +broker e-mail only', async () => {
    const broker = await register(sb, 'lo+broker@example.com');
    const plain = await register(sb, 'lo@example.com');
    expect((await sb.call('GET', '/identity/secure/api/v1_1/identity', { token: broker })).body.isBroker).toBe(true);
    expect((await sb.call('GET', '/identity/secure/api/v1_1/identity', { token: plain })).body.isBroker).toBe(false);
  });
});
