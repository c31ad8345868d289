// The lender's income verification (INCOME_VERIFICATION, APPLICATION.md) as data: what each
// outcome of a payroll/bank-data link or of the documents does to the checklist status, the
// underwriting sub-decision and the flags the machine's triggers read (seed 000 §4), and the
// magic values that reach each branch from the UI (docs/sandbox.md 'Part 2: income').
import { LENDER_WAIT_MS } from './progression';

/** The status income verification is asked in (income/review). */
export const INCOME_STATUS = 'INCOME_VERIFICATION';
/** The waiting status while the lender verifies (the callback wait page polls through it). */
export const INCOME_WAITING = 'WAITING_FOR_INCOME_VERIFICATION';
/**
 * Ours, not in seed 000's table (decision 302): income partly verified, paystubs asked. The table
 * does not map it, so the machine decides: its incomePartialVerified trigger (manualPaystubUpload,
 * tasks incomplete, not self-employed) routes to income/upload/MANUAL_PAYSTUB.
 */
export const INCOME_PARTIAL_STATUS = 'INCOME_PARTIALLY_VERIFIED';
/** Employer verification asked (income/employer-verification) and its wait. */
export const EMPLOYMENT_STATUS = 'EMPLOYMENT_VERIFICATION';
export const EMPLOYMENT_WAITING = 'WAITING_FOR_EMPLOYMENT_VERIFICATION';
/** How long the lender takes to verify. */
export const INCOME_WAIT_MS = LENDER_WAIT_MS;
/** The sub-decision of verified income (the machine's incomeVerified trigger). */
export const VERIFIED = 'VERIFIED_INCOME_MATCHED_OFFER';
/** The sub-decision of an offer revised to a lower verified income (incomeVerified holds too). */
export const FINAL_OFFER = 'FINAL_OFFER';
/** A lower verified income: this share of the stated income, the line re-priced to this share of the old maximum. */
export const LOWER_INCOME_SHARE = 0.6;

/** The income methods (offerSet.incomeRequestRecords) and the records income/review reads. */
export const INCOME_METHODS = ['PAYROLL_LINK', 'BANK_LINK', 'MANUAL_PAYSTUB'] as const;
/** application.incomeVerification.<key> per method. */
export const METHOD_KEY = { PAYROLL_LINK: 'payroll', BANK_LINK: 'bankData', MANUAL_PAYSTUB: 'documents' } as const;

/** What a method's record says (income/review shows it). */
export type MethodState = 'NOT_STARTED' | 'IN_PROGRESS' | 'VERIFIED' | 'PARTIAL' | 'FAILED' | 'CANCELLED';

/** The documents income/upload/{type} asks for: the document type stored, how many (seed 001 §9: paystubs 1 by default). */
export const INCOME_DOCUMENTS: Readonly<Record<string, { documentType: string; required: number }>> = {
  PAYSTUB: { documentType: 'PAYSTUB', required: 1 },
  W2: { documentType: 'W2', required: 1 },
  /** Self-employed: the two most recent years' federal returns. */
  TAX_RETURN: { documentType: 'TAX_RETURN', required: 2 },
  /** Partly verified: the most recent paystub for the part the link could not show. */
  MANUAL_PAYSTUB: { documentType: 'PAYSTUB', required: 1 },
};

/** A verification outcome: where the lender goes after its wait. */
export type IncomeOutcome = 'success' | 'partial' | 'employer' | 'lower' | 'failure' | 'cancel';

/** Magic file-name words on income/upload/{type} (case-insensitive): the documents' outcome. */
export const UPLOAD_MAGIC: readonly { word: string; outcome: IncomeOutcome }[] = [
  { word: 'unreadable', outcome: 'failure' },
  { word: 'lowincome', outcome: 'lower' },
  { word: 'employer', outcome: 'employer' },
];
