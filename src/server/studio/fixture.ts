// The flow studio's fixture applicant (issue 26): for a preview of an application page, the
// sandbox registers a new borrower of the picked brand with a fixed application (California home,
// soft-credit consent, as the e2e suite's createApplicationBody) through its own API in process,
// and puts it at the picked checklist status with the QA API. The routing tables then choose the
// page, as for an applicant. Fixture data only: nothing here is anyone's.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const HOME = { street1: '88 Harbor View Rd', street2: '', city: 'San Diego', state: 'CA', zip: '92109', type: 'HOME' };

/** Calls the sandbox's own API; the answer's JSON, or throws with its message. */
async function call(app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload: object, jwt?: string): Promise<Record<string, unknown>> {
  const res = await app.inject({ method, url, payload, headers: jwt === undefined ? {} : { authorization: `Bearer ${jwt}` } });
  const body = (res.body ? JSON.parse(res.body) : {}) as Record<string, unknown>;
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${String(body['message'] ?? '')}`);
  return body;
}

/** A new fixture borrower of `org` with an application at `status` (empty: as created); its token and the application's uuid. */
export async function fixtureApplication(app: FastifyInstance, org: string, status: string): Promise<{ jwt: string; uuid: string }> {
  const n = randomUUID().slice(0, 8);
  const email = `studio-${n}@example.com`;
  const phoneNumber = `512555${String(parseInt(n, 16) % 10000).padStart(4, '0')}`;
  const { jwt } = (await call(app, 'POST', `/identity/api/v1/registration/register?organization=${org}`, { email, password: 'Str0ng!Passw0rd', phoneNumber })) as { jwt: string };
  const created = await call(app, 'POST', `/service-application/api/v1/application/heloc?state=${HOME.state}`, {
    consentRequests: [{ type: 'SOFT_CREDIT', version: 3 }],
    income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
    profileRequest: { name: { firstName: 'Alex', middleName: '', lastName: 'Morgan', suffix: '' }, dob: '1980-04-12', email },
    propertyListedForSale: false,
    propertyRequest: HOME,
    publish: true,
    employmentType: 'FULL_TIME',
  }, jwt);
  const uuid = String(created['uuid'] ?? created['applicationUuid'] ?? (created['application'] as Record<string, unknown> | undefined)?.['uuid']);
  if (status !== '') await call(app, 'PATCH', `/__sandbox/applications/${uuid}`, { checklistStatus: status });
  return { jwt, uuid };
}
