// The additional signer's own calls (issue 23; docs/sandbox.md 'Additional signer'): a co-deeder
// the borrower invited reads the invitation, confirms their identity (name as invited, 18 or
// older), reads and e-signs the co-owner's consent; once every co-deeder signed the borrower's
// application has coDeedStatus COMPLETE and moves on (WAITING_FOR_CO_DEED, GEN_NOTARY_DISCLOSURE).
// Magic e-mail tags: +withdrawn (the invitation withdrawn: WITHDRAWN), +signfail (FAILED). A
// signer answers the application's conditions (upload-document, identity) like the borrower.
import { describe, expect, it } from 'vitest';
import { SIGNER_DEFAULT_PASSWORD } from '../../src/server/routes/signer-control';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();
const BASE = '/service-application/api/v1/application/heloc';
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
let n = 0;

async function atCoDeed(): Promise<{ token: string; uuid: string }> {
  const email = `codeed-${n++}-${Date.now()}@example.com`;
  const token = await register(sb, email);
  const r = await sb.call('POST', BASE, { token, body: createBody({ email, state: 'CO', city: 'Denver', zip: '80202' }) });
  expect(r.status).toBe(200);
  const uuid = r.body.uuid as string;
  const q = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
    body: { checklistStatus: 'CO_DEED_REQ', uwDecision: 'SELECT', flags: { disclosures: { closingReady: true, closingComplete: true } }, application: { coDeedStatus: 'NOT_STARTED', property: { ownership: 'JOINT' } } },
  });
  expect(q.status).toBe(200);
  return { token, uuid };
}

async function invited(tag = ''): Promise<{ token: string; uuid: string; signer: string; email: string }> {
  const a = await atCoDeed();
  const email = `jo-${a.uuid.slice(0, 8)}${tag ? `+${tag}` : ''}@example.com`;
  const inv = await sb.call('POST', `${BASE}/${a.uuid}/co-deeders`, { token: a.token, body: { firstName: 'Jo', lastName: 'Morgan', email } });
  expect(inv.status).toBe(200);
  const login = await sb.call('POST', '/identity/api/v1/login', { body: { email, password: SIGNER_DEFAULT_PASSWORD }, headers: { 'x-org': 'HOMELINE' } });
  expect(login.status).toBe(200);
  return { ...a, signer: login.body.jwt as string, email };
}

