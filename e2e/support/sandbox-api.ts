// Talking to the sandbox API directly from a spec: JSON calls with the org header, and a
// borrower with an application made through the same calls registration makes (faster than
// walking the steps when a spec is about the pages after registration).
import { PASSWORD, uniqueEmail, uniquePhone } from './registration';

/** The org the API helpers speak for unless told otherwise. */
export const API_ORG = 'HOMELINE';

/** A JSON call to the sandbox; throws with the status and body on anything but 2xx. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs read the answers loosely
export async function api(url: string, method: string, path: string, body?: unknown, token?: string, org = API_ORG): Promise<any> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'x-org': org, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

export interface Property {
  street1: string;
  city: string;
  state: string;
  zip: string;
}

/** The home the API helpers apply for unless told otherwise. */
export const TEXAS_HOME: Property = { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' };
/** A home outside Texas (no BPO by default: seed 000 §4's bpo rows). */
export const CALIFORNIA_HOME: Property = { street1: '88 Harbor View Rd', city: 'San Diego', state: 'CA', zip: '92109' };

/**
 * The create-application body registration sends: Alex (`lastName`, default Morgan), born
 * 1980-04-12, $120,000 a year, full time, the home at `property`, with the SOFT_CREDIT consent
 * unless `softCredit` is false.
 */
export function createApplicationBody(email: string, property: Property, opts: { softCredit?: boolean; lastName?: string } = {}) {
  return {
    consentRequests: opts.softCredit === false ? [] : [{ type: 'SOFT_CREDIT', version: 3 }],
    income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
    profileRequest: { name: { firstName: 'Alex', middleName: '', lastName: opts.lastName ?? 'Morgan', suffix: '' }, dob: '1980-04-12', email },
    propertyListedForSale: false,
    propertyRequest: { street1: property.street1, street2: '', city: property.city, state: property.state, zip: property.zip, type: 'HOME' },
    publish: true,
    employmentType: 'FULL_TIME',
  };
}

/**
 * A new borrower (e-mail from `tag`) and a Texas application (or one for `property`) created through the API. With
 * `softCredit: false` it is created without the SOFT_CREDIT consent and waits in
 * PROFILE_INCOMPLETE, so the routing tables send the applicant to start/profile. `lastName`
 * (default Morgan) may be a magic value (docs/sandbox.md).
 */
export async function borrowerWithApplication(url: string, tag: string, opts: { softCredit?: boolean; lastName?: string; property?: Property } = {}): Promise<{ email: string; jwt: string; uuid: string; loanNumber: string }> {
  const email = uniqueEmail(tag);
  const property = opts.property ?? TEXAS_HOME;
  const { jwt } = await api(url, 'POST', `/identity/api/v1/registration/register?organization=${API_ORG}`, { email, password: PASSWORD, phoneNumber: uniquePhone() });
  const created = await api(url, 'POST', `/service-application/api/v1/application/heloc?state=${property.state}`, createApplicationBody(email, property, opts), jwt);
  return { email, jwt, uuid: created.uuid ?? created.applicationUuid ?? created.application?.uuid, loanNumber: created.loanNumber };
}
