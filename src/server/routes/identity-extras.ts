// Identity calls of seed 001 §7 beyond sign-in: the phone alias (PUT identity/alias) and the
// identity broker's self/figureinfo read (customer or agent path, with the application's name in
// X-Auth0-Application-Name).
import type { FastifyInstance } from 'fastify';
import { formatPhone } from '../../domain/phone';
import { authOf, headerOf, requireAuth, type Ctx } from '../context';
import { HttpError, badRequest } from '../errors';
import { idempotent } from '../idempotency';
import { EMAIL_TAGS, emailTags } from '../scenarios';
import { findIdentity, findProfile, identityView, setIdentityPhone } from '../store/identities';

/** Registers the alias and figureinfo routes. */
export function identityExtraRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  // Idempotent: the same alias again is the same identity (and a repeated Idempotency-Key replays).
  app.put('/identity/secure/api/v1/identity/alias', secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    // The schema is the phone field's rule ((512) 555-0142); 10 plain digits are formatted first so they pass it too.
    const raw = req.body as { value?: unknown } | null;
    const sent = typeof raw?.value === 'string' && /^\d{10}$/.test(raw.value) ? { ...raw, value: formatPhone(raw.value) } : req.body;
    const body = ctx.validators.parse<{ type: 'Phone'; value: string }>('identity-alias', sent);
    const auth = authOf(req);
    // Kept as its digits, whether sent as digits or as the phone field shows it (seed 001 §5 reduction).
    const identity = await setIdentityPhone(ctx.db, auth.identityUuid, body.value.replace(/\D/g, ''), ctx.now());
    if (identity === undefined) throw new HttpError(401, 'unauthenticated');
    const profile = await findProfile(ctx.db, auth.identityUuid);
    return identityView(identity, profile?.type ?? 'PRIMARY');
  }));

  app.get<{ Params: { kind: string } }>('/identity-broker/:kind/secure/api/v3/self/figureinfo', secure, async (req) => {
    if (req.params.kind !== 'customer' && req.params.kind !== 'agent') throw new HttpError(404, 'Not found');
    const appName = headerOf(req, 'x-auth0-application-name');
    if (appName === undefined || appName === '') throw badRequest('X-Auth0-Application-Name is required');
    const identity = await findIdentity(ctx.db, authOf(req).identityUuid);
    if (identity === undefined) throw new HttpError(401, 'unauthenticated');
    const profile = await findProfile(ctx.db, identity.uuid);
    const isBroker = emailTags(identity.email).has(EMAIL_TAGS.broker);
    // The agent path answers for agents (brokers) only.
    if (req.params.kind === 'agent' && !isBroker) throw new HttpError(403, 'Not an agent');
    return {
      ...identityView(identity, profile?.type ?? 'PRIMARY'),
      isBroker,
      applicationName: appName,
      name: profile ? { firstName: profile.first_name, middleName: profile.middle_name, lastName: profile.last_name, suffix: profile.suffix } : null,
    };
  });
}
