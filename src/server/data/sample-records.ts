// Sample records the sandbox answers lookups with: loan originators, offer codes, referrals.
// Invented for QA; docs/sandbox.md lists them.

/** A loan originator as the lead portal answers it. */
export interface LoanOriginator {
  uuid: string;
  originatorDisplayInfo: {
    originatorName: string;
    brokerName: string;
    phoneNumber: string;
    email: string;
    nmls: string;
    avatarUri: string | null;
  };
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
}

/** Sample loan originators: one enforcing a list of states, one for all states, one CA-only. */
export const LOAN_ORIGINATORS: readonly LoanOriginator[] = [
  {
    uuid: '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000001',
    originatorDisplayInfo: {
      originatorName: 'Dana Whitfield',
      brokerName: 'Lakeside Mortgage Brokers',
      phoneNumber: '5125550142',
      email: 'dana.whitfield@example.com',
      nmls: '1928374',
      avatarUri: null,
    },
    enforceLicensedStatesForReferral: true,
    licensedStates: ['AZ', 'CA', 'CO', 'FL', 'NV', 'OR', 'TX', 'WA'],
  },
  {
    uuid: '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000002',
    originatorDisplayInfo: {
      originatorName: 'Marcus Bell',
      brokerName: 'Northgate Home Lending',
      phoneNumber: '3125550187',
      email: 'marcus.bell@example.com',
      nmls: '2039485',
      avatarUri: null,
    },
    enforceLicensedStatesForReferral: false,
    licensedStates: [],
  },
  {
    uuid: '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000003',
    originatorDisplayInfo: {
      originatorName: 'Priya Raman',
      brokerName: 'Golden Coast Mortgage',
      phoneNumber: '4155550119',
      email: 'priya.raman@example.com',
      nmls: '3141592',
      avatarUri: null,
    },
    enforceLicensedStatesForReferral: true,
    licensedStates: ['CA'],
  },
];

/** A direct-mail offer code record (seed 000 §3). */
export interface OfferCodeRecord {
  offerCode: string;
  firstName: string;
  lastName: string;
  inHomeDate: string;
  respondByDate: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

/** Sample offer codes (case-insensitive lookup). */
export const OFFER_CODES: readonly OfferCodeRecord[] = [
  { offerCode: 'HOME2026', firstName: 'Avery', lastName: 'Stone', inHomeDate: '2026-10-01', respondByDate: '2027-03-31', street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' },
  { offerCode: 'EQUITY50', firstName: 'Jordan', lastName: 'Reyes', inHomeDate: '2026-09-15', respondByDate: '2027-01-15', street1: '88 Harbor View Rd', street2: 'Apt 4B', city: 'San Diego', state: 'CA', zip: '92109' },
  { offerCode: 'NYPRESCREEN', firstName: 'Morgan', lastName: 'Clarke', inHomeDate: '2026-10-20', respondByDate: '2027-02-28', street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205' },
  { offerCode: 'EXPIRED24', firstName: 'Casey', lastName: 'Nguyen', inHomeDate: '2024-01-10', respondByDate: '2024-03-31', street1: '9 Elm St', street2: '', city: 'Columbus', state: 'OH', zip: '43215' },
];

/**
 * Affiliate prepopulation records (GET /a/external/prepop), by the value of the _ft_prepop
 * cookie the affiliate's site set (seed 000 §3 'Affiliate prepopulation').
 */
export const PREPOP_RECORDS: Readonly<Record<string, Record<string, unknown>>> = {
  'AFF-EVEN-1001': {
    name: { firstName: 'Riley', middleName: '', lastName: 'Hart', suffix: '' },
    address: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' },
    dob: '1979-03-09',
    email: 'riley.hart@example.com',
    phone: '5125550142',
    income: 98000,
    affiliates: ['EVEN_FINANCIAL'],
    abVersion: 'B',
  },
  'AFF-CORE-2002': {
    name: { firstName: 'Quinn', lastName: 'Alvarez' },
    email: 'quinn.alvarez@example.com',
    income: 64000,
    affiliates: ['CORE_DIGITAL'],
    abVersion: 'A',
  },
};

/** Sample referrals for the rid lookup: a status means the user already has an account. */
export const REFERRALS: Readonly<Record<string, { status: string; email: string }>> = {
  'c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000001': { status: 'ACCOUNT_CREATED', email: 'referred.applicant@example.com' },
  'c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000002': { status: 'APPLICATION_STARTED', email: 'referred.started@example.com' },
};

/** A wholesale referral record (seed 000 §3): who a broker referred; lead portal `referrals/{referralUuid}` (seed 001 §7). */
export interface WholesaleReferral {
  referralUuid: string;
  firstName: string;
  lastName: string;
  suffix: string | null;
  address: { street1: string; street2: string | null; city: string; state: string; zip: string };
  phoneNumber: string;
  email: string;
}

/** Wholesale referrals of brokers (docs/sandbox.md): the registration opened with `?rid=` prefills from them. */
export const WHOLESALE_REFERRALS: Readonly<Record<string, WholesaleReferral>> = {
  'c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000003': {
    referralUuid: 'c3a1e9f0-2b7d-4c8e-a1f2-7e5d00000003', firstName: 'Morgan', lastName: 'Reyes', suffix: 'JR',
    address: { street1: '1422 Maple Ridge Dr', street2: null, city: 'Austin', state: 'TX', zip: '78704' },
    phoneNumber: '5125550199', email: 'morgan.reyes@example.com',
  },
};

/** Comms-prefs consent prompts, one stable uuid per type. */
export const CONSENT_PROMPTS: Readonly<Record<string, { uuid: string; version: number; text: string }>> = {
  SMS: {
    uuid: 'a9d7c1b2-0f4e-4e6a-9b3c-5d2100000001',
    version: 3,
    text: 'I agree to receive marketing text messages. Message and data rates may apply. Reply STOP to opt out.',
  },
  SMS_TRANSACTIONAL: {
    uuid: 'a9d7c1b2-0f4e-4e6a-9b3c-5d2100000002',
    version: 2,
    text: 'I agree to receive text messages about my application. Message and data rates may apply. Reply STOP to opt out.',
  },
};

/** Profile consent types (sent as OPT_IN on registration). */
export const PROFILE_CONSENT_TYPES = [
  { type: 'PRIVACY', version: 4 },
  { type: 'TERMS', version: 6 },
  { type: 'COMMUNICATIONS', version: 2 },
] as const;

/** Application consent types. */
export const APPLICATION_CONSENT_TYPES = [
  { type: 'SOFT_CREDIT', version: 3 },
  { type: 'HARD_CREDIT', version: 2 },
] as const;
