// The lender's manual review of a disbursement account the account check held (PENDING_REVIEW,
// decision 321): it ends on its own after the review's wait, as a real lender's operations team
// finishes it, with giactAccountStatus VERIFIED. It is not a script step (a script sets the
// checklist status and the applicant's next action replaces it): the review rides in a hidden
// status flag and is applied when the status is read (src/server/store/status.ts advanceStatus),
// changing flags and the account's check only, never the checklist status. Pure.
import { LENDER_WAIT_MS, waitMs } from './progression';

/** The hidden status flag holding a review under way (statusView leaves it out). */
export const ACCOUNT_REVIEW_FLAG = 'accountReview';

/** How long the review takes: twice the lender's wait (also under SANDBOX_WAIT_MS), so the page says it before it ends. */
export const accountReviewMs = (env: NodeJS.ProcessEnv = process.env): number => 2 * waitMs({ ms: LENDER_WAIT_MS }, env);

/** A review under way: the account (its token) and when it ends. */
export interface AccountReview {
  accountUuid: string;
  dueAt: number;
}

/** The flag that starts a review of `accountUuid`, ending `afterMs` from `now`. */
export function startAccountReview(accountUuid: string, now: number, afterMs: number = accountReviewMs()): Record<string, AccountReview> {
  return { [ACCOUNT_REVIEW_FLAG]: { accountUuid, dueAt: now + afterMs } };
}

const isReview = (v: unknown): v is AccountReview =>
  typeof v === 'object' && v !== null && typeof (v as AccountReview).accountUuid === 'string' && typeof (v as AccountReview).dueAt === 'number';

/** True when a review is under way and due at `now` (then dueAccountReview says what it changes). */
export function accountReviewDue(flags: Record<string, unknown>, now: number): boolean {
  const review = flags[ACCOUNT_REVIEW_FLAG];
  return isReview(review) && review.dueAt <= now;
}

/**
 * What a due review changes, or null when none is due. It verifies the account only while the
 * check still holds it (PENDING_REVIEW) and the account is still the disbursement account (one
 * typed since, or a failed check, ends the review with nothing verified); either way the flag goes.
 */
export function dueAccountReview(
  flags: Record<string, unknown>,
  disburseAccount: unknown,
  now: number,
): { flags: Record<string, unknown>; application: Record<string, unknown> } | null {
  const review = flags[ACCOUNT_REVIEW_FLAG];
  if (!isReview(review) || review.dueAt > now) return null;
  const same = typeof disburseAccount === 'object' && disburseAccount !== null && (disburseAccount as { uuid?: unknown }).uuid === review.accountUuid;
  if (!same || flags['giactAccountStatus'] !== 'PENDING_REVIEW') return { flags: { [ACCOUNT_REVIEW_FLAG]: null }, application: {} };
  return {
    flags: { [ACCOUNT_REVIEW_FLAG]: null, giactAccountStatus: 'VERIFIED' },
    application: { accountCheck: { status: 'VERIFIED', message: null, reviewedAt: new Date(now).toISOString() } },
  };
}
