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
}

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
  declined: { ...offerSelection, checklistStatus: 'DECLINED', uwDecision: 'DECLINE', uwSubDecision: null, flags: { creditScoreDecline: true }, offers: false },
  noproperty: { ...offerSelection, checklistStatus: 'NO_PROPERTY_FOUND', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: false }, propertyFound: false, offers: false },
  multiproperty: { ...offerSelection, checklistStatus: 'MULTIPLE_PROPERTIES', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: false }, propertyFound: false, offers: false },
  delinquent: { ...offerSelection, checklistStatus: 'DELINQUENCY_REVIEW', uwDecision: 'REVIEW', uwSubDecision: null, offers: false },
  liens: { ...offerSelection, checklistStatus: 'LIEN_VERIFICATION', uwDecision: 'INITIAL', uwSubDecision: null, flags: { propertyComplete: true, liensComplete: false }, offers: false },
  assets: { ...offerSelection, checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' },
  crediterror: { ...offerSelection, checklistStatus: 'CREDIT_ERROR', uwDecision: 'ERROR', uwSubDecision: null, offers: false },
  stuck: { ...offerSelection, afterMs: null },
  requalify: { ...offerSelection, checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY', uwDecision: 'INITIAL', uwSubDecision: null, offers: false, requalify: { maxLine: 30000, reason: 'The loans ahead of ours leave less room in your home than we first estimated.' } },
  scoredecline: { ...offerSelection, checklistStatus: 'DECLINED', uwDecision: 'DECLINE', uwSubDecision: null, flags: { creditScoreDecline: true }, offers: false },
  dtidecline: { ...offerSelection, checklistStatus: 'DECLINED', uwDecision: 'DECLINE', uwSubDecision: null, flags: { dtiDecline: true }, offers: false },
  slow: { ...offerSelection, afterMs: 20000 },
  minoffer: { ...offerSelection, offerSize: 'min' },
  maxoffer: { ...offerSelection, offerSize: 'max' },
};

/** Picks the outcome for an applicant's last name. */
export function outcomeForLastName(lastName: string | null | undefined): Outcome {
  return LAST_NAME_OUTCOMES[(lastName ?? '').trim().toLowerCase()] ?? DEFAULT_OUTCOME;
}
