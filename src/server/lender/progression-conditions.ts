// The lender's conditions (seed 001 §3; docs/sandbox.md 'Part 2: conditions'): what each write
// call of the conditions pages accepts, how long the lender reviews, the magic values that reject,
// and the ad-hoc document request the lender raises (machine event adHocDocRequired, seed 000 §4)
// with its own checklist statuses. Pure data and rules; the routes are
// src/server/routes/application-conditions.ts.
import { CATEGORY_ACTIONS, CONDITION_CATEGORIES, type ConditionAction } from '../../domain/conditions';
import { LENDER_WAIT_MS } from './progression';

/** One write call's row: the page, the category action it answers, the lender's review wait and its outcome. */
export interface ConditionProgression {
  page: string;
  action: ConditionAction;
  /** How long the lender reviews (SANDBOX_WAIT_MS overrides, waitMs()). */
  ms: number;
  /** The status while it reviews, and after. */
  waiting: 'SUBMITTED';
  to: 'CLEARED';
}

export const CONDITIONS_PROGRESSION = {
  /** conditions/upload-document: the documents bound to the condition; the lender reviews them. */
  documents: { page: 'conditions/upload-document', action: 'uploadDocument', ms: LENDER_WAIT_MS, waiting: 'SUBMITTED', to: 'CLEARED' },
  /** conditions/phone-number: the phone the lender can reach the applicant on; the lender calls it. */
  phoneNumber: { page: 'conditions/phone-number', action: 'phoneNumber', ms: LENDER_WAIT_MS, waiting: 'SUBMITTED', to: 'CLEARED' },
  /** heloc-signer/conditions/identity: a photo of the ID for ID_VERIFICATION_FAILURE (verify ID again); the lender reviews it. */
  identity: { page: 'heloc-signer/conditions/identity', action: 'verifyId', ms: LENDER_WAIT_MS, waiting: 'SUBMITTED', to: 'CLEARED' },
} as const satisfies Record<string, ConditionProgression>;

/** Statuses of a condition a write call is accepted in (else 409, unless the same body was applied). */
export const CONDITION_OPEN_STATUSES: readonly string[] = ['OPEN', 'REJECTED'];

/** A file name containing this is not accepted by the lender's review: the condition goes REJECTED with REJECT_COMMENT. */
export const REJECT_FILE_TAG = '#reject';
/** The lender's words on a rejected document. */
export const REJECT_DOCUMENT_COMMENT = 'We could not use the document you sent: it is hard to read or is not the one we asked for. Please upload a clear copy of the whole document.';

/** A phone number the lender cannot reach: the condition goes REJECTED with REJECT_PHONE_COMMENT. */
export const UNREACHABLE_PHONE = '(201) 555-0000';
/** The lender's words on an unreachable number. */
export const REJECT_PHONE_COMMENT = 'We could not reach you at (201) 555-0000. Please give us a number we can call or text.';

/** An e-mail with this plus-tag (jane+adhocdoc@example.com): once income is verified, the lender asks for one more document. */
export const AD_HOC_EMAIL_TAG = '+adhocdoc';
/** The machine event of an ad-hoc document request (seed 000 §4: adHocDocRequired, any -> documents). */
export const AD_HOC_EVENT = 'adHocDocRequired';
/** Sub-decisions with income verified (the incomeVerified trigger's, seed 000 §4): when the ad-hoc request comes. */
export const AD_HOC_AFTER_SUB_DECISIONS: readonly string[] = ['VERIFIED_INCOME_MATCHED_OFFER', 'FINAL_OFFER'];
/**
 * The checklist status while an ad-hoc request is open: ours, not in the routing table, so the
 * machine routes (documents -> conditions); the status it came from comes back when it clears.
 */
export const AD_HOC_STATUS = 'ADDITIONAL_CONDITIONS';
/** The waiting status while the lender reviews the ad-hoc document (a WAITING_FOR status: routing polls). */
export const AD_HOC_WAITING = 'WAITING_FOR_CONDITIONS_REVIEW';
/** The ad-hoc condition the lender adds. */
export const AD_HOC_CONDITION = {
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  notes: 'Our underwriter needs a letter explaining the large deposit on your most recent bank statement, signed and dated.',
  requestDocuments: ['Letter of explanation'],
} as const;

/** True when `category` is one of the seed's twelve and asks for `action`. */
export function categoryAsks(category: string, action: ConditionAction): boolean {
  return (CONDITION_CATEGORIES as readonly string[]).includes(category) && CATEGORY_ACTIONS[category as keyof typeof CATEGORY_ACTIONS] === action;
}

/** The review's outcome for the names of the files sent (a REJECT_FILE_TAG rejects). */
export function documentsOutcome(names: readonly string[]): { outcome: 'CLEARED' | 'REJECTED'; comments?: string } {
  return names.some((n) => n.toLowerCase().includes(REJECT_FILE_TAG)) ? { outcome: 'REJECTED', comments: REJECT_DOCUMENT_COMMENT } : { outcome: 'CLEARED' };
}

/** The review's outcome for a phone number. */
export function phoneOutcome(phone: string): { outcome: 'CLEARED' | 'REJECTED'; comments?: string } {
  return phone === UNREACHABLE_PHONE ? { outcome: 'REJECTED', comments: REJECT_PHONE_COMMENT } : { outcome: 'CLEARED' };
}

/** True when an e-mail carries the ad-hoc plus-tag (case-insensitive, before the @). */
export function asksAdHoc(email: string): boolean {
  const local = email.split('@')[0] ?? '';
  return local.toLowerCase().includes(AD_HOC_EMAIL_TAG);
}
