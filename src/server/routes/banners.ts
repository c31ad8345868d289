// The remote banners file (seed 001 §7: a static JSON file, fetched with no cache). The real
// one lives on cloud storage; the sandbox serves a sample list per organisation (x-org / org).
// Sandbox magic: `?variant=malformed` or the QA flag `sandbox-banners-malformed` serves a list
// with one bad item; `?variant=empty` or QA flag `sandbox-banners-empty` serves [].
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { malformedBanners, sampleBanners } from '../data/banners';
import { flagFor } from '../store/org-settings';

/** QA flag keys that switch the served list (set with PUT /__sandbox/flags/{org}/{key}). */
export const BANNER_QA_FLAGS = { malformed: 'sandbox-banners-malformed', empty: 'sandbox-banners-empty' } as const;

/** Registers GET /static/banners/heloc-banners.json. */
export function bannersRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/static/banners/heloc-banners.json', async (req, reply) => {
    const org = ctx.orgOf(req);
    const q = req.query as Record<string, unknown>;
    const malformed = q['variant'] === 'malformed' || (await flagFor(ctx.db, org, BANNER_QA_FLAGS.malformed)).enabled;
    const empty = q['variant'] === 'empty' || (await flagFor(ctx.db, org, BANNER_QA_FLAGS.empty)).enabled;
    reply.header('cache-control', 'no-store');
    if (malformed) return malformedBanners(org, ctx.now());
    return empty ? [] : sampleBanners(org, ctx.now());
  });
}
