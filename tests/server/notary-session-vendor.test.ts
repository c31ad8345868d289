// The notary session as a simulated vendor (NOTARY_SESSION, decision 520): the room opens only
// when the notary is ready, shows the notary and commission, the ID check and the deed; Finish
// reports to the lender with the plan POST notary/session runs (the deed notarised, or the notary
// ends the session), Leave records a cancel; +notaryfail still fails the first session.
import { afterEach, describe, expect, it } from 'vitest';
import { LENDER_WAIT_MS } from '../../src/server/lender/progression';
import { NOTARY_STATUS } from '../../src/server/lender/progression-notary';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox({}, () => delete process.env['SANDBOX_WAIT_MS']);
afterEach(() => {
  delete process.env['SANDBOX_WAIT_MS'];
});

let n = 0;
/** An application whose notary is ready (DEED_SIGNING with notaryReady), as Talk to eNotary leaves it. */
async function ready(o: { tags?: string; notaryReady?: boolean } = {}): Promise<{ token: string; uuid: string }> {
  const email = `ronvendor${++n}-${Date.now()}${o.tags ?? ''}@example.com`;
  const token = await register(sb, email);
  const r = await sb.call('POST', `${BASE}?state=TX`, { token, body: createBody({ email }) });
  expect(r.status).toBe(200);
  const uuid = r.body.uuid as string;
  const p = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
    body: {
      checklistStatus: 'DEED_SIGNING', uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER',
      flags: { liensComplete: true, disclosures: { summaryComplete: true, closingReady: true, closingComplete: true, notaryReady: o.notaryReady ?? true } },
      application: { rate: 8.25, amount: 90000, term: 10, rateType: 'FIXED' },
    },
  });
  expect(p.status).toBe(200);
  return { token, uuid };
}
const openRoom = (a: { token: string; uuid: string }) => sb.call('POST', `${BASE}/${a.uuid}/vendor-sessions`, { token: a.token, body: { vendor: 'NOTARY_SESSION', returnTo: 'notary/session' } });
const postForm = (path: string, form: Record<string, string>) =>
  fetch(`${sb.base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
const qa = async (a: { uuid: string }) => (await sb.call('GET', `/__sandbox/applications/${a.uuid}`)).body as { status: Record<string, any>; application: Record<string, any> };

describe('the NOTARY_SESSION vendor', () => {
  it('opens only when the notary is ready (409 before)', async () => {
    const early = await ready({ notaryReady: false });
    expect((await openRoom(early)).status).toBe(409);
    const a = await ready();
    const s = await openRoom(a);
    expect(s.status).toBe(200);
    expect(s.body.url).toBe(`/__vendor/notary-session/${s.body.id}`);
  });

  it('the room: the notary and commission state, the ID check, the deed with a typed signature; Finish notarises the deed and returns to notary/session', async () => {
    const a = await ready();
    const s = (await openRoom(a)).body;
    const room = await (await fetch(`${sb.base}${s.url}`)).text();
    expect(room).toContain('Jordan Ellis');
    expect(room).toContain('commissioned in Virginia');
    expect(room).toContain('Leave the session and return to');
    expect(room).not.toMatch(/<script>/);
    const id = await (await fetch(`${sb.base}${s.url}?step=id`)).text();
    expect(id).toContain('Check your ID');
    const sign = await (await fetch(`${sb.base}${s.url}?step=sign`)).text();
    // Every placeholder filled (the brand's name, the notary's commission) on every step.
    for (const html of [room, id, sign]) expect(html).not.toMatch(/\{[a-z]+\}/i);
    expect(sign).toContain('Deed of trust');
    expect(sign).toContain('name="signature"');
    // No signature: the signing step again with the message (400), nothing reported.
    const missing = await postForm(`${s.url}/outcome`, { step: 'sign', ending: 'success', signature: '' });
    expect(missing.status).toBe(400);
    const again = await missing.text();
    expect(again).toContain('Type your full name to sign the deed');
    expect(again).toContain('name="signature"');
    expect((await qa(a)).status.checklistStatus).toBe('DEED_SIGNING');

    const done = await postForm(`${s.url}/outcome`, { step: 'sign', ending: 'success', signature: 'Alex Morgan' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/account/heloc/${a.uuid}/notary/session?session=${s.id}`);
    expect((await qa(a)).status.checklistStatus).toBe(NOTARY_STATUS.waitingSession);
    sb.clock.advance(LENDER_WAIT_MS);
    const after = await qa(a);
    expect(after.status.checklistStatus).toBe(NOTARY_STATUS.insurance);
    expect(after.status.primaryParticipantAcceptComplete).toBe(true);
    expect(after.status.disclosures.notaryComplete).toBe(true);
    expect(after.application.closing.notarySession).toMatchObject({ outcome: 'COMPLETE', vendorSessionId: s.id });
    expect(after.application.closing.rescission.applies).toBe(true);
    // The typed signature is not kept.
    expect(JSON.stringify(after)).not.toContain('Alex Morgan');
  });

  it('the notary ends the session: NOTARY_SESSION_FAILED (notary/error)', async () => {
    const a = await ready();
    const s = (await openRoom(a)).body;
    expect((await postForm(`${s.url}/outcome`, { step: 'sign', ending: 'failure', signature: 'Alex Morgan' })).status).toBe(303);
    sb.clock.advance(LENDER_WAIT_MS);
    const after = await qa(a);
    expect(after.status.checklistStatus).toBe(NOTARY_STATUS.sessionFailed);
    expect(after.application.closing.notarySession).toMatchObject({ outcome: 'FAILED', failures: 1 });
  });

  it('+notaryfail: the first completed session still fails, the next one notarises', async () => {
    const a = await ready({ tags: '+notaryfail' });
    const first = (await openRoom(a)).body;
    await postForm(`${first.url}/outcome`, { step: 'sign', ending: 'success', signature: 'Alex Morgan' });
    sb.clock.advance(LENDER_WAIT_MS);
    expect((await qa(a)).status.checklistStatus).toBe(NOTARY_STATUS.sessionFailed);
    await sb.call('PATCH', `/__sandbox/applications/${a.uuid}`, { body: { checklistStatus: 'DEED_SIGNING' } });
    const second = (await openRoom(a)).body;
    expect(second.id).not.toBe(first.id);
    await postForm(`${second.url}/outcome`, { step: 'sign', ending: 'success', signature: 'Alex Morgan' });
    sb.clock.advance(LENDER_WAIT_MS);
    expect((await qa(a)).status.checklistStatus).toBe(NOTARY_STATUS.insurance);
  });

  it('Leave: a cancel, the notary still ready, the application says the room was left; a new Join clears it', async () => {
    const a = await ready();
    const s = (await openRoom(a)).body;
    const left = await postForm(`${s.url}/outcome`, { outcome: 'cancel' });
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(`/account/heloc/${a.uuid}/notary/session?session=${s.id}`);
    const after = await qa(a);
    expect(after.status.checklistStatus).toBe('DEED_SIGNING');
    expect(after.status.disclosures.notaryReady).toBe(true);
    expect(after.application.closing.notarySession.outcome).toBe('CANCELLED');
    const next = (await openRoom(a)).body;
    await postForm(`${next.url}/outcome`, { step: 'sign', ending: 'success', signature: 'Alex Morgan' });
    expect((await qa(a)).application.closing.notarySession.outcome).toBe('IN_SESSION');
  });
});
