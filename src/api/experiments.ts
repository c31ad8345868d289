// Experiments (seed 001 §7): the visitor's decisions (service-optimize v2), the assignments
// saved per application, and the profile's experiment tracker (application service v3).
import { type ExperimentAssignment, requireAppId, requireProfileUuid } from '../domain';
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

/** Saves assignments under an application ('App ID is required to save experiment' without one). */
export async function saveExperiments(appUuid: string | undefined, experiments: readonly ExperimentAssignment[]): Promise<{ experiments: ExperimentAssignment[] }> {
  const id = requireAppId(appUuid);
  return request(`${V3}/${encodeURIComponent(id)}/experiments`, { method: 'PATCH', body: { experiments } });
}

/** The signed-in profile's experiment tracker (null when it has none yet). */
export function experimentProfile(): Promise<{ identityUuid: string; optimizelyProfileUuid: string | null }> {
  return request(`${V3}/experiment-profile`);
}

/** Saves the tracker as the profile's ('No profile uuid' without an identity). */
export async function saveExperimentProfile(identityUuid: string | undefined, optimizelyProfileUuid: string): Promise<{ optimizelyProfileUuid: string | null }> {
  const id = requireProfileUuid(identityUuid);
  return request(`${V3}/experiment-profile`, { method: 'PATCH', query: { identityUuid: id }, body: { optimizelyProfileUuid } });
}
