// The lender's write calls for the notary, the homeowners insurance and funding (part 2, issue
// 21): 'Talk to eNotary' (notary/intro), a manual notary's availability (notary/schedule-manual),
// the booked time's session (the reservation in routes/notary.ts calls `notaryBooked`), joining
// the session (notary/session) and the policy (insurance/upload). Paths are ours (DECISIONS 15);
// bodies have schemas in schemas/api/. Where each is accepted and where it leads is the table in
// src/server/lender/progression-notary.ts. Each is idempotent: with an Idempotency-Key the first
// answer is replayed; without one the same body again once the application has moved on answers
// the application and does nothing again, and another body there is a 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { requireAuth } from '../context';
import { HttpError } from '../errors';
import { idempotent } from '../idempotency';
import { ownApplication } from './own-application';
import { LENDER_WAIT_MS, waitMs, type Progression } from '../lender/progression';
import {
  ATTORNEY_REVIEW_MS, ATTORNEY_REVIEW_STATES, FUNDING, INSURANCE_REFUSAL_MARKER, LENDER_TIME_ZONE, NOTARY_EMAIL_TAGS, NOTARY_STATUS, PROGRESSION_NOTARY,
} from '../lender/progression-notary';
import type { ScriptStep } from '../lender/script';
import { applicationView, findApplication, patchApplication, type ApplicationRow } from '../store/applications';
import { documentsOf } from '../store/documents';
import { findIdentity } from '../store/identities';
import { findStatus, startScript, type StatusRow } from '../store/status';
import { withoutEvent } from '../lender/events';
import { emailTags } from '../scenarios';
import { calendarDayIn, rescissionApplies, rescissionEndsOn, nextDay } from '../../domain/rescission';

const BASE = '/service-application/api/v1/application/heloc';
type Body = Record<string, unknown>;
type Req = FastifyRequest<{ Params: { uuid: string } }>;

const isRecord = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The application's closing record (`application.closing`): attorney review, notary session, rescission, funding. */
export function closingOf(row: ApplicationRow): Body {
  return isRecord(row.extra['closing']) ? row.extra['closing'] : {};
}

/** status.manualNotary of the application (a manual notary schedules the session). */
export function isManualNotary(row: ApplicationRow): boolean {
  const s = row.extra['status'];
  return isRecord(s) && s['manualNotary'] === true;
}

/** The application's create-time fields of this part: status.manualNotary from the e-mail tag +manualnotary. */
export function notaryAtCreate(email: string): Body {
  return emailTags(email).has(NOTARY_EMAIL_TAGS.manualNotary) ? { status: { manualNotary: true } } : {};
}

/** A script step that keeps the current decisions. */
const stepOf = (status: StatusRow | undefined, afterMs: number, to: string, flags: Body = {}, application: Body = {}): ScriptStep => ({
  afterMs, checklistStatus: to, uwDecision: status?.uw_decision ?? null, uwSubDecision: status?.uw_sub_decision ?? null, flags, application,
});

/** Attorney review first in the attorney states, once per application: its step and how long it takes (0 when none). */
function attorneyReview(row: ApplicationRow, status: StatusRow | undefined, now: number): { steps: ScriptStep[]; ms: number } {
  const state = String((row.property as { state?: string }).state ?? '');
  const reviewed = isRecord(closingOf(row)['attorneyReview']);
  if (!ATTORNEY_REVIEW_STATES.includes(state) || reviewed) return { steps: [], ms: 0 };
  const ms = waitMs({ ms: ATTORNEY_REVIEW_MS });
  return { steps: [stepOf(status, ms, NOTARY_STATUS.waitingNotary, {}, { closing: { attorneyReview: { state, completedAt: new Date(now + ms).toISOString() } } })], ms };
}

/**
 * The reservation of a notary time moved the lender (called by PUT .../notary/reservation once the
 * time is held): NOTARY_WAITING_PERIOD (MANUAL_DEED_SIGNING stays for a manual notary) until the
 * slot, then DEED_SIGNING with notaryReady; an attorney reviews first in the attorney states.
 */
