// The conditions pages' write calls (part 2, issue 21; docs/sandbox.md 'Part 2: conditions'):
// documents bound to a condition and a phone number, each schema-checked, idempotent, 409 when the
// condition is not open, reviewed by the lender after its wait (cleared, or rejected with
// commentsToBorrower by the magic values); the ad-hoc request (+adhocdoc e-mail, QA call) with its
// machine event and statuses.
import { describe, expect, it } from 'vitest';
import { LENDER_WAIT_MS } from '../../src/server/lender/progression';
import {
  AD_HOC_EVENT, AD_HOC_STATUS, AD_HOC_WAITING, REJECT_DOCUMENT_COMMENT, REJECT_PHONE_COMMENT, UNREACHABLE_PHONE, asksAdHoc, documentsOutcome,
} from '../../src/server/lender/progression-conditions';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const BASE = '/service-application/api/v1/application/heloc';
const LIST = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const STATUS = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const C1 = '11111111-1111-4111-a111-111111111111';
const C2 = '22222222-2222-4222-a222-222222222222';
const C3 = '33333333-3333-4333-a333-333333333333';
const C4 = '44444444-4444-4444-a444-444444444444';

async function applicant(email: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, email);
  const app = await sb.call('POST', BASE, { token, body: createBody({ email }) });
  expect(app.status).toBe(200);
  return { token, uuid: app.body.uuid as string };
}

async function upload(uuid: string, token: string, name: string): Promise<{ id: string; name: string; size: number; type: string }> {
  const res = await fetch(`${sb.base}${BASE}/${uuid}/documents?type=OTHER`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), authorization: `Bearer ${token}` },
    body: new Uint8Array(PDF),
  });
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { id: string; name: string; size: number; mediaType: string };
  return { id: doc.id, name: doc.name, size: doc.size, type: doc.mediaType };
}

async function setList(uuid: string) {
  const r = await sb.call('PUT', `/__sandbox/applications/${uuid}/conditions`, {
    body: {
      conditions: [
        { uuid: C1, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', notes: 'Statement for the account ending 6789', created: '2026-03-01T10:00:00Z' },
        { uuid: C2, categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 }, created: '2026-03-02T10:00:00Z' },
        { uuid: C3, categoryEnum: 'MISSING_PHONE_NUMBER', created: '2026-03-03T10:00:00Z' },
        { uuid: C4, categoryEnum: 'ID_VERIFICATION_FAILURE', created: '2026-03-04T10:00:00Z' },
      ],
    },
  });
  expect(r.status).toBe(200);
}

const find = async (uuid: string, token: string, c: string) => ((await sb.call('GET', LIST(uuid), { token })).body as { uuid: string }[]).find((x) => x.uuid === c) as Record<string, unknown>;

