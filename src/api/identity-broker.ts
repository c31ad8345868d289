// The identity calls no registration step makes (seed 001 §7): the phone alias and the identity
// broker's self/figureinfo read. Kept out of identity.ts, which the first step loads with the
// services, so they cost the first step's JS budget nothing. The signer area uses both: figureinfo is
// its pages' `signedIn`, the phone-number condition page sets the alias (decision 564).
import type { Identity } from './identity';
import { request } from './http';

/** Sets the identity's phone alias (seed 001 §7 PUT identity/alias: type Phone, value the 10 digits). */
export function setPhoneAlias(value: string): Promise<Identity> {
  return request('/identity/secure/api/v1/identity/alias', { method: 'PUT', body: { type: 'Phone', value } });
}

/** The application name the identity broker is told (X-Auth0-Application-Name, seed 001 §7). */
export const AUTH0_APPLICATION_NAME = 'heloc';

/** The identity broker's view of the signed-in user (seed 001 §7 self/figureinfo), on the customer or agent path. */
export function figureInfo(kind: 'customer' | 'agent' = 'customer'): Promise<Identity & { applicationName: string; name: Record<string, string | null> | null }> {
  return request(`/identity-broker/${kind}/secure/api/v3/self/figureinfo`, { headers: { 'X-Auth0-Application-Name': AUTH0_APPLICATION_NAME } });
}
