// Identity service: registration, verification and the sandbox sign-in.
import { request } from './http';

export interface Identity {
  uuid: string;
  organizationCode: string;
  profileType: string;
  email: string;
}

/** Creates an identity; 401 means the e-mail already has an account (seed 000 §8). */
export function registerIdentity(org: string, body: { email: string; password: string; phoneNumber: string }): Promise<{ jwt: string }> {
  return request('/identity/api/v1/registration/register', { method: 'POST', query: { organization: org }, body, external: true });
}

/** Reads the identity the given (or stored) token belongs to. */
export function verifyIdentity(token?: string): Promise<Identity> {
  return request('/identity/secure/api/v1_1/identity', token ? { token } : {});
}

/** Sandbox sign-in: e-mail and password for a token. */
export function login(email: string, password: string): Promise<{ jwt: string }> {
  return request('/identity/api/v1/login', { method: 'POST', body: { email, password }, external: true });
}

/** Whether the newer auth mode is on for this organisation. */
export function authMode(org: string): Promise<{ newAuthMode: boolean }> {
  return request('/identity-broker/customer/api/v3/auth-mode', { query: { application: 'heloc', org }, external: true });
}

/** Starts the newer login (identity broker); answers where to send the browser. */
export function startNewLogin(returnTo: string, externalStateNonce?: string): Promise<{ redirect: string }> {
  return request('/identity-broker/customer/api/v3/login', {
    method: 'POST',
    body: { returnTo, ...(externalStateNonce ? { externalStateNonce } : {}) },
    headers: { 'X-Auth0-Application-Name': 'heloc' },
    external: true,
  });
}
