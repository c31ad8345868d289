// POST .../heloc/{uuid}/events (the page effect `sendEvent`): a page raises one of the applicant's
// machine events (schemas/api/machine-event.json lists them). The lender records it on the
// application (`machineEvents`), which the client's machine replays on every routing. Idempotent:
// an Idempotency-Key replays its first answer, and an event already recorded is not recorded again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { requireAuth } from '../context';
import { HttpError } from '../errors';
import { idempotent } from '../idempotency';
import { withEvent } from '../lender/events';
import { applicationView, patchApplication } from '../store/applications';
import { findStatus } from '../store/status';
import { ownApplication } from './own-application';

const BASE = '/service-application/api/v1/application/heloc';
/** Statuses after which the application takes no more events. */
const CLOSED = new Set(['COMPLETE', 'CANCELLED', 'DECLINED']);

export function machineEventRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/events`, { preHandler: requireAuth(ctx) }, async (req, reply) =>
    idempotent(ctx, req, reply, async () => {
      const { event } = ctx.validators.parse<{ event: string }>('machine-event', req.body);
      const row = await ownApplication(ctx, req as FastifyRequest<{ Params: { uuid: string } }>);
      const status = (await findStatus(ctx.db, row.uuid))?.checklist_status ?? '';
      if (CLOSED.has(status) || !row.active) throw new HttpError(409, `This application takes no more changes (status ${status}).`);
      const updated = await patchApplication(ctx.db, row, withEvent(row, event), ctx.now());
      return applicationView(updated);
    }),
  );
}
