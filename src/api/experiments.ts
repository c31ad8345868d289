// Experiments (seed 001 §7): the visitor's decisions (service-optimize v2), the assignments
// saved per application, and the profile's experiment tracker (application service v3).
import { request } from './http';

const V3 = '/service-application/api/v3/application/heloc';

/** The experiments the visitor (tracker) is in, with the arm of each. */
export function decisions(orgCode: string, trackerId: string, secure: boolean): Promise<unknown[]> {
  return request(`/service-optimize/${secure ? 'secure' : 'external'}/api/v2/decision`, {
    method: 'POST',
    body: { optimizeUser: { orgCode, trackerId } },
    external: !secure,
  });
}

/** One experiment and its arm (src/domain/experiments). */
export interface ExperimentRecord {
  name: string;
  variation: 'variation' | 'control';
}

/** Saves assignments under an application (callers check the id: src/domain requireAppId). */
export function saveExperiments(appUuid: string, experiments: readonly ExperimentRecord[]): Promise<{ experiments: ExperimentRecord[] }> {
  return request(`${V3}/${encodeURIComponent(appUuid)}/experiments`, { method: 'PATCH', body: { experiments } });
}

/** The signed-in profile's experiment tracker (null when it has none yet). */
export function experimentProfile(): Promise<{ identityUuid: string; optimizelyProfileUuid: string | null }> {
  return request(`${V3}/experiment-profile`);
}

/** Saves the tracker as the profile's (callers check the identity: src/domain requireProfileUuid). */
export function saveExperimentProfile(identityUuid: string, optimizelyProfileUuid: string): Promise<{ optimizelyProfileUuid: string | null }> {
  return request(`${V3}/experiment-profile`, { method: 'PATCH', query: { identityUuid }, body: { optimizelyProfileUuid } });
}
