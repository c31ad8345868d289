import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD, fileSandbox, register } from './helpers';

const PROFILE = '/service-profile/api/v1/profile';
const sb = fileSandbox();

const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('bearer tokens', () => {
  it('answers 401 unauthenticated without a token or with a malformed one', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Bearer abc.def' }, { authorization: 'Basic x' }]) {
      const r = await sb.call('GET', PROFILE, { headers });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('unauthenticated');
    }
  });

  it('guards every /secure/ path, the profile, applications, status and verify-ability', async () => {
    for (const [method, path] of [
      ['GET', '/identity/secure/api/v1_1/identity'],
      ['GET', '/service-application/api/v1/application/heloc/all'],
      ['POST', '/service-application/api/v1/application/heloc'],
      ['GET', '/service-krang-heloc/borrower/secure/api/v1/0b6f2a52-6a4e-4b1e-9c2a-1d4f00000001/status'],
      ['GET', '/service-search/api/v1/profiles/actions/verify-ability-to-start-application'],
      ['POST', '/ft/secure/session'],
      ['POST', '/service-optimize/secure/api/v1/features'],
    ] as const) {
      const r = await sb.call(method, path, method === 'POST' ? { body: {} } : {});
      expect(r.status, path).toBe(401);
    }
  });

  it('answers 403 invalid signature for a token signed with another secret', async () => {
    const token = await register(sb, 'sig@example.com');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${createHmac('sha256', 'other').update(`${h}.${p}`).digest('base64url')}`;
    const r = await sb.call('GET', PROFILE, { token: forged });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ errors: ['invalid signature'], message: 'invalid signature' });
  });

  it('answers 401 for an expired token and refreshes a valid one on every 200', async () => {
    const token = await register(sb, 'exp@example.com');
    sb.clock.advance(30 * 60 * 1000);
    const r = await sb.call('GET', PROFILE, { token });
    expect(r.status).toBe(200);
    const fresh = r.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    expect(fresh).not.toBe(token);
    sb.clock.advance(31 * 60 * 1000);
    expect((await sb.call('GET', PROFILE, { token })).status).toBe(401);
    expect((await sb.call('GET', PROFILE, { token: fresh })).status).toBe(200);
  });

  it('does not refresh on errors', async () => {
    const token = await register(sb, 'norefresh@example.com');
    const r = await sb.call('GET', '/service-application/api/v1/application/heloc/0b6f2a52-6a4e-4b1e-9c2a-1d4f00000001', { token });
    expect(r.status).toBe(404);
    expect(r.headers.get('authorization')).toBeNull();
  });

  it('refuses an alg other than HS256 and a token for an unknown identity', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', org: 'HOMELINE', exp: 9e9 })}.`;
    expect((await sb.call('GET', PROFILE, { token: none })).status).toBe(401);
    const h = b64({ alg: 'HS256', typ: 'JWT' });
    const p = b64({ sub: '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000abcd', org: 'HOMELINE', exp: 9e9 });
    const ghost = `${h}.${p}.${createHmac('sha256', 'test-secret').update(`${h}.${p}`).digest('base64url')}`;
    expect((await sb.call('GET', PROFILE, { token: ghost })).status).toBe(401);
  });

  it('answers CORS preflights from local dev servers and exposes Authorization', async () => {
    const res = await fetch(`${sb.base}${PROFILE}`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-org');
    const other = await fetch(`${sb.base}${PROFILE}`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Cache-Control of authenticated answers (issue 25)', () => {
  it('answers no-store to every call that carries a token or signs in, and leaves anonymous reads alone', async () => {
    const token = await register(sb, 'nostore@example.com');
    const signIn = await sb.call('POST', '/identity/api/v1/login', { body: { email: 'nostore@example.com', password: PASSWORD }, headers: { 'x-org': 'HOMELINE' } });
    expect(signIn.status).toBe(200);
    const answers = [
      await sb.call('GET', PROFILE, { token }),
      await sb.call('GET', '/service-application/api/v1/application/heloc/all', { token }),
      // Refused tokens and errors too: what a caller with a token is told is theirs alone.
      await sb.call('GET', PROFILE, { token: 'abc.def.ghi' }),
      await sb.call('GET', '/service-application/api/v1/application/heloc/0b6f2a52-6a4e-4b1e-9c2a-1d4f00000001', { token }),
    ];
    for (const r of answers) expect(r.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect((await sb.call('GET', '/')).headers.get('cache-control')).not.toBe('no-store');
  });
});