const me = async (uuid: string, token: string) => sb.call('GET', `${BASE}/${uuid}/co-deeders/me`, { token });
const confirm = (uuid: string, token: string, body: Record<string, unknown>, key?: string) =>
  sb.call('POST', `${BASE}/${uuid}/co-deeders/me/identity`, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const sign = (uuid: string, token: string, typedName = 'Jo Morgan', key?: string) =>
  sb.call('PUT', `${BASE}/${uuid}/co-deeders/me/signature`, {
    token,
    body: { documentId: 'co-deed', version: 1, consent: true, typedName, signedAt: new Date(sb.clock.now()).toISOString() },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const status = async (uuid: string, token: string) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, any>;
const application = async (uuid: string, token: string) => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as Record<string, any>;

describe('the signer area: GET .../co-deeders/me, identity, the co-deed document and its signature', () => {
  it('walks invitation -> identity -> document -> signature, and the borrower sees the co-deed COMPLETE and the application move on', async () => {
    const { token, uuid, signer } = await invited();
    const first = await me(uuid, signer);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applicationUuid: uuid, firstName: 'Jo', lastName: 'Morgan', status: 'INVITED', identityConfirmed: false, coDeedStatus: 'IN_PROGRESS' });
    // The borrower is not a co-deeder of their own application.
    expect((await me(uuid, token)).status).toBe(404);
    // Signing before the identity is confirmed: 409.
    expect((await sign(uuid, signer)).status).toBe(409);
    // Another name than the invitation's, or under 18: refused on the field.
    const wrong = await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Smith', dob: '1980-04-02' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('Enter your name as the borrower wrote it in your invitation.');
    const young = await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Morgan', dob: `${new Date(sb.clock.now()).getUTCFullYear() - 10}-01-01` });
    expect(young.status).toBe(400);
    expect(JSON.stringify(young.body)).toContain('Must be at least 18 years old');
    const ok = await confirm(uuid, signer, { firstName: ' jo ', lastName: 'MORGAN', dob: '1980-04-02' }, 'id-1');
    expect(ok.status).toBe(200);
    expect(ok.body.identityConfirmed).toBe(true);
    const replay = await confirm(uuid, signer, { firstName: ' jo ', lastName: 'MORGAN', dob: '1980-04-02' }, 'id-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The document quotes the application; unsigned so far.
    const doc = await sb.call('GET', `${BASE}/${uuid}/signing-documents/co-deed`, { token: signer });
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ id: 'co-deed', version: 1, signature: null });
    expect(doc.body.body).toContain(first.body.loanNumber);
    // Another name is refused; the invitation's name signs.
    expect((await sign(uuid, signer, 'Someone Else')).status).toBe(400);
    const signed = await sign(uuid, signer, 'Jo Morgan', 'sig-1');
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED', coDeedStatus: 'COMPLETE' });
    expect((await sign(uuid, signer, 'Jo Morgan')).status).toBe(200);
    expect((await sign(uuid, signer, 'Joanne Morgan')).status).toBe(409);
    expect((await sb.call('GET', `${BASE}/${uuid}/signing-documents/co-deed`, { token: signer })).body.signature).toMatchObject({ typedName: 'Jo Morgan' });
    // The borrower's application: the co-deed complete, the lender confirms after its wait.
    expect((await application(uuid, token)).coDeedStatus).toBe('COMPLETE');
    expect((await status(uuid, token)).checklistStatus).toBe('WAITING_FOR_CO_DEED');
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_NOTARY_DISCLOSURE');
  });

  it('a +withdrawn invitation reads WITHDRAWN and refuses identity and signature', async () => {
    const { uuid, signer } = await invited('withdrawn');
    expect((await me(uuid, signer)).body.status).toBe('WITHDRAWN');
    const r = await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' });
    expect(r.status).toBe(409);
    expect(JSON.stringify(r.body)).toContain('This invitation to sign was withdrawn.');
  });

  it('a +signfail signature ends FAILED and the co-deed stays incomplete', async () => {
    const { token, uuid, signer } = await invited('signfail');
    expect((await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' })).status).toBe(200);
    const r = await sign(uuid, signer);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('FAILED');
    expect((await me(uuid, signer)).body.status).toBe('FAILED');
    expect((await application(uuid, token)).coDeedStatus).toBe('IN_PROGRESS');
    expect((await status(uuid, token)).checklistStatus).toBe('CO_DEED_REQ');
  });

  it('a signer uploads a document for a condition and answers ID_VERIFICATION_FAILURE with an ID photo (the borrower\'s calls accept a listed signer)', async () => {
    const { uuid, signer } = await invited();
    const set = await sb.call('PUT', `/__sandbox/applications/${uuid}/conditions`, {
      body: { conditions: [
        { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION', notes: 'The recorded deed', status: 'OPEN' },
        { categoryEnum: 'ID_VERIFICATION_FAILURE', status: 'OPEN' },
      ] },
    });
    expect(set.status).toBe(200);
    const list = (await sb.call('GET', `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, { token: signer })).body as { uuid: string; categoryEnum: string }[];
    const byCat = (c: string) => list.find((x) => x.categoryEnum === c)!.uuid;
    const up = async (name: string) => {
      const res = await fetch(`${sb.base}${BASE}/${uuid}/documents?type=OTHER`, { method: 'POST', headers: { authorization: `Bearer ${signer}`, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) }, body: new Uint8Array(JPG) });
      expect(res.status).toBe(200);
      return (await res.json()) as { id: string; name: string; size: number; type: string };
    };
    const deed = await up('deed.jpg');
    const a = await sb.call('POST', `${BASE}/${uuid}/conditions/documents`, { token: signer, body: { conditionUuid: byCat('PROPERTY_LEGAL_DESCRIPTION'), documents: [{ id: deed.id, name: deed.name }] } });
    expect(a.status).toBe(200);
    expect(a.body.status).toBe('SUBMITTED');
    const id = await up('license.jpg');
    const b = await sb.call('POST', `${BASE}/${uuid}/conditions/identity`, { token: signer, body: { conditionUuid: byCat('ID_VERIFICATION_FAILURE'), documents: [{ id: id.id, name: id.name }] } });
    expect(b.status).toBe(200);
    expect(b.body.status).toBe('SUBMITTED');
    // The ID route answers only ID_VERIFICATION_FAILURE.
    const c = await sb.call('POST', `${BASE}/${uuid}/conditions/identity`, { token: signer, body: { conditionUuid: byCat('PROPERTY_LEGAL_DESCRIPTION'), documents: [{ id: id.id, name: id.name }] } });
    expect(c.status).toBe(409);
  });
});

describe('POST .../co-deeders/withdrawal: the borrower withdraws an invitation (decision 550)', () => {
  const withdraw = (uuid: string, token: string, body: unknown, key?: string) =>
    sb.call('POST', `${BASE}/${uuid}/co-deeders/withdrawal`, { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

  it('the signer then reads WITHDRAWN and cannot sign; the borrower sees them withdrawn; again answers the same', async () => {
    const { token, uuid, signer } = await invited();
    const id = (await application(uuid, token)).coDeeders[0].id as string;
    const r = await withdraw(uuid, token, { coDeederId: id }, 'wd-1');
    expect(r.status).toBe(200);
    expect(r.body.coDeeders[0]).toMatchObject({ status: 'WITHDRAWN' });
    expect(typeof r.body.coDeeders[0].withdrawnAt).toBe('string');
    expect((await withdraw(uuid, token, { coDeederId: id }, 'wd-1')).headers.get('idempotent-replayed')).toBe('true');
    const again = await withdraw(uuid, token, { coDeederId: id });
    expect(again.status).toBe(200);
    expect(again.body.coDeeders[0].withdrawnAt).toBe(r.body.coDeeders[0].withdrawnAt);
    expect((await me(uuid, signer)).body.status).toBe('WITHDRAWN');
    const c = await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' });
    expect(c.status).toBe(409);
    expect(JSON.stringify(c.body)).toContain('This invitation to sign was withdrawn.');
    // Nobody left to sign: the application still waits for a co-owner (a new invitation).
    expect((await application(uuid, token)).coDeedStatus).toBe('IN_PROGRESS');
    expect((await status(uuid, token)).checklistStatus).toBe('CO_DEED_REQ');
    // Invited again with the same name and e-mail: the same signer is asked to sign again.
    const email = (await application(uuid, token)).coDeeders[0].email as string;
    const back = await sb.call('POST', `${BASE}/${uuid}/co-deeders`, { token, body: { firstName: 'Jo', lastName: 'Morgan', email } });
    expect(back.status).toBe(200);
    expect(back.body.coDeeders).toHaveLength(1);
    expect(back.body.coDeeders[0]).toMatchObject({ id, status: 'INVITED', withdrawnAt: null });
    expect((await me(uuid, signer)).body.status).toBe('INVITED');
  });

  it('withdrawing the last one not signed completes the co-deed and the application moves on', async () => {
    const { token, uuid, signer } = await invited();
    const inv = await sb.call('POST', `${BASE}/${uuid}/co-deeders`, { token, body: { firstName: 'Sam', lastName: 'Reed', email: `sam-${uuid.slice(0, 8)}@example.com` } });
    expect(inv.status).toBe(200);
    expect((await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' })).status).toBe(200);
    expect((await sign(uuid, signer)).body.coDeedStatus).toBe('IN_PROGRESS');
    const sam = (inv.body.coDeeders as { id: string; firstName: string }[]).find((c) => c.firstName === 'Sam')!;
    const r = await withdraw(uuid, token, { coDeederId: sam.id });
    expect(r.status).toBe(200);
    expect(r.body.coDeedStatus).toBe('COMPLETE');
    expect((await status(uuid, token)).checklistStatus).toBe('WAITING_FOR_CO_DEED');
    sb.clock.advance(3000);
    expect((await status(uuid, token)).checklistStatus).toBe('GEN_NOTARY_DISCLOSURE');
  });

  it('refuses a malformed body (400 on the field), a signer of another application (404), one who signed (409) and anyone but the borrower (404)', async () => {
    const { token, uuid, signer } = await invited();
    const other = await invited();
    const bad = await withdraw(uuid, token, { coDeederId: 'nope' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('coDeederId must be the id of one of your co-owners');
    expect((await withdraw(uuid, token, {})).status).toBe(400);
    const theirs = (await application(other.uuid, other.token)).coDeeders[0].id as string;
    expect((await withdraw(uuid, token, { coDeederId: theirs })).status).toBe(404);
    const mine = (await application(uuid, token)).coDeeders[0].id as string;
    expect((await withdraw(uuid, signer, { coDeederId: mine })).status).toBe(404);
    expect((await withdraw(uuid, other.token, { coDeederId: mine })).status).toBe(404);
    expect((await confirm(uuid, signer, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' })).status).toBe(200);
    expect((await sign(uuid, signer)).status).toBe(200);
    const signed = await withdraw(uuid, token, { coDeederId: mine });
    expect(signed.status).toBe(409);
    expect(JSON.stringify(signed.body)).toContain('has signed already');
  });
});
