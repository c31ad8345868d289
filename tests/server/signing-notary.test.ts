// The e-signature and notary calls (docs/sandbox.md 'E-signature', 'Notary'): the document and
// its signed record, 400 with field errors, 409 for a stale version, idempotent repeats; the
// notary's slots in UTC, a reservation, 409 when another application holds the time, 400 outside
// the hours, and the times no longer offered to others.
import { describe, expect, it } from 'vitest';
import { notaryBusy } from '../../src/server/routes/notary';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

let n = 0;
async function application(): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `sign-${n++}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody(), token, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  return { token, uuid: r.body.uuid as string };
}
const setStatus = (uuid: string, checklistStatus: string) => sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus } });

describe('e-signature', () => {
  const doc = 'heloc-agreement';
  const value = (over: Record<string, unknown> = {}) => ({ documentId: doc, version: 2, consent: true, typedName: 'Alex Morgan', signedAt: new Date(sb.clock.now()).toISOString(), ...over });

  it('serves the document with its version and no signature yet; an unknown document is 404', async () => {
    const { token, uuid } = await application();
    const r = await sb.call('GET', `${BASE}/${uuid}/signing-documents/${doc}`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: doc, version: 2, title: 'Home Equity Line of Credit Agreement', kind: 'text', signature: null });
    expect(r.body.body).toContain('1420 Maple Ridge Dr');
    expect((await sb.call('GET', `${BASE}/${uuid}/documents/nothing`, { token })).status).toBe(404);
    expect((await sb.call('GET', `${BASE}/${uuid}/signing-documents/${doc}/signature`, { token })).status).toBe(404);
  });

  it('refuses a wrong name, a missing consent and a stale version; keeps who signed which version when', async () => {
    const { token, uuid } = await application();
    const put = (body: unknown) => sb.call('PUT', `${BASE}/${uuid}/signing-documents/${doc}/signature`, { token, body });
    const noConsent = await put(value({ consent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors).toContain('Please agree to sign electronically');
    const missing = await put({ documentId: doc, version: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.length).toBeGreaterThan(0);
    const wrong = await put(value({ typedName: 'Sam Other' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual([{ path: 'typedName', message: 'Type your full name as it appears on your application' }]);
    const stale = await put(value({ version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual(['This document has changed since you opened it. Read the new version and sign again.']);
    expect((await put(value({ documentId: 'other' }))).status).toBe(400);
    expect((await put(value({ signedAt: '2020-01-01T00:00:00.000Z' }))).status).toBe(400);

    const signedAt = new Date(sb.clock.now()).toISOString();
    const signed = await put(value({ typedName: ' alex  morgan ', signedAt }));
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ applicationUuid: uuid, documentId: doc, version: 2, identityUuid: expect.any(String), typedName: 'alex  morgan', consent: true, signedAt, recordedAt: new Date(sb.clock.now()).toISOString() });

    // Idempotent: the same signature again answers the record kept, a minute later too.
    sb.clock.advance(60_000);
    const again = await put(value({ typedName: 'Alex Morgan' }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(signed.body);
    expect((await put(value({ typedName: 'Alex Q Morgan' }))).status).toBe(409);
    const read = await sb.call('GET', `${BASE}/${uuid}/signing-documents/${doc}/signature`, { token });
    expect(read.body).toEqual(signed.body);
    expect((await sb.call('GET', `${BASE}/${uuid}/signing-documents/${doc}`, { token })).body.signature).toEqual(signed.body);
  });

  it('another identity cannot read or sign the application\'s document', async () => {
    const { uuid } = await application();
    const other = await application();
    expect((await sb.call('GET', `${BASE}/${uuid}/signing-documents/${doc}`, { token: other.token })).status).toBe(404);
    expect((await sb.call('PUT', `${BASE}/${uuid}/signing-documents/${doc}/signature`, { token: other.token, body: value() })).status).toBe(404);
  });
});

describe('notary', () => {
  type Slot = { startsAt: string; available: boolean };
  const slotsOf = async (token: string, uuid: string) => (await sb.call('GET', `${BASE}/${uuid}/notary/slots`, { token })).body as { timeZone: string; slotMinutes: number; slots: Slot[]; reservation: unknown };
  const reserveAt = (token: string, uuid: string, startsAt: unknown) => sb.call('PUT', `${BASE}/${uuid}/notary/reservation`, { token, body: { startsAt } });

  it('lists the next five business days\' 30-minute slots in the notary\'s hours as UTC instants, some taken', async () => {
    const { token, uuid } = await application();
    const s = await slotsOf(token, uuid);
    expect(s.timeZone).toBe('America/New_York');
    expect(s.slotMinutes).toBe(30);
    expect(s.slots).toHaveLength(80);
    // The sandbox clock is Sunday 1 Nov 2026 (the day daylight time ends): Monday 9:00 EST first.
    expect(s.slots[0]!.startsAt).toBe('2026-11-02T14:00:00.000Z');
    expect(s.slots.at(-1)!.startsAt).toBe('2026-11-06T21:30:00.000Z');
    expect(s.slots.some((x) => !x.available)).toBe(true);
    expect(s.slots.filter((x) => x.available).length).toBeGreaterThan(40);
    expect(s.reservation).toBeNull();
  });

  it('reserves a time once per application (idempotent), refuses it to another application with 409, and a time outside the hours with 400', async () => {
    const a = await application();
    const b = await application();
    await setStatus(a.uuid, 'MANUAL_DEED_SIGNING');
    await setStatus(b.uuid, 'MANUAL_DEED_SIGNING');
    const free = (await slotsOf(a.token, a.uuid)).slots.filter((x) => x.available).map((x) => x.startsAt);
    const first = await reserveAt(a.token, a.uuid, free[0]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ applicationUuid: a.uuid, startsAt: free[0] });
    const again = await reserveAt(a.token, a.uuid, free[0]);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(((await sb.call('GET', `${BASE}/${a.uuid}`, { token: a.token })).body as Record<string, unknown>)['requestedManualNotaryTime']).toBe(free[0]);

    const taken = await reserveAt(b.token, b.uuid, free[0]);
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual(['That time was just taken. Choose another time.']);
    expect((await slotsOf(b.token, b.uuid)).slots.find((x) => x.startsAt === free[0])!.available).toBe(false);
    expect((await slotsOf(a.token, a.uuid)).slots.find((x) => x.startsAt === free[0])!.available).toBe(true);

    // Choosing another time frees the first.
    expect((await reserveAt(a.token, a.uuid, free[1])).status).toBe(200);
    expect((await reserveAt(b.token, b.uuid, free[0])).status).toBe(200);
    expect((await sb.call('GET', `${BASE}/${b.uuid}/notary/reservation`, { token: b.token })).body).toMatchObject({ startsAt: free[0] });

    const busy = (await slotsOf(a.token, a.uuid)).slots.find((x) => notaryBusy(x.startsAt))!;
    expect(busy.available).toBe(false);
    expect((await reserveAt(a.token, a.uuid, busy.startsAt)).status).toBe(409);

    const early = await reserveAt(a.token, a.uuid, '2026-11-03T13:30:00.000Z');
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual([{ path: 'startsAt', message: 'That time is outside the notary\u2019s hours. Choose one of the times shown.' }]);
    expect((await reserveAt(a.token, a.uuid, '2026-11-03T14:10:00.000Z')).status).toBe(400);
    expect((await reserveAt(a.token, a.uuid, '2026-11-07T14:00:00.000Z')).status).toBe(400);
    expect((await reserveAt(a.token, a.uuid, '2026-12-01T14:00:00.000Z')).status).toBe(400);
    expect((await reserveAt(a.token, a.uuid, 'tomorrow')).status).toBe(400);
  });

  it('refuses a booking while the application is not at the notary step (409)', async () => {
    const { token, uuid } = await application();
    const free = (await slotsOf(token, uuid)).slots.find((x) => x.available)!;
    const r = await reserveAt(token, uuid, free.startsAt);
    expect(r.status).toBe(409);
    expect(r.body.errors).toEqual(['Notary times cannot be booked for this application now.']);
  });
});
