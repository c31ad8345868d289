// Sessions with the sandbox's simulated vendors (migration 15; src/server/vendors/). A session is
// opened by the lender call, shown by the vendor's page while OPEN, and completed exactly once
// with the outcome the applicant reached there (a second completion finds it done). A session
// not completed within VENDOR_SESSION_TTL_MS has expired, as a real vendor's link token does.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';

/** How long a vendor link works after it is opened (docs/decisions.md 404). */
export const VENDOR_SESSION_TTL_MS = 30 * 60_000;

/** True when an open session's link has expired at `now` (a completed one never expires). */
export const isExpired = (s: Pick<VendorSession, 'status' | 'createdAt'>, now: number): boolean => s.status === 'OPEN' && now - s.createdAt > VENDOR_SESSION_TTL_MS;

/** A vendor session as the routes use it. */
export interface VendorSession {
  id: string;
  applicationUuid: string;
  identityUuid: string;
  vendor: string;
  /** The application route the vendor sends the applicant back to (`income/pointserv-callback`). */
  returnTo: string;
  status: 'OPEN' | 'COMPLETED';
  /** The outcome the vendor reported (`success`, `failure`, `partial`, `cancel`, or the vendor's own). */
  outcome: string | null;
  /** What the applicant chose at the vendor (an employer's, a bank's id), if anything. */
  choice: string | null;
  createdAt: number;
  completedAt: number | null;
}

interface Row {
  id: string;
  application_uuid: string;
  identity_uuid: string;
  vendor: string;
  return_to: string;
  status: string;
  outcome: string | null;
  choice: string | null;
  created_at: number | string;
  completed_at: number | string | null;
}

const toSession = (r: Row): VendorSession => ({
  id: r.id,
  applicationUuid: r.application_uuid,
  identityUuid: r.identity_uuid,
  vendor: r.vendor,
  returnTo: r.return_to,
  status: r.status === 'COMPLETED' ? 'COMPLETED' : 'OPEN',
  outcome: r.outcome,
  choice: r.choice,
  createdAt: Number(r.created_at),
  completedAt: r.completed_at === null ? null : Number(r.completed_at),
});

/** One session by id. */
export async function findVendorSession(db: Queryable, id: string): Promise<VendorSession | undefined> {
  const r = await db.query<Row>('select * from vendor_sessions where id = $1', [id]);
  return r.rows[0] ? toSession(r.rows[0]) : undefined;
}

/** The application's sessions with a vendor, newest first. */
export async function vendorSessionsOf(db: Queryable, appUuid: string, vendor?: string): Promise<VendorSession[]> {
  const r = vendor === undefined
    ? await db.query<Row>('select * from vendor_sessions where application_uuid = $1 order by created_at desc, id', [appUuid])
    : await db.query<Row>('select * from vendor_sessions where application_uuid = $1 and vendor = $2 order by created_at desc, id', [appUuid, vendor]);
  return r.rows.map(toSession);
}

/**
 * The application's open session with this vendor (its `returnTo` updated), or a new one: opening
 * again before finishing reuses the session, so a repeated call changes nothing; once its link
 * has expired a new session (a new link) is opened.
 */
export async function openVendorSession(db: Queryable, s: { applicationUuid: string; identityUuid: string; vendor: string; returnTo: string }, now: number): Promise<VendorSession> {
  const open = (await vendorSessionsOf(db, s.applicationUuid, s.vendor)).find((x) => x.status === 'OPEN' && !isExpired(x, now));
  if (open) {
    if (open.returnTo === s.returnTo) return open;
    const r = await db.query<Row>('update vendor_sessions set return_to = $2 where id = $1 returning *', [open.id, s.returnTo]);
    return toSession(r.rows[0] as Row);
  }
  const r = await db.query<Row>(
    `insert into vendor_sessions (id, application_uuid, identity_uuid, vendor, return_to, created_at) values ($1, $2, $3, $4, $5, $6) returning *`,
    [randomUUID(), s.applicationUuid, s.identityUuid, s.vendor, s.returnTo, now],
  );
  return toSession(r.rows[0] as Row);
}

/** Completes an open session with its outcome; undefined when it was not open (already completed) or has expired. */
export async function completeVendorSession(db: Queryable, id: string, outcome: string, choice: string | null, now: number): Promise<VendorSession | undefined> {
  const r = await db.query<Row>(
    `update vendor_sessions set status = 'COMPLETED', outcome = $2, choice = $3, completed_at = $4 where id = $1 and status = 'OPEN' and created_at >= $5 returning *`,
    [id, outcome, choice, now, now - VENDOR_SESSION_TTL_MS],
  );
  return r.rows[0] ? toSession(r.rows[0]) : undefined;
}
