// The visit's feature flags for portal widgets (maintenance gate, chat), one cached read per
// organisation and sign-in state. Seed 001 §9: flags never go stale within a visit.
import { useQuery } from '@tanstack/react-query';
import { earlyOr } from '../../api/early-reads';
import { featureFlags, flagsReadKey } from '../../api/flags';
import { session } from '../../api/session';
import { trackerUuid } from '../../api/telemetry';
import { useAppEnv } from '../app-env';

/** The flags query; a failure is left to the caller (no retry). `enabled: false` waits (the navbar asks only for signers and brokers). */
export function useFeatureFlags({ enabled = true }: { enabled?: boolean } = {}) {
  const { brand } = useAppEnv();
  const secure = session.token !== null;
  return useQuery({
    queryKey: flagsReadKey(brand.orgCode, secure),
    queryFn: earlyOr(flagsReadKey(brand.orgCode, secure), () => featureFlags(brand.orgCode, trackerUuid() ?? undefined, secure)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
}

/** True when the flag `key` is in the answer and enabled; undefined while there is no answer. */
export function flagEnabled(flags: readonly { key: string; enabled: boolean }[] | undefined, key: string): boolean | undefined {
  return flags === undefined ? undefined : flags.some((f) => f.key === key && f.enabled);
}
