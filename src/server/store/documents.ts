// Application documents (migration 12): the bytes an applicant uploaded and what they are.
// Reads other than `documentData` never select the bytes.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';

/** A stored document without its bytes. */
export interface DocumentRow {
  id: string;
  application_uuid: string;
  doc_type: string;
  name: string;
  media_type: string;
  size: number;
  sha256: string;
  created_at: number;
}

const COLUMNS = 'id, application_uuid, doc_type, name, media_type, size, sha256, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const typed = (row: DocumentRow): DocumentRow => ({ ...row, size: Number(row.size), created_at: Number(row.created_at) });

/**
 * Stores a document, or finds the one already stored with the same application, type, name and
 * content (`created` false then): a retried upload never makes a second document.
 */
export async function storeDocument(
  db: Queryable,
  d: { application_uuid: string; doc_type: string; name: string; media_type: string; sha256: string; data: Uint8Array; identity_uuid: string; created_at: number },
): Promise<{ row: DocumentRow; created: boolean }> {
  const inserted = await db.query<DocumentRow>(
    `insert into application_documents (id, application_uuid, doc_type, name, media_type, size, sha256, data, identity_uuid, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (application_uuid, doc_type, name, sha256) do nothing
     returning ${COLUMNS}`,
    [randomUUID(), d.application_uuid, d.doc_type, d.name, d.media_type, d.data.byteLength, d.sha256, d.data, d.identity_uuid, d.created_at],
  );
  if (inserted.rows[0]) return { row: typed(inserted.rows[0]), created: true };
  const found = await db.query<DocumentRow>(
    `select ${COLUMNS} from application_documents where application_uuid = $1 and doc_type = $2 and name = $3 and sha256 = $4`,
    [d.application_uuid, d.doc_type, d.name, d.sha256],
  );
  return { row: typed(found.rows[0] as DocumentRow), created: false };
}

/** An application's documents, oldest first, without their bytes. */
export async function documentsOf(db: Queryable, appUuid: string): Promise<DocumentRow[]> {
  const r = await db.query<DocumentRow>(`select ${COLUMNS} from application_documents where application_uuid = $1 order by created_at, name`, [appUuid]);
  return r.rows.map(typed);
}

/** One document of an application with its bytes, or undefined. */
export async function documentData(db: Queryable, appUuid: string, id: string): Promise<(DocumentRow & { data: Buffer }) | undefined> {
  if (!UUID.test(id)) return undefined;
  const r = await db.query<DocumentRow & { data: Uint8Array }>(`select ${COLUMNS}, data from application_documents where application_uuid = $1 and id = $2`, [appUuid, id]);
  const row = r.rows[0];
  return row ? { ...typed(row), data: Buffer.from(row.data) } : undefined;
}

/** Removes one document of an application; false when there was none. */
export async function deleteDocument(db: Queryable, appUuid: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const r = await db.query<{ id: string }>('delete from application_documents where application_uuid = $1 and id = $2 returning id', [appUuid, id]);
  return r.rows.length > 0;
}
