// The lender's write calls for the application pages (paths are ours, DECISIONS 15; bodies
// have schemas in schemas/api/): each is idempotent (the same body again changes nothing),
// accepted only where its page is shown (409 otherwise), and moves the application on the way
// the lender would, through a waiting status so the client's routing polls for real.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyHash } from '../body-hash';
import type { Ctx } from '../context';
import { ownApplication } from './own-application';
import { authOf, requireAuth } from '../context';
import { HttpError } from '../errors';
import { DEFAULT_OUTCOME, outcomeForLastName, PROFILE_INCOMPLETE, SOFT_CREDIT_MS } from '../lender/outcomes';
import { SUMMARY_EDIT, waitMs } from '../lender/progression';
import { scriptFor, summaryEditScript, type ScriptStep } from '../lender/script';
import { applicationView, patchApplication, type ApplicationRow } from '../store/applications';
import { updateProfile } from '../store/identities';
import { findStatus, startScript } from '../store/status';
import { APPLICATION_CONSENT_TYPES } from '../data/sample-records';
import { dobDate, isAtLeastAge, REGISTRATION_AGE_MESSAGES } from '../../domain/age';
import { SIXTY_TWO_PLUS_MINIMUM_AGE } from '../../domain/constants';

const BASE = '/service-application/api/v1/application/heloc';

/** How long the lender takes to prepare the application disclosures after HMDA. */
export const APP_DISCLOSURES_MS = 3000;

interface ProfileConfirmation {
  name: { firstName: string; middleName?: string; lastName: string; suffix?: string };
  dob: string;
  propertyConfirmed: true;
  consents: { type: 'SOFT_CREDIT'; version?: string | number }[];
}

interface Hmda {
  ethnicity: string[];
  race: string[];
  sex: string[];
}

/** Statuses in which start/profile may be saved: before soft credit has an outcome. */
const PROFILE_STATUSES = [PROFILE_INCOMPLETE, 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'IN_PROGRESS'];

