// The sandbox's test mode: every input that forces an outcome lives here, so QA can read one
// file (and docs/sandbox.md, which lists the same values) to reach any path of the flow.

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

/** Zips no organisation lends in: zip-eligibility answers false and a create answers 400. */
export const EXCLUDED_ZIPS: readonly string[] = ['99999', '00000', '88888'];

/** Zips in the default `fe-heloc-disaster-zips` flag (post-disaster inspection warning). */
export const DISASTER_ZIPS: readonly string[] = ['90265', '90272', '28801', '96761'];

/** States where a property needs a BPO (seed 000 §9: Texas). */
export const BPO_STATES: readonly string[] = ['TX'];

/** Per-organisation rules the brand files do not carry. */
export interface OrgRules {
  /** When set, the only licensed states; otherwise all states but `unlicensedStates`. */
  licensedStates?: readonly string[];
  unlicensedStates: readonly string[];
  /** Zips this organisation does not lend in, on top of EXCLUDED_ZIPS. */
  excludedZips: readonly string[];
  newAuthMode: boolean;
  requiresReferrer: boolean;
  /** Flags that differ from DEFAULT_FLAGS for this organisation. */
  flagOverrides: Readonly<Record<string, { enabled: boolean; variables?: Record<string, unknown> }>>;
}

/** Rules for organisations not listed in ORG_RULES. */
export const DEFAULT_ORG_RULES: OrgRules = {
  unlicensedStates: ['HI', 'WV'],
  excludedZips: [],
  newAuthMode: false,
  requiresReferrer: false,
  flagOverrides: {},
};

/** The sample organisations' rules. */
export const ORG_RULES: Readonly<Record<string, OrgRules>> = {
  HOMELINE: DEFAULT_ORG_RULES,
  EMPIRE: { ...DEFAULT_ORG_RULES, licensedStates: ['NY'], unlicensedStates: [], flagOverrides: { 'fe-heloc-ny-fcra': { enabled: true } } },
  BROKERLINK: { ...DEFAULT_ORG_RULES, unlicensedStates: ['HI', 'WV', 'MN', 'ND'], requiresReferrer: true },
  LAKESHORE: { ...DEFAULT_ORG_RULES, unlicensedStates: ['HI', 'WV', 'NY'], excludedZips: ['48226'] },
  PINECREST: { ...DEFAULT_ORG_RULES, newAuthMode: true },
};

/** The rules of an organisation (defaults for unknown codes). */
export function orgRules(orgCode: string): OrgRules {
  return ORG_RULES[orgCode] ?? DEFAULT_ORG_RULES;
}

/** Feature flags every organisation starts with (QA may override per org). */
export const DEFAULT_FLAGS: Readonly<Record<string, { enabled: boolean; variables: Record<string, unknown> }>> = {
  'fe-heloc-redesign-2025': { enabled: true, variables: {} },
  'fe-heloc-figure-ny-modal': { enabled: true, variables: {} },
  'fe-heloc-ny-fcra': { enabled: false, variables: {} },
  'fe-heloc-sms-transactional-consent': { enabled: true, variables: {} },
  'fe-heloc-disaster-zips': { enabled: true, variables: { disasterZips: { zipcodes: [...DISASTER_ZIPS] } } },
  // The additional signer's conditions list (seed 001 §6); on, so QA sees the list (PUT enabled: false to hide it).
  'additional-signer-conditions': { enabled: true, variables: {} },
  'fe-heloc-maintenance': {
    enabled: false,
    variables: {
      routes: [],
      message: 'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: true,
    },
  },
};

/**
 * Experiments every organisation runs (QA may add, change or switch them off per org):
 * `trafficPercent` of trackers are in `variation`, the rest in `control`, decided by a hash
 * of tracker id and experiment name, so a tracker always lands in the same arm.
 */
export const DEFAULT_EXPERIMENTS: Readonly<Record<string, { enabled: boolean; trafficPercent: number }>> = {
  'heloc-offer-layout': { enabled: true, trafficPercent: 50 },
  'heloc-processing-copy': { enabled: true, trafficPercent: 50 },
};

/** E-mail plus-tags (`name+tag@host`) and what they force. */
export const EMAIL_TAGS = {
  /** verify-ability: ACTIVE_APPLICATION with a real application uuid. */
  active: 'active',
  /** verify-ability: RECENT_HELOC (funded within 45 days). */
  recent: 'recent',
  /** verify-ability: INQUIRY from a wholesale broker (INQUIRY_BROKER_ID). */
  inquiry: 'inquiry',
  /** verify-ability: INQUIRY from the broker whose inquiries need no loan-officer modal. */
  inquiryExempt: 'inquiryexempt',
  /** create application answers 500. */
  fail: 'fail',
  /** create application marks the application crypto-backed (isCrypto). */
  crypto: 'crypto',
  /** the identity answers isBroker: true (the navbar's Dashboard link for additional signers; logout on the agent path). */
  broker: 'broker',
  /** the identity-broker logout answers 500 (the client falls back to /auth/login). */
  logoutFail: 'logoutfail',
} as const;

/** A CEO feedback message containing this text is refused with 503 (the modal's error banner). */
export const FEEDBACK_FAIL_MARKER = '#fail';

/** Wholesale broker id of +inquiry applications (no brand exempts it). */
export const INQUIRY_BROKER_ID = 'WB-100234';
/**
 * Broker id of +inquiryexempt applications when no brand names one: the brands' toggle
 * `wholesaleBrokerIdNoInquiryModal` wins (the org's own, else the first brand that sets it).
 */
export const EXEMPT_BROKER_ID_FALLBACK = 'WB-0001';

/** The plus-tags of an e-mail address, lower-cased (`a+active+crypto@x.io` -> active, crypto). */
export function emailTags(email: string): Set<string> {
  const local = email.split('@')[0] ?? '';
  return new Set(local.split('+').slice(1).map((t) => t.toLowerCase()));
}