export async function notaryBooked(ctx: Ctx, row: ApplicationRow, startsAt: string): Promise<void> {
  const status = await findStatus(ctx.db, row.uuid);
  const current = status?.checklist_status ?? '';
  const prog: Progression = PROGRESSION_NOTARY.booked;
  if (!prog.from.includes(current)) return;
  const now = ctx.now();
  const review = attorneyReview(row, status, now);
  const untilSlot = Math.max(review.ms, waitMs({ ms: Math.max(0, Date.parse(startsAt) - now) }));
  const waiting = current === 'MANUAL_DEED_SIGNING' ? 'MANUAL_DEED_SIGNING' : review.ms > 0 ? 'ATTORNEY_REVIEW' : prog.waiting;
  // After the attorney, back to waiting for the slot.
  const steps = review.steps.map((s) => ({ ...s, checklistStatus: waiting === 'ATTORNEY_REVIEW' ? prog.waiting : waiting }));
  const session = { mode: isManualNotary(row) ? 'MANUAL' : 'SCHEDULED', startsAt, bookedAt: new Date(now).toISOString() };
  await patchApplication(ctx.db, row, { closing: { notarySession: { ...(closingOf(row)['notarySession'] as Body | undefined), ...session } } }, now);
  await startScript(ctx.db, row.uuid, waiting, [...steps, stepOf(status, untilSlot, prog.to, prog.flags ?? {})], now);
}

/**
 * The sandbox notary's session once the applicant has been in it (the POST notary/session route
 * and the NOTARY_SESSION vendor's report run this one plan): WAITING_FOR_NOTARY_SESSION, then
 * INSURANCE_REQUIRED with the deed notarised (the right of rescission computed: consummation), or
 * NOTARY_SESSION_FAILED when the notary ended it (`failure`) or on the first session of a
 * +notaryfail applicant. 409 while the notary is not ready.
 */
export async function notarySessionPlan(ctx: Ctx, row: ApplicationRow, status: StatusRow | undefined, now: number, outcome: 'completed' | 'failure'): Promise<{ waiting: string; steps: ScriptStep[]; application: Body }> {
  const flags = (status?.flags ?? {}) as { disclosures?: { notaryReady?: boolean } };
  if (flags.disclosures?.notaryReady !== true) throw new HttpError(409, 'Your notary is not ready yet. Please try again in a moment.');
  const closing = closingOf(row);
  const session = (isRecord(closing['notarySession']) ? closing['notarySession'] : {}) as Body;
  const failures = typeof session['failures'] === 'number' ? session['failures'] : 0;
  const email = (await findIdentity(ctx.db, row.identity_uuid))?.email ?? '';
  const fails = outcome === 'failure' || (emailTags(email).has(NOTARY_EMAIL_TAGS.sessionFail) && failures === 0);
  const prog: Progression = fails ? PROGRESSION_NOTARY.sessionFailed : isManualNotary(row) ? PROGRESSION_NOTARY.sessionManual : PROGRESSION_NOTARY.session;
  const ms = waitMs(prog);
  const endedAt = new Date(now + ms).toISOString();
  // A session left earlier (`CANCELLED`) is not this one's outcome.
  const joined = { ...session, outcome: 'IN_SESSION', joinedAt: new Date(now).toISOString() };
  if (fails) {
    return { waiting: prog.waiting, steps: [stepOf(status, ms, prog.to, {}, { closing: { notarySession: { ...joined, failures: failures + 1, outcome: 'FAILED', endedAt } } })], application: { closing: { notarySession: joined } } };
  }
  // The deed is notarised: the closing is consummated; a principal dwelling's right of rescission starts today.
  const occupancy = String((row.property as { type?: string; occupancyType?: string }).type ?? (row.property as { occupancyType?: string }).occupancyType ?? '');
  const signedOn = calendarDayIn(now + ms, LENDER_TIME_ZONE);
  const rescission = rescissionApplies(occupancy) ? { applies: true, startsOn: signedOn, endsOn: rescissionEndsOn(signedOn), fundsOn: nextDay(rescissionEndsOn(signedOn)) } : { applies: false, startsOn: signedOn };
  return {
    waiting: prog.waiting,
    steps: [stepOf(status, ms, prog.to, prog.flags ?? {}, { closing: { notarySession: { ...joined, outcome: 'COMPLETE', endedAt }, rescission } })],
    application: { closing: { notarySession: joined } },
  };
}

