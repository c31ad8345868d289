// Loan originator (lead portal) lookups.
import { request } from './http';

export interface LoanOriginator {
  uuid: string;
  originatorDisplayInfo: { phoneNumber: string; email: string; originatorName?: string; brokerName?: string; nmls?: string; avatarUri?: string };
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
