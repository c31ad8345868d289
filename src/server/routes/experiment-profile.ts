// Application service v3 (seed 001 §7): the profile's experiment tracker (optimizelyProfileUuid)
// and the experiment assignments saved per application.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { authOf, isUuid, requireAuth } from '../context';
import { HttpError, badRequest, notFound } from '../errors';
import { findApplication } from '../store/applications';
import { assignmentsOf, saveAssignments } from '../store/experiments';
import { findProfile, setProfileTracker } from '../store/identities';

const BASE = '/service-application/api/v3/application/heloc';

/** Registers the experiment-profile and application-experiments routes. */
export function experimentProfileRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  app.get(`${BASE}/experiment-profile`, secure, async (req) => {
    const { identityUuid } = authOf(req);
    const profile = await findProfile(ctx.db, identityUuid);
    if (profile === undefined) throw notFound('profile');
    return { identityUuid, optimizelyProfileUuid: profile.optimizely_profile_uuid };
  });

  app.patch(`${BASE}/experiment-profile`, secure, async (req) => {
    const body = ctx.validators.parse<{ optimizelyProfileUuid: string }>('experiment-profile', req.body);
    const q = (req.query ?? {}) as Record<string, unknown>;
    const identityUuid = typeof q['identityUuid'] === 'string' ? q['identityUuid'] : '';
    if (identityUuid === '') throw badRequest('No profile uuid');
    // Only the signed-in identity's own profile.
    if (identityUuid.toLowerCase() !== authOf(req).identityUuid.toLowerCase()) throw new HttpError(403, 'forbidden');
    const profile = await setProfileTracker(ctx.db, authOf(req).identityUuid, body.optimizelyProfileUuid.toLowerCase(), ctx.now());
    if (profile === undefined) throw notFound('profile');
    return { identityUuid: authOf(req).identityUuid, optimizelyProfileUuid: profile.optimizely_profile_uuid };
  });

  app.patch<{ Params: { appUuid: string } }>(`${BASE}/:appUuid/experiments`, secure, async (req) => {
    const body = ctx.validators.parse<{ experiments: { name: string; variation: string }[] }>('application-experiments', req.body);
    if (!isUuid(req.params.appUuid)) throw badRequest('App ID is required to save experiment');
    const row = await findApplication(ctx.db, req.params.appUuid);
    if (row === undefined || row.identity_uuid !== authOf(req).identityUuid) throw notFound('application');
    await saveAssignments(ctx.db, row.uuid, body.experiments, ctx.now());
    return { applicationUuid: row.uuid, experiments: await assignmentsOf(ctx.db, row.uuid) };
  });
}
