// Experiments (seed 001 §3 Experiment record, §7). The seed writes `{base}` for the first two
// paths; the sandbox takes it as the application service's base. Secure: bearer token required.
// - PATCH {base}/{appUuid}/experiments { experiments: [{ name, variation }] }: records each
//   experiment once per application (the first variation stays; seed 001 §4); answers the list.
// - PATCH {base}/experiment-profile?identityUuid= { optimizelyProfileUuid }: stores the profile's
//   experiment profile id; answers { identityUuid, optimizelyProfileUuid }.
// - GET /service-application/api/v3/application/heloc/{experimentProfile}: { trackerUuid } for a
//   profile holding that experiment profile id (stable per profile); 404 otherwise.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authOf, isUuid, requireAuth, type Ctx } from '../context';
import { HttpError, badRequest, notFound } from '../errors';
import { findApplication, patchApplication } from '../store/applications';

const BASE = '/service-application/api/v1/application/heloc';

/** A recorded experiment. */
interface Experiment {
  name: string;
  variation: 'variation' | 'control';
}

/** The body's experiments, or a 400 naming what is wrong. */
function parseExperiments(body: unknown): Experiment[] {
  const list = (body as { experiments?: unknown } | null)?.experiments;
  if (!Array.isArray(list)) throw badRequest('experiments must be a list of { name, variation }');
  return list.map((e, i) => {
    const { name, variation } = (e ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') throw badRequest(`experiments[${i}].name is required`);
    if (variation !== 'variation' && variation !== 'control') throw badRequest(`experiments[${i}].variation must be 'variation' or 'control'`);
    return { name, variation };
  });
}

/** A uuid-shaped id derived from `seed` (stable). */
function derivedUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Registers the experiment routes. */
export function experimentsRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  app.patch<{ Querystring: { identityUuid?: string } }>(`${BASE}/experiment-profile`, secure, async (req) => {
    const auth = authOf(req);
    const identityUuid = req.query.identityUuid ?? auth.identityUuid;
    if (identityUuid !== auth.identityUuid) throw new HttpError(403, 'identityUuid is not the signed-in identity');
    const id = (req.body as { optimizelyProfileUuid?: unknown } | null)?.optimizelyProfileUuid;
    if (typeof id !== 'string' || !isUuid(id)) throw badRequest('optimizelyProfileUuid must be a uuid');
    const r = await ctx.db.query('update profiles set optimizely_profile_uuid = $2, updated_at = $3 where identity_uuid = $1 returning uuid', [identityUuid, id, ctx.now()]);
    if (r.rows.length === 0) throw notFound('profile');
    return { identityUuid, optimizelyProfileUuid: id };
  });

  app.patch<{ Params: { uuid: string } }>(`${BASE}/:uuid/experiments`, secure, async (req) => {
    const row = await findApplication(ctx.db, req.params.uuid);
    if (row === undefined || row.identity_uuid !== authOf(req).identityUuid) throw notFound('application');
    const incoming = parseExperiments(req.body);
    const current = Array.isArray(row.extra['experiments']) ? (row.extra['experiments'] as Experiment[]) : [];
    const known = new Set(current.map((e) => e.name));
    const added = incoming.filter((e) => !known.has(e.name) && (known.add(e.name), true));
    const next = [...current, ...added];
    // `extra` deep-merges objects but replaces lists, so the whole list is written.
    if (added.length > 0) await patchApplication(ctx.db, row, { experiments: next }, ctx.now());
    return { experiments: next };
  });

  app.get<{ Params: { profile: string } }>('/service-application/api/v3/application/heloc/:profile', secure, async (req) => {
    if (!isUuid(req.params.profile)) throw badRequest('experiment profile must be a uuid');
    const r = await ctx.db.query<{ uuid: string }>('select uuid from profiles where optimizely_profile_uuid = $1 and identity_uuid = $2', [req.params.profile, authOf(req).identityUuid]);
    const profile = r.rows[0];
    if (profile === undefined) throw notFound('experiment profile');
    return { trackerUuid: derivedUuid(`tracker:${profile.uuid}`) };
  });
}
