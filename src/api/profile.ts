// Profile service.
import { earlyOr } from './early-reads';
import { request } from './http';

export interface Profile {
  uuid: string;
  type: string;
  name?: { firstName?: string; middleName?: string; lastName?: string; suffix?: string };
  email?: string;
  dob?: string;
  phoneNumbers?: { type: string; number: string }[];
  addresses?: { type: string; street1: string; street2?: string; city: string; state: string; zip: string }[];
  hasSsn?: boolean;
}

/** The signed-in user's profile. */
export function getProfile(): Promise<Profile> {
  return request('/service-profile/api/v1/profile');
}

/** The profile's query key (also of its early read, src/api/early-reads.ts). */
export const PROFILE_KEY = ['profile'] as const;

/** The profile query of the portal pages (key shared with the chat and the page effects' refresh). */
export const profileQuery = () => ({ queryKey: PROFILE_KEY, queryFn: earlyOr(PROFILE_KEY, getProfile) });

/** Saves the legal name (also done when the applicant cannot start an application). */
export function saveName(name: { firstName: string; lastName: string; suffix: string }): Promise<Profile> {
  return request('/service-profile/api/v1/profile/name', { method: 'PUT', body: name });
}

/** Consent types with versions (PRIVACY, TERMS, COMMUNICATIONS). */
export function profileConsentTypes(): Promise<{ type: string; version: string }[]> {
  return request('/service-profile/api/v1/profile/consent-types');
}
