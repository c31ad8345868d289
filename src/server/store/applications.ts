// HELOC applications: the typed columns the seed names, the create body as `request`, and
// everything else the lender sets (offers, documents, accounts...) in `extra`.
import { randomInt, randomUUID } from 'node:crypto';
import type { Db, Queryable } from './db';
import { deepMerge } from './merge';

/** An application row. */
export interface ApplicationRow {
  uuid: string;
  loan_number: string;
  identity_uuid: string;
  org_code: string;
  idempotency_key: string | null;
  property_key: string;
  property: Record<string, unknown>;
  adjusted_home_amount: number;
  rate: number;
  amount: number;
  term: number;
  rate_type: string;
  consents: { type: string; version: number | string }[];
  income_sources: Record<string, unknown>[];
  referrer: Record<string, unknown> | null;
  is_crypto: boolean;
  is_inquiry: boolean;
  active: boolean;
  extra: Record<string, unknown>;
  request: Record<string, unknown>;
  created_at: number;
  updated_at: number;
}

/** Normalised property address, for "the same property" idempotency. */
export function propertyKey(p: { street1: string; street2?: string | null; city: string; state: string; zip: string }): string {
  return [p.street1, p.street2 ?? '', p.city, p.state, p.zip].map((s) => s.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
}

/** The new application's columns. */
export interface NewApplication {
  identityUuid: string;
  orgCode: string;
  idempotencyKey: string | null;
  property: Record<string, unknown> & { street1: string; street2?: string | null; city: string; state: string; zip: string };
  consents: { type: string; version: number | string }[];
  incomeSources: Record<string, unknown>[];
  referrer: Record<string, unknown> | null;
  isCrypto: boolean;
  isInquiry: boolean;
  extra: Record<string, unknown>;
  request: Record<string, unknown>;
}

/** Ten digits, not starting with 0. */
const loanNumber = (): string => String(randomInt(1_000_000_000, 10_000_000_000));

/** Inserts an application; retries on the (unlikely) loan-number collision. */
export async function insertApplication(db: Queryable, a: NewApplication, now: number): Promise<ApplicationRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await db.query<ApplicationRow>(
        `insert into applications (uuid, loan_number, identity_uuid, org_code, idempotency_key, property_key, property,
           consents, income_sources, referrer, is_crypto, is_inquiry, extra, request, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning *`,
        [
          randomUUID(), loanNumber(), a.identityUuid, a.orgCode, a.idempotencyKey, propertyKey(a.property),
          JSON.stringify(a.property), JSON.stringify(a.consents), JSON.stringify(a.incomeSources),
          a.referrer === null ? null : JSON.stringify(a.referrer), a.isCrypto, a.isInquiry,
          JSON.stringify(a.extra), JSON.stringify(a.request), now,
        ],
      );
      const row = r.rows[0];
      if (row === undefined) throw new Error('insert returned nothing');
      return row;
    } catch (e) {
      if (attempt < 3 && /loan_number/.test((e as Error).message)) continue;
      throw e;
    }
  }
}

/** An application by uuid. */
export async function findApplication(db: Queryable, uuid: string): Promise<ApplicationRow | undefined> {
  return (await db.query<ApplicationRow>('select * from applications where uuid = $1', [uuid])).rows[0];
}

/** The identity's application created with this Idempotency-Key. */
export async function findByIdempotencyKey(db: Queryable, identityUuid: string, key: string): Promise<ApplicationRow | undefined> {
  const r = await db.query<ApplicationRow>('select * from applications where identity_uuid = $1 and idempotency_key = $2', [identityUuid, key]);
  return r.rows[0];
}

/** The identity's active application on this property. */
export async function findActiveByProperty(db: Queryable, identityUuid: string, key: string): Promise<ApplicationRow | undefined> {
  const r = await db.query<ApplicationRow>(
    'select * from applications where identity_uuid = $1 and property_key = $2 and active order by created_at desc limit 1',
    [identityUuid, key],
  );
  return r.rows[0];
}

/** Every application of an identity, newest first. */
export async function listApplications(db: Queryable, identityUuid: string): Promise<ApplicationRow[]> {
  return (await db.query<ApplicationRow>('select * from applications where identity_uuid = $1 order by created_at desc', [identityUuid])).rows;
}

