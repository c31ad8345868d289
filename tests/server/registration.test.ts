import { describe, expect, it } from 'vitest';
import { fileSandbox, PASSWORD, register } from './helpers';

const sb = fileSandbox();

describe('registration calls (seed 000 §7)', () => {
  it('registers, answers a jwt in the body and the Authorization header, and verifies the identity', async () => {
    const r = await sb.call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', {
      body: { email: 'reg.one@example.com', password: PASSWORD, phoneNumber: '5125550100' },
    });
    expect(r.status).toBe(200);
    expect(r.body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(r.headers.get('authorization')).toMatch(/^Bearer /);
    expect(r.headers.get('access-control-expose-headers')).toContain('Authorization');
    const v = await sb.call('GET', '/identity/secure/api/v1_1/identity', { token: r.body.jwt });
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({ email: 'reg.one@example.com', organizationCode: 'HOMELINE', profileType: 'PRIMARY' });
    expect(JSON.stringify(v.body)).not.toContain(PASSWORD);
  });

  it('answers 401 identity exists for an e-mail already registered in the org (any case)', async () => {
    await register(sb, 'dup@example.com');
    const r = await sb.call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', {
      body: { email: 'DUP@example.com', password: PASSWORD, phoneNumber: '5125550100' },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: ['identity exists'], message: 'identity exists' });
  });

  it('lets the same e-mail register in another organisation', async () => {
    await register(sb, 'two.orgs@example.com', 'HOMELINE');
    await expect(register(sb, 'two.orgs@example.com', 'EMPIRE')).resolves.toMatch(/\./);
  });

  it('answers 400 with the shared field messages for a bad payload', async () => {
    const r = await sb.call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', {
      body: { email: 'not-an-email', password: 'short', phoneNumber: '15125550100' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining(['Please enter a valid email address', 'Password is not strong enough', 'Country code 1 is not needed']),
    );
    expect(r.body.message).toBe(r.body.errors.join(', '));
  });

  it('names missing fields', async () => {
    const r = await sb.call('POST', '/identity/api/v1/registration/register', { body: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(['Please enter your email', 'Password is required', 'Please enter your mobile phone']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${sb.base}/identity/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveLength(1);
  });

  it('signs in with the sandbox login and refuses a wrong password', async () => {
    await register(sb, 'login@example.com');
    const ok = await sb.call('POST', '/identity/api/v1/login', { body: { email: 'login@example.com', password: PASSWORD }, headers: { 'x-org': 'HOMELINE' } });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.jwt).toBe('string');
    const bad = await sb.call('POST', '/identity/api/v1/login', { body: { email: 'login@example.com', password: 'Wrong-password1!' } });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('invalid email or password');
  });

  it('serves the profile, saves the name, and lists consent types', async () => {
    const token = await register(sb, 'profile@example.com');
    const p = await sb.call('GET', '/service-profile/api/v1/profile', { token });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({
      type: 'PRIMARY',
      email: 'profile@example.com',
      phoneNumbers: [{ type: 'MOBILE', number: '5125550100' }],
      hasSsn: false,
      name: { firstName: null, lastName: null },
    });
    const put = await sb.call('PUT', '/service-profile/api/v1/profile/name', { token, body: { firstName: ' Sam ', lastName: 'Rivera', suffix: 'JR' } });
    expect(put.status).toBe(200);
    expect(put.body.name).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', suffix: 'JR' });
    const badName = await sb.call('PUT', '/service-profile/api/v1/profile/name', { token, body: { firstName: 'S', lastName: 'R0' } });
    expect(badName.status).toBe(400);
    expect(badName.body.errors).toContain('First name must be at least 2 characters long');
    const types = await sb.call('GET', '/service-profile/api/v1/profile/consent-types');
    expect(types.body.map((t: { type: string }) => t.type)).toEqual(['PRIVACY', 'TERMS', 'COMMUNICATIONS']);
    const appTypes = await sb.call('GET', '/service-application/api/v1/application/heloc/consent-types');
    expect(appTypes.body).toContainEqual({ type: 'SOFT_CREDIT', version: 3 });
  });

  it('returns SMS prompt uuids and stores the user consent', async () => {
    const token = await register(sb, 'sms@example.com');
    const sms = await sb.call('GET', '/service-comms-prefs/external/api/v1/consent/prompt/SMS');
    const tx = await sb.call('GET', '/service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL');
    expect(sms.body.uuid).not.toBe(tx.body.uuid);
    const body = {
      org: 'HOMELINE', source: 'APP_FLOW', productType: 'HELOC', phone: '5125550100', email: 'sms@example.com',
      consents: [{ consentPromptUuid: sms.body.uuid, optInOut: 'OPT_IN' }, { consentPromptUuid: tx.body.uuid, optInOut: 'OPT_OUT' }],
    };
    const r = await sb.call('POST', '/service-comms-prefs/secure/api/v1/consent/user', { token, body });
    expect(r.status).toBe(200);
    expect(r.body.consents).toHaveLength(2);
    const anon = await sb.call('POST', '/service-comms-prefs/secure/api/v1/consent/user', { body });
    expect(anon.status).toBe(401);
  });

  it('stores CEO feedback for signed-in users only, with its length rule', async () => {
    const token = await register(sb, 'feedback@example.com');
    const short = await sb.call('POST', '/service-profile/api/v1/feedback/ceo', { token, body: { message: 'too short', topic: 'IMPROVE', marketingConsent: false, productType: 'HELOC' } });
    expect(short.body.errors).toEqual(['Must be at least 10 characters']);
    const ok = await sb.call('POST', '/service-profile/api/v1/feedback/ceo', { token, body: { message: 'The flow was quick and clear.', topic: 'COMPLIMENT', marketingConsent: true, pathname: '/dashboard', productType: 'HELOC' } });
    expect(ok.status).toBe(200);
  });
});
