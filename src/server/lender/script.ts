// The lender's scripts: status changes stored with the status row and applied lazily when the
// status is read (src/server/store/status.ts), so time can be injected in tests and QA can stop a
// script by forcing a status.
import { randomUUID } from 'node:crypto';
import { BPO_STATES, declineRecord, SOFT_CREDIT_MS, type Outcome } from './outcomes';
import { LENDER_WAIT_MS, SUMMARY_EDIT, waitMs } from './progression';
import { deepMerge } from '../store/merge';
import { liensFor, offerSetFor, pricedApplication, propertyCandidates, type PricingInput } from './pricing';

/** One scripted change: applied `afterMs` after the script started. */
export interface ScriptStep {
  afterMs: number;
  checklistStatus: string;
  uwDecision: string | null;
  uwSubDecision: string | null;
  flags: Record<string, unknown>;
  /** Application fields set along with the status. */
  application: Record<string, unknown>;
}

/** Status flags of a new application (seed 000 §3 Status fields). */
export function initialFlags(state: string): Record<string, unknown> {
  return {
    liensComplete: false,
    inquiryAttestNeeded: false,
    inquiryAttestComplete: false,
    disclosures: { summaryReady: false, summaryComplete: false, closingReady: false, closingComplete: false, notaryReady: false, notaryComplete: false },
    primaryParticipantAcceptComplete: false,
    manualDeedSigningComplete: false,
    manualPaystubUpload: false,
    manualPaystubTasksComplete: false,
    giactAccountStatus: null,
    bpo: BPO_STATES.includes(state) ? 'BPO_REQUIRED' : 'BPO_NOT_REQUIRED',
    title: 'UNKNOWN_TITLE_STATUS',
    propertyComplete: false,
    datatreeNoMatch: false,
    creditFrozenWithPin: false,
    dtiDecline: false,
    creditScoreDecline: false,
    employmentVerificationNeeded: false,
    waitingOnFloodCert: false,
  };
}

/** How long the usual soft credit pull takes: SOFT_CREDIT_MS, or SANDBOX_WAIT_MS when set (decision 241). */
export function softCreditMs(env: NodeJS.ProcessEnv = process.env): number {
  return waitMs({ ms: SOFT_CREDIT_MS }, env);
}

/** The script of a new application for the chosen outcome (pulled at `now`): empty when it never finishes. */
export function scriptFor(outcome: Outcome, pricing: PricingInput, nowMs: number = Date.now()): ScriptStep[] {
  if (outcome.afterMs === null) return [];
  const application: Record<string, unknown> = { state: { decision: outcome.uwDecision } };
  if (outcome.checklistStatus === 'MULTIPLE_PROPERTIES') application['propertyCandidates'] = propertyCandidates(pricing);
  if (outcome.requalify) application['requalify'] = outcome.requalify;
  if (outcome.decline) application['decline'] = declineRecord(outcome.decline, nowMs);
  const size = outcome.offerSize !== undefined ? { size: outcome.offerSize } : {};
  const priced = pricedApplication(pricing, size);
  // Offers after a BPO carry the valuation's cost (no AVM valued the home).
  const offerFields = (valuation = false): Record<string, unknown> =>
    valuation ? { ...priced, offerSet: offerSetFor(pricing.state, { maxDtiUnlimited: priced.offerSet.maxDtiUnlimited, valuation }) } : { ...priced };
  if (outcome.propertyFound) {
    if (outcome.valued !== false) application['adjustedHomeAmount'] = priced.adjustedHomeAmount;
    application['selectedPropertyUuid'] = randomUUID();
    application['status'] = { condition: 'GOOD' };
    // The title search finds a first mortgage (the liens page confirms it when the lender asks).
    application['liens'] = liensFor(priced.adjustedHomeAmount, `${pricing.street1}|${pricing.zip}`);
    if (outcome.offers) Object.assign(application, offerFields());
  }
  const first: ScriptStep = {
    // The usual soft pull follows SANDBOX_WAIT_MS like every lender wait; Slow keeps its 20 s.
    afterMs: outcome.afterMs === SOFT_CREDIT_MS ? softCreditMs() : outcome.afterMs,
    checklistStatus: outcome.checklistStatus,
    uwDecision: outcome.uwDecision,
    uwSubDecision: outcome.uwSubDecision,
    flags: outcome.flags ?? {},
    application: deepMerge(application, outcome.application ?? {}),
  };
  // What the lender then does by itself, each after its wait (the wait pages poll and move on).
  let at = first.afterMs;
  const then = (outcome.then ?? []).map((f): ScriptStep => {
    at += waitMs({ ms: LENDER_WAIT_MS });
    return {
      afterMs: at,
      checklistStatus: f.checklistStatus,
      uwDecision: f.uwDecision,
      uwSubDecision: f.uwSubDecision,
      flags: f.flags ?? {},
      application: deepMerge({ state: { decision: f.uwDecision }, ...(f.offers ? offerFields(f.flags?.['bpo'] === 'BPO_COMPLETE') : {}) }, f.application ?? {}),
    };
  });
  return [first, ...then];
}


/** The lender regenerating the summary after an edit from it: not ready at once, ready after its wait (SUMMARY_EDIT). */
export function summaryEditScript(uwDecision: string | null, uwSubDecision: string | null): ScriptStep[] {
  const step = (afterMs: number, checklistStatus: string, summaryReady: boolean): ScriptStep => ({ afterMs, checklistStatus, uwDecision, uwSubDecision, flags: { disclosures: { summaryReady } }, application: {} });
  return [step(0, SUMMARY_EDIT.waiting, false), step(waitMs(SUMMARY_EDIT), SUMMARY_EDIT.to, true)];
}
