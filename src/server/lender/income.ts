// The lender's income verification (src/server/lender/progression-income.ts has the table): a
// link's outcome reported by the simulated vendor, documents submitted, employer details given.
// Each records what income/review shows (application.incomeVerification) and starts the
// lender's wait; failures and cancels stay on INCOME_VERIFICATION with what failed.
import type { Ctx } from '../context';
import { findApplication, patchApplication, type ApplicationRow } from '../store/applications';
import { findStatus, startScript } from '../store/status';
import type { ScriptStep } from './script';
import { waitMs } from './progression';
import { pricedApplication } from './pricing';
import { pricingInput } from './pricing-input';
import {
  EMPLOYMENT_STATUS, FINAL_OFFER, INCOME_PARTIAL_STATUS, INCOME_STATUS, INCOME_WAIT_MS, INCOME_WAITING, LOWER_INCOME_SHARE, VERIFIED,
  type IncomeOutcome, type MethodState,
} from './progression-income';

type Body = Record<string, unknown>;
/** The method record keys of application.incomeVerification. */
export type MethodKey = 'payroll' | 'bankData' | 'documents';

/** The status after verified income: the disbursement account, or identity for a crypto line (no bank account). */
export function afterVerified(row: ApplicationRow): string {
  return row.is_crypto ? 'IDENTITY_VERIFICATION' : 'DISBURSEMENT_ACCOUNT';
}

const statedIncome = (row: ApplicationRow): number => {
  const s = (row.income_sources as { income?: unknown }[] | null)?.[0];
  return typeof s?.income === 'number' ? s.income : 0;
};

/** The method's record as income/review reads it. */
function record(row: ApplicationRow, key: MethodKey, state: MethodState, extra: Body, now: number): Body {
  const old = ((row.extra['incomeVerification'] as Body | undefined)?.[key] ?? {}) as Body;
  return { incomeVerification: { [key]: { ...old, ...extra, state, updatedAt: new Date(now).toISOString() }, lastMethod: key } };
}

/**
 * The lender's script for an outcome that moves the application (success, partial, employer,
 * lower), starting in the waiting status now; failure and cancel only record.
 */
async function verify(ctx: Ctx, row: ApplicationRow, outcome: IncomeOutcome, key: MethodKey): Promise<void> {
  const now = ctx.now();
  const status = await findStatus(ctx.db, row.uuid);
  const uwDecision = status?.uw_decision ?? null;
  const ms = waitMs({ ms: INCOME_WAIT_MS });
  const stated = statedIncome(row);
  const step = (s: Partial<ScriptStep> & { checklistStatus: string }): ScriptStep => ({ afterMs: ms, uwDecision, uwSubDecision: status?.uw_sub_decision ?? null, flags: {}, application: {}, ...s });
  let script: ScriptStep;
  const partlyVerified = status?.flags['manualPaystubUpload'] === true;
  const selfEmployed = (row.income_sources as { employmentType?: unknown }[] | null)?.some((s) => s.employmentType === 'SELF_EMPLOYED') === true;
  if (outcome === 'success') {
    // After a partial link, the paystub completes the manual tasks (the incomePartialVerified trigger stops holding).
    script = step({ checklistStatus: afterVerified(row), uwSubDecision: VERIFIED, flags: partlyVerified ? { manualPaystubTasksComplete: true } : {}, application: { incomeVerification: { [key]: { state: 'VERIFIED' }, verifiedIncome: stated, outcome: 'VERIFIED' } } });
  } else if (outcome === 'partial' && selfEmployed) {
    // Self-employed: no paystubs to ask for (the trigger excludes them); income/review asks for the tax returns.
    script = step({ checklistStatus: INCOME_STATUS, application: { incomeVerification: { [key]: { state: 'PARTIAL' }, outcome: 'PARTIAL' } } });
  } else if (outcome === 'partial') {
    script = step({ checklistStatus: INCOME_PARTIAL_STATUS, flags: { manualPaystubUpload: true, manualPaystubTasksComplete: false }, application: { incomeVerification: { [key]: { state: 'PARTIAL' }, outcome: 'PARTIAL' } } });
  } else if (outcome === 'employer') {
    script = step({ checklistStatus: EMPLOYMENT_STATUS, flags: { employmentVerificationNeeded: true }, application: { incomeVerification: { [key]: { state: 'IN_PROGRESS' }, outcome: 'EMPLOYER_VERIFICATION' } } });
  } else {
    // A lower verified income: the line re-priced to what it supports; the applicant picks again (product/select).
    const verifiedIncome = Math.round(stated * LOWER_INCOME_SHARE);
    const offers = pricedApplication(pricingInput(row));
    const oldMax = Math.max(0, ...offers.offers.map((o) => o.maxDraw));
    const revised = pricedApplication(pricingInput(row), { maxLine: Math.max(15000, Math.round((oldMax * LOWER_INCOME_SHARE) / 1000) * 1000) });
    script = step({
      checklistStatus: 'REVISED_OFFER_SELECTION', uwSubDecision: FINAL_OFFER,
      application: { ...revised, incomeVerification: { [key]: { state: 'VERIFIED' }, verifiedIncome, statedIncome: stated, outcome: 'LOWER_INCOME', previousAmount: row.amount } },
    });
  }
  await startScript(ctx.db, row.uuid, INCOME_WAITING, [script], now);
}

/**
 * A method's outcome reaches the lender: the record income/review shows, then the lender's wait
 * (or, for failure and cancel, income/review again with what failed).
 */
export async function reportIncome(ctx: Ctx, appUuid: string, key: MethodKey, outcome: IncomeOutcome, detail: Body = {}): Promise<void> {
  const row = await findApplication(ctx.db, appUuid);
  if (row === undefined) return;
  const now = ctx.now();
  const state: MethodState = outcome === 'failure' ? 'FAILED' : outcome === 'cancel' ? 'CANCELLED' : 'IN_PROGRESS';
  const patched = await patchApplication(ctx.db, row, record(row, key, state, detail, now), now);
  if (outcome === 'failure' || outcome === 'cancel') return;
  await verify(ctx, patched, outcome, key);
}
