// Feature flags and experiments (service-optimize).
import { request } from './http';

export interface FeatureFlag {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** The query key of the flags read for the organisation and sign-in state, also when started early (src/api/early-reads.ts). */
export const flagsReadKey = (orgCode: string, secure: boolean) => ['feature-flags', orgCode, secure] as const;

/** All flags for the organisation and tracker. */
export function featureFlags(orgCode: string, trackerId: string | undefined, secure: boolean): Promise<FeatureFlag[]> {
  return request(`/service-optimize/${secure ? 'secure' : 'external'}/api/v1/features`, {
    method: 'POST',
    body: { optimizeUser: { orgCode, trackerId } },
    external: !secure,
  });
}

/** One flag for the organisation and tracker (seed 001 §7 POST .../api/v1/feature: featureKey, optimizeUser; returns enabled). */
export function feature(featureKey: string, orgCode: string, trackerId: string | undefined, secure: boolean): Promise<FeatureFlag> {
  return request(`/service-optimize/${secure ? 'secure' : 'external'}/api/v1/feature`, {
    method: 'POST',
    body: { featureKey, optimizeUser: { orgCode, trackerId } },
    external: !secure,
  });
}
