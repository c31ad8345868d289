// Idempotent writes of the lender (issue 10): the same body again answers the same and does
// nothing again; with an Idempotency-Key (the app sends one per write, reused by a retry of the
// same answers) the key's first answer is replayed, even once the page is open again, and the
// same key with other answers is refused (422).
import { describe, expect, it } from 'vitest';
import { KEY_REUSED_MESSAGE, REPLAYED_HEADER } from '../../src/server/idempotency';
import { SOFT_CREDIT_MS } from '../../src/server/lender/outcomes';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
// The lender's own waits, whatever the caller's SANDBOX_WAIT_MS.
const sb = fileSandbox({}, () => delete process.env['SANDBOX_WAIT_MS']);
let n = 0;

interface App { token: string; uuid: string }

async function apply(lastName: string): Promise<App> {
  const token = await register(sb, `idem${++n}@example.com`);
  const c = await sb.call('POST', `${BASE}?state=TX`, { token, body: createBody({ lastName }) });
  expect(c.status).toBe(200);
  sb.clock.advance(SOFT_CREDIT_MS);
  return { token, uuid: c.body.uuid as string };
}
const put = (a: App, path: string, body: unknown, key?: string) =>
  sb.call('PUT', `${BASE}/${a.uuid}/${path}`, { token: a.token, body, ...(key !== undefined ? { headers: { 'idempotency-key': key } } : {}) });
