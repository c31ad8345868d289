// The lender's write calls that run a credit pull: start/profile's confirmation (the soft pull,
// with the confirmed last name's magic outcome) and credit/error's Try again (the soft or the hard
// pull again). Paths are ours (DECISIONS 15); bodies have schemas in schemas/api/. Where each is
// accepted and where it leads are the progression table's rows `profile`, `softCreditRetry` and
// `hardCreditRetry` (src/server/lender/progression.ts). Each is idempotent: an Idempotency-Key
// replays its first answer (idempotency.ts); without one, the same call once the application has
// moved on answers the application and does nothing again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ownApplication } from './own-application';
import { authOf, requireAuth } from '../context';
import { HttpError } from '../errors';
import { idempotent } from '../idempotency';
import { DEFAULT_OUTCOME, outcomeForLastName } from '../lender/outcomes';
import { PROGRESSION, waitMs, type Progression } from '../lender/progression';
import { pricingInput } from '../lender/pricing-input';
import { scriptFor, type ScriptStep } from '../lender/script';
import { applicationView, patchApplication, type ApplicationRow } from '../store/applications';
import { findProfile, updateProfile } from '../store/identities';
import { findStatus, startScript } from '../store/status';
import { APPLICATION_CONSENT_TYPES } from '../data/sample-records';
import { minimumAge, registrationDobError, stateOfResidence } from '../../domain/age';

const BASE = '/service-application/api/v1/application/heloc';

interface ProfileConfirmation {
  name: { firstName: string; middleName?: string; lastName: string; suffix?: string };
  dob: string;
  propertyConfirmed: true;
  consents: { type: 'SOFT_CREDIT'; version?: string | number }[];
}

/** Registers the write calls that run a credit pull (start/profile, credit/error). */
export function applicationStepRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  /** The caller's own application, caught up with the lender's clock. */
  const own = (req: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRow> => ownApplication(ctx, req);
  const refuse = (page: string, status: string): HttpError => new HttpError(409, `This step (${page}) is not open for this application now (status ${status}).`);

  /** Starts a row's pull: the outcome's script (its status after the row's waiting status). */
  const pull = async (row: ApplicationRow, prog: Progression, lastName: string | null | undefined, now: number): Promise<void> => {
    const input = pricingInput(row);
    const outcome = prog.pull === 'lastName' ? outcomeForLastName(lastName, input.state) : DEFAULT_OUTCOME;
    await startScript(ctx.db, row.uuid, prog.waiting, scriptFor(outcome, input, now), now);
  };

  /**
   * The youngest date of birth the lender lends to (birthdate@2, seed 000 §5): 62 on the 62+
   * program (the application's variant or the brand's), else 19 where the applicant lives in
   * Alabama, else 18; the page checks the same with the same words.
   */
  const dobError = async (row: ApplicationRow, dob: string, now: number): Promise<string | undefined> => {
    const p = row.property as { state?: string; type?: string };
    const home = (await findProfile(ctx.db, row.identity_uuid))?.addresses.find((a) => a['type'] === 'HOME');
    const residenceState = stateOfResidence({ occupancyType: p.type ?? 'HOME', propertyState: p.state ?? '', homeState: typeof home?.['state'] === 'string' ? home['state'] : undefined });
    const sixtyTwoPlus = row.extra['isSixtyTwoPlus'] === true || ctx.brands.byCode.get(row.org_code)?.toggles['interestOnlyPayments'] === true;
    return registrationDobError(dob, { minAge: minimumAge({ residenceState, isSixtyTwoPlus: sixtyTwoPlus }), now: new Date(now) });
  };

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/profile-confirmation`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<ProfileConfirmation>('profile-confirmation', req.body);
    const prog = PROGRESSION.profile;
    let row = await own(req);
    const status = (await findStatus(ctx.db, row.uuid))?.checklist_status ?? '';
    const open = (prog.from as readonly string[]).includes(status);
    const hasConsent = row.consents.some((c) => c.type === 'SOFT_CREDIT');
    // Saved already (a retried Continue): the same answer, nothing repeated.
    if (hasConsent && !open) return applicationView(row);
    if (!open) throw refuse(prog.page, status);
    const now = ctx.now();
    const tooYoung = await dobError(row, body.dob, now);
    if (tooYoung !== undefined) throw new HttpError(400, tooYoung, undefined, [{ path: 'dob', message: tooYoung }]);
    await updateProfile(ctx.db, authOf(req).identityUuid, { ...body.name, dob: body.dob }, now);
    const version = APPLICATION_CONSENT_TYPES.find((c) => c.type === 'SOFT_CREDIT')?.version ?? 1;
    row = await patchApplication(ctx.db, row, { consents: hasConsent ? row.consents : [...row.consents, { type: 'SOFT_CREDIT', version }] }, now);
    // The soft pull runs now with the confirmed name (its last name picks the sandbox outcome).
    await pull(row, prog, body.name.lastName, now);
    return applicationView(row);
  }));

  // credit/error 'Try again': the applicant lifted the freeze, so the new pull goes through.
  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/soft-credit`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    ctx.validators.parse<Record<string, never>>('soft-credit', req.body ?? {});
    const row = await own(req);
    const current = await findStatus(ctx.db, row.uuid);
    const status = current?.checklist_status ?? '';
    const rows = [PROGRESSION.softCreditRetry, PROGRESSION.hardCreditRetry] as const;
    // A retried Try again while the pull runs: nothing repeated.
    if (rows.some((r) => r.waiting === status)) return applicationView(row);
    const prog: Progression | undefined = rows.find((r) => (r.from as readonly string[]).includes(status));
    if (prog === undefined) throw refuse(PROGRESSION.softCreditRetry.page, status);
    const now = ctx.now();
    if (prog.pull !== undefined) {
      await pull(row, prog, null, now);
      return applicationView(row);
    }
    // The hard pull again, then the row's next status (HMDA), the decisions unchanged.
    const next: ScriptStep = { afterMs: waitMs(prog), checklistStatus: prog.to, uwDecision: current?.uw_decision ?? null, uwSubDecision: current?.uw_sub_decision ?? null, flags: prog.flags ?? {}, application: {} };
    await startScript(ctx.db, row.uuid, prog.waiting, [next], now);
    return applicationView(row);
  }));
}
