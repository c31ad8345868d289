// Identities (sign-in records) and their profiles.
import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from './db';

/** An identity row as the routes use it; the password hash never leaves this module's callers. */
export interface IdentityRow {
  uuid: string;
  org_code: string;
  email: string;
  password_hash: string;
  phone: string | null;
  created_at: number;
  updated_at: number;
}

/** A profile row. */
export interface ProfileRow {
  uuid: string;
  identity_uuid: string;
  type: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  email: string;
  dob: string | null;
  phone_numbers: { type: string; number: string }[];
  addresses: Record<string, unknown>[];
  has_ssn: boolean;
  ssn_last_four: string | null;
  optimizely_profile_uuid: string | null;
  updated_at: number;
}

/** Sets an identity's phone alias (identity/alias, seed 001 §7); undefined when there is no such identity. */
export async function setIdentityPhone(db: Queryable, uuid: string, phone: string, now: number): Promise<IdentityRow | undefined> {
  const r = await db.query<IdentityRow>('update identities set phone = $2, updated_at = $3 where uuid = $1 returning *', [uuid, phone, now]);
  return r.rows[0];
}

/** Finds an identity by e-mail within an organisation (case-insensitive). */
export async function findIdentityByEmail(db: Queryable, org: string, email: string): Promise<IdentityRow | undefined> {
  const r = await db.query<IdentityRow>('select * from identities where org_code = $1 and lower(email) = lower($2)', [org, email]);
  return r.rows[0];
}

/** Finds an identity by uuid. */
export async function findIdentity(db: Queryable, uuid: string): Promise<IdentityRow | undefined> {
  const r = await db.query<IdentityRow>('select * from identities where uuid = $1', [uuid]);
  return r.rows[0];
}

/**
 * Creates an identity and its profile (PRIMARY unless `profileType` says otherwise, e.g. a QA
 * CO_DEEDER); undefined when the e-mail is taken in the org (the unique index decides, so two
 * racing registrations cannot both win).
 */
export async function createIdentity(
  db: Db,
  input: { org: string; email: string; passwordHash: string; phone: string; profileType?: string; firstName?: string; lastName?: string },
  now: number,
): Promise<IdentityRow | undefined> {
  return db.transaction(async (tx) => {
    const uuid = randomUUID();
    const r = await tx.query<IdentityRow>(
      `insert into identities (uuid, org_code, email, password_hash, phone, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)
       on conflict (org_code, lower(email)) do nothing returning *`,
      [uuid, input.org, input.email.trim(), input.passwordHash, input.phone, now],
    );
    const row = r.rows[0];
    if (row === undefined) return undefined;
    await tx.query(
      `insert into profiles (uuid, identity_uuid, type, email, phone_numbers, optimizely_profile_uuid, updated_at, first_name, last_name)
       values ($1, $2, $6, $3, $4, null, $5, $7, $8)`,
      // No tracker yet: the client saves its own (PATCH experiment-profile) or the create carries it.
      [randomUUID(), uuid, row.email, JSON.stringify([{ type: 'MOBILE', number: input.phone }]), now, input.profileType ?? 'PRIMARY', input.firstName ?? null, input.lastName ?? null],
    );
    return row;
  });
}

/** The profile of an identity. */
export async function findProfile(db: Queryable, identityUuid: string): Promise<ProfileRow | undefined> {
  const r = await db.query<ProfileRow>('select * from profiles where identity_uuid = $1', [identityUuid]);
  return r.rows[0];
}

/** Fields of a profile that may be updated. */
export interface ProfilePatch {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  suffix?: string | null;
  dob?: string;
  phone?: string;
  /** The contact e-mail (the sign-in e-mail of the identity does not change). */
  email?: string;
  homeAddress?: Record<string, unknown> | null;
}