describe('POST .../conditions/documents', () => {
  it('binds the uploads to the condition: SUBMITTED at once, CLEARED after the lender\'s wait; the same body again changes nothing', async () => {
    const { token, uuid } = await applicant('cond-docs@example.com');
    await setList(uuid);
    const doc = await upload(uuid, token, 'statement.pdf');
    const body = { conditionUuid: C1, documents: [doc] };
    const r = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ uuid: C1, status: 'SUBMITTED', actionNeeded: false, documents: [doc.id] });
    expect(r.body).not.toHaveProperty('review');
    expect(await find(uuid, token, C1)).toMatchObject({ status: 'SUBMITTED', actionNeeded: false });
    // The same answers again (a retry without a key): the same answer, nothing moves.
    const again = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(r.body);
    // Other answers while it is in review: 409 that says why.
    const other = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [await upload(uuid, token, 'other.pdf')] } });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/in review/);
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await find(uuid, token, C1)).toMatchObject({ status: 'CLEARED', actionNeeded: false, commentsToBorrower: null });
    const late = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [doc, { id: doc.id }] } });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/is done/);
  });

  it('replays an Idempotency-Key\'s first answer', async () => {
    const { token, uuid } = await applicant('cond-key@example.com');
    await setList(uuid);
    const doc = await upload(uuid, token, 'statement.pdf');
    const headers = { 'idempotency-key': 'cond-key-1' };
    const first = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [doc] }, headers });
    const replay = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [doc] }, headers });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a #reject file name: REJECTED after the wait with the lender\'s comment, open again for a new upload', async () => {
    const { token, uuid } = await applicant('cond-reject@example.com');
    await setList(uuid);
    const bad = await upload(uuid, token, 'blurry #reject.pdf');
    expect((await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [bad] } })).status).toBe(200);
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await find(uuid, token, C1)).toMatchObject({ status: 'REJECTED', actionNeeded: true, commentsToBorrower: REJECT_DOCUMENT_COMMENT });
    const good = await upload(uuid, token, 'clear.pdf');
    const r = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [good] } });
    expect(r.status).toBe(200);
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await find(uuid, token, C1)).toMatchObject({ status: 'CLEARED', actionNeeded: false });
  });

  it('needs xtraData.numDocsRequired documents, stored ones of this application, and a category that asks for documents', async () => {
    const { token, uuid } = await applicant('cond-count@example.com');
    await setList(uuid);
    const one = await upload(uuid, token, 'paystub-1.pdf');
    const few = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C2, documents: [one] } });
    expect(few.status).toBe(400);
    expect(few.body.errors.join()).toMatch(/Upload 2 documents/);
    const two = await upload(uuid, token, 'paystub-2.pdf');
    expect((await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C2, documents: [one, two] } })).status).toBe(200);

    const missing = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C1, documents: [{ id: 'not-stored' }] } });
    expect(missing.status).toBe(400);
    const phone = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: C3, documents: [one] } });
    expect(phone.status).toBe(409);
    const unknown = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: '99999999-9999-4999-a999-999999999999', documents: [one] } });
    expect(unknown.status).toBe(404);
  });

  it('checks the body against the schema the page uses (400 with errors) and answers 404 to someone else', async () => {
    const { token, uuid } = await applicant('cond-schema@example.com');
    await setList(uuid);
    const bad = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: 'nope', documents: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['conditionUuid must be the id of one of your conditions']));
    const stranger = await register(sb, 'cond-stranger@example.com');
    const other = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token: stranger, body: { conditionUuid: C1, documents: [{ id: 'x' }] } });
    expect(other.status).toBe(404);
  });
});

describe('POST .../conditions/phone-number', () => {
  it('keeps the number, SUBMITTED then CLEARED; the unreachable number is REJECTED with the lender\'s comment', async () => {
    const { token, uuid } = await applicant('cond-phone@example.com');
    await setList(uuid);
    const bad = await sb.call('POST', `${BASE}/${uuid}/conditions/phone-number`, { token, body: { conditionUuid: C3, phoneNumber: '(112) 555-0100' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['Country code 1 is not needed']));
    const r = await sb.call('POST', `${BASE}/${uuid}/conditions/phone-number`, { token, body: { conditionUuid: C3, phoneNumber: UNREACHABLE_PHONE } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'SUBMITTED', phoneNumber: UNREACHABLE_PHONE });
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await find(uuid, token, C3)).toMatchObject({ status: 'REJECTED', actionNeeded: true, commentsToBorrower: REJECT_PHONE_COMMENT });
    expect((await sb.call('POST', `${BASE}/${uuid}/conditions/phone-number`, { token, body: { conditionUuid: C3, phoneNumber: '(512) 555-0142' } })).status).toBe(200);
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await find(uuid, token, C3)).toMatchObject({ status: 'CLEARED', phoneNumber: '(512) 555-0142' });
    // ID verification is answered on the identity page, not here.
    expect((await sb.call('POST', `${BASE}/${uuid}/conditions/phone-number`, { token, body: { conditionUuid: C4, phoneNumber: '(512) 555-0142' } })).status).toBe(409);
  });
});

