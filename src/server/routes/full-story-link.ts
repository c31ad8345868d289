// PUT {base}/{uuid}/full-story-link (seed 000 §7): the applicant's session replay address, kept
// on the application for support (extra.fullStoryLink). Idempotent by nature (the same link again
// changes nothing) and with an Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { requireAuth, type Ctx } from '../context';
import { idempotent } from '../idempotency';
import { patchApplication } from '../store/applications';
import { ownApplication } from './own-application';

const BASE = '/service-application/api/v1/application/heloc';

export function fullStoryLinkRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/full-story-link`, { preHandler: requireAuth(ctx) }, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const { link } = ctx.validators.parse<{ link: string }>('full-story-link', req.body);
    const row = await ownApplication(ctx, req);
    if (row.extra['fullStoryLink'] !== link) await patchApplication(ctx.db, row, { fullStoryLink: link }, ctx.now());
    return { uuid: row.uuid, fullStoryLink: link };
  }));
}
