// The application and its checklist status come from two calls, and the lender's scripted steps
// apply on either read (the sandbox advances its clock on every read): a page opened as a step
// falls due can get the new status beside the application as it was before the step (a liens
// page with no loans). Each answer says which status change it reflects (the status's `updatedAt`,
// the application's `statusUpdatedAt`), so the older of the two is read again before a page is
// drawn from them.

/** The status answer's stamp: when its row last changed (ms). */
export interface StampedStatus {
  updatedAt?: unknown;
}

/** The application answer's stamp: the status's `updatedAt` when the application was read (ms). */
export interface StampedApplication {
  statusUpdatedAt?: unknown;
}

/**
 * Which read is older than the other, to be read again: 'application' when the status moved after
 * the application was read, 'status' when the application saw a later status; null when they
 * agree or either answer has no stamp (an older server, or no status yet).
 */
export function olderRead(app: StampedApplication | undefined, status: StampedStatus | undefined): 'application' | 'status' | null {
  const a = app?.statusUpdatedAt;
  const s = status?.updatedAt;
  if (typeof a !== 'number' || typeof s !== 'number') return null;
  if (a < s) return 'application';
  if (a > s) return 'status';
  return null;
}