describe('the ad-hoc document request (adHocDocRequired)', () => {
  it('+adhocdoc: once income is verified the lender adds a GENERIC_DOCUMENT_REQUEST, the event and its status; cleared, the status comes back and the event goes', async () => {
    const email = 'jane+adhocdoc@example.com';
    expect(asksAdHoc(email)).toBe(true);
    expect(asksAdHoc('adhocdoc@example.com')).toBe(false);
    const { token, uuid } = await applicant(email);
    await sb.call('PUT', `/__sandbox/applications/${uuid}/conditions`, { body: { conditions: [] } });
    // Before income is verified: nothing.
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'INCOME_VERIFICATION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' } });
    expect((await sb.call('GET', STATUS(uuid), { token })).body.checklistStatus).toBe('INCOME_VERIFICATION');
    // Income verified, the lender asks for the disbursement account: the request comes first.
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } });
    const status = await sb.call('GET', STATUS(uuid), { token });
    expect(status.body).toMatchObject({ checklistStatus: AD_HOC_STATUS, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    // The progress stays where the request found the applicant (the bank step: SIGNING), not INITIAL; what it holds is the lender's own.
    expect(status.body.portalProgress).toBe('SIGNING');
    expect(status.body).not.toHaveProperty('heldStatus');
    const app = await sb.call('GET', `${BASE}/${uuid}`, { token });
    expect(app.body.machineEvents).toEqual([AD_HOC_EVENT]);
    const list = (await sb.call('GET', LIST(uuid), { token })).body as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', status: 'OPEN', actionNeeded: true, adHoc: true });
    // Raised once: reading again adds nothing.
    await sb.call('GET', STATUS(uuid), { token });
    expect((await sb.call('GET', LIST(uuid), { token })).body).toHaveLength(1);

    const doc = await upload(uuid, token, 'letter.pdf');
    expect((await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: list[0]!['uuid'], documents: [doc] } })).status).toBe(200);
    expect((await sb.call('GET', STATUS(uuid), { token })).body).toMatchObject({ checklistStatus: AD_HOC_WAITING, portalProgress: 'SIGNING' });
    sb.clock.advance(LENDER_WAIT_MS);
    const after = await sb.call('GET', STATUS(uuid), { token });
    expect(after.body).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.machineEvents).toEqual([]);
    expect(await find(uuid, token, list[0]!['uuid'] as string)).toMatchObject({ status: 'CLEARED' });
  });

  it('a rejected ad-hoc document keeps the request (its status and event) open', async () => {
    const { token, uuid } = await applicant('cond-qa@example.com');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'NOTE_SIGNING' } });
    const qa = await sb.call('POST', `/__sandbox/applications/${uuid}/conditions/ad-hoc`);
    expect(qa.status).toBe(200);
    expect(qa.body.checklistStatus).toBe(AD_HOC_STATUS);
    const adHoc = (qa.body.conditions as Record<string, unknown>[]).find((c) => c['adHoc'] === true)!;
    // The default list stays alongside it (QA set none).
    expect(qa.body.conditions).toHaveLength(6);
    const doc = await upload(uuid, token, 'letter #reject.pdf');
    await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: adHoc['uuid'], documents: [doc] } });
    sb.clock.advance(LENDER_WAIT_MS);
    expect((await sb.call('GET', STATUS(uuid), { token })).body.checklistStatus).toBe(AD_HOC_STATUS);
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.machineEvents).toEqual([AD_HOC_EVENT]);
    expect(await find(uuid, token, adHoc['uuid'] as string)).toMatchObject({ status: 'REJECTED', actionNeeded: true });
    const good = await upload(uuid, token, 'letter.pdf');
    await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token, body: { conditionUuid: adHoc['uuid'], documents: [good] } });
    sb.clock.advance(LENDER_WAIT_MS);
    expect((await sb.call('GET', STATUS(uuid), { token })).body.checklistStatus).toBe('NOTE_SIGNING');
  });

  it('documentsOutcome: #reject in any name rejects', () => {
    expect(documentsOutcome(['a.pdf']).outcome).toBe('CLEARED');
    expect(documentsOutcome(['a.pdf', 'B #REJECT.png']).outcome).toBe('REJECTED');
  });
});
