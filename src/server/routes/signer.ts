// The additional signer's calls (seed 001 §6, §7): co-deed status and the conditions list.
// Answers are not shown in the seed; docs/sandbox.md fixes them.
//
// GET /service-application/api/v1/application/heloc/co-deed/status (bearer token): the newest
//   application listing the identity in helocSigners -> { applicationUuid, loanNumber,
//   coDeedStatus, signerVersion }; listed nowhere: 400 (the client does not retry a 400).
// GET /service-conditions/external/api/v1/applications/{id}/conditions/external-applicants
//   (bearer token; owner or listed signer): the application's conditions, in the service's
//   order (QA's list, else the default one). QA flag `sandbox-conditions-fail` (per org): 503.
import type { FastifyInstance } from 'fastify';
import { authOf, isUuid, requireAuth, type Ctx } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { canRead, findApplication, listSignedApplications } from '../store/applications';
import { conditionsOf } from '../store/conditions';
import { conditionView } from './application-conditions';
import { flagFor } from '../store/org-settings';

/** QA flag that makes the conditions call fail (PUT /__sandbox/flags/{ORG}/sandbox-conditions-fail). */
export const CONDITIONS_FAIL_FLAG = 'sandbox-conditions-fail';

/** Co-deed status of an application that has none set yet. */
export const DEFAULT_CO_DEED_STATUS = 'NOT_STARTED';

/** Registers the signer routes. */
export function signerRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  app.get('/service-application/api/v1/application/heloc/co-deed/status', secure, async (req) => {
    const [row] = await listSignedApplications(ctx.db, authOf(req).identityUuid);
    if (row === undefined) throw badRequest('No co-deed request found for this identity');
    const status = row.extra['coDeedStatus'];
    const version = row.extra['additionalSignerVersion'];
    return {
      applicationUuid: row.uuid,
      loanNumber: row.loan_number,
      coDeedStatus: typeof status === 'string' && status !== '' ? status : DEFAULT_CO_DEED_STATUS,
      signerVersion: typeof version === 'string' ? version : null,
    };
  });

  app.get<{ Params: { id: string } }>('/service-conditions/external/api/v1/applications/:id/conditions/external-applicants', secure, async (req) => {
    if (!isUuid(req.params.id)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, req.params.id);
    // Someone else's application is answered like a missing one.
    if (row === undefined || !canRead(row, authOf(req).identityUuid)) throw notFound('application');
    if ((await flagFor(ctx.db, row.org_code, CONDITIONS_FAIL_FLAG)).enabled) {
      throw new HttpError(503, `Simulated conditions failure (${CONDITIONS_FAIL_FLAG} flag)`);
    }
    return (await conditionsOf(ctx.db, row, ctx.now())).items.map(conditionView);
  });
}
