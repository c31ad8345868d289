// The conditions pages' write calls (flows/pages/conditions; docs/sandbox.md 'Part 2:
// conditions'), the lender's ad-hoc document request and its QA call. Paths are ours, next to the
// application's other calls; bodies have schemas in schemas/api/ (the pages' `save` names the
// same). Each call is idempotent: an Idempotency-Key replays its first answer (idempotent()); the
// same body again once the condition is in review answers the same and changes nothing; another
// body then is a 409 that says why. The lender's table: src/server/lender/progression-conditions.ts.
//
// POST .../heloc/{uuid}/conditions/documents    { conditionUuid, documents: [{ id, ... }] }
// POST .../heloc/{uuid}/conditions/phone-number { conditionUuid, phoneNumber }
// POST /__sandbox/applications/{uuid}/conditions/ad-hoc  (QA: the lender asks for one more document now)
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid, requireAuth, type Ctx } from '../context';
import { conditionItem, type ConditionItem, type ConditionReview } from '../data/conditions';
import { HttpError, badRequest, notFound } from '../errors';
import { idempotent } from '../idempotency';
import {
  AD_HOC_AFTER_SUB_DECISIONS, AD_HOC_CONDITION, AD_HOC_EVENT, AD_HOC_STATUS, AD_HOC_WAITING, CONDITION_OPEN_STATUSES, CONDITIONS_PROGRESSION,
  asksAdHoc, categoryAsks, documentsOutcome, phoneOutcome,
} from '../lender/progression-conditions';
import { waitMs } from '../lender/progression';
import { withEvent, withoutEvent } from '../lender/events';
import { applicationView, findApplication, patchApplication, type ApplicationRow } from '../store/applications';
import { conditionsOf, setConditions } from '../store/conditions';
import { documentsOf } from '../store/documents';
import { findIdentity } from '../store/identities';
import { findStatus, forceStatus, startScript, type StatusRow } from '../store/status';
import { partyApplication } from './own-application';

const BASE = '/service-application/api/v1/application/heloc';

type Req = FastifyRequest<{ Params: { uuid: string } }>;
/** A stored condition with the sandbox's bookkeeping. */
type Stored = ConditionItem & { lastWrite?: string };

/** A condition as the calls answer it: without the lender's pending review and bookkeeping. */
export function conditionView(c: Stored): Omit<Stored, 'review' | 'lastWrite'> {
  const { review: _r, lastWrite: _w, ...rest } = c;
  return rest;
}


/** What the lender keeps about its open ad-hoc request. */
interface AdHocRecord {
  conditionUuid: string;
  /** The checklist status to go back to once it clears. */
  resumeStatus: string;
  state: 'OPEN' | 'CLEARED';
}
const adHocOf = (row: ApplicationRow): AdHocRecord | undefined => (row.extra['adHocCondition'] as AdHocRecord | undefined) ?? undefined;

/**
 * The lender asks for one more document now: a GENERIC_DOCUMENT_REQUEST condition, the
 * adHocDocRequired event appended, the status ours (ADDITIONAL_CONDITIONS: the machine routes to
 * conditions); the status it had comes back when the condition clears.
 */
export async function raiseAdHocCondition(ctx: Ctx, row: ApplicationRow, status: StatusRow): Promise<StatusRow | undefined> {
  const now = ctx.now();
  const { items } = await conditionsOf(ctx.db, row, now);
  const uuid = randomUUID();
  const item: Stored = { ...conditionItem(row.uuid, { uuid, at: new Date(now).toISOString(), ...AD_HOC_CONDITION, requestDocuments: [...AD_HOC_CONDITION.requestDocuments] }), adHoc: true };
  await setConditions(ctx.db, row.uuid, [...items, item], now);
  const resumeStatus = status.checklist_status === AD_HOC_STATUS ? (adHocOf(row)?.resumeStatus ?? status.checklist_status) : status.checklist_status;
  const record: AdHocRecord = { conditionUuid: uuid, resumeStatus, state: 'OPEN' };
  await patchApplication(ctx.db, row, { ...withEvent(row, AD_HOC_EVENT), adHocCondition: record }, now);
  // The progress the applicant sees stays where the request found them (portal-progress.ts).
  return forceStatus(ctx.db, row.uuid, { checklistStatus: AD_HOC_STATUS, flags: { heldStatus: resumeStatus } }, now);
}