/**
 * What the NOTARY_SESSION vendor tells the lender when the applicant leaves its room (server-side,
 * as a RON vendor's webhook does): `success` or `failure` runs notarySessionPlan; `cancel` (left
 * the room) records `closing.notarySession.outcome: CANCELLED`, which notary/session says. Nothing
 * when the session is not open any more (the vendor reports each session once).
 */
export async function reportNotarySession(ctx: Ctx, appUuid: string, outcome: string, sessionId: string): Promise<void> {
  const row = await findApplication(ctx.db, appUuid);
  const status = await findStatus(ctx.db, appUuid);
  if (row === undefined || status === undefined) return;
  const flags = status.flags as { disclosures?: { notaryReady?: boolean } };
  if (!(PROGRESSION_NOTARY.session.from as readonly string[]).includes(status.checklist_status) || flags.disclosures?.notaryReady !== true) return;
  const now = ctx.now();
  const session = (isRecord(closingOf(row)['notarySession']) ? closingOf(row)['notarySession'] : {}) as Body;
  if (outcome !== 'success' && outcome !== 'failure') {
    await patchApplication(ctx.db, row, { closing: { notarySession: { ...session, outcome: 'CANCELLED', vendorSessionId: sessionId, leftAt: new Date(now).toISOString() } } }, now);
    return;
  }
  const p = await notarySessionPlan(ctx, row, status, now, outcome === 'success' ? 'completed' : 'failure');
  const application = { ...p.application, closing: { notarySession: { ...(p.application['closing'] as { notarySession: Body }).notarySession, vendorSessionId: sessionId } } };
  await patchApplication(ctx.db, row, application, now);
  await startScript(ctx.db, appUuid, p.waiting, p.steps, now);
}

