// Signed-in account calls of the navbar (seed 001 §7): the identity it reads, CEO feedback and
// the identity-broker logout. Loaded with the signed-in navbar only (vite.config.ts keeps this
// module out of the first step's shared chunk).
import { RequestError, request } from './http';
import { session } from './session';

/** The identity fields the navbar needs (seed 001 §3 Identity). */
export interface AccountIdentity {
  uuid: string;
  profileType: string;
  isBroker?: boolean;
}

/**
 * Reads the signed-in identity. The token is passed explicitly, so a stale one found on a page
 * that needs no sign-in (the first registration step) does not send the visitor to the login
 * page: the navbar clears it instead (see account-nav.tsx).
 */
export function fetchAccountIdentity(): Promise<AccountIdentity> {
  const token = session.token;
  return request('/identity/secure/api/v1_1/identity', token ? { token } : {});
}

/** True for the answers that mean the stored token is no good. */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 401 || error.status === 403);
}

/** The CEO feedback payload (seed 001 §3 Feedback, §7). */
export interface CeoFeedback {
  applicationUuid?: string;
  message: string;
  topic: 'IMPROVE' | 'COMPLIMENT';
  marketingConsent: boolean;
  pathname: string;
  productType: 'HELOC';
}

/** Sends CEO feedback; throws RequestError on failure. */
export function sendCeoFeedback(body: CeoFeedback): Promise<{ uuid: string }> {
  return request('/service-profile/api/v1/feedback/ceo', { method: 'POST', body });
}

/**
 * Ends the session at the identity broker (customer, or agent for brokers); answers where to
 * send the browser. The token is passed explicitly so an expired one does not trigger the
 * generic end-of-session redirect: the caller clears it and goes on either way.
 */
export function logoutAtBroker(kind: 'customer' | 'agent'): Promise<{ redirect?: string }> {
  const token = session.token;
  return request(`/identity-broker/${kind}/secure/api/v3/logout`, {
    method: 'POST',
    headers: { 'X-Auth0-Application-Name': 'heloc' },
    ...(token ? { token } : {}),
  });
}
