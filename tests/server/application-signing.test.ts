// Part 2's identity and signing calls (issue 21; docs/sandbox.md 'Part 2: signing'): the ID photos
// checked and filed (a blurry* photo refused with idReUpload, a flood-zone zip waiting on its flood
// certificate), the closing package signed in order with the lender moving on after the last
// document (CO_DEED_REQ for JOINT owners, else GEN_NOTARY_DISCLOSURE), the co-deeders invited,
// reminded and signing (+cosign, QA), each call idempotent and 409 when its page is not open.
import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();
const BASE = '/service-application/api/v1/application/heloc';
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);

let n = 0;
async function atIdentity(o: { flood?: boolean; ownership?: string } = {}): Promise<{ token: string; uuid: string; email: string }> {
  const email = `sign2-${n++}-${Date.now()}@example.com`;
  const token = await register(sb, email);
  const r = await sb.call('POST', BASE, { token, body: createBody(o.flood ? { email, street1: '1215 Bayshore Blvd', city: 'Tampa', state: 'FL', zip: '33606' } : { email, state: 'CO', city: 'Denver', zip: '80202' }) });
  expect(r.status).toBe(200);
  const uuid = r.body.uuid as string;
  const q = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
    body: {
      checklistStatus: 'IDENTITY_VERIFICATION', uwDecision: 'SELECT', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
      application: { disburseAccount: { uuid: 'acct-1', routingNumber: '021000021' }, payType: 'MANUAL', property: { ownership: o.ownership ?? 'SOLE' }, documents: [{ type: 'PAYSTUB', id: 'p1' }] },
    },
  });
  expect(q.status).toBe(200);
  return { token, uuid, email };
}

