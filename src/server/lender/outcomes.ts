// The soft pull's outcomes: what the lender answers when soft credit (and the property lookup)
// finish, by the applicant's magic last name. QA reads this table (docs/sandbox.md lists the same).

/** A scripted lender answer applied when soft credit "finishes". */
export interface Outcome {
  checklistStatus: string;
  uwDecision: string | null;
  uwSubDecision: string | null;
  /** Status flags set along with the status. */
  flags?: Record<string, unknown>;
  /** The property was found (offers, adjusted home amount, selected property). */
  propertyFound: boolean;
  /** Offers are made (OFFER_SELECTION and ASSETS_PREQUAL). */
  offers: boolean;
  /** How long soft credit takes; null = never finishes. */
  afterMs: number | null;
  /** Forces the offer size: 'min' ($15,000 at 17.20%) or 'max' ($400,000 at 7.60%). */
  offerSize?: 'min' | 'max';
  /** CLTV or lien position leaves room for a smaller line only (product/prequal-winback). */
  requalify?: { maxLine: number; reason: string };
  /** false: no automated valuation (AVM) was found, so no home value until a BPO gives one. */
  valued?: boolean;
  /** Application fields the create sets at once (e.g. the 62+ program's `isSixtyTwoPlus`). */
  application?: Record<string, unknown>;
  /** The lender asks the applicant to confirm their details (start/profile) before the soft pull. */
  confirmProfileFirst?: boolean;
  /** What the lender then does by itself, each after its wait (a hold that clears, a valuation that arrives). */
  then?: readonly FollowUp[];
  /** The outcome instead when the property is outside the BPO states (seed 000 §4 routes TX and other states apart). */
  outsideBpoStates?: Outcome;
  /** A decline's adverse-action content (the score date is the pull's day, set by the script). */
  decline?: DeclineNotice;
  /** The status start/contact's hard pull ends in instead of the progression's (a frozen file: credit/error). */
  hardPull?: string;
}

/**
 * What an adverse-action notice carries (ECOA / Regulation B principal reasons, FCRA credit-score
 * disclosure), stored as `application.decline` for error/decline, error/credit and error/income.
 */
export interface DeclineNotice {
  reasons: readonly string[];
  creditScore: string;
  scoreRange: string;
  bureau: string;
}

/**
 * The sandbox's status for a decline the client machine routes by its flags (ours, decision 246):
 * seed 000's checklist table sends DECLINED to error/decline before the machine is asked, so a
 * DTI or credit-score decline keeps this status, which the table does not list, and the machine's
 * dtiDecline / creditScoreDecline triggers take the applicant to error/income or error/credit.
 */
export const ADVERSE_ACTION = 'ADVERSE_ACTION';

/** The bureau whose report the sandbox 'pulls', named as an adverse-action notice must. */
export const SANDBOX_BUREAU = 'Experian, P.O. Box 2002, Allen, TX 75013, 1-888-397-3742, www.experian.com';
const SCORE_RANGE = '300 to 850';

/** Notices by decline kind (reasons in Regulation B's sample-form wording). */
export const DECLINE_NOTICES = {
  general: { reasons: ['Delinquent past or present credit obligations with others', 'Value or type of collateral not sufficient'], creditScore: '611', scoreRange: SCORE_RANGE, bureau: SANDBOX_BUREAU },
  creditScore: { reasons: ['Credit score below our minimum of 640', 'Proportion of balances to credit limits is too high on revolving accounts', 'Number of recent inquiries on credit report'], creditScore: '598', scoreRange: SCORE_RANGE, bureau: SANDBOX_BUREAU },
  dti: { reasons: ['Excessive obligations in relation to income', 'Income insufficient for amount of credit requested'], creditScore: '712', scoreRange: SCORE_RANGE, bureau: SANDBOX_BUREAU },
  assets: { reasons: ['Income insufficient for amount of credit requested', 'Insufficient liquid assets'], creditScore: '712', scoreRange: SCORE_RANGE, bureau: SANDBOX_BUREAU },
} as const satisfies Record<string, DeclineNotice>;

/** `application.decline` as stored: the notice with the day the score was pulled (yyyy-mm-dd). */
export function declineRecord(notice: DeclineNotice, atMs: number): Record<string, unknown> {
  return { ...notice, reasons: [...notice.reasons], scoreDate: new Date(atMs).toISOString().slice(0, 10) };
}

/** A step the lender takes by itself after an outcome, `LENDER_WAIT_MS` later (SANDBOX_WAIT_MS overrides). */
export interface FollowUp {
  checklistStatus: string;
  uwDecision: string | null;
  uwSubDecision: string | null;
  flags?: Record<string, unknown>;
  /** The lender makes its offers with this step (priced on the property's value). */
  offers?: boolean;
  /** Application fields set with it. */
  application?: Record<string, unknown>;
}

