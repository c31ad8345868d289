// Experiment assignments (seed 001 §3 'Experiment record: name, variation', §4 'saved once
// per application per experiment', §5 'App ID is required to save experiment'): which of
// the visitor's decisions still need saving for an application, and the record of what was
// saved, kept as one JSON string (local storage) so a reload or a second tab never saves
// the same experiment twice.

/** One experiment the visitor is in. */
export interface ExperimentAssignment {
  name: string;
  variation: 'variation' | 'control';
}

/** What was saved, per application uuid: experiment name -> variation. */
export type SavedExperiments = Record<string, Record<string, string>>;

export const APP_ID_REQUIRED = 'App ID is required to save experiment';

/** Throws the seed's message when there is no application id to save experiments under. */
export function requireAppId(appUuid: string | null | undefined): string {
  if (typeof appUuid !== 'string' || appUuid.trim() === '') throw new Error(APP_ID_REQUIRED);
  return appUuid;
}

/** A decision as the optimize service answers it -> an assignment, or undefined when unusable. */
export function toAssignment(decision: unknown): ExperimentAssignment | undefined {
  if (!decision || typeof decision !== 'object') return undefined;
  const { name, variation } = decision as { name?: unknown; variation?: unknown };
  if (typeof name !== 'string' || name.trim() === '' || typeof variation !== 'string') return undefined;
  const v = variation.trim().toLowerCase();
  return v === 'variation' || v === 'control' ? { name: name.trim(), variation: v } : undefined;
}

/** Parses the stored record; anything unreadable counts as nothing saved. */
export function parseSaved(raw: string | null | undefined): SavedExperiments {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: SavedExperiments = {};
    for (const [app, names] of Object.entries(value as Record<string, unknown>)) {
      if (!names || typeof names !== 'object' || Array.isArray(names)) continue;
      out[app] = Object.fromEntries(Object.entries(names as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The assignments to send for an application: usable decisions, one per experiment (the first
 * wins), minus the experiments already saved for that application.
 */
export function experimentsToSave(appUuid: string, decisions: readonly unknown[], saved: SavedExperiments): ExperimentAssignment[] {
  const done = saved[requireAppId(appUuid)] ?? {};
  const seen = new Set<string>();
  const out: ExperimentAssignment[] = [];
  for (const d of decisions) {
    const a = toAssignment(d);
    if (a === undefined || seen.has(a.name) || a.name in done) continue;
    seen.add(a.name);
    out.push(a);
  }
  return out;
}

/** The record after saving `experiments` for an application (earlier entries are kept). */
export function recordSaved(saved: SavedExperiments, appUuid: string, experiments: readonly ExperimentAssignment[]): SavedExperiments {
  const app = requireAppId(appUuid);
  const current = { ...(saved[app] ?? {}) };
  for (const e of experiments) if (!(e.name in current)) current[e.name] = e.variation;
  return { ...saved, [app]: current };
}
