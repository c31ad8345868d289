// HS256 JWTs with node:crypto only, so the sandbox needs no JWT dependency.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims the sandbox puts in (and expects from) a token. */
export interface Claims {
  /** Identity uuid. */
  sub: string;
  org: string;
  iat: number;
  exp: number;
}

/** Lifetime of a token; every authenticated 200 hands out a fresh one. */
export const TOKEN_TTL_SECONDS = 3600;

const b64url = (buf: Buffer | string): string => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Signs a token for the identity valid for TOKEN_TTL_SECONDS from `nowMs`. */
export function signJwt(secret: string, sub: string, org: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = b64url(JSON.stringify({ sub, org, iat, exp: iat + TOKEN_TTL_SECONDS }));
  const sig = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${sig}`;
}

/** Why a token was refused; 'signature' maps to 403, the rest to 401. */
export type JwtFailure = 'malformed' | 'signature' | 'expired';

/** Verifies a token; returns its claims or the reason it is refused. */
export function verifyJwt(secret: string, token: string, nowMs: number): Claims | JwtFailure {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  const [h = '', p = '', s = ''] = parts;
  let header: unknown;
  let claims: Partial<Claims>;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    return 'malformed';
  }
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') return 'malformed';
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  if (typeof claims.sub !== 'string' || typeof claims.org !== 'string' || typeof claims.exp !== 'number') return 'malformed';
  if (claims.exp * 1000 <= nowMs) return 'expired';
  return { sub: claims.sub, org: claims.org, iat: claims.iat ?? 0, exp: claims.exp };
}