/** The hold is over: the lender makes its offers (product/select). */
export const OFFERS_AFTER_HOLD: FollowUp = { checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', flags: { propertyComplete: true }, offers: true };

/** The BPO is ordered and worked on (bpo/hold), then comes back: offers on its value. */
export const BPO_PROCESSING_THEN_OFFERS: readonly FollowUp[] = [
  { checklistStatus: 'BPO_PROCESSING', uwDecision: 'INITIAL', uwSubDecision: 'BPO_PENDING', flags: { bpo: 'BPO_PROCESSING' }, application: { status: { bpo: 'BPO_PROCESSING' } } },
  { ...OFFERS_AFTER_HOLD, flags: { propertyComplete: true, bpo: 'BPO_COMPLETE' }, application: { status: { bpo: 'BPO_COMPLETE' } } },
];

/**
 * The sandbox's status for an application the lender cannot pull credit for yet (no SOFT_CREDIT
 * consent): not in the seed's checklist table, so the client machine's `profile` state routes
 * the applicant to start/profile (ours, docs/sandbox.md).
 */
export const PROFILE_INCOMPLETE = 'PROFILE_INCOMPLETE';

/** How long the simulated soft credit pull takes by default. */
export const SOFT_CREDIT_MS = 3000;

const offerSelection: Outcome = {
  checklistStatus: 'OFFER_SELECTION',
  uwDecision: 'SELECT',
  uwSubDecision: 'UNVERIFIED_OFFER',
  flags: { propertyComplete: true },
  propertyFound: true,
  offers: true,
  afterMs: SOFT_CREDIT_MS,
};

/** The outcome when no magic value applies. */
export const DEFAULT_OUTCOME: Outcome = offerSelection;

/** Applicant last names (case-insensitive) that force the soft-credit outcome. */
export const LAST_NAME_OUTCOMES: Readonly<Record<string, Outcome>> = {
  nomatch: { ...offerSelection, checklistStatus: 'CREDIT_NO_MATCH', uwDecision: 'INITIAL', uwSubDecision: null, flags: {}, offers: false },
  nossn: { ...offerSelection, checklistStatus: 'CREDIT_NO_MATCH_SSN', uwDecision: 'INITIAL', uwSubDecision: null, flags: {}, offers: false },
  frozen: { ...offerSelection, checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', uwDecision: 'INITIAL', uwSubDecision: 'CREDIT_FROZEN', flags: {}, offers: false },
  pinfrozen: { ...offerSelection, checklistStatus: 'CREDIT_FROZEN_WITH_PIN', uwDecision: 'INITIAL', uwSubDecision: 'CREDIT_FROZEN', flags: { creditFrozenWithPin: true }, offers: false },
  /** A decline the checklist table routes (DECLINED: error/decline). */
  declined: { ...offerSelection, checklistStatus: 'DECLINED', uwDecision: 'DECLINE', uwSubDecision: null, flags: {}, offers: false, decline: DECLINE_NOTICES.general },
  noproperty: { ...offerSelection, checklistStatus: 'NO_PROPERTY_FOUND', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: false }, propertyFound: false, offers: false },
  multiproperty: { ...offerSelection, checklistStatus: 'MULTIPLE_PROPERTIES', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: false }, propertyFound: false, offers: false },
  delinquent: { ...offerSelection, checklistStatus: 'DELINQUENCY_REVIEW', uwDecision: 'REVIEW', uwSubDecision: null, offers: false },
  liens: { ...offerSelection, checklistStatus: 'LIEN_VERIFICATION', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: true, liensComplete: false }, offers: false },
  assets: { ...offerSelection, checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' },
  crediterror: { ...offerSelection, checklistStatus: 'CREDIT_ERROR', uwDecision: 'ERROR', uwSubDecision: null, offers: false },
  stuck: { ...offerSelection, afterMs: null },
  requalify: { ...offerSelection, checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY', uwDecision: 'INITIAL', uwSubDecision: null, offers: false, requalify: { maxLine: 30000, reason: 'The loans ahead of ours leave less room in your home than we first estimated.' } },
  /** Declines the machine routes by flag (ADVERSE_ACTION: error/credit, error/income). */
  scoredecline: { ...offerSelection, checklistStatus: ADVERSE_ACTION, uwDecision: 'DECLINE', uwSubDecision: null, flags: { creditScoreDecline: true }, offers: false, decline: DECLINE_NOTICES.creditScore },
  dtidecline: { ...offerSelection, checklistStatus: ADVERSE_ACTION, uwDecision: 'DECLINE', uwSubDecision: null, flags: { dtiDecline: true }, offers: false, decline: DECLINE_NOTICES.dti },
  slow: { ...offerSelection, afterMs: 20000 },
  // Branches of seed 000 §4's tables (issue 10): the page each leads to is in docs/sandbox.md.
  /** TX: the lender orders a BPO and asks about the home first (bpo/condition); elsewhere it orders one itself (bpo/order-bpo, bpo/hold, offers). */
  bpo: {
    ...offerSelection, checklistStatus: 'BPO_ORDER_REQUEST', uwDecision: 'INITIAL', uwSubDecision: 'BPO_PENDING', flags: { propertyComplete: true, bpo: 'BPO_REQUIRED' }, offers: false, application: { status: { bpo: 'BPO_REQUIRED' } },
    outsideBpoStates: { ...offerSelection, checklistStatus: 'BPO_ORDER_REQUEST', uwDecision: 'INITIAL', uwSubDecision: 'BPO_PENDING', flags: { propertyComplete: true, bpo: 'BPO_REQUIRED' }, offers: false, application: { status: { bpo: 'BPO_REQUIRED' } }, then: BPO_PROCESSING_THEN_OFFERS },
  },
  /** No automated valuation: the applicant estimates the value (bpo/estimate-value), then a BPO. */
  noavm: { ...offerSelection, checklistStatus: 'NO_AVM_FOUND', uwDecision: 'INITIAL', uwSubDecision: null, offers: false, valued: false },
  /** The flood zone determination is pending (error/flood-cert) until it arrives, then offers. */
  floodzone: { ...offerSelection, checklistStatus: 'GEN_CLOSING_DISCLOSURE', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: true, waitingOnFloodCert: true }, offers: false, then: [{ ...OFFERS_AFTER_HOLD, flags: { propertyComplete: true, waitingOnFloodCert: false } }] },
  /** A payoff statement is requested from the first mortgage's lender (payoff/hold), then offers. */
  payoff: { ...offerSelection, checklistStatus: 'PAYOFF_REQUEST_PENDING', uwDecision: 'INITIAL', uwSubDecision: null, offers: false, then: [OFFERS_AFTER_HOLD] },
  /** The general hold (hold: PENDING), then offers. */
  hold: { ...offerSelection, checklistStatus: 'PENDING', uwDecision: 'INITIAL', uwSubDecision: null, offers: false, then: [OFFERS_AFTER_HOLD] },
  /** The property matches no public record (review-app/datatree through the machine's datatreeError). */
  datatree: { ...offerSelection, checklistStatus: 'DATATREE_NO_MATCH', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: true, datatreeNoMatch: true }, propertyFound: false, offers: false },
  /** An underwriter reviews the file (review-app/uw through the machine's uwReview), then offers. */
  uwreview: { ...offerSelection, checklistStatus: 'UNDERWRITING_REVIEW', uwDecision: 'REVIEW', uwSubDecision: null, offers: false, then: [OFFERS_AFTER_HOLD] },
  /** Public records show someone else as the owner (review-app/incorrect-ownership). */
  notowner: { ...offerSelection, checklistStatus: 'INCORRECT_OWNERSHIP', uwDecision: 'INITIAL', uwSubDecision: null, offers: false },
  /** The lender's answer is UNKNOWN (error/timeout); after its wait Try again finds the offers. */
  timeout: { ...offerSelection, checklistStatus: 'UNKNOWN', uwDecision: 'UNKNOWN', uwSubDecision: null, offers: false, then: [OFFERS_AFTER_HOLD] },
  /** The 62+ interest-only program: the applicant confirms their details first (start/profile, born 62 or more years ago), then offers. */
  sixtytwo: { ...offerSelection, application: { isSixtyTwoPlus: true }, confirmProfileFirst: true },
  /** Offers as usual; start/contact's hard pull finds the file frozen (credit/error), Try again pulls again (HMDA). */
  hardfrozen: { ...offerSelection, hardPull: 'HARD_CREDIT_LOCKED_OR_FROZEN' },
  minoffer: { ...offerSelection, offerSize: 'min' },
  maxoffer: { ...offerSelection, offerSize: 'max' },
};

/** States where a property needs a BPO (seed 000 §9: Texas). */
export const BPO_STATES: readonly string[] = ['TX'];

/** Picks the outcome for an applicant's last name (and the property's state, for the BPO branches). */
export function outcomeForLastName(lastName: string | null | undefined, state?: string): Outcome {
  const o = LAST_NAME_OUTCOMES[(lastName ?? '').trim().toLowerCase()] ?? DEFAULT_OUTCOME;
  return o.outsideBpoStates !== undefined && state !== undefined && !BPO_STATES.includes(state) ? o.outsideBpoStates : o;
}