export function applicationNotaryRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };
  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);

  /**
   * One action: 409 when its page is not open (unless this exact body was applied already: then the
   * application, nothing done again), else `plan` checks what was sent and says the row, the
   * application fields to store now and the lender's steps.
   */
  const act = (method: 'POST' | 'PUT', path: string, name: string, schema: string, open: readonly string[], plan: (row: ApplicationRow, body: Body, status: StatusRow | undefined, now: number) => Promise<{ waiting: string; steps: ScriptStep[]; application?: Body }>) =>
    app.route<{ Params: { uuid: string } }>({
      method, url: `${BASE}/:uuid/${path}`, ...secure,
      handler: async (req, reply) => idempotent(ctx, req, reply, async () => {
        const body = ctx.validators.parse<Body>(schema, req.body);
        const row = await own(req);
        const status = await findStatus(ctx.db, row.uuid);
        const current = status?.checklist_status ?? '';
        const done = (row.extra['lenderWrites'] ?? {}) as Record<string, string>;
        if (!open.includes(current)) {
          if (done[name] === ctx.bodyHash(body)) return applicationView(row);
          throw new HttpError(409, NOT_OPEN[name] ?? `This step is not open for this application now (status ${current}).`);
        }
        const now = ctx.now();
        const p = await plan(row, body, status, now);
        const updated = await patchApplication(ctx.db, row, { ...(p.application ?? {}), lenderWrites: { ...done, [name]: ctx.bodyHash(body) } }, now);
        await startScript(ctx.db, row.uuid, p.waiting, p.steps, now);
        return applicationView(updated);
      }),
    });

  // notary/intro 'Talk to eNotary': an on-demand notary (the attorney first in the attorney states).
  act('POST', 'notary/enotary', 'enotary', 'notary-enotary', PROGRESSION_NOTARY.enotaryNow.from, async (row, _body, status, now) => {
    if (isManualNotary(row)) throw new HttpError(409, 'A notary schedules this session with you. Tell us when you are available.');
    const prog = PROGRESSION_NOTARY.enotaryNow;
    const review = attorneyReview(row, status, now);
    const ms = review.ms + waitMs(prog);
    const notarySession = { ...(closingOf(row)['notarySession'] as Body | undefined), mode: 'NOW', requestedAt: new Date(now).toISOString() };
    return { waiting: review.ms > 0 ? 'ATTORNEY_REVIEW' : prog.waiting, steps: [...review.steps, stepOf(status, ms, prog.to, prog.flags)], application: { closing: { notarySession } } };
  });

  // notary/schedule-manual: when a manual notary may call and book; the notary then offers times.
  act('POST', 'notary/manual-request', 'manualRequest', 'notary-manual-request', PROGRESSION_NOTARY.manualRequest.from, async (row, body, status, now) => {
    if (!isManualNotary(row)) throw new HttpError(409, 'Your notary session is online with an eNotary: use Talk to eNotary or book a time.');
    const prog = PROGRESSION_NOTARY.manualRequest;
    const phone = String(body['phoneNumber']).replace(/\D/g, '').slice(-10);
    const request = { days: body['days'], times: body['times'], phoneLastFour: phone.slice(-4), requestedAt: new Date(now).toISOString() };
    return { waiting: prog.waiting, steps: [stepOf(status, waitMs(prog), prog.to)], application: { closing: { manualNotaryRequest: request }, manualNotaryPhone: phone } };
  });

  // notary/session 'Join' by the lender call (the QA API and tests; the page joins through the
  // NOTARY_SESSION vendor room, which reports the same way: reportNotarySession).
  act('POST', 'notary/session', 'session', 'notary-session', PROGRESSION_NOTARY.session.from, async (row, _body, status, now) => notarySessionPlan(ctx, row, status, now, 'completed'));
  // insurance/upload: the declarations page (uploaded documents) or the agent the lender asks.
  act('PUT', 'insurance', 'insurance', 'insurance', PROGRESSION_NOTARY.insurance.from, async (row, body, status, now) => {
    let refused = false;
    let policy: Body;
    if (Array.isArray(body['declarations'])) {
      const ids = (body['declarations'] as { id: string }[]).map((d) => d.id);
      const docs = (await documentsOf(ctx.db, row.uuid)).filter((d) => d.doc_type === 'INSURANCE_DECLARATIONS');
      const missing = ids.find((id) => !docs.some((d) => d.id === id));
      if (missing !== undefined) throw new HttpError(400, 'Upload your declarations page again: we could not find that file', undefined, [{ path: 'declarations', message: 'Upload your declarations page again: we could not find that file' }]);
      const files = docs.filter((d) => ids.includes(d.id));
      refused = files.some((d) => d.name.toLowerCase().includes(INSURANCE_REFUSAL_MARKER));
      policy = { method: 'UPLOAD', documents: files.map((d) => ({ id: d.id, name: d.name })) };
    } else {
      const agent = body['agent'] as Body;
      refused = String(agent['email']).toLowerCase().includes(INSURANCE_REFUSAL_MARKER);
      policy = { method: 'AGENT', agent: { name: agent['name'], phoneNumber: String(agent['phoneNumber']).replace(/\D/g, '').slice(-10), email: agent['email'] } };
    }
    const reviewedAt = new Date(now + waitMs(PROGRESSION_NOTARY.insurance)).toISOString();
    if (refused) {
      const prog = PROGRESSION_NOTARY.insuranceRefused;
      return {
        waiting: prog.waiting,
        steps: [stepOf(status, waitMs(prog), prog.to, {}, { insurance: { ...policy, complete: false, review: { outcome: 'REFUSED', reason: 'MISSING_MORTGAGEE', reviewedAt } } })],
        application: { insurance: { ...policy, complete: false, review: { outcome: 'PENDING' } } },
      };
    }
    return { waiting: PROGRESSION_NOTARY.insurance.waiting, steps: fundingSteps(row, status, { ...policy, complete: true, review: { outcome: 'ACCEPTED', reviewedAt } }, now), application: { insurance: { ...policy, complete: false, review: { outcome: 'PENDING' } } } };
  });
}

