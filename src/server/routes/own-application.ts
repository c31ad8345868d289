// The caller's own application for an applicant's write or read call: a malformed id is 400,
// someone else's or an unknown one 404 (never telling which), and the lender's clock is applied
// first so the call sees the status the applicant sees.
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { authOf, isUuid } from '../context';
import { badRequest, notFound } from '../errors';
import { canRead, findApplication, type ApplicationRow } from '../store/applications';
import { advanceStatus } from '../store/status';

/** The application of `req.params.uuid` if it belongs to the signed-in identity. */
export async function ownApplication(ctx: Ctx, req: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRow> {
  if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
  await advanceStatus(ctx.db, req.params.uuid, ctx.now());
  const row = await findApplication(ctx.db, req.params.uuid);
  if (row === undefined || row.identity_uuid !== authOf(req).identityUuid) throw notFound('application');
  return row;
}

/**
 * The application of `req.params.uuid` if the signed-in identity owns it or is listed as one of
 * its signers (the signer area's condition answers and their uploads, issue 23); else as above.
 */
export async function partyApplication(ctx: Ctx, req: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRow> {
  if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
  await advanceStatus(ctx.db, req.params.uuid, ctx.now());
  const row = await findApplication(ctx.db, req.params.uuid);
  if (row === undefined || !canRead(row, authOf(req).identityUuid)) throw notFound('application');
  return row;
}
