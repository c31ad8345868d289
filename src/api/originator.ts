// Loan originator (lead portal) lookups.
import { request, RequestError } from './http';
import type { ReferralRecord } from '../domain/referral-prefill';

export interface LoanOriginator {
  uuid: string;
  originatorDisplayInfo: { phoneNumber: string; email: string; originatorName?: string; brokerName?: string; nmls?: string; avatarUri?: string | null };
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
}

/** A loan originator by uuid; 404 or 400 when unknown or malformed. */
export function loanOriginator(uuid: string, organization: string): Promise<LoanOriginator> {
  return request(`/service-lead-portal/api/lo/${encodeURIComponent(uuid)}`, { query: { organization }, external: true });
}

/** The default referrer for an organisation and state. */
export function referrerForState(organization: string, state: string): Promise<{ referrerUuid: string }> {
  return request('/service-lead-portal/api/lo/default', { query: { organization, productType: 'HELOC', state }, external: true });
}

/** Loan originator answers are cached for 10 minutes (seed 001 §7). */
export const ORIGINATOR_STALE_MS = 10 * 60_000;

/**
 * The originator of an application: its referrer, else the default referrer for the
 * property's state; null when neither exists (no default for the state answers 404).
 */
export async function applicationOriginator(
  app: { referrer?: { referrerUuid?: string } | null; property?: { state: string } },
  organization: string,
): Promise<LoanOriginator | null> {
  let uuid = app.referrer?.referrerUuid;
  if (!uuid) {
    const state = app.property?.state;
    if (!state) return null;
    try {
      uuid = (await referrerForState(organization, state)).referrerUuid;
    } catch (error) {
      if (error instanceof RequestError && error.status === 404) return null;
      throw error;
    }
  }
  return uuid ? loanOriginator(uuid, organization) : null;
}

/** A broker's referral record (seed 000 §3 'Wholesale referral'). */
export interface WholesaleReferral extends ReferralRecord {
  referralUuid: string;
}

/** The wholesale referral behind a `rid` (lead portal `referrals/{referralUuid}`, seed 001 §7); 404 when unknown. */
export function wholesaleReferral(referralUuid: string): Promise<WholesaleReferral> {
  return request(`/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`, { external: true });
}
