// Application service: eligibility, creation and reads.
import { earlyOr } from './early-reads';
import { request } from './http';

export interface Application {
  uuid: string;
  loanNumber: string;
  property?: { street1: string; street2?: string; city: string; state: string; zip: string };
  /** The selected offer (0 until one is selected); rate in percent. */
  rate?: number;
  amount?: number;
  term?: number;
  rateType?: string;
  /** The lender's offer before one is selected (rate in percent, amount the initial draw). */
  preliminaryOffer?: { type: string; term: number; rate: number; amount: number; originationFee: number } | null;
  /** The lender's valuation of the property, dollars (0 until valued). */
  adjustedHomeAmount?: number;
  status?: { manualNotary?: boolean; condition?: string; bpo?: string };
  referrer?: { referrerUuid?: string } | null;
  /** The 62+ (age-restricted, interest-only) product. */
  isSixtyTwoPlus?: boolean;
  isCrypto?: boolean;
  isInquiry?: boolean;
  active?: boolean;
  /** Additional signers on the deed and the signer version (seed 001 §3, §6). */
  helocSigners?: { identityUuid?: string }[] | null;
  additionalSignerVersion?: string | null;
  /** The status's `updatedAt` when this answer was read (src/domain/read-agreement.ts). */
  statusUpdatedAt?: number;
  [field: string]: unknown;
}

export interface ChecklistStatus {
  checklistStatus: string;
  /** Where the borrower is in the portal stepper (seed 001 §4 values). */
  portalProgress?: string;
  uwDecision?: string;
  uwSubDecision?: string;
  /** When the status last changed, ms (src/domain/read-agreement.ts). */
  updatedAt?: number;
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

/** Query keys of an application and of its checklist status (also of their early reads, src/api/early-reads.ts). */
export const applicationKey = (uuid: string) => ['application', uuid] as const;
export const statusKey = (uuid: string) => ['status', uuid] as const;

/** Query options of one application (shared by the page and its sidebar). */
export const applicationQuery = (uuid: string) => ({ queryKey: applicationKey(uuid), queryFn: earlyOr(applicationKey(uuid), () => getApplication(uuid)) });

/** Query options of an application's checklist status; stale after 250 ms (seed 001 §7). */
export const statusQuery = (uuid: string) => ({ queryKey: statusKey(uuid), queryFn: earlyOr(statusKey(uuid), () => checklistStatus(uuid)), staleTime: 250 });

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

/** Keeps the session replay address on the application (seed 000 §7 PUT {base}/{uuid}/full-story-link). */
export function saveFullStoryLink(uuid: string, link: string): Promise<{ uuid: string; fullStoryLink: string }> {
  return request(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/full-story-link`, { method: 'PUT', body: { link } });
}