/** Messages of the 409 when a page is not open. */
const NOT_OPEN: Record<string, string> = {
  enotary: 'An eNotary session cannot be started for this application now.',
  manualRequest: 'A notary cannot be requested for this application now.',
  session: 'Your notary session is not open now.',
  insurance: 'Your insurance cannot be sent for this application now.',
};

/** The disbursement account's last four digits, whatever field the bank step stored (never the number itself). */
function accountLastFour(row: ApplicationRow): string | null {
  const a = row.extra['disburseAccount'];
  if (!isRecord(a)) return null;
  for (const k of ['accountNumberLastFour', 'lastFour', 'accountLastFour', 'accountNumber', 'maskedAccountNumber']) {
    const v = a[k];
    if (typeof v === 'string' || typeof v === 'number') {
      const digits = String(v).replace(/\D/g, '');
      if (digits.length >= 4) return digits.slice(-4);
    }
  }
  return null;
}

/**
 * The policy accepted: FUNDING_DECISION (insuranceConfirmed raised), then the right of rescission
 * on a principal dwelling (GEN_RESCISSION, RESCISSION until its end), FUNDABLE, the liens paid off
 * when the applicant marked some (DIRECT_DEBT_PAYOFF), RECORDING and COMPLETE (fund raised).
 */
export function fundingSteps(row: ApplicationRow, status: StatusRow | undefined, insurance: Body, now: number): ScriptStep[] {
  const closing = closingOf(row);
  const rescission = (isRecord(closing['rescission']) ? closing['rescission'] : { applies: false }) as { applies?: boolean; endsOn?: string };
  const payoff = typeof row.extra['payoffAmount'] === 'number' && row.extra['payoffAmount'] > 0 ? row.extra['payoffAmount'] : 0;
  const { machineEvents: events } = withoutEvent(row, 'insuranceConfirmed', 'fund');
  const amount = typeof row.amount === 'number' && row.amount > 0 ? Number(row.amount) : null;
  const funding = { amount, payoffAmount: payoff, cashToAccount: amount !== null ? Math.max(0, amount - payoff) : null, accountLastFour: accountLastFour(row) };
  let at = waitMs({ ms: LENDER_WAIT_MS });
  const steps: ScriptStep[] = [stepOf(status, at, 'FUNDING_DECISION', {}, { insurance, machineEvents: [...events, 'insuranceConfirmed'], closing: { funding: { ...funding, status: 'DECISION' } } })];
  for (const f of FUNDING) {
    if (f.onlyWhen === 'rescission' && rescission.applies !== true) continue;
    if (f.onlyWhen === 'payoff' && payoff === 0) continue;
    let ms: number;
    if (f.ms === 'rescission') {
      // Midnight (New York) at the end of the rescission period's last day; at once without one.
      const end = rescission.applies === true && rescission.endsOn !== undefined ? midnightAfter(rescission.endsOn) : now;
      ms = Math.max(LENDER_WAIT_MS, end - now - at);
    } else ms = f.ms;
    at += waitMs({ ms });
    const application: Body = f.to === 'COMPLETE'
      ? { machineEvents: [...events, 'insuranceConfirmed', 'fund'], closing: { funding: { ...funding, status: 'FUNDED', fundedAt: new Date(now + at).toISOString() } } }
      : { closing: { funding: { ...funding, status: f.to } } };
    steps.push(stepOf(status, at, f.to, {}, application));
  }
  return steps;
}

/** The instant a New York calendar day ends (its next day's 00:00 there). */
function midnightAfter(day: string): number {
  const next = nextDay(day);
  // New York is UTC-5 or UTC-4: try both offsets and keep the one that is midnight there.
  for (const h of [4, 5]) {
    const t = Date.parse(`${next}T0${h}:00:00.000Z`);
    if (calendarDayIn(t, LENDER_TIME_ZONE) === next && calendarDayIn(t - 1, LENDER_TIME_ZONE) === day) return t;
  }
  return Date.parse(`${next}T05:00:00.000Z`);
}