/** The identities listed in the application's helocSigners (seed 001 §3: helocSigners (identityUuid)). */
export function signerUuidsOf(row: ApplicationRow): string[] {
  const list = row.extra['helocSigners'];
  if (!Array.isArray(list)) return [];
  return list
    .map((s: unknown) => (s !== null && typeof s === 'object' ? (s as { identityUuid?: unknown }).identityUuid : undefined))
    .filter((id): id is string => typeof id === 'string');
}

/** True when the identity owns the application or is listed as one of its signers (any version). */
export function canRead(row: ApplicationRow, identityUuid: string): boolean {
  return row.identity_uuid === identityUuid || signerUuidsOf(row).some((id) => id.toLowerCase() === identityUuid.toLowerCase());
}

/** Applications listing the identity in helocSigners, newest first. */
export async function listSignedApplications(db: Queryable, identityUuid: string): Promise<ApplicationRow[]> {
  const r = await db.query<ApplicationRow>(
    `select * from applications where extra->'helocSigners' @> $1::jsonb order by created_at desc`,
    [JSON.stringify([{ identityUuid }])],
  );
  return r.rows;
}

/** Application fields stored in their own columns, by their API name. */
const COLUMNS: Readonly<Record<string, string>> = {
  adjustedHomeAmount: 'adjusted_home_amount',
  rate: 'rate',
  amount: 'amount',
  term: 'term',
  rateType: 'rate_type',
  consents: 'consents',
  incomeSources: 'income_sources',
  referrer: 'referrer',
  isCrypto: 'is_crypto',
  isInquiry: 'is_inquiry',
  active: 'active',
  property: 'property',
};
const JSON_COLUMNS = new Set(['consents', 'income_sources', 'referrer', 'property']);
/** Fields the API computes and a patch may not set. */
const READ_ONLY = new Set(['uuid', 'loanNumber', 'orgCode', 'auditFields', 'createdAt']);

/** Applies API-named fields to an application (columns or `extra`, deep-merged). */
export async function patchApplication(db: Queryable, row: ApplicationRow, patch: Record<string, unknown>, now: number): Promise<ApplicationRow> {
  const sets: string[] = [];
  const params: unknown[] = [row.uuid];
  let extra = row.extra;
  for (const [k, v] of Object.entries(patch)) {
    if (READ_ONLY.has(k)) continue;
    const col = COLUMNS[k];
    if (col === undefined) {
      extra = deepMerge(extra, { [k]: v });
      continue;
    }
    let value = v;
    if (col === 'property' && typeof v === 'object' && v !== null) value = deepMerge(row.property, v as Record<string, unknown>);
    params.push(JSON_COLUMNS.has(col) ? JSON.stringify(value) : value);
    sets.push(`${col} = $${params.length}`);
  }
  params.push(JSON.stringify(extra));
  sets.push(`extra = $${params.length}`);
  params.push(now);
  sets.push(`updated_at = $${params.length}`);
  const r = await db.query<ApplicationRow>(`update applications set ${sets.join(', ')} where uuid = $1 returning *`, params);
  const out = r.rows[0];
  if (out === undefined) throw new Error(`application ${row.uuid} vanished`);
  return out;
}

/** The application as the application service answers it (seed 000 §3, seed 001 §3). */
export function applicationView(a: ApplicationRow): Record<string, unknown> {
  const p = a.property as Record<string, string | null | undefined>;
  const line = [p['street1'], p['street2']].filter((s) => typeof s === 'string' && s !== '').join(' ');
  // `lenderWrites` (the body hash of each write applied, so a replay changes nothing) is the sandbox's bookkeeping, not the lender's contract.
  const { lenderWrites: _bookkeeping, ...extra } = a.extra;
  return {
    ...extra,
    uuid: a.uuid,
    loanNumber: a.loan_number,
    orgCode: a.org_code,
    property: { ...a.property, address: `${line}, ${p['city'] ?? ''}, ${p['state'] ?? ''} ${p['zip'] ?? ''}` },
    adjustedHomeAmount: a.adjusted_home_amount,
    rate: a.rate,
    amount: a.amount,
    term: a.term,
    rateType: a.rate_type,
    consents: a.consents,
    incomeSources: a.income_sources,
    referrer: a.referrer,
    isCrypto: a.is_crypto,
    isInquiry: a.is_inquiry,
    active: a.active,
    auditFields: { createdDate: new Date(a.created_at).toISOString(), updatedDate: new Date(a.updated_at).toISOString() },
  };
}
