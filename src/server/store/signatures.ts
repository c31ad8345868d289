// E-signatures (migration 13): one row per application, document and version, holding who signed,
// the name they typed, their E-SIGN consent, when their device said they signed and when the
// lender recorded it. Signing the same version again keeps the first record.
import type { Queryable } from './db';

/** One signed record as the API returns it. */
export interface SignatureRecord {
  applicationUuid: string;
  documentId: string;
  version: number;
  identityUuid: string;
  typedName: string;
  consent: boolean;
  signedAt: string;
  recordedAt: string;
}

interface Row {
  application_uuid: string;
  document_id: string;
  version: number;
  identity_uuid: string;
  typed_name: string;
  consent: boolean;
  signed_at: string;
  recorded_at: number | string;
}

const toRecord = (r: Row): SignatureRecord => ({
  applicationUuid: r.application_uuid,
  documentId: r.document_id,
  version: r.version,
  identityUuid: r.identity_uuid,
  typedName: r.typed_name,
  consent: r.consent,
  signedAt: r.signed_at,
  recordedAt: new Date(Number(r.recorded_at)).toISOString(),
});

/** The signature of one version of a document, if any. */
export async function findSignature(db: Queryable, appUuid: string, documentId: string, version: number): Promise<SignatureRecord | undefined> {
  const r = await db.query<Row>('select * from document_signatures where application_uuid = $1 and document_id = $2 and version = $3', [appUuid, documentId, version]);
  return r.rows[0] ? toRecord(r.rows[0]) : undefined;
}

/** Records a signature unless that version is signed already; answers the record kept. */
export async function recordSignature(db: Queryable, s: Omit<SignatureRecord, 'recordedAt'>, now: number): Promise<SignatureRecord> {
  await db.query(
    `insert into document_signatures (application_uuid, document_id, version, identity_uuid, typed_name, consent, signed_at, recorded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (application_uuid, document_id, version) do nothing`,
    [s.applicationUuid, s.documentId, s.version, s.identityUuid, s.typedName, s.consent, s.signedAt, now],
  );
  return (await findSignature(db, s.applicationUuid, s.documentId, s.version))!;
}
