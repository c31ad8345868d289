// The lender's progression for the bank accounts and the merchant review (part 2, issue 21) as
// data, in the shape of the part 1 table (progression.ts): for each applicant action, the statuses
// it is accepted in, the waiting status while the lender works, how long, and where it goes then.
// The write calls are src/server/routes/application-bank.ts; docs/sandbox.md 'Part 2: bank
// accounts and merchant' lists the same rows and the magic values below.
import { LENDER_WAIT_MS, type Progression } from './progression';

/** Statuses of ours (not in seed 000's routing table, decision 323): the merchant review of an inquiry application. */
export const MERCHANT_REVIEW = 'MERCHANT_REVIEW';
/** The status while the applicant attests the liens; unlisted, so the machine's state (lienAttestation, by the merchantReviewed event) routes. */
export const MERCHANT_LIEN_ATTESTATION = 'MERCHANT_LIEN_ATTESTATION';

export const BANK_PROGRESSION = {
  /**
   * bank/manual-disburse or the bank link (bank/disburse): the account the draw goes to. The
   * lender runs its account check (GIACT-like, GIACT_OUTCOMES) while WAITING_FOR_ACCOUNT_VERIFICATION,
   * then asks how the line is paid (AUTOPAY_ACCOUNT: bank/autopay). Also accepted from the autopay
   * and confirm pages (the Change link): the account is checked again and autopay asked again.
   */
  disburseAccount: {
    page: 'bank/disburse',
    from: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
    waiting: 'WAITING_FOR_ACCOUNT_VERIFICATION',
    ms: LENDER_WAIT_MS,
    to: 'AUTOPAY_ACCOUNT',
    flags: { giactAccountStatus: 'VERIFIED' },
  },
  /**
   * bank/autopay (the same account, or manual pay) or bank/autopay-manual (another account): the
   * choice is recorded at once (the other account's check answers in the call, as a real-time
   * account check does) and the lender marks the accounts ready to confirm.
   */
  autopay: {
    page: 'bank/autopay',
    from: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
    waiting: 'VERIFIED_AUTOPAY_ACCOUNT',
    ms: 0,
    to: 'VERIFIED_AUTOPAY_ACCOUNT',
  },
  /** bank/confirm: both accounts confirmed; the lender sets up the payments, then asks for the ID (an inquiry application first goes through the merchant review). */
  confirm: {
    page: 'bank/confirm',
    from: ['VERIFIED_AUTOPAY_ACCOUNT'],
    waiting: 'WAITING_FOR_ACCOUNT_SETUP',
    ms: 1500,
    to: 'IDENTITY_VERIFICATION',
  },
  /** merchant/lien-attestation: the liens attested as shown; the lender records it and asks for the ID. */
  lienAttestation: {
    page: 'merchant/lien-attestation',
    from: [MERCHANT_LIEN_ATTESTATION],
    waiting: 'WAITING_FOR_LIEN_ATTESTATION',
    ms: 1500,
    to: 'IDENTITY_VERIFICATION',
    flags: { inquiryAttestComplete: true },
  },
} as const satisfies Record<string, Progression>;

/** How long the lender's merchant review of an inquiry application takes (merchant/review polls meanwhile): twice the lender's wait, also when SANDBOX_WAIT_MS sets that wait, so the wait page is seen. */
export const MERCHANT_REVIEW_MS = 2 * LENDER_WAIT_MS;

/** A GIACT-like account check's answer. */
export interface AccountCheck {
  status: 'VERIFIED' | 'PENDING_REVIEW' | 'FAILED';
  /** What the applicant is told (FAILED, PENDING_REVIEW). */
  message?: string;
}

/**
 * Magic values of the account check (docs/sandbox.md): a routing number the check does not know,
 * an account number ending 0000 (closed), one ending 9999 (held for manual review). Every other
 * valid account verifies.
 */
export const GIACT_MAGIC = {
  unknownRouting: '011000015',
  failedAccountSuffix: '0000',
  reviewAccountSuffix: '9999',
} as const;

export const GIACT_MESSAGES = {
  unknownRouting: 'The bank could not verify this routing number. Check it on a check or in your bank app, or use another account.',
  failedAccount: 'The bank could not verify this account: it may be closed or the number mistyped. Check the number or use another account.',
  review: 'We are confirming this account with your bank. You can go on; we will contact you if anything is needed.',
} as const;

/** The account check's answer for a routing and account number. */
export function checkAccount(routingNumber: string, accountNumber: string): AccountCheck {
  if (routingNumber === GIACT_MAGIC.unknownRouting) return { status: 'FAILED', message: GIACT_MESSAGES.unknownRouting };
  if (accountNumber.endsWith(GIACT_MAGIC.failedAccountSuffix)) return { status: 'FAILED', message: GIACT_MESSAGES.failedAccount };
  if (accountNumber.endsWith(GIACT_MAGIC.reviewAccountSuffix)) return { status: 'PENDING_REVIEW', message: GIACT_MESSAGES.review };
  return { status: 'VERIFIED' };
}

/** Bank names the sandbox knows by routing number (the bank link's sample banks use these); others read 'Your bank'. */
export const SAMPLE_BANKS: Readonly<Record<string, string>> = {
  '021000021': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '011000015': 'Federal Reserve Bank',
};

export function bankNameFor(routingNumber: string): string {
  return SAMPLE_BANKS[routingNumber] ?? 'Your bank';
}