const isWaiting = (s: string): boolean => s.startsWith('WAITING_FOR') || ['GEN_APP_DISCLOSURES', 'GEN_NOTE_SIGNING', 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'HARD_CREDIT_PULL', 'IN_PROGRESS', 'ONSITE_APPRAISAL_REQUEST', 'PREQUAL_TITLE'].includes(s);

/**
 * The lender's look at an application as its status is read (routes/status.ts): an applicant
 * whose e-mail has the +adhocdoc tag gets the ad-hoc request once, the first time income is
 * verified and the lender is not working (no script step pending, not a waiting status).
 */
export async function conditionsTick(ctx: Ctx, row: ApplicationRow, status: StatusRow | undefined): Promise<StatusRow | undefined> {
  if (status === undefined || adHocOf(row) !== undefined) return status;
  if (!AD_HOC_AFTER_SUB_DECISIONS.includes(status.uw_sub_decision ?? '')) return status;
  if (status.script_pos < status.script.length || isWaiting(status.checklist_status)) return status;
  const identity = await findIdentity(ctx.db, row.identity_uuid);
  if (identity === undefined || !asksAdHoc(identity.email)) return status;
  return raiseAdHocCondition(ctx, row, status);
}

/** Registers the conditions write calls, and the ad-hoc QA call when `controlApi` (never in production). */
export function applicationConditionsRoutes(app: FastifyInstance, ctx: Ctx, controlApi: boolean): void {
  const secure = { preHandler: requireAuth(ctx) };

  /**
   * One write call: the condition of `conditionUuid` must be the applicant's, of a category that
   * asks for this action, and open (OPEN or REJECTED); `apply` checks the body against the
   * lender's records and names the fields to keep and the review's outcome.
   */
  const write = <B extends { conditionUuid: string }>(
    name: keyof typeof CONDITIONS_PROGRESSION,
    path: string,
    schema: string,
    apply: (row: ApplicationRow, cond: Stored, body: B) => Promise<{ fields: Partial<Stored>; outcome: Omit<ConditionReview, 'dueAt'> }>,
  ) =>
    app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/conditions/${path}`, secure, async (req: Req, reply) =>
      idempotent(ctx, req, reply, async () => {
        const body = ctx.validators.parse<B>(schema, req.body);
        // The borrower, or an additional signer answering the application's conditions (issue 23).
        const row = await partyApplication(ctx, req);
        const now = ctx.now();
        const items = (await conditionsOf(ctx.db, row, now)).items as Stored[];
        const i = items.findIndex((c) => c.uuid.toLowerCase() === body.conditionUuid.toLowerCase());
        const cond = items[i];
        if (cond === undefined) throw notFound('condition');
        const prog = CONDITIONS_PROGRESSION[name];
        if (!categoryAsks(cond.categoryEnum, prog.action)) {
          throw new HttpError(409, `This request (${cond.categoryEnum}) does not ask for this. Open it from your conditions list.`);
        }
        const hash = ctx.bodyHash(body);
        if (!CONDITION_OPEN_STATUSES.includes(cond.status)) {
          if (cond.lastWrite === hash) return conditionView(cond);
          const state = cond.status === 'SUBMITTED' ? 'is in review' : 'is done';
          throw new HttpError(409, `This request ${state} (${prog.page} is not open for it now). Your conditions list shows what the lender still needs.`);
        }
        const { fields, outcome } = await apply(row, cond, body);
        const wait = waitMs(prog);
        const updated: Stored = {
          ...cond, ...fields, status: prog.waiting, actionNeeded: false, updated: new Date(now).toISOString(), lastWrite: hash, review: { dueAt: now + wait, ...outcome },
        };
        items[i] = updated;
        await setConditions(ctx.db, row.uuid, items, now);
        // The ad-hoc request holds the routing: the lender reviews behind a waiting status, then
        // the status it came from (and the event removed) or, rejected, the request again.
        const adHoc = adHocOf(row);
        const status = await findStatus(ctx.db, row.uuid);
        if (cond.adHoc === true && adHoc !== undefined && adHoc.conditionUuid === cond.uuid && status !== undefined && status.checklist_status === AD_HOC_STATUS) {
          const cleared = outcome.outcome === 'CLEARED';
          await startScript(ctx.db, row.uuid, AD_HOC_WAITING, [{
            afterMs: wait,
            checklistStatus: cleared ? adHoc.resumeStatus : AD_HOC_STATUS,
            uwDecision: status.uw_decision,
            uwSubDecision: status.uw_sub_decision,
            flags: {},
            application: cleared ? { ...withoutEvent(row, AD_HOC_EVENT), adHocCondition: { ...adHoc, state: 'CLEARED' } } : {},
          }], now);
        }
        return conditionView(updated);
      }),
    );

  const documentsAnswer = async (row: ApplicationRow, cond: Stored, body: { conditionUuid: string; documents: { id: string }[] }) => {
    const stored = await documentsOf(ctx.db, row.uuid);
    const ids = [...new Set(body.documents.map((d) => d.id))];
    const missing = ids.filter((id) => !stored.some((d) => d.id === id));
    const gone = 'One of these files is not uploaded any more. Remove it and upload it again.';
    if (missing.length > 0) throw new HttpError(400, 'A document is not in your uploads', [gone], [{ path: 'documents', message: gone }]);
    const n = typeof cond.xtraData['numDocsRequired'] === 'number' && cond.xtraData['numDocsRequired'] >= 1 ? cond.xtraData['numDocsRequired'] : 1;
    const few = `Upload ${n} documents: this request needs ${n}.`;
    if (ids.length < n) throw new HttpError(400, `This request needs ${n} documents`, [few], [{ path: 'documents', message: few }]);
    const names = stored.filter((d) => ids.includes(d.id)).map((d) => d.name);
    return { fields: { documents: ids }, outcome: documentsOutcome(names) };
  };
  write<{ conditionUuid: string; documents: { id: string }[] }>('documents', 'documents', 'condition-documents', documentsAnswer);
  // ID_VERIFICATION_FAILURE answered with a photo of the ID (the signer area's conditions/identity; issue 23).
  write<{ conditionUuid: string; documents: { id: string }[] }>('identity', 'identity', 'condition-documents', documentsAnswer);

  write<{ conditionUuid: string; phoneNumber: string }>('phoneNumber', 'phone-number', 'condition-phone-number', async (_row, _cond, body) => ({
    fields: { phoneNumber: body.phoneNumber },
    outcome: phoneOutcome(body.phoneNumber),
  }));

  if (!controlApi) return;
  // QA: the lender asks for one more document now (whatever the status; docs/sandbox.md).
  app.post<{ Params: { uuid: string } }>('/__sandbox/applications/:uuid/conditions/ad-hoc', async (req) => {
    if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, req.params.uuid);
    if (row === undefined) throw notFound('application');
    const status = await findStatus(ctx.db, row.uuid);
    if (status === undefined) throw notFound('status');
    const after = await raiseAdHocCondition(ctx, row, status);
    const updated = await findApplication(ctx.db, row.uuid);
    return { checklistStatus: after?.checklist_status, application: applicationView(updated!), conditions: ((await conditionsOf(ctx.db, updated!, ctx.now())).items as Stored[]).map(conditionView) };
  });
}
