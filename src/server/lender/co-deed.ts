// The co-deed's rules (issue 23), shared by the borrower's co-deeder calls (routes/application-signing.ts)
// and the signer's own (routes/co-deeder.ts): a co-deeder's entry on the application, the magic
// e-mail tags, and when the co-deed is complete. Pure; no database.
import type { ApplicationRow } from '../store/applications';

/** A co-deeder's entry as the signer calls keep it (application-signing.ts's, with what the signer did). */
export interface SignerEntry {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  identityUuid: string;
  invitedAt: string;
  remindedAt: string | null;
  signedAt: string | null;
  /** When the borrower withdrew the invitation (POST .../co-deeders/withdrawal); absent for the `+withdrawn` tag. */
  withdrawnAt?: string | null;
  status: 'INVITED' | 'SIGNED' | 'WITHDRAWN' | 'FAILED';
  identityConfirmedAt?: string | null;
  signature?: { typedName: string; signedAt: string; version: number } | null;
}

/** E-mail tag: the invitation is withdrawn as soon as it is made. */
export const WITHDRAWN_TAG = 'withdrawn';
/** E-mail tag: the e-signature vendor fails the co-deeder's signature. */
export const SIGN_FAIL_TAG = 'signfail';

/** The one document a co-deeder signs (its id in GET .../signing-documents/co-deed). */
export const CO_DEED_DOCUMENT_ID = 'co-deed';

/** The co-deed is complete when every co-deeder not withdrawn has signed (and there is one). */
export function coDeedComplete(list: readonly SignerEntry[]): boolean {
  const needed = list.filter((c) => c.status !== 'WITHDRAWN');
  return needed.length > 0 && needed.every((c) => c.status === 'SIGNED');
}

/** Age in whole years on `now` of a yyyy-MM-dd date; NaN when unreadable. */
export function ageOn(dob: string, now: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return Number.NaN;
  const d = new Date(now);
  const [y, mo, da] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = d.getUTCFullYear() - y;
  if (d.getUTCMonth() + 1 < mo || (d.getUTCMonth() + 1 === mo && d.getUTCDate() < da)) age -= 1;
  return age;
}


/** The co-deeders on an application (`application.coDeeders`). */
export const signerEntries = (row: ApplicationRow): SignerEntry[] => (Array.isArray(row.extra['coDeeders']) ? (row.extra['coDeeders'] as SignerEntry[]) : []);
