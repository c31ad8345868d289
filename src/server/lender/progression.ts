// The lender's progression for part 1 of the journey as data: for each applicant action, the
// statuses it is accepted in, the waiting status the lender shows while it works, how long it
// works, and where it goes then. The write calls (src/server/routes/application-part1.ts,
// application-steps.ts, disclosures.ts) read this table; QA reads it here or as JSON from
// GET /__sandbox/scenarios (docs/sandbox.md lists the same rows).
import { SOFT_CREDIT_MS } from './outcomes';

/** One action's row. */
export interface Progression {
  /** The page that sends it (for the 409 message and the docs). */
  page: string;
  /** Statuses the action is accepted in. */
  from: readonly string[];
  /** The status shown while the lender works (a WAITING_FOR_ or seed waiting status). */
  waiting: string;
  /** How long the lender works, in ms (SANDBOX_WAIT_MS overrides every wait). */
  ms: number;
  /** The status after, with the decision it sets (null keeps the current one). */
  to: string;
  uwDecision?: string | null;
  uwSubDecision?: string | null;
  /** Status flags set when the lender is done. */
  flags?: Record<string, unknown>;
  /**
   * The action runs a credit pull whose outcome replaces `to`: 'lastName' plays the applicant's
   * magic last name's outcome (LAST_NAME_OUTCOMES, outcomes.ts; its own wait: Slow 20 s, Stuck
   * never), 'default' the default outcome (offers).
   */
  pull?: 'lastName' | 'default';
  /**
   * Status flags set the moment the action is accepted. An action with these moves the lender
   * once: when they are already set it only records what was sent.
   */
  flagsAtOnce?: Record<string, unknown>;
  /** What the lender then does by itself, each `ms` after the previous step (a wait page polls through them). */
  then?: readonly { to: string; ms: number; uwDecision?: string | null; uwSubDecision?: string | null; flags?: Record<string, unknown>; application?: Record<string, unknown>; offers?: boolean }[];
}

/** The default wait of a lender step. */
export const LENDER_WAIT_MS = 3000;

/** The wait, unless SANDBOX_WAIT_MS sets every lender wait (e.g. 0 in a demo, 20000 to watch the wait pages). */
export function waitMs(row: Pick<Progression, 'ms'>, env: NodeJS.ProcessEnv = process.env): number {
  const forced = Number(env['SANDBOX_WAIT_MS']);
  return env['SANDBOX_WAIT_MS'] !== undefined && Number.isFinite(forced) && forced >= 0 ? forced : row.ms;
}

/** True when every flag of `subset` has that value in `flags` (nested objects compared field by field). */
export function flagsHold(flags: Record<string, unknown>, subset: Record<string, unknown>): boolean {
  return Object.entries(subset).every(([k, v]) => {
    const cur = flags[k];
    const plain = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
    return plain(v) ? plain(cur) && flagsHold(cur, v) : cur === v;
  });
}

