// Checklist status (service-krang-heloc): what the client polls while the lender works.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { authOf, isUuid, requireAuth } from '../context';
import { badRequest, notFound } from '../errors';
import { canRead, findApplication } from '../store/applications';
import { advanceStatus, statusView } from '../store/status';
import { conditionsTick } from './application-conditions';

/** Registers the checklist status route. */
export function statusRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { uuid: string } }>(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    { preHandler: requireAuth(ctx) },
    async (req) => {
      if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
      const app = await findApplication(ctx.db, req.params.uuid);
      // A listed signer may read it too (the application page of a v1 signer).
      if (app === undefined || !canRead(app, authOf(req).identityUuid)) throw notFound('application');
      const status = await conditionsTick(ctx, app, await advanceStatus(ctx.db, app.uuid, ctx.now()));
      if (status === undefined) throw notFound('status');
      return statusView(status);
    },
  );
}