const statusOf = async (a: App) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${a.uuid}/status`, { token: a.token })).body as Record<string, unknown>;

/** What QA sees of the application: a duplicated effect (a new script, another write) changes it. */
async function seen(a: App): Promise<unknown> {
  const d = (await sb.call('GET', `/__sandbox/applications/${a.uuid}`)).body;
  return { application: d.application, status: d.status, pendingScript: d.pendingScript, nextStepDueAt: d.nextStepDueAt };
}

/** An application at start/app-summary, ready to sign. */
async function atSummary(): Promise<App> {
  const a = await apply('Morgan');
  expect((await put(a, 'offer-selection', { type: 'FIXED', term: 10, amount: 50000, autopay: false })).status).toBe(200);
  sb.clock.advance(5000);
  expect((await put(a, 'additional-info', { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] })).status).toBe(200);
  sb.clock.advance(5000);
  expect((await put(a, 'hmda', { ethnicity: ['DO_NOT_WISH'], race: ['DO_NOT_WISH'], sex: ['DO_NOT_WISH'] })).status).toBe(200);
  sb.clock.advance(5000);
  const docs = (await sb.call('GET', `${BASE}/${a.uuid}/disclosures`, { token: a.token })).body as { documents: { id: string; version: number }[] };
  await sb.call('POST', `${BASE}/${a.uuid}/disclosures/acknowledgements`, { token: a.token, body: { documents: docs.documents.map((d) => ({ id: d.id, version: d.version })) } });
  sb.clock.advance(5000);
  expect((await statusOf(a)).checklistStatus).toBe('APP_SUBMISSION');
  return a;
}

// Each write: how to reach its page, its path, a body, and another valid body.
const WRITES: [string, () => Promise<App>, string, Record<string, unknown>, Record<string, unknown>][] = [
  ['credit/social', () => apply('Nomatch'), 'ssn', { ssn: '123456789' }, { ssn: '123456780' }],
  ['review-app/incorrect-pin', () => apply('Pinfrozen'), 'credit-pin', { pin: '482913' }, { pin: '482914' }],
  ['review-app/property (corrected address)', () => apply('Noproperty'), 'property-selection', { address: { street1: '1422 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' } }, { address: { street1: '1424 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' } }],
  ['product/assets', () => apply('Assets'), 'assets', { liquidAssets: 1_000_000 }, { liquidAssets: 900_000 }],
  ['product/prequal-winback', () => apply('Requalify'), 'requalify', { accept: true }, { accept: true, note: 'other' }],
  ['bpo/estimate-value', () => apply('Noavm'), 'bpo-estimate', { estimatedValue: 400000 }, { estimatedValue: 410000 }],
  ['start/app-summary', atSummary, 'summary-signature', { signature: 'Alex Morgan', consent: true }, { signature: 'alex morgan', consent: true }],
];

describe.each(WRITES)('%s', (_page, reach, path, body, other) => {
  it('without a key: the same body again, during the wait and after it, answers the same and does nothing again', async () => {
    const a = await reach();
    const first = await put(a, path, body);
    expect(first.status).toBe(200);
    sb.clock.advance(1000);
    const during = await seen(a);
    const again = await put(a, path, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await seen(a)).toEqual(during);
    sb.clock.advance(30_000);
    const after = await seen(a);
    expect((await put(a, path, body)).status).toBe(200);
    expect(await seen(a)).toEqual(after);
  });

  it('with an Idempotency-Key: the first answer replayed, nothing done again; the key with other answers is a 422', async () => {
    const a = await reach();
    const key = globalThis.crypto.randomUUID();
    const first = await put(a, path, body, key);
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    sb.clock.advance(30_000);
    const after = await seen(a);
    const replay = await put(a, path, body, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await seen(a)).toEqual(after);
    const reused = await put(a, path, other, key);
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual([KEY_REUSED_MESSAGE]);
    expect(await seen(a)).toEqual(after);
  });
});

describe('a wrong PIN (0000) retried after the lender\'s wait', () => {
  it('with the same Idempotency-Key counts one failed attempt; without a key each send is an attempt', async () => {
    const a = await apply('Pinfrozen');
    const key = globalThis.crypto.randomUUID();
    expect((await put(a, 'credit-pin', { pin: '0000' }, key)).status).toBe(200);
    sb.clock.advance(5000);
    expect((await statusOf(a)).checklistStatus).toBe('CREDIT_FROZEN_WITH_PIN');
    const replay = await put(a, 'credit-pin', { pin: '0000' }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    sb.clock.advance(5000);
    expect((await statusOf(a)).checklistStatus).toBe('CREDIT_FROZEN_WITH_PIN');
    expect((await sb.call('GET', `${BASE}/${a.uuid}`, { token: a.token })).body.creditPin).toEqual({ failedAttempts: 1 });
    // A new try (a new key, or none) is a new attempt.
    expect((await put(a, 'credit-pin', { pin: '0000' })).status).toBe(200);
    sb.clock.advance(5000);
    expect((await sb.call('GET', `${BASE}/${a.uuid}`, { token: a.token })).body.creditPin).toEqual({ failedAttempts: 2 });
  });
});

describe('the Idempotency-Key itself', () => {
  it('is bound to its call and its identity, must be 1-255 visible characters, and a failed request leaves it free', async () => {
    const a = await apply('Pinfrozen');
    const key = globalThis.crypto.randomUUID();
    // A refused body (400) records nothing: the same key then carries the corrected answers.
    expect((await put(a, 'credit-pin', { pin: '12' }, key)).status).toBe(400);
    expect((await put(a, 'credit-pin', { pin: '482913' }, key)).status).toBe(200);
    // Another call with the key is another request.
    const elsewhere = await put(a, 'ssn', { ssn: '123456789' }, key);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual([KEY_REUSED_MESSAGE]);
    // Another applicant's key of the same text is theirs alone.
    const b = await apply('Pinfrozen');
    const theirs = await put(b, 'credit-pin', { pin: '482913' }, key);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(theirs.body.uuid).toBe(b.uuid);
    const bad = await put(a, 'credit-pin', { pin: '482913' }, 'two words');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toContain('Idempotency-Key');
  });

  it('replays start/profile, credit/error and the disclosures acknowledgement too', async () => {
    const token = await register(sb, `idem${++n}@example.com`);
    const c = await sb.call('POST', `${BASE}?state=TX`, { token, body: { ...createBody({ lastName: 'Frozen' }), consentRequests: [] } });
    const a = { token, uuid: c.body.uuid as string };
    const key = globalThis.crypto.randomUUID();
    const profile = { name: { firstName: 'Alex', lastName: 'Frozen' }, dob: '1980-04-12', propertyConfirmed: true, consents: [{ type: 'SOFT_CREDIT' }] };
    const first = await put(a, 'profile-confirmation', profile, key);
    expect(first.status).toBe(200);
    sb.clock.advance(SOFT_CREDIT_MS);
    expect((await statusOf(a)).checklistStatus).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');
    const replay = await put(a, 'profile-confirmation', profile, key);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(replay.body).toEqual(first.body);
    const retryKey = globalThis.crypto.randomUUID();
    const retry = await sb.call('POST', `${BASE}/${a.uuid}/soft-credit`, { token, body: {}, headers: { 'idempotency-key': retryKey } });
    expect(retry.status).toBe(200);
    sb.clock.advance(SOFT_CREDIT_MS);
    expect((await statusOf(a)).checklistStatus).toBe('OFFER_SELECTION');
    const again = await sb.call('POST', `${BASE}/${a.uuid}/soft-credit`, { token, body: {}, headers: { 'idempotency-key': retryKey } });
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await statusOf(a)).checklistStatus).toBe('OFFER_SELECTION');
  });
});