/** Updates a profile's name, dob, phone, e-mail and home address (only the fields given). */
export async function updateProfile(db: Queryable, identityUuid: string, patch: ProfilePatch, now: number): Promise<ProfileRow | undefined> {
  const current = await findProfile(db, identityUuid);
  if (current === undefined) return undefined;
  const phones = patch.phone !== undefined ? [{ type: 'MOBILE', number: patch.phone }] : current.phone_numbers;
  let addresses = current.addresses;
  if (patch.homeAddress !== undefined && patch.homeAddress !== null) {
    const old = addresses.find((a) => a['type'] === 'HOME');
    const home = { type: 'HOME', uuid: typeof old?.['uuid'] === 'string' ? old['uuid'] : randomUUID(), street2: '', ...patch.homeAddress };
    addresses = [home, ...addresses.filter((a) => a['type'] !== 'HOME')];
  }
  const r = await db.query<ProfileRow>(
    `update profiles set first_name = $2, middle_name = $3, last_name = $4, suffix = $5, dob = $6,
       phone_numbers = $7, addresses = $8, updated_at = $9, email = $10
     where identity_uuid = $1 returning *`,
    [
      identityUuid,
      patch.firstName?.trim() ?? current.first_name,
      patch.middleName !== undefined ? (patch.middleName?.trim() ?? null) : current.middle_name,
      patch.lastName?.trim() ?? current.last_name,
      patch.suffix !== undefined ? (patch.suffix ?? '') : current.suffix,
      patch.dob ?? current.dob,
      JSON.stringify(phones),
      JSON.stringify(addresses),
      now,
      patch.email?.trim() ?? current.email,
    ],
  );
  return r.rows[0];
}

/** Records that the lender holds the applicant's SSN: its last four digits and a salted hash, never the number. */
export async function setProfileSsn(db: Queryable, identityUuid: string, ssn: string, now: number): Promise<void> {
  const hash = createHash('sha256').update(`${identityUuid}:${ssn}`).digest('hex');
  await db.query(`update profiles set has_ssn = true, ssn_last_four = $2, ssn_hash = $3, updated_at = $4 where identity_uuid = $1`, [identityUuid, ssn.slice(-4), hash, now]);
}

/** Sets the profile's experiment tracker (optimizelyProfileUuid); `onlyIfUnset` keeps an existing one. */
export async function setProfileTracker(db: Queryable, identityUuid: string, tracker: string, now: number, onlyIfUnset = false): Promise<ProfileRow | undefined> {
  const r = await db.query<ProfileRow>(
    `update profiles set optimizely_profile_uuid = $2, updated_at = $3
     where identity_uuid = $1 and ($4::boolean = false or optimizely_profile_uuid is null) returning *`,
    [identityUuid, tracker, now, onlyIfUnset],
  );
  return r.rows[0] ?? (await findProfile(db, identityUuid));
}

/** The profile as the profile service answers it (seed 000 §3 Profile). */
export function profileView(p: ProfileRow): Record<string, unknown> {
  return {
    uuid: p.uuid,
    type: p.type,
    name: { firstName: p.first_name, middleName: p.middle_name, lastName: p.last_name, suffix: p.suffix },
    email: p.email,
    dob: p.dob,
    phoneNumbers: p.phone_numbers,
    addresses: p.addresses,
    hasSsn: p.has_ssn,
    ...(p.has_ssn && p.ssn_last_four ? { ssnLastFour: p.ssn_last_four } : {}),
    optimizelyProfileUuid: p.optimizely_profile_uuid,
  };
}

/** The identity as the identity service answers it (seed 001 §3 Identity). */
export function identityView(i: IdentityRow, profileType: string): Record<string, unknown> {
  return {
    uuid: i.uuid,
    organizationCode: i.org_code,
    profileType,
    email: i.email,
    updatedAt: new Date(i.updated_at).toISOString(),
    isManageable: true,
    isBroker: false,
    wallet: null,
    twoFactorEnabled: false,
    passwordExpired: false,
    totpVerified: false,
    aliases: i.phone !== null ? [{ type: 'Phone', value: i.phone }] : [],
  };
}
