// Disclosure acknowledgements (migration 8): one row per application and document, holding the
// version the applicant acknowledged, who and when. Acknowledging again replaces the row.
import type { Queryable } from './db';

/** One recorded acknowledgement. */
export interface Acknowledgement {
  documentId: string;
  version: number;
  title: string;
  identityUuid: string;
  acknowledgedAt: number;
}

interface Row {
  document_id: string;
  version: number;
  title: string;
  identity_uuid: string;
  acknowledged_at: number | string;
}

/** The acknowledgements recorded for an application, by document id. */
export async function acknowledgementsOf(db: Queryable, appUuid: string): Promise<Map<string, Acknowledgement>> {
  const r = await db.query<Row>(
    'select document_id, version, title, identity_uuid, acknowledged_at from document_acknowledgements where application_uuid = $1 order by document_id',
    [appUuid],
  );
  return new Map(
    r.rows.map((row) => [
      row.document_id,
      { documentId: row.document_id, version: row.version, title: row.title, identityUuid: row.identity_uuid, acknowledgedAt: Number(row.acknowledged_at) },
    ]),
  );
}

/** Records (or renews) acknowledgements of an application's documents. */
export async function recordAcknowledgements(
  db: Queryable,
  appUuid: string,
  identityUuid: string,
  docs: readonly { id: string; version: number; title: string }[],
  now: number,
): Promise<void> {
  for (const d of docs) {
    await db.query(
      `insert into document_acknowledgements (application_uuid, document_id, version, title, identity_uuid, acknowledged_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (application_uuid, document_id) do update
         set version = excluded.version, title = excluded.title, identity_uuid = excluded.identity_uuid, acknowledged_at = excluded.acknowledged_at`,
      [appUuid, d.id, d.version, d.title, identityUuid, now],
    );
  }
}