async function upload(uuid: string, token: string, name: string, type: string): Promise<{ id: string; name: string }> {
  const res = await fetch(`${sb.base}${BASE}/${uuid}/documents?type=${type}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) }, body: new Uint8Array(JPG) });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; name: string };
}

const status = async (uuid: string, token: string) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, any>;
const application = async (uuid: string, token: string) => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as Record<string, any>;

async function sendId(uuid: string, token: string, frontName = 'front.jpg', key?: string) {
  const front = await upload(uuid, token, frontName, 'DRIVERS_LICENSE_FRONT');
  const back = await upload(uuid, token, 'back.jpg', 'DRIVERS_LICENSE_BACK');
  return sb.call('PUT', `${BASE}/${uuid}/identity-documents`, { token, body: { idKind: 'DRIVERS_LICENSE', front: [{ id: front.id }], back: [{ id: back.id }] }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}

describe('identity: PUT .../identity-documents', () => {
  it('checks the photos, files the ID on the application and prepares the closing documents (signdocs) until NOTE_SIGNING', async () => {
    const { token, uuid } = await atIdentity();
    const r = await sendId(uuid, token, 'front.jpg', 'id-key-1');
    expect(r.status).toBe(200);
    expect((await status(uuid, token)).checklistStatus).toBe('WAITING_FOR_IDENTITY_VERIFICATION');
    // The same key again replays; the page is no longer open for other photos.
    const again = await sendId(uuid, token, 'front.jpg', 'id-key-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
    const app = await application(uuid, token);
    expect(app.documents.map((d: { type: string }) => d.type)).toEqual(['PAYSTUB', 'DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']);
    expect(app.idCheck).toMatchObject({ result: 'VERIFIED', idKind: 'DRIVERS_LICENSE' });
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_NOTE_SIGNING');
    sb.clock.advance(3000);
    const s = await status(uuid, token);
    expect(s.checklistStatus).toBe('NOTE_SIGNING');
    expect(s.disclosures.closingReady).toBe(true);
    expect(s.uwSubDecision).toBe('VERIFIED_INCOME_MATCHED_OFFER');
    const other = await sendId(uuid, token, 'other.jpg');
    expect(other.status).toBe(409);
    expect(other.body.errors[0]).toContain('(identity) is not open');
  });

  it('opens the signing as FINAL_OFFER when verified income re-priced the line (uwSubDecision FINAL_OFFER), and the package is signed there', async () => {
    const { token, uuid } = await atIdentity();
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { uwSubDecision: 'FINAL_OFFER' } });
    expect((await sendId(uuid, token)).status).toBe(200);
    sb.clock.advance(9000);
    const s = await status(uuid, token);
    expect(s.checklistStatus).toBe('FINAL_OFFER');
    expect(s.disclosures.closingReady).toBe(true);
    expect(s.uwSubDecision).toBe('FINAL_OFFER');
    const doc = (await sb.call('GET', `${BASE}/${uuid}/signing-documents/closing`, { token })).body as { id: string; version: number };
    const signed = await sb.call('PUT', `${BASE}/${uuid}/closing-signature`, { token, body: { documentId: doc.id, version: doc.version, consent: true, typedName: 'Alex Morgan', signedAt: new Date(sb.clock.now()).toISOString() } });
    expect(signed.status).toBe(200);
  });

  it('refuses a missing back, a photo of another type and a photo not uploaded (400 naming the field)', async () => {
    const { token, uuid } = await atIdentity();
    const front = await upload(uuid, token, 'f.jpg', 'DRIVERS_LICENSE_FRONT');
    const noBack = await sb.call('PUT', `${BASE}/${uuid}/identity-documents`, { token, body: { idKind: 'DRIVERS_LICENSE', front: [{ id: front.id }] } });
    expect(noBack.status).toBe(400);
    expect(noBack.body.fieldErrors).toEqual([{ path: 'back', message: 'Add a photo of the back of your ID' }]);
    const wrongType = await sb.call('PUT', `${BASE}/${uuid}/identity-documents`, { token, body: { idKind: 'PASSPORT', front: [{ id: front.id }] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors[0].path).toBe('front');
    expect((await sb.call('PUT', `${BASE}/${uuid}/identity-documents`, { token, body: { idKind: 'LIBRARY_CARD', front: [{ id: front.id }] } })).status).toBe(400);
    // A passport needs no back.
    const pass = await upload(uuid, token, 'p.jpg', 'PASSPORT_FRONT');
    expect((await sb.call('PUT', `${BASE}/${uuid}/identity-documents`, { token, body: { idKind: 'PASSPORT', front: [{ id: pass.id }] } })).status).toBe(200);
  });

  it('the photos end the bank and merchant steps\' events (manualDisburseManualPay, lienAttestation) and keep the others', async () => {
    const { token, uuid } = await atIdentity();
    const repull = { event: 'repullSoftCredit', at: 'profile' };
    const q = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { application: { machineEvents: [repull, 'manualDisburseManualPay', 'lienAttestation'] } } });
    expect(q.status).toBe(200);
    expect((await application(uuid, token)).machineEvents).toEqual([repull, 'manualDisburseManualPay', 'lienAttestation']);
    expect((await sendId(uuid, token)).status).toBe(200);
    expect((await application(uuid, token)).machineEvents).toEqual([repull]);
  });

  it('a blurry* photo: the check fails, idReUpload is raised and the page asks again; new photos clear it', async () => {
    const { token, uuid } = await atIdentity();
    expect((await sendId(uuid, token, 'blurry-front.jpg')).status).toBe(200);
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('IDENTITY_VERIFICATION');
    let app = await application(uuid, token);
    expect(app.idCheck).toMatchObject({ result: 'UNREADABLE', fileName: 'blurry-front.jpg' });
    expect(app.machineEvents).toEqual(['idReUpload']);
    expect(app.documents.map((d: { type: string }) => d.type)).toEqual(['PAYSTUB']);
    expect((await sendId(uuid, token, 'sharp-front.jpg')).status).toBe(200);
    app = await application(uuid, token);
    expect(app.machineEvents).toEqual([]);
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
  });

  it('a home in a flood zone (zip 33606): the closing disclosure waits on the flood certificate, then goes on', async () => {
    const { token, uuid } = await atIdentity({ flood: true });
    await sendId(uuid, token);
    sb.clock.advance(3000);
    let s = await status(uuid, token);
    expect(s).toMatchObject({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true });
    sb.clock.advance(6000);
    s = await status(uuid, token);
    expect(s).toMatchObject({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: false });
    sb.clock.advance(6000);
    expect((await status(uuid, token)).checklistStatus).toBe('NOTE_SIGNING');
  });
});

describe('signing/sign: the closing package', () => {
  const sign = (uuid: string, token: string, documentId: string, version: number, typedName = 'Alex Morgan') =>
    sb.call('PUT', `${BASE}/${uuid}/closing-signature`, { token, body: { documentId, version, consent: true, typedName, signedAt: new Date(sb.clock.now()).toISOString() } });
  const atSigning = async (ownership = 'SOLE') => {
    const a = await atIdentity({ ownership });
    await sb.call('PATCH', `/__sandbox/applications/${a.uuid}`, { body: { checklistStatus: 'NOTE_SIGNING', flags: { disclosures: { closingReady: true } } } });
    return a;
  };

  it('walks the package in order: agreement, closing disclosure, right to cancel; out of order 409; then GEN_NOTARY_DISCLOSURE (SOLE)', async () => {
    const { token, uuid } = await atSigning();
    const next = async () => (await sb.call('GET', `${BASE}/${uuid}/signing-documents/closing`, { token })).body;
    let doc = await next();
    expect(doc).toMatchObject({ id: 'heloc-agreement', signature: null, package: { position: 1, count: 3, complete: false } });
    const early = await sign(uuid, token, 'right-to-cancel', 1);
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual(['Sign the Home Equity Line of Credit Agreement first.']);
    expect((await sign(uuid, token, 'heloc-agreement', 2, 'Sam Other')).status).toBe(400);
    expect((await sign(uuid, token, 'heloc-agreement', 2)).status).toBe(200);
    // Idempotent: the same signature again answers the record kept.
    const again = await sign(uuid, token, 'heloc-agreement', 2);
    expect(again.status).toBe(200);
    expect(again.body.documentId).toBe('heloc-agreement');
    doc = await next();
    expect(doc).toMatchObject({ id: 'closing-disclosure', title: 'Closing Disclosure', package: { position: 2 } });
    expect(doc.body).toContain('Closing costs');
    expect((await sign(uuid, token, 'closing-disclosure', 1)).status).toBe(200);
    expect((await status(uuid, token)).checklistStatus).toBe('NOTE_SIGNING');
    expect((await sign(uuid, token, 'right-to-cancel', 1)).status).toBe(200);
    doc = await next();
    expect(doc).toMatchObject({ id: 'right-to-cancel', package: { position: 3, complete: true } });
    expect(doc.signature.typedName).toBe('Alex Morgan');
    expect((await status(uuid, token)).checklistStatus).toBe('WAITING_FOR_CLOSING_DOCUMENTS');
    sb.clock.advance(3000);
    const s = await status(uuid, token);
    expect(s).toMatchObject({ checklistStatus: 'GEN_NOTARY_DISCLOSURE', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
    expect(s.disclosures).toMatchObject({ closingReady: true, closingComplete: true });
    expect((await application(uuid, token)).coDeedStatus).toBe('COMPLETE');
  });

  it('JOINT owners: CO_DEED_REQ after the last document; signing is 409 before NOTE_SIGNING', async () => {
    const early = await atIdentity();
    expect((await sign(early.uuid, early.token, 'heloc-agreement', 2)).status).toBe(409);
    const { token, uuid } = await atSigning('JOINT');
    for (const [id, v] of [['heloc-agreement', 2], ['closing-disclosure', 1], ['right-to-cancel', 1]] as const) expect((await sign(uuid, token, id, v)).status).toBe(200);
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('CO_DEED_REQ');
    expect((await application(uuid, token)).coDeedStatus).toBe('NOT_STARTED');
  });
});

describe('signing/additional: co-deeders', () => {
  const atCoDeed = async () => {
    const a = await atIdentity({ ownership: 'JOINT' });
    await sb.call('PATCH', `/__sandbox/applications/${a.uuid}`, { body: { checklistStatus: 'CO_DEED_REQ', flags: { disclosures: { closingReady: true, closingComplete: true } }, application: { coDeedStatus: 'NOT_STARTED' } } });
    return a;
  };
  const invite = (uuid: string, token: string, body: Record<string, unknown>, key?: string) => sb.call('POST', `${BASE}/${uuid}/co-deeders`, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

  it('invites a co-owner (a CO_DEEDER signer identity), refuses the applicant\'s own e-mail, signs by QA and confirms the deed', async () => {
    const { token, uuid, email } = await atCoDeed();
    expect((await invite(uuid, token, { firstName: 'Jo', lastName: 'Morgan', email })).status).toBe(400);
    expect((await invite(uuid, token, { firstName: 'Jo', lastName: 'Morgan', email: 'not-an-email' })).status).toBe(400);
    const jo = `jo-${uuid.slice(0, 8)}@example.com`;
    const r = await invite(uuid, token, { firstName: 'Jo', lastName: 'Morgan', email: jo });
    expect(r.status).toBe(200);
    expect(r.body.coDeeders).toEqual([expect.objectContaining({ firstName: 'Jo', email: jo, status: 'INVITED', signedAt: null })]);
    expect(r.body.coDeedStatus).toBe('IN_PROGRESS');
    expect(r.body.helocSigners).toHaveLength(1);
    // The same invitation again changes nothing.
    const same = await invite(uuid, token, { firstName: 'Jo', lastName: 'Morgan', email: jo });
    expect(same.body.coDeeders).toEqual(r.body.coDeeders);
    // The co-deeder can sign in as a signer.
    const login = await sb.call('POST', '/identity/api/v1/login', { body: { email: jo, password: 'Signer-Sandbox-2026!' }, headers: { 'x-org': 'HOMELINE' } });
    expect(login.status).toBe(200);
    // Reminders: recorded once a minute.
    const rem = await sb.call('POST', `${BASE}/${uuid}/co-deeders/reminders`, { token, body: {} });
    expect(rem.status).toBe(200);
    expect(rem.body.coDeeders[0].remindedAt).not.toBeNull();
    const rem2 = await sb.call('POST', `${BASE}/${uuid}/co-deeders/reminders`, { token, body: {} });
    expect(rem2.body.coDeeders[0].remindedAt).toBe(rem.body.coDeeders[0].remindedAt);
    const signed = await sb.call('POST', `/__sandbox/applications/${uuid}/co-deeders/signature`, { body: { email: jo } });
    expect(signed.status).toBe(200);
    expect(signed.body.application.coDeedStatus).toBe('COMPLETE');
    expect((await status(uuid, token)).checklistStatus).toBe('WAITING_FOR_CO_DEED');
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_NOTARY_DISCLOSURE');
    // The same (empty) reminder once the page has closed answers the application unchanged (it was sent before).
    const late = await sb.call('POST', `${BASE}/${uuid}/co-deeders/reminders`, { token, body: {} });
    expect(late.status).toBe(200);
    expect(late.body.coDeeders[0]).toMatchObject({ status: 'SIGNED', remindedAt: rem.body.coDeeders[0].remindedAt });
    // Inviting someone else now: 409, the page is not open.
    expect((await invite(uuid, token, { firstName: 'Al', lastName: 'Late', email: 'al-late@example.com' })).status).toBe(409);
  });

  it('a +cosign co-deeder signs by itself after the wait; with another still invited the status stays CO_DEED_REQ', async () => {
    const { token, uuid } = await atCoDeed();
    await invite(uuid, token, { firstName: 'Pat', lastName: 'Lee', email: `pat+cosign-${uuid.slice(0, 6)}@example.com` }, 'inv-1');
    const tag = `kim+cosign@${uuid.slice(0, 6)}.example.com`;
    await invite(uuid, token, { firstName: 'Kim', lastName: 'Lee', email: tag }, 'inv-2');
    const reminded = await sb.call('POST', `${BASE}/${uuid}/co-deeders/reminders`, { token, body: {} });
    expect(reminded.status).toBe(200);
    sb.clock.advance(3000);
    // The scripted signature keeps the reminder.
    expect((await application(uuid, token)).coDeeders[1]).toMatchObject({ status: 'SIGNED', remindedAt: reminded.body.coDeeders[1].remindedAt });
    // pat's address has no +cosign tag (the tag is 'cosign-xxxx'): still invited.
    let app = await application(uuid, token);
    expect(app.coDeeders.map((c: { status: string }) => c.status)).toEqual(['INVITED', 'SIGNED']);
    expect((await status(uuid, token)).checklistStatus).toBe('CO_DEED_REQ');
    await sb.call('POST', `/__sandbox/applications/${uuid}/co-deeders/signature`, { body: { email: `pat+cosign-${uuid.slice(0, 6)}@example.com` } });
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_NOTARY_DISCLOSURE');
    app = await application(uuid, token);
    expect(app.coDeedStatus).toBe('COMPLETE');
    expect(app.documents.map((d: { type: string }) => d.type)).toEqual(['PAYSTUB']);
  });
});
