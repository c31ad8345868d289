// The status helpers of seed 001 §4 and the elapsed-time and stable-year checks of §9: facts
// about an application that pages read as the context root `facts` (src/stores/page-store.ts),
// so a definition says `"when": { "facts.payoffPending": true }` instead of repeating the rule.

type Rec = { readonly [key: string]: unknown };

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/** Consent type whose presence means the applicant agreed to a hard credit pull. */
export const HARD_CREDIT_CONSENT = 'HARD_CREDIT';
/** Decision and sub-decision that together mean the verified income matched the offer. */
export const INCOME_MATCHED = { decision: 'FINAL', subDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } as const;
/** A liability's payOff.status when its payoff is pending. */
export const MARKED_FOR_PAYOFF = 'MARKED_FOR_PAYOFF';

/** Seed 001 §4: hard-credit consent counts as given when a consent of type HARD_CREDIT exists. */
export function hasHardCreditConsent(application: unknown): boolean {
  if (!isRec(application)) return false;
  return list(application['consents']).some((c) => isRec(c) && c['type'] === HARD_CREDIT_CONSENT);
}

/**
 * Seed 001 §4: decision FINAL with sub-decision VERIFIED_INCOME_MATCHED_OFFER counts as income
 * matched. Reads the status answer (uwDecision, uwSubDecision) or a portal view's `state`.
 */
export function isIncomeMatched(status: unknown): boolean {
  if (!isRec(status)) return false;
  const state = isRec(status['state']) ? status['state'] : {};
  const decision = status['uwDecision'] ?? state['decision'];
  const sub = status['uwSubDecision'] ?? state['subDecision'];
  return decision === INCOME_MATCHED.decision && sub === INCOME_MATCHED.subDecision;
}

/** Seed 001 §4: a liability whose payOff.status is MARKED_FOR_PAYOFF means a payoff is pending. */
export function isPayoffPending(application: unknown): boolean {
  if (!isRec(application)) return false;
  return list(application['liabilities']).some((l) => isRec(l) && isRec(l['payOff']) && l['payOff']['status'] === MARKED_FOR_PAYOFF);
}

/** The context root `facts` (schemas/meta/context.schema.json). */
export interface ApplicationFacts {
  readonly hardCreditConsentGiven: boolean;
  readonly incomeMatched: boolean;
  readonly payoffPending: boolean;
}

/** The three helpers over one application and its status answer. */
export function applicationFacts(application: unknown, status: unknown): ApplicationFacts {
  return {
    hardCreditConsentGiven: hasHardCreditConsent(application),
    incomeMatched: isIncomeMatched(status) || (isRec(application) && isIncomeMatched(application)),
    payoffPending: isPayoffPending(application),
  };
}

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

const instant = (at: Date | string | number): number => (at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at);

/**
 * Seed 001 §9: has at least `thresholdMs` passed between `since` and `now`? The seed gives no
 * threshold, so the caller names it. An unreadable date or threshold is never "elapsed".
 */
export function hasElapsed(since: Date | string | number, thresholdMs: number, now: Date | string | number = Date.now()): boolean {
  const from = instant(since);
  const to = instant(now);
  if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(thresholdMs) || thresholdMs < 0) return false;
  return to - from >= thresholdMs;
}

/**
 * Seed 001 §9: a stable-year check — has something (a job, a home) lasted at least
 * `thresholdYears` years? `years` may be a number of years or a start date (years to `now`,
 * 365.25-day years as the seed's interest maths). Unreadable input is never stable.
 */
export function isStableYears(years: number | Date | string, thresholdYears: number, now: Date | string | number = Date.now()): boolean {
  if (!Number.isFinite(thresholdYears) || thresholdYears < 0) return false;
  if (typeof years === 'number') return Number.isFinite(years) && years >= thresholdYears;
  return hasElapsed(years, thresholdYears * MS_PER_YEAR, now);
}
