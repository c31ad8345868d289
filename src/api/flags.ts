// Feature flags and experiments (service-optimize).
import { request } from './http';

export interface FeatureFlag {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** All flags for the organisation and tracker. */
export function featureFlags(orgCode: string, trackerId: string | undefined, secure: boolean): Promise<FeatureFlag[]> {
  return request(`/service-optimize/${secure ? 'secure' : 'external'}/api/v1/features`, {
    method: 'POST',
    body: { optimizeUser: { orgCode, trackerId } },
    external: !secure,
  });
}
