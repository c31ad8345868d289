// HS256 JWTs with `jose` (issue 25): signing and checking tokens is security code a kept
// library does better than a hand-written one. Same claims and outcomes as before.
import { SignJWT, errors, jwtVerify } from 'jose';

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

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** Signs a token for the identity valid for TOKEN_TTL_SECONDS from `nowMs`. */
export async function signJwt(secret: string, sub: string, org: string, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ org })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** Why a token was refused; 'signature' maps to 403, the rest to 401. */
export type JwtFailure = 'malformed' | 'signature' | 'expired';

/** Verifies a token (HS256 only); returns its claims or the reason it is refused. */
export async function verifyJwt(secret: string, token: string, nowMs: number): Promise<Claims | JwtFailure> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload['org'] !== 'string' || typeof payload.exp !== 'number') return 'malformed';
    return { sub: payload.sub, org: payload['org'], iat: payload.iat ?? 0, exp: payload.exp };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
    if (error instanceof errors.JWTExpired) return 'expired';
    return 'malformed';
  }
}
