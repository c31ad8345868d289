// Idempotency keys (migration 14): per identity and key, the fingerprint of the request that
// first used the key and the answer it got (null while that request still runs).
import type { Queryable } from './db';

/** A recorded key. */
export interface IdempotencyRecord {
  fingerprint: string;
  /** The answer's HTTP status; null while the first request is still running. */
  status: number | null;
  response: unknown;
  createdAt: number;
}

/** Claims the key for a request (a row with no answer yet): false when the identity already used it. */
export async function claimKey(db: Queryable, identityUuid: string, key: string, fingerprint: string, now: number): Promise<boolean> {
  const r = await db.query<{ key: string }>(
    'insert into idempotency_keys (identity_uuid, key, fingerprint, created_at) values ($1, $2, $3, $4) on conflict (identity_uuid, key) do nothing returning key',
    [identityUuid, key, fingerprint, now],
  );
  return r.rows.length === 1;
}

/** The key's record, if the identity used it. */
export async function findKey(db: Queryable, identityUuid: string, key: string): Promise<IdempotencyRecord | undefined> {
  const r = await db.query<{ fingerprint: string; status: number | null; response: unknown; created_at: number | string }>(
    'select fingerprint, status, response, created_at from idempotency_keys where identity_uuid = $1 and key = $2',
    [identityUuid, key],
  );
  const row = r.rows[0];
  return row === undefined ? undefined : { fingerprint: row.fingerprint, status: row.status, response: row.response, createdAt: Number(row.created_at) };
}

/** Records the answer of the request that claimed the key. */
export async function recordAnswer(db: Queryable, identityUuid: string, key: string, status: number, response: unknown): Promise<void> {
  await db.query('update idempotency_keys set status = $3, response = $4 where identity_uuid = $1 and key = $2', [identityUuid, key, status, JSON.stringify(response)]);
}

/** Forgets a key (its request failed, or the key expired), so it can be used again. */
export async function releaseKey(db: Queryable, identityUuid: string, key: string): Promise<void> {
  await db.query('delete from idempotency_keys where identity_uuid = $1 and key = $2', [identityUuid, key]);
}
