// Write-mostly records: telemetry, waitlist entries, consents, feedback.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';

/** A telemetry session key (seed 001 §3). */
export interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

/** Finds a session by uuid. */
export async function findSession(db: Queryable, uuid: string): Promise<SessionKey | undefined> {
  const r = await db.query<{ uuid: string; epoch: number; tracker_uuid: string }>('select uuid, epoch, tracker_uuid from telemetry_sessions where uuid::text = $1', [uuid]);
  const row = r.rows[0];
  return row === undefined ? undefined : { uuid: row.uuid, epoch: row.epoch, trackerUuid: row.tracker_uuid };
}

/** Starts a telemetry session for a tracker (a new tracker when none is given). */
export async function createSession(
  db: Queryable,
  input: { trackerUuid: string | null; org: string; context: string; body: unknown },
  now: number,
): Promise<SessionKey> {
  const key: SessionKey = { uuid: randomUUID(), epoch: now, trackerUuid: input.trackerUuid ?? randomUUID() };
  await db.query(
    'insert into telemetry_sessions (uuid, tracker_uuid, epoch, org_code, context, body, created_at) values ($1, $2, $3, $4, $5, $6, $3)',
    [key.uuid, key.trackerUuid, now, input.org, input.context, JSON.stringify(input.body)],
  );
  return key;
}

/** Records an event; false when its dedupe key was already seen for the tracker. */
export async function recordEvent(
  db: Queryable,
  input: { trackerUuid: string | null; sessionUuid: string | null; event: string; dedupeKey: string | null; context: string; org: string; body: unknown },
  now: number,
): Promise<boolean> {
  const r = await db.query(
    `insert into telemetry_events (tracker_uuid, session_uuid, event, dedupe_key, context, org_code, body, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (tracker_uuid, dedupe_key) where dedupe_key is not null do nothing returning id`,
    [input.trackerUuid ?? '', input.sessionUuid, input.event, input.dedupeKey, input.context, input.org, JSON.stringify(input.body), now],
  );
  return r.rows.length === 1;
}

/** Stores a waitlist entry; returns its uuid. */
export async function addWaitlistEntry(db: Queryable, org: string, email: string, body: unknown, now: number): Promise<string> {
  const uuid = randomUUID();
  await db.query('insert into waitlist_entries (uuid, org_code, email, body, created_at) values ($1, $2, $3, $4, $5)', [uuid, org, email, JSON.stringify(body), now]);
  return uuid;
}

/** Stores a consent record (kind COMMS_PREFS, PROFILE or APPLICATION); returns its uuid. */
export async function addConsent(db: Queryable, identityUuid: string | null, org: string, kind: string, body: unknown, now: number): Promise<string> {
  const uuid = randomUUID();
  await db.query('insert into consents (uuid, identity_uuid, org_code, kind, body, created_at) values ($1, $2, $3, $4, $5, $6)', [uuid, identityUuid, org, kind, JSON.stringify(body), now]);
  return uuid;
}

/** A stored CEO feedback message (seed 001 §3 Feedback). */
export interface FeedbackBody {
  applicationUuid?: string | null;
  message: string;
  topic: string;
  marketingConsent: boolean;
  pathname?: string;
  productType: string;
}

/** Stores a feedback message; returns its uuid. */
export async function addFeedback(db: Queryable, identityUuid: string, org: string, body: FeedbackBody, now: number): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `insert into feedback (uuid, identity_uuid, org_code, body, created_at, application_uuid, topic, marketing_consent)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [uuid, identityUuid, org, JSON.stringify(body), now, body.applicationUuid ?? null, body.topic, body.marketingConsent],
  );
  return uuid;
}

/** Stored feedback, newest first, optionally of one e-mail or one application (QA control API). */
export async function listFeedback(db: Queryable, filter: { email?: string | null; applicationUuid?: string | null }): Promise<Record<string, unknown>[]> {
  const r = await db.query<{ uuid: string; org_code: string; body: unknown; created_at: number; email: string | null }>(
    `select f.uuid, f.org_code, f.body, f.created_at, i.email from feedback f left join identities i on i.uuid = f.identity_uuid
     where ($1::text is null or lower(i.email) = lower($1)) and ($2::text is null or f.application_uuid = $2)
     order by f.created_at desc limit 100`,
    [filter.email ?? null, filter.applicationUuid ?? null],
  );
  return r.rows.map((row) => ({ uuid: row.uuid, orgCode: row.org_code, email: row.email, createdAt: new Date(Number(row.created_at)).toISOString(), ...(row.body as object) }));
}

/** Counts rows of a data table (QA health). */
export async function countRows(db: Queryable, table: string): Promise<number> {
  const r = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return r.rows[0]?.n ?? 0;
}
