import { describe, expect, it } from 'vitest';
import { fileSandbox, register } from './helpers';

const sb = fileSandbox();

const TYPEAHEAD = '/service-address/external/api/v1/typeahead';
const search = (filter: string) => sb.call('POST', TYPEAHEAD, { body: { filter } });

describe('address typeahead', () => {
  it('matches word prefixes in any order, at most 8', async () => {
    const r = await search('215 clin');
    expect(r.body).toEqual([
      { street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205', fullAddress: '215 Clinton Ave, Brooklyn, NY 11205' },
    ]);
    expect((await search('honolulu hi')).body[0].state).toBe('HI');
    expect((await search('st')).body).toHaveLength(8);
    expect((await search('')).body).toEqual([]);
  });

  it('takes the typed address in the body only: no address in a URL (issue 25)', async () => {
    expect((await sb.call('GET', `${TYPEAHEAD}?filter=${encodeURIComponent('215 clin')}`)).status).toBe(404);
    expect((await sb.call('POST', TYPEAHEAD, { body: { filter: 'x'.repeat(201) } })).status).toBe(400);
  });
});

describe('offer codes', () => {
  it('answers the offer-code record, case-insensitive; 404 otherwise', async () => {
    const r = await sb.call('GET', '/offercode/home2026');
    expect(r.body).toMatchObject({ offerCode: 'HOME2026', firstName: 'Avery', state: 'TX', respondByDate: '2027-03-31' });
    expect((await sb.call('GET', '/offercode/NOPE')).status).toBe(404);
  });
});

describe('feature flags', () => {
  it('lists the defaults with their variables; per-org overrides apply', async () => {
    const r = await sb.call('POST', '/service-optimize/external/api/v1/features', { body: { optimizeUser: { orgCode: 'HOMELINE', trackerId: 'x' } } });
    const byKey = Object.fromEntries(r.body.map((f: { key: string }) => [f.key, f]));
    expect(byKey['fe-heloc-redesign-2025'].enabled).toBe(true);
    expect(byKey['fe-heloc-figure-ny-modal'].enabled).toBe(true);
    expect(byKey['fe-heloc-ny-fcra'].enabled).toBe(false);
    expect(byKey['fe-heloc-sms-transactional-consent'].enabled).toBe(true);
    expect(byKey['fe-heloc-maintenance']).toMatchObject({ enabled: false, variables: { pageTitle: 'Scheduled Maintenance', shouldShowDashboardLink: true, routes: [] } });
    const ny = await sb.call('POST', '/service-optimize/external/api/v1/feature', { body: { featureKey: 'fe-heloc-ny-fcra', optimizeUser: { orgCode: 'EMPIRE' } } });
    expect(ny.body).toEqual({ key: 'fe-heloc-ny-fcra', enabled: true, variables: {} });
    const unknown = await sb.call('POST', '/service-optimize/external/api/v1/feature', { body: { featureKey: 'fe-nope' }, headers: { 'x-org': 'HOMELINE' } });
    expect(unknown.body).toEqual({ key: 'fe-nope', enabled: false, variables: {} });
  });
});

describe('telemetry', () => {
  it('starts a session, resumes it, and dedupes events by event + dedupeProperty per tracker', async () => {
    const s = await sb.call('POST', '/ft/external/session', { body: { platform: 'WEB', sessionKey: null } });
    const key = s.body.sessionKey;
    expect(key).toMatchObject({ uuid: expect.any(String), epoch: expect.any(Number), trackerUuid: expect.any(String) });
    const again = await sb.call('POST', '/ft/external/session', { body: { sessionKey: key } });
    expect(again.body.sessionKey).toEqual(key);
    const ev = { event: 'heloc-register-start', eventType: 'WEB', productType: 'HELOC', sessionKey: key, dedupeProperty: 'abc' };
    expect((await sb.call('POST', '/ft/external/event', { body: ev })).body).toEqual({ duplicate: false });
    expect((await sb.call('POST', '/ft/external/event', { body: ev })).body).toEqual({ duplicate: true });
    expect((await sb.call('POST', '/ft/external/event', { body: { ...ev, dontDedupe: true } })).body).toEqual({ duplicate: false });
    expect((await sb.call('POST', '/ft/external/event', { body: { event: 'PAGEVIEW', sessionKey: key } })).body).toEqual({ duplicate: false });
    expect((await sb.call('POST', '/ft/external/event', { body: { event: 'PAGEVIEW', sessionKey: key } })).body).toEqual({ duplicate: false });
    const other = await sb.call('POST', '/ft/external/session', { body: {} });
    expect((await sb.call('POST', '/ft/external/event', { body: { ...ev, sessionKey: other.body.sessionKey } })).body).toEqual({ duplicate: false });
  });

  it('accepts keepalive beacons sent as text/plain and needs a token in the secure context', async () => {
    const res = await fetch(`${sb.base}/ft/external/event`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ event: 'PAGEVIEW' }) });
    expect(await res.json()).toEqual({ duplicate: false });
    const token = await register(sb, 'ft@example.com');
    expect((await sb.call('POST', '/ft/secure/session', { token, body: {} })).status).toBe(200);
    expect((await sb.call('POST', '/ft/other/session', { body: {} })).status).toBe(400);
  });
});

describe('waitlist', () => {
  it('stores an entry; 400 with messages for a bad one', async () => {
    const ok = await sb.call('POST', '/waitlist/home-equity-loan-plus', {
      body: { firstName: 'Kai', lastName: 'Akana', dob: '1975-02-03', email: 'kai@example.com', income: 90000, street1: '75 Kailua Rd', street2: '', city: 'Kailua', state: 'HI', zip: '96734', consent: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.uuid).toMatch(/-/);
    const bad = await sb.call('POST', '/waitlist/home-equity-loan-plus', { body: { firstName: 'Kai', lastName: 'Akana', email: 'kai@example.com', street1: 'x', city: 'Kailua', state: 'HI', zip: '9673' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(['Please enter a valid property address', 'Please enter a valid zipcode']);
  });
});
