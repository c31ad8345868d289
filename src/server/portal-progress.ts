// The portal progress value (seed 001 §4) the sandbox lender reports with the checklist
// status: which part of the application the borrower is in, derived from the checklist status.
// The seed gives the values but not how the lender derives them; this table is ours
// (docs/decisions.md) and QA can override it per application (PATCH portalProgress).
import { AD_HOC_STATUS, AD_HOC_WAITING } from './lender/progression-conditions';

/** Portal progress values (seed 001 §4). */
export const PORTAL_PROGRESS = ['INITIAL', 'PRODUCT_SELECT', 'MORE_INFO', 'ID_UPLOAD', 'LINK_INCOME', 'SIGNING', 'ENOTARY', 'MANUAL_NOTARY', 'COMPLETE'] as const;

/** One portal progress value. */
export type PortalProgress = (typeof PORTAL_PROGRESS)[number];

/** Checklist statuses by the progress they report; any other status reports INITIAL. */
const BY_PROGRESS: Readonly<Record<Exclude<PortalProgress, 'INITIAL'>, readonly string[]>> = {
  PRODUCT_SELECT: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'ASSETS_PREQUAL', 'CLTV_LIEN_POSITION_REQUALIFY'],
  MORE_INFO: ['COLLECT_ADDITIONAL_INFO', 'HMDA', 'APP_SUBMISSION', 'GEN_APP_DISCLOSURES', 'GEN_SUMMARY_DISCLOSURE', 'WAITING_FOR_APP_SUMMARY', 'HARD_CREDIT_PULL', 'HARD_CREDIT_LOCKED_OR_FROZEN'],
  // Part 2's statuses of ours (issue 21) report the step they belong to, so the stepper does not
  // fall back to INITIAL while the lender works.
  LINK_INCOME: ['INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION', 'INCOME_PARTIALLY_VERIFIED', 'WAITING_FOR_INCOME_VERIFICATION', 'WAITING_FOR_EMPLOYMENT_VERIFICATION'],
  ID_UPLOAD: ['IDENTITY_VERIFICATION', 'WAITING_FOR_IDENTITY_VERIFICATION'],
  SIGNING: [
    'DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT', 'GEN_CLOSING_DISCLOSURE', 'GEN_NOTE_SIGNING',
    'NOTE_SIGNING', 'FINAL_OFFER', 'CO_DEED_REQ', 'PAYOFF_REQUEST_PENDING',
    'WAITING_FOR_ACCOUNT_VERIFICATION', 'WAITING_FOR_ACCOUNT_SETUP', 'MERCHANT_REVIEW', 'MERCHANT_LIEN_ATTESTATION', 'WAITING_FOR_LIEN_ATTESTATION',
    'WAITING_FOR_CLOSING_DOCUMENTS', 'WAITING_FOR_CO_DEED',
  ],
  ENOTARY: [
    'GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING',
    'WAITING_FOR_NOTARY', 'WAITING_FOR_NOTARY_SESSION', 'NOTARY_SESSION_FAILED', 'INSURANCE_REQUIRED', 'WAITING_FOR_INSURANCE_REVIEW',
  ],
  MANUAL_NOTARY: ['MANUAL_DEED_SIGNING'],
  COMPLETE: ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF', 'COMPLETE'],
};

const PROGRESS_OF = new Map<string, PortalProgress>(
  Object.entries(BY_PROGRESS).flatMap(([progress, statuses]) => statuses.map((s) => [s, progress as PortalProgress] as const)),
);

/** Statuses of ours that hold the application where it was for a request of the lender, and the lender's review of the answer (decision 382). */
const HOLDING = new Set([AD_HOC_STATUS, AD_HOC_WAITING]);

/**
 * The progress a checklist status reports (INITIAL for waiting, credit, property and other early
 * statuses). A status that holds the application for a request reports the progress of the
 * status it holds (`heldStatus`, which it goes back to), not INITIAL.
 */
export function portalProgressFor(checklistStatus: string, heldStatus?: string): PortalProgress {
  if (HOLDING.has(checklistStatus) && heldStatus !== undefined && !HOLDING.has(heldStatus)) return portalProgressFor(heldStatus);
  return PROGRESS_OF.get(checklistStatus) ?? 'INITIAL';
}
