// Feature flags and experiments (service-optimize).
import { request } from './http';

export interface FeatureFlag {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** The key of an early flags read (src/api/early-reads.ts) for the organisation and sign-in state. */
export const flagsReadKey = (orgCode: string, secure: boolean): string => `flags:${orgCode}:${secure ? 'secure' : 'external'}`;

/** All flags for the organisation and tracker. */
export function featureFlags(orgCode: string, trackerId: string | undefined, secure: boolean): Promise<FeatureFlag[]> {
  return request(`/service-optimize/${secure ? 'secure' : 'external'}/api/v1/features`, {
    method: 'POST',
    body: { optimizeUser: { orgCode, trackerId } },
    external: !secure,
  });
}
