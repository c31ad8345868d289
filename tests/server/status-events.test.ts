// The lender raises the machine events that a checklist status is (lender/events.ts
// STATUS_EVENTS): the application read carries the event while the application is in that
// status, and not once it has left it.
import { describe, expect, it } from 'vitest';
import { STATUS_EVENTS, eventsForStatus } from '../../src/server/lender/events';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

describe('eventsForStatus', () => {
  it("adds the status's event once, drops other statuses' events, keeps events of pages and other lender steps", () => {
    expect(eventsForStatus([], 'CREDIT_NO_MATCH')).toEqual(['softCreditNoMatch']);
    expect(eventsForStatus(['softCreditNoMatch'], 'CREDIT_NO_MATCH')).toEqual(['softCreditNoMatch']);
    expect(eventsForStatus(['insuranceConfirmed', 'softCreditNoMatch'], 'OFFER_SELECTION')).toEqual(['insuranceConfirmed']);
    expect(eventsForStatus(['propertyNoMatch'], 'DECLINED')).toEqual(['decline']);
  });

  it.each(Object.entries(STATUS_EVENTS))('%s raises %s', (status, event) => {
    expect(eventsForStatus(['lienAttestation'], status)).toEqual(['lienAttestation', event]);
  });
});

describe('status-bound events on the application', () => {
  const events = async (token: string, uuid: string): Promise<unknown> => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body.machineEvents;

  it.each([
    ['Nomatch', 'softCreditNoMatch'],
    ['Nossn', 'softCreditNoCredit'],
    ['Frozen', 'creditFrozen'],
    ['Noproperty', 'propertyNoMatch'],
    ['Multiproperty', 'propertyNoMatch'],
    ['Delinquent', 'delinquencyReview'],
    ['Declined', 'decline'],
  ])("the soft pull's outcome for the last name %s raises %s", async (lastName, event) => {
    const token = await register(sb, `status-events-${lastName}-${Date.now()}@example.com`);
    const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody({ lastName }), token, headers: { 'x-org': 'HOMELINE' } });
    const uuid = r.body.uuid as string;
    sb.clock.advance(10_000);
    expect(await events(token, uuid)).toEqual([event]);
  });

  it('removes the event when the lender moves on (credit/social: the SSN given, the pull runs again)', async () => {
    const token = await register(sb, `status-events-ssn-${Date.now()}@example.com`);
    const uuid = (await sb.call('POST', `${BASE}?state=TX`, { body: createBody({ lastName: 'Nomatch' }), token, headers: { 'x-org': 'HOMELINE' } })).body.uuid as string;
    sb.clock.advance(10_000);
    expect(await events(token, uuid)).toEqual(['softCreditNoMatch']);
    const ssn = await sb.call('PUT', `${BASE}/${uuid}/ssn`, { body: { ssn: '123456789' }, token });
    expect(ssn.status).toBe(200);
    expect(await events(token, uuid)).toBeUndefined();
  });

  it('QA forcing a status raises its event (creditLocked for a frozen hard pull, inactive for a cancelled application)', async () => {
    const token = await register(sb, `status-events-qa-${Date.now()}@example.com`);
    const uuid = (await sb.call('POST', `${BASE}?state=TX`, { body: createBody(), token, headers: { 'x-org': 'HOMELINE' } })).body.uuid as string;
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN' } });
    expect(await events(token, uuid)).toEqual(['creditLocked']);
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'CANCELLED' } });
    expect(await events(token, uuid)).toEqual(['inactive']);
  });
});
