// The additional signer's calls (seed 001 §6, §7) and their QA control: a CO_DEEDER identity made
// through /__sandbox/, its co-deed status, the conditions list (default, QA-set, failure flag),
// and who may read what.
import { describe, expect, it } from 'vitest';
import { SIGNER_DEFAULT_PASSWORD } from '../../src/server/routes/signer-control';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const APP = '/service-application/api/v1/application/heloc';
const CO_DEED = `${APP}/co-deed/status`;
const conditions = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const signers = (uuid: string) => `/__sandbox/applications/${uuid}/signers`;

async function newApplication(email: string, org = 'HOMELINE'): Promise<{ uuid: string; token: string }> {
  const token = await register(sb, email, org);
  const c = await sb.call('POST', APP, { token, body: createBody(), headers: { 'x-org': org } });
  expect(c.status).toBe(200);
  return { uuid: c.body.uuid as string, token };
}

async function login(email: string, password = SIGNER_DEFAULT_PASSWORD, org = 'HOMELINE'): Promise<string> {
  const r = await sb.call('POST', '/identity/api/v1/login', { body: { email, password }, headers: { 'x-org': org } });
  expect(r.status).toBe(200);
  return r.body.jwt as string;
}

describe('QA: an additional signer', () => {
  it('creates a CO_DEEDER identity that can sign in, lists it in helocSigners under v1', async () => {
    const { uuid } = await newApplication('owner1@example.com');
    const r = await sb.call('POST', signers(uuid), { body: { email: 'codeeder1@example.com', firstName: 'Casey' } });
    expect(r.status).toBe(200);
    expect(r.body.signer).toMatchObject({ email: 'codeeder1@example.com', orgCode: 'HOMELINE', profileType: 'CO_DEEDER', created: true });
    expect(r.body.application.helocSigners).toEqual([{ identityUuid: r.body.signer.identityUuid }]);
    expect(r.body.application.additionalSignerVersion).toBe('v1');

    const token = await login('codeeder1@example.com');
    const identity = await sb.call('GET', '/identity/secure/api/v1_1/identity', { token });
    expect(identity.body).toMatchObject({ uuid: r.body.signer.identityUuid, profileType: 'CO_DEEDER' });
    const profile = await sb.call('GET', '/service-profile/api/v1/profile', { token });
    expect(profile.body).toMatchObject({ type: 'CO_DEEDER', name: { firstName: 'Casey' } });

    // Adding the same signer again keeps one entry.
    const again = await sb.call('POST', signers(uuid), { body: { email: 'CODEEDER1@example.com' } });
    expect(again.body.signer.created).toBe(false);
    expect(again.body.application.helocSigners).toHaveLength(1);
  });

  it('lists an existing PRIMARY identity with the given version, and takes a signer off again', async () => {
    const { uuid } = await newApplication('owner2@example.com');
    await register(sb, 'borrower2@example.com');
    const r = await sb.call('POST', signers(uuid), { body: { email: 'borrower2@example.com', signerVersion: 'v2' } });
    expect(r.body.signer).toMatchObject({ profileType: 'PRIMARY', created: false });
    expect(r.body.application.additionalSignerVersion).toBe('v2');
    const off = await sb.call('DELETE', `${signers(uuid)}/${r.body.signer.identityUuid}`);
    expect(off.status).toBe(200);
    expect(off.body.application.helocSigners).toEqual([]);
  });

  it('refuses the applicant, bad bodies and unknown applications', async () => {
    const { uuid } = await newApplication('owner3@example.com');
    const own = await sb.call('POST', signers(uuid), { body: { email: 'owner3@example.com' } });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('The applicant cannot be an additional signer on their own application');
    const bad = await sb.call('POST', signers(uuid), { body: { email: 'x@example.com', profileType: 'BROKER', signerVersion: '1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['profileType must be CO_DEEDER or PRIMARY', 'signerVersion must be v1, v2, ... or null']));
    expect((await sb.call('POST', signers(uuid), { body: {} })).body.errors).toContain('email is required');
    expect((await sb.call('POST', signers('0b6f2a52-6a4e-4b1e-9c2a-1d4f0000ffff'), { body: { email: 'x@example.com' } })).status).toBe(404);
  });
});

describe('co-deed status', () => {
  it('answers the newest application listing the signer, with the status QA sets', async () => {
    const { uuid } = await newApplication('owner4@example.com');
    const added = await sb.call('POST', signers(uuid), { body: { email: 'codeeder4@example.com' } });
    const token = await login('codeeder4@example.com');
    const r = await sb.call('GET', CO_DEED, { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ applicationUuid: uuid, loanNumber: added.body.application.loanNumber, coDeedStatus: 'NOT_STARTED', signerVersion: 'v1' });
    expect(r.headers.get('authorization')).toMatch(/^Bearer /);

    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { application: { coDeedStatus: 'COMPLETE' } } });
    expect((await sb.call('GET', CO_DEED, { token })).body.coDeedStatus).toBe('COMPLETE');
  });

  it('is a 400 (not retried by the client) for an identity listed nowhere, 401 without a token', async () => {
    const token = await register(sb, 'nobody5@example.com');
    const r = await sb.call('GET', CO_DEED, { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errors: ['No co-deed request found for this identity'], message: 'No co-deed request found for this identity' });
    expect((await sb.call('GET', CO_DEED)).status).toBe(401);
  });
});

describe('conditions list', () => {
  it('answers the default list to the owner and to a listed signer, in the service order', async () => {
    const { uuid, token: owner } = await newApplication('owner6@example.com');
    await sb.call('POST', signers(uuid), { body: { email: 'codeeder6@example.com' } });
    const signer = await login('codeeder6@example.com');
    const asSigner = await sb.call('GET', conditions(uuid), { token: signer });
    expect(asSigner.status).toBe(200);
    expect(asSigner.body.map((c: { categoryEnum: string }) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER', 'IDENTITY_DOCUMENT_FRAUD_REVIEW', 'UNDERWRITING_INTERNAL', 'PROPERTY_LEGAL_DESCRIPTION', 'FALSE_OWNERSHIP_TYPE_REVIEW']);
    for (const c of asSigner.body) {
      // Seed 001 §3's fields.
      expect(c).toMatchObject({
        applicationUuid: uuid, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), notes: expect.any(String), created: expect.any(String),
        actionNeeded: expect.any(Boolean), requestDocuments: expect.any(Array), xtraData: expect.any(Object),
      });
      expect(c).toHaveProperty('commentsToBorrower');
    }
    // MISSING_PHONE_NUMBER and PROPERTY_LEGAL_DESCRIPTION share a timestamp: the tie the client keeps in service order.
    expect(asSigner.body[0].created).toBe(asSigner.body[3].created);
    expect((await sb.call('GET', conditions(uuid), { token: owner })).body).toEqual(asSigner.body);
    // Stable: the same list on every read.
    expect((await sb.call('GET', conditions(uuid), { token: signer })).body).toEqual(asSigner.body);
  });

  it('is 404 to anyone else, 401 without a token, 400 for a malformed id', async () => {
    const { uuid } = await newApplication('owner7@example.com');
    const stranger = await register(sb, 'stranger7@example.com');
    expect((await sb.call('GET', conditions(uuid), { token: stranger })).status).toBe(404);
    expect((await sb.call('GET', conditions(uuid))).status).toBe(401);
    expect((await sb.call('GET', conditions('not-a-uuid'), { token: stranger })).status).toBe(400);
  });

  it('QA replaces the list (also with none), and goes back to the default', async () => {
    const { uuid, token } = await newApplication('owner8@example.com');
    const put = await sb.call('PUT', `/__sandbox/applications/${uuid}/conditions`, {
      body: { conditions: [{ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', notes: 'Upload your last two paystubs.', xtraData: { numDocsRequired: 2 }, created: '2026-10-30T09:00:00-05:00' }, { categoryEnum: 'MADE_UP', notes: 'Hidden', status: 'SUBMITTED' }] },
    });
    expect(put.status).toBe(200);
    const list = (await sb.call('GET', conditions(uuid), { token })).body;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', status: 'OPEN', actionNeeded: true, created: '2026-10-30T14:00:00.000Z', commentsToBorrower: null, xtraData: { numDocsRequired: 2 } });
    expect(list[1]).toMatchObject({ categoryEnum: 'MADE_UP', status: 'SUBMITTED', actionNeeded: false, created: new Date(sb.clock.now()).toISOString() });
    expect((await sb.call('GET', `/__sandbox/applications/${uuid}/conditions`)).body.source).toBe('qa');

    await sb.call('PUT', `/__sandbox/applications/${uuid}/conditions`, { body: { conditions: [] } });
    expect((await sb.call('GET', conditions(uuid), { token })).body).toEqual([]);

    const reset = await sb.call('DELETE', `/__sandbox/applications/${uuid}/conditions`);
    expect(reset.body.source).toBe('default');
    expect((await sb.call('GET', conditions(uuid), { token })).body).toHaveLength(5);

    const bad = await sb.call('PUT', `/__sandbox/applications/${uuid}/conditions`, { body: { conditions: [{ categoryEnum: 'identity', notes: 'x'.repeat(501), created: 'soon' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining(['categoryEnum must be an UPPER_SNAKE word, e.g. GENERIC_DOCUMENT_REQUEST', 'notes must be at most 500 characters', 'created must be an ISO 8601 date-time']),
    );
  });

  it('fails with 503 while the org has the sandbox-conditions-fail flag', async () => {
    const { uuid, token } = await newApplication('owner9@example.com', 'LAKESHORE');
    await sb.call('PUT', '/__sandbox/flags/LAKESHORE/sandbox-conditions-fail', { body: { enabled: true } });
    try {
      const r = await sb.call('GET', conditions(uuid), { token });
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('Simulated conditions failure (sandbox-conditions-fail flag)');
    } finally {
      await sb.call('DELETE', '/__sandbox/flags/LAKESHORE/sandbox-conditions-fail');
    }
    expect((await sb.call('GET', conditions(uuid), { token })).status).toBe(200);
  });

  it('the additional-signer-conditions flag is on by default', async () => {
    const flags = await sb.call('POST', '/service-optimize/external/api/v1/features', { body: { optimizeUser: { orgCode: 'HOMELINE', trackerId: 't' } } });
    expect(flags.body).toContainEqual({ key: 'additional-signer-conditions', enabled: true, variables: {} });
  });
});

describe('a listed signer reads the application it signs', () => {
  it('gets the application and its status; the list of own applications stays the owner’s', async () => {
    const { uuid } = await newApplication('owner10@example.com');
    await sb.call('POST', signers(uuid), { body: { email: 'codeeder10@example.com' } });
    const token = await login('codeeder10@example.com');
    const app = await sb.call('GET', `${APP}/${uuid}`, { token });
    expect(app.status).toBe(200);
    expect(app.body.helocSigners).toHaveLength(1);
    expect((await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).status).toBe(200);
    expect((await sb.call('GET', `${APP}/all`, { token })).body).toEqual([]);
    // Taken off: no longer readable.
    await sb.call('DELETE', `${signers(uuid)}/${app.body.helocSigners[0].identityUuid}`);
    expect((await sb.call('GET', `${APP}/${uuid}`, { token })).status).toBe(404);
  });
});
