// Experiment assignments (seed 001 §3 Experiment record, §4, §5): saved once per application per
// experiment; saving needs an application id, saving a tracker id needs a profile uuid.

/** An experiment record: which arm the borrower got. */
export interface ExperimentRecord {
  name: string;
  variation: 'variation' | 'control';
}

/** Names already saved, by application uuid: { [appUuid]: { [experiment]: variation } }. */
export type SavedExperiments = Record<string, Record<string, string>>;

/** The seed's texts. */
export const EXPERIMENT_MESSAGES = {
  noApplication: 'App ID is required to save experiment',
  noProfile: 'No profile uuid',
} as const;

/** True for the two arms the service accepts. */
export function isVariation(v: unknown): v is ExperimentRecord['variation'] {
  return v === 'variation' || v === 'control';
}

/**
 * The records still to save for `applicationUuid`: those whose experiment was not saved for
 * that application before (the first assignment stays), well-formed, one per name. Throws
 * 'App ID is required to save experiment' without an application id.
 */
export function experimentsToSave(saved: SavedExperiments, applicationUuid: string | null | undefined, records: readonly ExperimentRecord[]): ExperimentRecord[] {
  if (!applicationUuid) throw new Error(EXPERIMENT_MESSAGES.noApplication);
  const done = saved[applicationUuid] ?? {};
  const seen = new Set<string>();
  return records.filter((r) => {
    if (typeof r.name !== 'string' || r.name === '' || !isVariation(r.variation) || r.name in done || seen.has(r.name)) return false;
    seen.add(r.name);
    return true;
  });
}

/** `saved` with `records` recorded for `applicationUuid` (a new object; the input is not changed). */
export function markExperimentsSaved(saved: SavedExperiments, applicationUuid: string, records: readonly ExperimentRecord[]): SavedExperiments {
  const forApp = { ...(saved[applicationUuid] ?? {}) };
  for (const r of records) forApp[r.name] ??= r.variation;
  return { ...saved, [applicationUuid]: forApp };
}

/** Reads the stored record; anything unreadable is an empty record. */
export function parseSavedExperiments(raw: string | null): SavedExperiments {
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    const out: SavedExperiments = {};
    for (const [app, names] of Object.entries(v as Record<string, unknown>)) {
      if (typeof names !== 'object' || names === null || Array.isArray(names)) continue;
      out[app] = Object.fromEntries(Object.entries(names as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
    return out;
  } catch {
    return {};
  }
}
