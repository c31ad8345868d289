// Application service: eligibility, creation and reads.
import { request } from './http';

export interface Application {
  uuid: string;
  loanNumber: string;
  property?: { street1: string; street2?: string; city: string; state: string; zip: string };
  rate?: number;
  amount?: number;
  term?: number;
  isCrypto?: boolean;
  isInquiry?: boolean;
  active?: boolean;
  [field: string]: unknown;
}

export interface ChecklistStatus {
  checklistStatus: string;
  uwDecision?: string;
  uwSubDecision?: string;
  [flag: string]: unknown;
}

export interface AbilityToStart {
  canStartApplication: boolean;
  organizationsWithActiveApplication: { orgCode: string; applicationUuid?: string; isInquiry?: boolean; wholesaleBrokerId?: string }[];
  reason?: 'ACTIVE_APPLICATION' | 'RECENT_HELOC' | 'INQUIRY';
}

/** Whether the signed-in user may start an application now. */
export function verifyAbilityToStart(): Promise<AbilityToStart> {
  return request('/service-search/api/v1/profiles/actions/verify-ability-to-start-application');
}

/** States the organisation is licensed in. */
export function licensedStates(orgCode: string): Promise<{ licensedStates: string[] }> {
  return request('/service-application/external/api/v2/heloc/states-eligibility', { query: { orgCode }, external: true });
}

/** Whether a zip is eligible (not excluded) for the organisation. */
export function zipEligibility(orgCode: string, zip: string): Promise<{ zip: string; eligible: boolean }> {
  return request('/service-application/external/api/v1/heloc/zip-eligibility', { query: { orgCode, zip }, external: true });
}

/** Application consent types (SOFT_CREDIT with its version). */
export function applicationConsentTypes(): Promise<{ type: string; version: string }[]> {
  return request('/service-application/api/v1/application/heloc/consent-types');
}

/** Creates the application; the idempotency key makes a retried submit return the same one. */
export function createApplication(state: string, body: unknown, idempotencyKey: string): Promise<Application> {
  return request('/service-application/api/v1/application/heloc', {
    method: 'POST',
    query: { state },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Reads one application. */
export function getApplication(uuid: string): Promise<Application> {
  return request(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`);
}

/** Lists the signed-in user's applications. */
export function allApplications(): Promise<Application[]> {
  return request('/service-application/api/v1/application/heloc/all');
}

/** Reads the server checklist status of an application. */
export function checklistStatus(uuid: string): Promise<ChecklistStatus> {
  return request(`/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`);
}

/** Looks up a referral by its uuid (rid query parameter). */
export function referral(referralUuid: string): Promise<{ status?: string; email?: string }> {
  return request(`/service-application/external/api/v1/heloc/referral-id/${encodeURIComponent(referralUuid)}`, { external: true });
}

/** Joins the waitlist (unlicensed state, excluded zip or source 'cloc'). */
export function joinWaitlist(body: unknown): Promise<unknown> {
  return request('/waitlist/home-equity-loan-plus', { method: 'POST', body, external: true });
}

/** Offer-code record from a direct-mail offer. */
export function offerCode(code: string): Promise<Record<string, string>> {
  return request(`/offercode/${encodeURIComponent(code)}`, { external: true });
}
