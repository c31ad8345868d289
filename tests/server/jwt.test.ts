// The sandbox's tokens (issue 25): jose signs and checks them with the claims and outcomes of
// before; a tampered, expired, foreign-secret or other-alg token is refused.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS, signJwt, verifyJwt } from '../../src/server/jwt';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
const parts = (t: string): [string, string, string] => t.split('.') as [string, string, string];

describe('sandbox JWTs (jose)', () => {
  it('signs HS256 with sub, org, iat and exp one TTL later, and verifies its own tokens', async () => {
    const token = await signJwt('s3cret', 'id-1', 'HOMELINE', NOW);
    const [h, p] = parts(token);
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const iat = NOW / 1000;
    expect(JSON.parse(Buffer.from(p, 'base64url').toString())).toEqual({ org: 'HOMELINE', sub: 'id-1', iat, exp: iat + TOKEN_TTL_SECONDS });
    expect(await verifyJwt('s3cret', token, NOW + 1000)).toEqual({ sub: 'id-1', org: 'HOMELINE', iat, exp: iat + TOKEN_TTL_SECONDS });
  });

  it('refuses a token signed with another secret or with a changed payload as a signature failure', async () => {
    const token = await signJwt('s3cret', 'id-1', 'HOMELINE', NOW);
    expect(await verifyJwt('other', token, NOW)).toBe('signature');
    const [h, , s] = parts(token);
    const tampered = `${h}.${b64({ sub: 'id-2', org: 'HOMELINE', iat: NOW / 1000, exp: NOW / 1000 + 60 })}.${s}`;
    expect(await verifyJwt('s3cret', tampered, NOW)).toBe('signature');
  });

  it('refuses an expired token, at its exp and after', async () => {
    const token = await signJwt('s3cret', 'id-1', 'HOMELINE', NOW);
    expect(await verifyJwt('s3cret', token, NOW + TOKEN_TTL_SECONDS * 1000 - 1000)).not.toBeTypeOf('string');
    expect(await verifyJwt('s3cret', token, NOW + TOKEN_TTL_SECONDS * 1000)).toBe('expired');
    expect(await verifyJwt('s3cret', token, NOW + 2 * TOKEN_TTL_SECONDS * 1000)).toBe('expired');
  });

  it("refuses alg 'none', another HMAC alg, garbage and missing claims as malformed", async () => {
    const payload = b64({ sub: 'id-1', org: 'HOMELINE', exp: NOW / 1000 + 60 });
    expect(await verifyJwt('s3cret', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, NOW)).toBe('malformed');
    const h512 = b64({ alg: 'HS512', typ: 'JWT' });
    const hs512 = `${h512}.${payload}.${createHmac('sha512', 's3cret').update(`${h512}.${payload}`).digest('base64url')}`;
    expect(await verifyJwt('s3cret', hs512, NOW)).toBe('malformed');
    for (const junk of ['', 'abc', 'a.b', 'a.b.c', `${b64({ alg: 'HS256' })}.not-json.x`]) expect(await verifyJwt('s3cret', junk, NOW)).toBe('malformed');
    const h = b64({ alg: 'HS256', typ: 'JWT' });
    const noOrg = b64({ sub: 'id-1', exp: NOW / 1000 + 60 });
    const signed = `${h}.${noOrg}.${createHmac('sha256', 's3cret').update(`${h}.${noOrg}`).digest('base64url')}`;
    expect(await verifyJwt('s3cret', signed, NOW)).toBe('malformed');
  });
});
