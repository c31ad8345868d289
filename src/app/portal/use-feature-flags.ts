// The visit's feature flags for portal widgets (maintenance gate, chat), one cached read per
// organisation and sign-in state. Seed 001 §9: flags never go stale within a visit.
import { useQuery } from '@tanstack/react-query';
import { featureFlags } from '../../api/flags';
import { session } from '../../api/session';
import { trackerUuid } from '../../api/telemetry';
import { useAppEnv } from '../app-env';

/** The flags query; a failure is left to the caller (no retry). */
export function useFeatureFlags() {
  const { brand } = useAppEnv();
  const secure = session.token !== null;
  return useQuery({
    queryKey: ['feature-flags', brand.orgCode, secure],
    queryFn: () => featureFlags(brand.orgCode, trackerUuid() ?? undefined, secure),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
