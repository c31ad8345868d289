// Per-organisation settings QA can change: feature flags and the auth mode. Defaults live in
// scenarios.ts; rows here override them.
import type { Queryable } from './db';
import { DEFAULT_FLAGS, orgRules } from '../scenarios';

/** A feature flag as the optimize service answers it. */
export interface Flag {
  key: string;
  enabled: boolean;
  variables: Record<string, unknown>;
}

/** Every flag for an organisation: defaults, then the org's rules, then QA overrides. */
export async function flagsFor(db: Queryable, org: string): Promise<Flag[]> {
  const merged = new Map<string, Flag>();
  for (const [key, f] of Object.entries(DEFAULT_FLAGS)) merged.set(key, { key, enabled: f.enabled, variables: f.variables });
  for (const [key, f] of Object.entries(orgRules(org).flagOverrides)) {
    merged.set(key, { key, enabled: f.enabled, variables: f.variables ?? merged.get(key)?.variables ?? {} });
  }
  const rows = await db.query<{ key: string; enabled: boolean; variables: Record<string, unknown> }>(
    'select key, enabled, variables from feature_flags where org_code = $1',
    [org],
  );
  for (const r of rows.rows) merged.set(r.key, { key: r.key, enabled: r.enabled, variables: r.variables });
  return [...merged.values()];
}

/** One flag; unknown keys are off with no variables. */
export async function flagFor(db: Queryable, org: string, key: string): Promise<Flag> {
  return (await flagsFor(db, org)).find((f) => f.key === key) ?? { key, enabled: false, variables: {} };
}

/** QA: sets a flag for an organisation (variables default to the current ones). */
export async function setFlag(db: Queryable, org: string, key: string, enabled: boolean, variables: Record<string, unknown> | undefined, now: number): Promise<Flag> {
  const vars = variables ?? (await flagFor(db, org, key)).variables;
  await db.query(
    `insert into feature_flags (org_code, key, enabled, variables, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (org_code, key) do update set enabled = excluded.enabled, variables = excluded.variables, updated_at = excluded.updated_at`,
    [org, key, enabled, JSON.stringify(vars), now],
  );
  return { key, enabled, variables: vars };
}

/** QA: removes an override, so the default applies again. */
export async function clearFlag(db: Queryable, org: string, key: string): Promise<void> {
  await db.query('delete from feature_flags where org_code = $1 and key = $2', [org, key]);
}

/** Whether the organisation uses the newer auth mode. */
export async function authModeFor(db: Queryable, org: string): Promise<boolean> {
  const r = await db.query<{ new_auth_mode: boolean }>('select new_auth_mode from auth_modes where org_code = $1', [org]);
  return r.rows[0]?.new_auth_mode ?? orgRules(org).newAuthMode;
}

/** QA: sets the auth mode of an organisation. */
export async function setAuthMode(db: Queryable, org: string, newAuthMode: boolean, now: number): Promise<void> {
  await db.query(
    `insert into auth_modes (org_code, new_auth_mode, updated_at) values ($1, $2, $3)
     on conflict (org_code) do update set new_auth_mode = excluded.new_auth_mode, updated_at = excluded.updated_at`,
    [org, newAuthMode, now],
  );
}
