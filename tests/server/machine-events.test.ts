// POST .../{uuid}/events (the sendEvent effect): the applicant's machine events recorded on the
// application for the client's machine to replay; only the applicant's events, once, idempotent.
import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

async function application(tag: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `events-${tag}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody(), token, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  return { token, uuid: r.body.uuid as string };
}

describe('POST .../{uuid}/events', () => {
  it('records an applicant event once on application.machineEvents and answers the application', async () => {
    const { token, uuid } = await application('record');
    const first = await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'insuranceConfirmed' }, token });
    expect(first.status).toBe(200);
    expect(first.body.machineEvents).toEqual(['insuranceConfirmed']);
    const again = await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'insuranceConfirmed' }, token });
    expect(again.body.machineEvents).toEqual(['insuranceConfirmed']);
    await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'lienAttestation' }, token });
    const read = await sb.call('GET', `${BASE}/${uuid}`, { token });
    expect(read.body.machineEvents).toEqual(['insuranceConfirmed', 'lienAttestation']);
  });

  it("refuses the lender's own events and unknown ones with a readable 400, and records nothing", async () => {
    const { token, uuid } = await application('refuse');
    for (const event of ['fund', 'idReUpload', 'adHocDocRequired', 'noSuchEvent']) {
      const r = await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event }, token });
      expect(r.status, event).toBe(400);
      expect(r.body.errors.join(' ')).toContain('This event cannot be sent by the applicant');
    }
    expect((await sb.call('POST', `${BASE}/${uuid}/events`, { body: {}, token })).status).toBe(400);
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.machineEvents).toBeUndefined();
  });

  it("answers 404 for someone else's application and 409 once the application is closed", async () => {
    const { token, uuid } = await application('closed');
    const other = await register(sb, `events-other-${Date.now()}@example.com`);
    expect((await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'insuranceConfirmed' }, token: other })).status).toBe(404);
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'COMPLETE' } });
    const r = await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'insuranceConfirmed' }, token });
    expect(r.status).toBe(409);
  });

  it('replays its first answer for the same Idempotency-Key', async () => {
    const { token, uuid } = await application('key');
    const headers = { 'idempotency-key': `events-${uuid}` };
    const first = await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'manualDisburseManualPay' }, token, headers });
    const replay = await sb.call('POST', `${BASE}/${uuid}/events`, { body: { event: 'manualDisburseManualPay' }, token, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.machineEvents).toEqual(first.body.machineEvents);
  });
});