/** Registers the write calls of the application pages built so far (start/profile, start/hmda, credit/error). */
export function applicationStepRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  /** The caller's own application, caught up with the lender's clock. */
  const own = (req: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRow> => ownApplication(ctx, req);
  const statusOf = async (uuid: string): Promise<string> => (await findStatus(ctx.db, uuid))?.checklist_status ?? '';
  const refuse = (page: string, status: string): HttpError => new HttpError(409, `This step (${page}) is not open for this application now (status ${status}).`);

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/profile-confirmation`, secure, async (req) => {
    const body = ctx.validators.parse<ProfileConfirmation>('profile-confirmation', req.body);
    let row = await own(req);
    const status = await statusOf(row.uuid);
    const hasConsent = row.consents.some((c) => c.type === 'SOFT_CREDIT');
    // Saved already (a retried Continue): the same answer, nothing repeated.
    if (hasConsent && !PROFILE_STATUSES.includes(status)) return applicationView(row);
    if (!PROFILE_STATUSES.includes(status)) throw refuse('start/profile', status);
    const now = ctx.now();
    // The 62+ program lends from 62 only: the lender checks what birthdate@2's sixtyTwoPlusWhen checks on the page.
    const dob = dobDate(body.dob);
    if (row.extra['isSixtyTwoPlus'] === true && (dob === undefined || !isAtLeastAge(dob, SIXTY_TWO_PLUS_MINIMUM_AGE, new Date(now)))) {
      throw new HttpError(400, REGISTRATION_AGE_MESSAGES.sixtyTwo, undefined, [{ path: 'dob', message: REGISTRATION_AGE_MESSAGES.sixtyTwo }]);
    }
    await updateProfile(ctx.db, authOf(req).identityUuid, { ...body.name, dob: body.dob }, now);
    const version = APPLICATION_CONSENT_TYPES.find((c) => c.type === 'SOFT_CREDIT')?.version ?? 1;
    row = await patchApplication(ctx.db, row, { consents: hasConsent ? row.consents : [...row.consents, { type: 'SOFT_CREDIT', version }] }, now);
    // The soft pull runs now with the confirmed name (its last name picks the sandbox outcome).
    const request = row.request as { income?: { incomePrimary?: number; incomeOther?: number } };
    const p = row.property as { street1: string; zip: string; city?: string; state?: string; type?: string };
    const script = scriptFor(outcomeForLastName(body.name.lastName, p.state), {
      street1: p.street1, zip: p.zip, city: p.city ?? '', state: p.state ?? '', occupancy: p.type ?? 'HOME',
      income: request.income?.incomePrimary ?? 0, otherIncome: request.income?.incomeOther ?? 0,
    }, now);
    await startScript(ctx.db, row.uuid, 'WAITING_FOR_SOFT_CREDIT', script, now);
    return applicationView(row);
  });

  // credit/error 'Try again': the applicant lifted the freeze, so the new pull goes through.
  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/soft-credit`, secure, async (req) => {
    ctx.validators.parse<Record<string, never>>('soft-credit', req.body ?? {});
    const row = await own(req);
    const current = await findStatus(ctx.db, row.uuid);
    const status = current?.checklist_status ?? '';
    if (status === 'WAITING_FOR_SOFT_CREDIT' || status === 'HARD_CREDIT_PULL') return applicationView(row);
    if (status !== 'SOFT_CREDIT_LOCKED_OR_FROZEN' && status !== 'HARD_CREDIT_LOCKED_OR_FROZEN') throw refuse('credit/error', status);
    const now = ctx.now();
    if (status === 'HARD_CREDIT_LOCKED_OR_FROZEN') {
      // The hard pull again, then the HMDA questions (APPLICATION.md happy path).
      const next: ScriptStep = { afterMs: SOFT_CREDIT_MS, checklistStatus: 'HMDA', uwDecision: current?.uw_decision ?? null, uwSubDecision: current?.uw_sub_decision ?? null, flags: {}, application: {} };
      await startScript(ctx.db, row.uuid, 'HARD_CREDIT_PULL', [next], now);
      return applicationView(row);
    }
    const request = row.request as { income?: { incomePrimary?: number; incomeOther?: number } };
    const p = row.property as { street1: string; zip: string; type?: string };
    const script = scriptFor(DEFAULT_OUTCOME, {
      street1: p.street1, zip: p.zip, occupancy: p.type ?? 'HOME',
      income: request.income?.incomePrimary ?? 0, otherIncome: request.income?.incomeOther ?? 0,
    }, now);
    await startScript(ctx.db, row.uuid, 'WAITING_FOR_SOFT_CREDIT', script, now);
    return applicationView(row);
  });

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/hmda`, secure, async (req) => {
    const body = ctx.validators.parse<Hmda>('hmda', req.body);
    let row = await own(req);
    const status = await statusOf(row.uuid);
    // An edit from the summary's Edit link: recorded, then the lender regenerates the summary.
    if ((SUMMARY_EDIT.from as readonly string[]).includes(status)) {
      if (bodyHash(row.extra['hmda']) === bodyHash(body)) return applicationView(row);
      row = await patchApplication(ctx.db, row, { hmda: body, hasHmda: true }, ctx.now());
      const s = await findStatus(ctx.db, row.uuid);
      await startScript(ctx.db, row.uuid, SUMMARY_EDIT.waiting, summaryEditScript(s?.uw_decision ?? null, s?.uw_sub_decision ?? null), ctx.now());
      return applicationView(row);
    }
    // A retried Continue: the same answers, nothing done again; other answers once it moved on are a 409.
    if (row.extra['hasHmda'] === true && status !== 'HMDA' && bodyHash(row.extra['hmda']) === bodyHash(body)) return applicationView(row);
    if (status !== 'HMDA') throw refuse('start/hmda', status);
    const now = ctx.now();
    row = await patchApplication(ctx.db, row, { hmda: body, hasHmda: true }, now);
    const current = await findStatus(ctx.db, row.uuid);
    // The lender prepares the application disclosures, then the summary to sign (APPLICATION.md).
    const next: ScriptStep = {
      afterMs: waitMs({ ms: APP_DISCLOSURES_MS }),
      checklistStatus: 'GEN_SUMMARY_DISCLOSURE',
      uwDecision: current?.uw_decision ?? null,
      uwSubDecision: current?.uw_sub_decision ?? null,
      // The application disclosures are ready to read (document/disclosures); acknowledging
      // them prepares the summary (src/server/routes/disclosures.ts, decision 192).
      flags: { disclosures: { appDisclosuresReady: true } },
      application: {},
    };
    await startScript(ctx.db, row.uuid, 'GEN_APP_DISCLOSURES', [next], now);
    return applicationView(row);
  });
}
