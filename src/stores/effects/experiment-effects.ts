// Loaded on demand (registry.ts): nothing here is needed for the first step's paint.
// Experiments and the tracker in the registration flow (seed 000 §7 'Tracker call'; seed 001
// §4-5, §7): the profile's tracker meets the local one, and the visitor's experiment arms are
// saved under the new application once per experiment. Neither ever stops an applicant: a
// failure is logged and the flow goes on.
import { experimentsToSave, mayReloadFor, parseSaved, recordSaved, requireAppId, requireProfileUuid, trackerAction } from '../../domain';
import type { EffectHandler } from './types';
import { CONTINUE, STOP } from './types';

/** Local storage: what was saved, per application uuid (src/domain/experiments). */
export const SAVED_EXPERIMENTS_KEY = 'heloc-experiments-saved';
/** Session storage: the profile tracker a reload was already made for (loop guard). */
export const TRACKER_RELOAD_KEY = 'heloc-tracker-reload';

/**
 * Signed in: reads the profile's tracker. None yet: saves the local one (PATCH
 * experiment-profile, identity uuid as query). Different: stores the profile's under
 * telemetry_trackerUuid and, with `reload: true`, reloads the page once so flags and
 * experiment arms follow it.
 */
export const syncTracker: EffectHandler = async (store, params) => {
  const { services } = store.deps;
  try {
    await services.telemetry.telemetrySession();
    const local = services.telemetry.trackerUuid();
    const profile = await services.experiments.experimentProfile();
    const server = profile.optimizelyProfileUuid;
    const action = trackerAction(local, server);
    if (action === 'save' && local) {
      await services.experiments.saveExperimentProfile(requireProfileUuid(store.submitState.identityUuid ?? profile.identityUuid), local);
    } else if (action === 'adopt' && server) {
      services.telemetry.adoptTracker(server);
      if (params['reload'] === true && mayReloadFor(server, services.sessionStorage.getItem(TRACKER_RELOAD_KEY))) {
        // No guard written, no reload: a page that cannot remember would reload forever.
        services.sessionStorage.setItem(TRACKER_RELOAD_KEY, server);
        services.reload();
        return STOP;
      }
    }
  } catch (error) {
    services.logError('tracker sync failed', error);
  }
  return CONTINUE;
};

/** After the create: asks which arms the visitor is in and saves those not saved for this application yet. */
export const saveExperiments: EffectHandler = async (store) => {
  const { services, brand } = store.deps;
  try {
    const appUuid = requireAppId(store.submitState.applicationUuid);
    const tracker = services.telemetry.trackerUuid();
    if (!tracker) return CONTINUE;
    const decided = await services.experiments.decisions(brand.orgCode, tracker, true);
    const toSave = experimentsToSave(appUuid, decided, parseSaved(services.localStorage.getItem(SAVED_EXPERIMENTS_KEY)));
    if (toSave.length === 0) return CONTINUE;
    await services.experiments.saveExperiments(appUuid, toSave);
    // Read again: another tab may have saved meanwhile.
    const saved = recordSaved(parseSaved(services.localStorage.getItem(SAVED_EXPERIMENTS_KEY)), appUuid, toSave);
    services.localStorage.setItem(SAVED_EXPERIMENTS_KEY, JSON.stringify(saved));
  } catch (error) {
    services.logError('saving experiments failed', error);
  }
  return CONTINUE;
};
