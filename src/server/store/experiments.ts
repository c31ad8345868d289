// Experiments per organisation (defaults in scenarios.ts, QA overrides here) and the
// assignments saved per application, first write wins (seed 001 §4: once per application
// per experiment).
import { DEFAULT_EXPERIMENTS } from '../scenarios';
import type { Queryable } from './db';

/** An experiment as configured for an organisation. */
export interface Experiment {
  name: string;
  enabled: boolean;
  trafficPercent: number;
}

/** Every experiment of an organisation: defaults, then QA overrides. */
export async function experimentsFor(db: Queryable, org: string): Promise<Experiment[]> {
  const merged = new Map<string, Experiment>();
  for (const [name, e] of Object.entries(DEFAULT_EXPERIMENTS)) merged.set(name, { name, ...e });
  const rows = await db.query<{ name: string; enabled: boolean; traffic_percent: number }>(
    'select name, enabled, traffic_percent from experiments where org_code = $1 order by name',
    [org],
  );
  for (const r of rows.rows) merged.set(r.name, { name: r.name, enabled: r.enabled, trafficPercent: r.traffic_percent });
  return [...merged.values()];
}

/** QA: adds or changes an experiment of an organisation. */
export async function setExperiment(db: Queryable, org: string, e: Experiment, now: number): Promise<Experiment> {
  await db.query(
    `insert into experiments (org_code, name, enabled, traffic_percent, updated_at) values ($1, $2, $3, $4, $5)
     on conflict (org_code, name) do update set enabled = excluded.enabled, traffic_percent = excluded.traffic_percent, updated_at = excluded.updated_at`,
    [org, e.name, e.enabled, e.trafficPercent, now],
  );
  return e;
}

/** QA: removes an override (a default experiment comes back as it was). */
export async function clearExperiment(db: Queryable, org: string, name: string): Promise<void> {
  await db.query('delete from experiments where org_code = $1 and name = $2', [org, name]);
}

/** Saves assignments; an experiment already saved for the application keeps its first variation. */
export async function saveAssignments(db: Queryable, appUuid: string, list: readonly { name: string; variation: string }[], now: number): Promise<void> {
  for (const e of list) {
    await db.query(
      `insert into application_experiments (application_uuid, name, variation, created_at) values ($1, $2, $3, $4)
       on conflict (application_uuid, name) do nothing`,
      [appUuid, e.name, e.variation, now],
    );
  }
}

/** The assignments saved for an application, by name. */
export async function assignmentsOf(db: Queryable, appUuid: string): Promise<{ name: string; variation: string }[]> {
  const r = await db.query<{ name: string; variation: string }>(
    'select name, variation from application_experiments where application_uuid = $1 order by name',
    [appUuid],
  );
  return r.rows;
}
