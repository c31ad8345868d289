// Identity service: registration (seed 000 §7), the sandbox's own sign-in, identity verify.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { authOf, requireAuth } from '../context';
import { HttpError } from '../errors';
import { hashPassword, verifyPassword } from '../password';
import { EMAIL_TAGS, emailTags } from '../scenarios';
import { createIdentity, findIdentity, findIdentityByEmail, findProfile, identityView } from '../store/identities';

interface RegisterBody {
  email: string;
  password: string;
  phoneNumber: string;
}

/** Registers the identity routes. */
export function identityRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/identity/api/v1/registration/register', async (req) => {
    const body = ctx.validators.parse<RegisterBody>('identity-register', req.body);
    const q = req.query as Record<string, unknown>;
    const org = typeof q['organization'] === 'string' && q['organization'] !== '' ? q['organization'].toUpperCase() : ctx.orgOf(req);
    // The seed's client expects 401 for an existing identity (it opens 'Account already exists').
    if ((await findIdentityByEmail(ctx.db, org, body.email)) !== undefined) throw new HttpError(401, 'identity exists');
    const identity = await createIdentity(ctx.db, { org, email: body.email, passwordHash: await hashPassword(body.password), phone: body.phoneNumber }, ctx.now());
    if (identity === undefined) throw new HttpError(401, 'identity exists');
    req.auth = { identityUuid: identity.uuid, org };
    return { jwt: await ctx.sign(identity.uuid, org), identityUuid: identity.uuid };
  });

  app.post('/identity/api/v1/login', async (req) => {
    const body = ctx.validators.parse<{ email: string; password: string }>('identity-login', req.body);
    const org = ctx.orgOf(req);
    const identity = await findIdentityByEmail(ctx.db, org, body.email);
    if (identity === undefined || !(await verifyPassword(body.password, identity.password_hash))) {
      throw new HttpError(401, 'invalid email or password');
    }
    req.auth = { identityUuid: identity.uuid, org };
    return { jwt: await ctx.sign(identity.uuid, org), identityUuid: identity.uuid };
  });

  const verify = async (req: FastifyRequest): Promise<Record<string, unknown>> => {
    const auth = authOf(req);
    const identity = await findIdentity(ctx.db, auth.identityUuid);
    if (identity === undefined) throw new HttpError(401, 'unauthenticated');
    const profile = await findProfile(ctx.db, auth.identityUuid);
    return { ...identityView(identity, profile?.type ?? 'PRIMARY'), isBroker: emailTags(identity.email).has(EMAIL_TAGS.broker) };
  };
  app.get('/identity/secure/api/v1_1/identity', { preHandler: requireAuth(ctx) }, verify);
  app.get('/identity/secure/api/v1/identity', { preHandler: requireAuth(ctx) }, verify);

  // Identity-broker logout (seed 001 §7): answers where to send the browser. The sandbox signs
  // JWTs without a server-side session, so it only stops refreshing the token (no fresh token
  // on this answer); the client clears it.
  app.post<{ Params: { kind: string } }>('/identity-broker/:kind/secure/api/v3/logout', { preHandler: requireAuth(ctx) }, async (req) => {
    if (req.params.kind !== 'customer' && req.params.kind !== 'agent') throw new HttpError(404, 'Not found');
    const identity = await findIdentity(ctx.db, authOf(req).identityUuid);
    req.auth = null;
    if (identity !== undefined && emailTags(identity.email).has(EMAIL_TAGS.logoutFail)) {
      throw new HttpError(500, 'Simulated logout failure (+logoutfail e-mail tag)');
    }
    return { redirect: '/auth/login' };
  });
}
