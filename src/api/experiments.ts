// Experiments (seed 001 §7): record an application's experiment arms (once per application per
// experiment, remembered in local storage so a reload does not send them again), save the
// identity's experiment profile id, and read the tracker uuid of an experiment profile.
import {
  EXPERIMENT_MESSAGES,
  experimentsToSave,
  markExperimentsSaved,
  parseSavedExperiments,
  type ExperimentRecord,
} from '../domain/experiments';
import { request } from './http';

const BASE = '/service-application/api/v1/application/heloc';
/** Local storage key of the experiments already saved, by application. */
export const SAVED_EXPERIMENTS_KEY = 'heloc-experiments-saved';

function readSaved() {
  try {
    return parseSavedExperiments(localStorage.getItem(SAVED_EXPERIMENTS_KEY));
  } catch {
    return {};
  }
}

/**
 * Saves the experiments not yet saved for the application (PATCH {base}/{appUuid}/experiments);
 * returns those sent ([] when there was nothing new, and no call is made). Throws 'App ID is
 * required to save experiment' without an application id.
 */
export async function saveExperiments(applicationUuid: string | null | undefined, records: readonly ExperimentRecord[]): Promise<ExperimentRecord[]> {
  const saved = readSaved();
  const todo = experimentsToSave(saved, applicationUuid, records);
  if (todo.length === 0 || !applicationUuid) return [];
  await request(`${BASE}/${encodeURIComponent(applicationUuid)}/experiments`, { method: 'PATCH', body: { experiments: todo } });
  try {
    localStorage.setItem(SAVED_EXPERIMENTS_KEY, JSON.stringify(markExperimentsSaved(saved, applicationUuid, todo)));
  } catch {
    // not remembered: the service keeps the first arm anyway
  }
  return todo;
}

/** Saves the identity's experiment profile id (PATCH {base}/experiment-profile?identityUuid=); 'No profile uuid' without an identity. */
export async function saveTrackerId(identityUuid: string | null | undefined, optimizelyProfileUuid: string): Promise<void> {
  if (!identityUuid) throw new Error(EXPERIMENT_MESSAGES.noProfile);
  await request(`${BASE}/experiment-profile`, { method: 'PATCH', query: { identityUuid }, body: { optimizelyProfileUuid } });
}

/** The tracker uuid of an experiment profile (GET /service-application/api/v3/application/heloc/{profile}). */
export async function experimentTracker(experimentProfile: string): Promise<string> {
  const answer = await request<{ trackerUuid: string }>(`/service-application/api/v3/application/heloc/${encodeURIComponent(experimentProfile)}`);
  return answer.trackerUuid;
}