export const PROGRESSION = {
  /**
   * start/profile: name, date of birth and the SOFT_CREDIT consent confirmed (a create without the
   * consent waits in PROFILE_INCOMPLETE; the 62+ program always asks); the soft pull runs with the
   * confirmed last name.
   */
  profile: { page: 'start/profile', from: ['PROFILE_INCOMPLETE', 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'IN_PROGRESS'], waiting: 'WAITING_FOR_SOFT_CREDIT', ms: SOFT_CREDIT_MS, to: 'OFFER_SELECTION', pull: 'lastName' },
  /** credit/error's Try again after a frozen soft pull: the freeze counts as lifted, the pull finds the file (offers). */
  softCreditRetry: { page: 'credit/error', from: ['SOFT_CREDIT_LOCKED_OR_FROZEN'], waiting: 'WAITING_FOR_SOFT_CREDIT', ms: SOFT_CREDIT_MS, to: 'OFFER_SELECTION', pull: 'default' },
  /** credit/error's Try again after a frozen hard pull (last name Hardfrozen): the hard pull again, then the HMDA questions. */
  hardCreditRetry: { page: 'credit/error', from: ['HARD_CREDIT_LOCKED_OR_FROZEN'], waiting: 'HARD_CREDIT_PULL', ms: LENDER_WAIT_MS, to: 'HMDA' },
  /** liens: the liens confirmed; the lender underwrites and prices offers. */
  liens: { page: 'liens', from: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'], waiting: 'WAITING_FOR_UNDERWRITING', ms: LENDER_WAIT_MS, to: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', flags: { liensComplete: true } },
  /** product/select/confirm: the offer chosen (term, rate, amount set: the selectProduct trigger). */
  offer: { page: 'product/select/confirm', from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'], waiting: 'WAITING_FOR_OFFER_ACCEPTANCE', ms: 1000, to: 'COLLECT_ADDITIONAL_INFO' },
  /** start/contact: ownership, SSN, HARD_CREDIT consent; the hard pull (an outcome's `hardPull` stops it: Hardfrozen, outcomes.ts). */
  additionalInfo: { page: 'start/contact', from: ['COLLECT_ADDITIONAL_INFO'], waiting: 'HARD_CREDIT_PULL', ms: LENDER_WAIT_MS, to: 'HMDA' },
  /** start/hmda: the government monitoring answers; the lender prepares the application disclosures (document/disclosures next). */
  hmda: { page: 'start/hmda', from: ['HMDA'], waiting: 'GEN_APP_DISCLOSURES', ms: LENDER_WAIT_MS, to: 'GEN_SUMMARY_DISCLOSURE', flags: { disclosures: { appDisclosuresReady: true } } },
  /**
   * document/disclosures acknowledged after HMDA (decision 192): the lender prepares the summary
   * to sign. Accepted at any status (the page is open from the menu too), it moves the lender only
   * here and once (appDisclosuresComplete); elsewhere it only records.
   */
  disclosuresAck: { page: 'document/disclosures', from: ['GEN_SUMMARY_DISCLOSURE'], waiting: 'WAITING_FOR_APP_SUMMARY', ms: 1500, to: 'APP_SUBMISSION', flagsAtOnce: { disclosures: { appDisclosuresComplete: true } }, flags: { disclosures: { summaryReady: true } } },
  /** start/app-summary: the summary signed; the lender asks for income next. */
  summarySigned: { page: 'start/app-summary', from: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'], waiting: 'WAITING_FOR_INCOME_VERIFICATION', ms: LENDER_WAIT_MS, to: 'INCOME_VERIFICATION', flags: { disclosures: { summaryComplete: true } } },
  /** credit/social: the SSN; a new soft pull (its outcome is the applicant's magic value, else offers). */
  ssn: { page: 'credit/social', from: ['CREDIT_NO_MATCH'], waiting: 'WAITING_FOR_SOFT_CREDIT', ms: LENDER_WAIT_MS, to: 'OFFER_SELECTION' },
  /** review-app/incorrect-pin: the freeze PIN; a new soft pull. */
  creditPin: { page: 'review-app/incorrect-pin', from: ['CREDIT_FROZEN_WITH_PIN'], waiting: 'WAITING_FOR_SOFT_CREDIT', ms: LENDER_WAIT_MS, to: 'OFFER_SELECTION', flags: { creditFrozenWithPin: false } },
  /** review-app/property: a property chosen or the address corrected; the property lookup again. */
  // review-app/datatree's 'Correct the address' sends the same correction (decision 272).
  property: { page: 'review-app/property', from: ['NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES', 'DATATREE_NO_MATCH'], waiting: 'WAITING_FOR_PROPERTY', ms: LENDER_WAIT_MS, to: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', flags: { propertyComplete: true } },
  /** product/assets: liquid assets enough to qualify (else a DTI decline: ASSET_DECLINE below). */
  assets: { page: 'product/assets', from: ['ASSETS_PREQUAL'], waiting: 'WAITING_FOR_UNDERWRITING', ms: LENDER_WAIT_MS, to: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' },
  /** product/prequal-winback: the lower line accepted; offers priced at it. */
  requalify: { page: 'product/prequal-winback', from: ['CLTV_LIEN_POSITION_REQUALIFY'], waiting: 'WAITING_FOR_UNDERWRITING', ms: LENDER_WAIT_MS, to: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' },
  /** bpo/condition (TX, a BPO ordered): the home's condition for the broker; the lender then asks for the applicant's estimate. */
  bpoCondition: { page: 'bpo/condition', from: ['BPO_ORDER_REQUEST', 'NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'], waiting: 'WAITING_FOR_BPO_ORDER', ms: 1000, to: 'NAV_BPO_ESTIMATE' },
  /**
   * bpo/estimate-value (no AVM, or the BPO's estimate step): the applicant's estimate; the lender
   * orders the BPO (bpo/waiting), the broker works (bpo/hold), then offers on the BPO's value.
   */
  bpoEstimate: {
    page: 'bpo/estimate-value', from: ['NO_AVM_FOUND', 'NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'], waiting: 'WAITING_FOR_BPO_ORDER', ms: LENDER_WAIT_MS,
    to: 'BPO_PROCESSING', uwDecision: 'INITIAL', uwSubDecision: 'BPO_PENDING', flags: { bpo: 'BPO_PROCESSING' },
    then: [{ to: 'OFFER_SELECTION', ms: LENDER_WAIT_MS, uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', flags: { bpo: 'BPO_COMPLETE', propertyComplete: true }, application: { status: { bpo: 'BPO_COMPLETE', condition: 'GOOD' } }, offers: true }],
  },
} as const satisfies Record<string, Progression>;

/**
 * Edits from start/app-summary's Edit links (product/select, start/contact, start/hmda): accepted
 * while the summary is open; the lender records the answers (re-prices a new offer) and
 * regenerates the summary: `summaryReady` false while it works, then back to the summary.
 */
export const SUMMARY_EDIT = {
  page: 'start/app-summary',
  from: ['APP_SUBMISSION'],
  waiting: 'WAITING_FOR_APP_SUMMARY',
  ms: 1500,
  to: 'APP_SUBMISSION',
  actions: ['offer', 'additionalInfo', 'hmda'],
} as const;

/** Liquid assets that qualify on asset depletion: at least 50% of the line's maximum (ours, docs/decisions.md). */
export const ASSET_DEPLETION_SHARE = 0.5;

/** product/assets with too little: a DTI decline the machine routes by its flag (error/income; ADVERSE_ACTION, decision 246). */
export const ASSET_DECLINE: Progression = { page: 'product/assets', from: ['ASSETS_PREQUAL'], waiting: 'WAITING_FOR_UNDERWRITING', ms: LENDER_WAIT_MS, to: 'ADVERSE_ACTION', uwDecision: 'DECLINE', uwSubDecision: null, flags: { dtiDecline: true } };

/** Magic SSNs on credit/social (docs/sandbox.md); never-issued numbers are refused by the schema, so these are valid ones. */
export const SSN_OUTCOMES: Readonly<Record<string, { to: string; uwDecision: string | null; leadsTo: string }>> = {
  /** 111-11-1111: still no file, the applicant cannot be matched (review-app/no-credit). */
  '111111111': { to: 'CREDIT_NO_MATCH_SSN', uwDecision: 'INITIAL', leadsTo: 'review-app/no-credit' },
};

/** A magic PIN that is wrong again (stays on review-app/incorrect-pin, application.creditPin.failedAttempts counted). */
export const WRONG_PIN = '0000';
/** The status (and freeze flag) a wrong PIN leaves the application in after the pull. */
export const WRONG_PIN_OUTCOME = { to: 'CREDIT_FROZEN_WITH_PIN', uwDecision: 'INITIAL', flags: { creditFrozenWithPin: true } } as const;
