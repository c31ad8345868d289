// What every route module gets: the database, the clock, signing, organisations, validators.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Brands } from './brands';
import { resolveOrg } from './brands';
import { keyedBodyHash } from './body-hash';
import { HttpError } from './errors';
import { signJwt, verifyJwt } from './jwt';
import type { Db } from './store/db';
import { findIdentity } from './store/identities';
import type { Validators } from './validation';

/** The signed-in identity of a request. */
export interface Auth {
  identityUuid: string;
  org: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `ctx.authenticate`; an authenticated 200 answer then carries a fresh token. */
    auth: Auth | null;
  }
}

/** Shared services of the sandbox. */
export interface Ctx {
  db: Db;
  now: () => number;
  brands: Brands;
  validators: Validators;
  /** Signs a token for the identity. */
  sign(identityUuid: string, org: string): Promise<string>;
  /** The request's organisation (x-org, query, default brand). */
  orgOf(req: FastifyRequest): string;
  /** Verifies the bearer token; 401 unauthenticated / 403 invalid signature. */
  authenticate(req: FastifyRequest): Promise<Auth>;
  /** A keyed hash of a body (keyedBodyHash under the sandbox's secret): what is stored to recognise a repeated body. */
  bodyHash(v: unknown): string;
}

/** Builds the context around an open database. */
export function makeCtx(db: Db, opts: { now: () => number; secret: string; brands: Brands; validators: Validators }): Ctx {
  const unauthenticated = (): HttpError => new HttpError(401, 'unauthenticated');
  return {
    db,
    now: opts.now,
    brands: opts.brands,
    validators: opts.validators,
    sign: (identityUuid, org) => signJwt(opts.secret, identityUuid, org, opts.now()),
    orgOf: (req) => resolveOrg(req, opts.brands),
    bodyHash: (v) => keyedBodyHash(opts.secret, v),
    async authenticate(req) {
      if (req.auth !== null) return req.auth;
      const header = req.headers.authorization;
      const m = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
      if (m?.[1] === undefined) throw unauthenticated();
      const claims = await verifyJwt(opts.secret, m[1], opts.now());
      if (claims === 'signature') throw new HttpError(403, 'invalid signature');
      if (typeof claims === 'string') throw unauthenticated();
      // A token outliving a QA reset names an identity that no longer exists.
      if ((await findIdentity(db, claims.sub)) === undefined) throw unauthenticated();
      req.auth = { identityUuid: claims.sub, org: claims.org };
      return req.auth;
    },
  };
}

/** A preHandler that requires a valid bearer token. */
export function requireAuth(ctx: Ctx) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await ctx.authenticate(req);
  };
}

/** The request's auth, for handlers behind requireAuth. */
export function authOf(req: FastifyRequest): Auth {
  if (req.auth === null) throw new HttpError(401, 'unauthenticated');
  return req.auth;
}

/** A single header value. */
export function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** True for a canonical 8-4-4-4-12 hex uuid. */
export const isUuid = (s: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
