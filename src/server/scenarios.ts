// The sandbox's test mode outside the lender: organisation rules, zips, flags, experiments and
// e-mail tags (docs/sandbox.md lists the same). The lender's own magic values (last names, SSNs,
// PINs) and its progression are in src/server/lender/.

/** Zips no organisation lends in: zip-eligibility answers false and a create answers 400. */
export const EXCLUDED_ZIPS: readonly string[] = ['99999', '00000', '88888'];

/** Zips in the default `fe-heloc-disaster-zips` flag (post-disaster inspection warning). */
export const DISASTER_ZIPS: readonly string[] = ['90265', '90272', '28801', '96761'];

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
  // Outside production the last name may hold digits (seed 001 §5, sandbox test names such as Doe2): the flows switch the legal-name step on it.
  'fe-heloc-sandbox-names': { enabled: process.env['NODE_ENV'] !== 'production', variables: {} },
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
