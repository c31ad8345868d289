// Signed-in account calls of the navbar (seed 001 §7): the identity it reads, CEO feedback and
// the identity-broker logout. Loaded with the signed-in navbar only (vite.config.ts keeps this
// module out of the first step's shared chunk).
import { request } from './http';
import { session } from './session';

/** The identity fields the navbar needs (seed 001 §3 Identity). */
export interface AccountIdentity {
  uuid: string;
  profileType: string;
  isBroker?: boolean;
}

/** Reads the signed-in identity. */
export function fetchAccountIdentity(): Promise<AccountIdentity> {
  return request('/identity/secure/api/v1_1/identity');
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
