// The lender's branches of seed 000 §4 (issue 10), read from the lender's own tables
// (src/server/lender/outcomes.ts, progression.ts): each magic value's status after the soft
// pull and after every wait, and the page the shipped routing tables send it to; the BPO forms'
// write calls (400, 409, idempotent) and the 62+ program's birthdate check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { createMachine } from '../../src/engine/machine';
import { resolveRoute } from '../../src/engine/routing';
import type { JsonValue, MachineDefinition } from '../../src/engine/types';
import { machine as shippedMachine } from '../../src/generated/shipped.js';
import { LAST_NAME_OUTCOMES, SOFT_CREDIT_MS, outcomeForLastName } from '../../src/server/lender/outcomes';
import { LENDER_WAIT_MS, PROGRESSION, SUMMARY_EDIT, waitMs } from '../../src/server/lender/progression';
import { LIMITS, RECORDING_TAX_PER_100K } from '../../src/server/lender/pricing';
import { quoteOffer } from '../../src/domain/offer-quote';
import { RECORDING_TAX_RESTRICTED_STATES } from '../../src/domain/recording-tax';
import { createBody, register, startSandbox, type Sandbox } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const evaluate = createRuntimeEvaluator();
let sb: Sandbox;
let def: MachineDefinition;
let n = 0;

beforeAll(async () => {
  delete process.env['SANDBOX_WAIT_MS'];
  sb = await startSandbox();
  def = await shippedMachine.load();
});
afterAll(async () => sb.close());

const OUTSIDE_TX = { street1: '2200 Harbor View Dr', city: 'San Diego', state: 'CA', zip: '92101' };

async function apply(lastName: string, over: Record<string, string> = {}): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `branch${++n}@example.com`);
  const c = await sb.call('POST', BASE, { token, body: createBody({ lastName, ...over }) });
  expect(c.status).toBe(200);
  return { token, uuid: c.body.uuid as string };
}

const statusOf = async (token: string, uuid: string) => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, unknown>;

/** The checklist status and the page the shipped routing tables choose, as the app's router does. */
async function where(token: string, uuid: string): Promise<{ status: string; route: string }> {
  const status = await statusOf(token, uuid);
  const application = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as JsonValue;
  const profile = (await sb.call('GET', '/service-profile/api/v1/profile', { token })).body as JsonValue;
  const snap = createMachine(def, { profile, application, status: status as JsonValue }, evaluate);
  const r = resolveRoute(def, { status: status['checklistStatus'] as string, state: snap.state, ctx: snap.context }, evaluate);
  return { status: status['checklistStatus'] as string, route: r.route };
}

// Magic last name, the property, then the page after the soft pull and after each of the lender's own steps.
const BRANCHES: [string, Record<string, string>, string[]][] = [
  ['Bpo', {}, ['bpo/condition']],
  ['Bpo', OUTSIDE_TX, ['bpo/order-bpo', 'bpo/hold', 'product/select']],
  ['Noavm', {}, ['bpo/estimate-value']],
  ['Floodzone', {}, ['error/flood-cert', 'product/select']],
  ['Payoff', {}, ['payoff/hold', 'product/select']],
  ['Hold', {}, ['hold', 'product/select']],
  ['Datatree', {}, ['review-app/datatree']],
  ['Uwreview', {}, ['review-app/uw', 'product/select']],
  ['Notowner', {}, ['review-app/incorrect-ownership']],
  ['Timeout', {}, ['error/timeout', 'product/select']],
  // The three declines: DECLINED by the checklist table; ADVERSE_ACTION by the machine's flags (decision 246).
  ['Declined', {}, ['error/decline']],
  ['Scoredecline', {}, ['error/credit']],
  ['Dtidecline', {}, ['error/income']],
];

describe('each branch magic value leads where the routing tables send it, and moves on after the lender waits', () => {
  it.each(BRANCHES)('%s %o -> %o', async (lastName, over, routes) => {
    const outcome = outcomeForLastName(lastName, over['state'] ?? 'TX');
    // The table and the expectation agree on how many steps there are.
    expect(routes).toHaveLength(1 + (outcome.then?.length ?? 0));
    const { token, uuid } = await apply(lastName, over);
    expect((await where(token, uuid)).status).toBe('WAITING_FOR_SOFT_CREDIT');
    sb.clock.advance(SOFT_CREDIT_MS);
    const seen = [await where(token, uuid)];
    expect(seen[0]?.status).toBe(outcome.checklistStatus);
    for (const step of outcome.then ?? []) {
      sb.clock.advance(LENDER_WAIT_MS - 1);
      expect((await where(token, uuid)).status, 'not before the wait').toBe(seen[seen.length - 1]?.status);
      sb.clock.advance(1);
      const now = await where(token, uuid);
      expect(now.status).toBe(step.checklistStatus);
      seen.push(now);
    }
    expect(seen.map((s) => s.route)).toEqual(routes);
    if (routes[routes.length - 1] === 'product/select') {
      const app = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body;
      expect(app.offers.length).toBeGreaterThan(0);
      expect(app.adjustedHomeAmount).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Declined', '611', 'Delinquent past or present credit obligations with others'],
    ['Scoredecline', '598', 'Credit score below our minimum of 640'],
    ['Dtidecline', '712', 'Excessive obligations in relation to income'],
  ])('%s: the application carries the adverse-action notice (reasons, score %s, range, bureau, date)', async (lastName, score, reason) => {
    const pulledOn = new Date(sb.clock.now()).toISOString().slice(0, 10);
    const { token, uuid } = await apply(lastName);
    sb.clock.advance(SOFT_CREDIT_MS);
    const app = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body;
    expect(app.state.decision).toBe('DECLINE');
    expect(app.decline.reasons).toContain(reason);
    expect(app.decline).toMatchObject({ creditScore: score, scoreRange: '300 to 850', bureau: expect.stringContaining('Experian') });
    expect(app.decline.scoreDate).toBe(pulledOn);
    expect(app.offers ?? []).toEqual([]);
  });

  it('every outcome of the table is listed in the scenarios answer', async () => {
    const r = await sb.call('GET', '/__sandbox/scenarios');
    for (const [name, o] of Object.entries(LAST_NAME_OUTCOMES)) expect(r.body.lastNames[name]).toBe(o.checklistStatus);
  });
});

describe('bpo/condition and bpo/estimate-value (Texas BPO)', () => {
  const condition = { condition: 'GOOD', recentImprovements: true, improvements: 'New roof in 2025' };

  it('condition, then the estimate, then the BPO is ordered (WAITING_FOR_BPO_ORDER), worked on (bpo/hold) and offers come', async () => {
    const { token, uuid } = await apply('Bpo');
    sb.clock.advance(SOFT_CREDIT_MS);
    expect((await statusOf(token, uuid))['bpo']).toBe('BPO_REQUIRED');
    // The estimate before the condition is out of order.
    expect((await sb.call('PUT', `${BASE}/${uuid}/bpo-estimate`, { token, body: { estimatedValue: 500000 } })).status).toBe(409);

    const c = await sb.call('PUT', `${BASE}/${uuid}/bpo-condition`, { token, body: condition });
    expect(c.status).toBe(200);
    expect(c.body.bpoRequest).toMatchObject(condition);
    expect(await where(token, uuid)).toMatchObject({ status: PROGRESSION.bpoCondition.waiting });
    // The same answers again change nothing; other answers once it has moved on are a 409.
    expect((await sb.call('PUT', `${BASE}/${uuid}/bpo-condition`, { token, body: condition })).status).toBe(200);
    sb.clock.advance(PROGRESSION.bpoCondition.ms);
    expect(await where(token, uuid)).toEqual({ status: 'NAV_BPO_ESTIMATE', route: 'bpo/estimate-value' });
    expect((await sb.call('PUT', `${BASE}/${uuid}/bpo-condition`, { token, body: condition })).status).toBe(200);
    expect((await sb.call('PUT', `${BASE}/${uuid}/bpo-condition`, { token, body: { ...condition, condition: 'POOR' } })).status).toBe(409);

    const e = await sb.call('PUT', `${BASE}/${uuid}/bpo-estimate`, { token, body: { estimatedValue: 525000 } });
    expect(e.status).toBe(200);
    expect(e.body.borrowerEstimatedValue).toBe(525000);
    expect((await where(token, uuid)).status).toBe('WAITING_FOR_BPO_ORDER');
    sb.clock.advance(PROGRESSION.bpoEstimate.ms);
    expect(await where(token, uuid)).toEqual({ status: 'BPO_PROCESSING', route: 'bpo/hold' });
    expect((await statusOf(token, uuid))['bpo']).toBe('BPO_PROCESSING');
    sb.clock.advance(LENDER_WAIT_MS);
    expect(await where(token, uuid)).toEqual({ status: 'OFFER_SELECTION', route: 'product/select' });
    const app = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body;
    expect(app.status.bpo).toBe('BPO_COMPLETE');
    expect(app.offers.length).toBeGreaterThan(0);
    expect((await statusOf(token, uuid))['bpo']).toBe('BPO_COMPLETE');
  });

  it('answers 400 with the form\'s own words for a bad body, 409 where the page is not open, 404 for someone else', async () => {
    const { token, uuid } = await apply('Bpo');
    sb.clock.advance(SOFT_CREDIT_MS);
    const bad = await sb.call('PUT', `${BASE}/${uuid}/bpo-condition`, { token, body: { condition: 'SHINY' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['Tell us the condition of your home', 'Tell us whether you have improved your home in the last 12 months']));
    const low = await sb.call('PUT', `${BASE}/${uuid}/bpo-estimate`, { token, body: { estimatedValue: 1000 } });
    expect(low.status).toBe(400);
    expect(low.body.errors).toContain('Enter a value of at least $50,000');
    const other = await register(sb, `branch-other${++n}@example.com`);
    expect((await sb.call('PUT', `${BASE}/${uuid}/bpo-condition`, { token: other, body: condition })).status).toBe(404);
    const plain = await apply('Morgan');
    sb.clock.advance(SOFT_CREDIT_MS);
    const refused = await sb.call('PUT', `${BASE}/${plain.uuid}/bpo-condition`, { token: plain.token, body: condition });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.join(' ')).toContain('bpo/condition');
  });

  it('no AVM: no home value until the BPO; the estimate leads to offers on its value', async () => {
    const { token, uuid } = await apply('Noavm');
    sb.clock.advance(SOFT_CREDIT_MS);
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.adjustedHomeAmount).toBe(0);
    expect((await sb.call('PUT', `${BASE}/${uuid}/bpo-estimate`, { token, body: { estimatedValue: 400000 } })).status).toBe(200);
    sb.clock.advance(PROGRESSION.bpoEstimate.ms);
    expect((await where(token, uuid)).route).toBe('bpo/hold');
    sb.clock.advance(LENDER_WAIT_MS);
    expect((await where(token, uuid)).route).toBe('product/select');
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.adjustedHomeAmount).toBeGreaterThan(0);
  });
});

describe('a hard-pull freeze (Hardfrozen, the outcome table\'s hardPull)', () => {
  const put = (token: string, uuid: string, path: string, body: unknown) => sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body });

  it('offers as usual; start/contact\'s hard pull finds the file frozen (credit/error); Try again pulls again, then start/hmda', async () => {
    expect(LAST_NAME_OUTCOMES['hardfrozen']?.hardPull).toBe('HARD_CREDIT_LOCKED_OR_FROZEN');
    const { token, uuid } = await apply('Hardfrozen');
    sb.clock.advance(SOFT_CREDIT_MS);
    expect(await where(token, uuid)).toEqual({ status: 'OFFER_SELECTION', route: 'product/select' });
    expect((await put(token, uuid, 'offer-selection', { type: 'FIXED', term: 10, amount: 50000, autopay: false })).status).toBe(200);
    sb.clock.advance(PROGRESSION.offer.ms);
    expect(await where(token, uuid)).toEqual({ status: 'COLLECT_ADDITIONAL_INFO', route: 'start/contact' });
    expect((await put(token, uuid, 'additional-info', { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] })).status).toBe(200);
    expect((await where(token, uuid)).status).toBe(PROGRESSION.additionalInfo.waiting);
    sb.clock.advance(PROGRESSION.additionalInfo.ms);
    expect(await where(token, uuid)).toEqual({ status: 'HARD_CREDIT_LOCKED_OR_FROZEN', route: 'credit/error' });

    expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { token, body: {} })).status).toBe(200);
    expect((await where(token, uuid)).status).toBe(PROGRESSION.hardCreditRetry.waiting);
    // A second Try again while the pull runs restarts nothing.
    sb.clock.advance(PROGRESSION.hardCreditRetry.ms - 1);
    expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { token, body: {} })).status).toBe(200);
    expect((await where(token, uuid)).status).toBe('HARD_CREDIT_PULL');
    sb.clock.advance(1);
    expect(await where(token, uuid)).toEqual({ status: 'HMDA', route: 'start/hmda' });
    // The decisions stay those of the offers.
    expect(await statusOf(token, uuid)).toMatchObject({ uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' });
  });
});

describe('the 62+ program (Sixtytwo)', () => {
  const profile = (dob: string) => ({ name: { firstName: 'Alex', lastName: 'Sixtytwo' }, dob, propertyConfirmed: true, consents: [{ type: 'SOFT_CREDIT' }] });

  it('flags the application, asks the applicant to confirm their details (start/profile) and refuses a birthdate under 62', async () => {
    const { token, uuid } = await apply('Sixtytwo');
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.isSixtyTwoPlus).toBe(true);
    expect(await where(token, uuid)).toEqual({ status: 'PROFILE_INCOMPLETE', route: 'start/profile' });
    const young = await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { token, body: profile('1980-04-12') });
    expect(young.status).toBe(400);
    expect(young.body.fieldErrors).toEqual([{ path: 'dob', message: 'You must be at least 62 years old to apply for a loan.' }]);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('PROFILE_INCOMPLETE');
    expect((await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { token, body: profile('1958-03-01') })).status).toBe(200);
    sb.clock.advance(SOFT_CREDIT_MS);
    expect(await where(token, uuid)).toEqual({ status: 'OFFER_SELECTION', route: 'product/select' });
    expect((await sb.call('GET', `${BASE}/${uuid}`, { token })).body.isSixtyTwoPlus).toBe(true);
  });
});

describe('the recording tax of the property state (seed 001 §3, §9)', () => {
  it.each([
    ['MD', { street1: '10 Light St', city: 'Baltimore', state: 'MD', zip: '21202' }, RECORDING_TAX_PER_100K['MD']],
    ['NJ (restricted, the lender says $0)', { street1: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102' }, 0],
    ['CA (no recording tax)', OUTSIDE_TX, undefined],
  ] as const)('%s', async (_name, over, rate) => {
    const { token, uuid } = await apply('Morgan', over);
    sb.clock.advance(SOFT_CREDIT_MS);
    const set = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body.offerSet as { costs: Record<string, unknown>[]; minRecordingTax?: number; maxRecordingTax?: number };
    const line = set.costs.find((c) => c['feeType'] === 'RECORDING_TAX');
    if (rate === undefined) {
      expect(line).toBeUndefined();
      return;
    }
    expect(line).toMatchObject({ perHundredThousand: rate, state: over.state });
    expect(set.minRecordingTax).toBe((LIMITS.minAmount / 100_000) * rate);
    expect(set.maxRecordingTax).toBe((LIMITS.maxAmount / 100_000) * rate);
    // The page's figure: the domain quote scales the line by the draw.
    const offer = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body.offers[0];
    expect(quoteOffer({ ...offer, rate: offer.rate / 100, originationFee: offer.originationFee / 100 }, 50000, { autopay: false, state: over.state, costs: set.costs as never }).recordingTax).toEqual({ min: rate / 2, max: rate / 2 });
  });

  it('every state the lender taxes is within $0-$1,400 per $100,000, and every restricted state has a figure', () => {
    for (const rate of Object.values(RECORDING_TAX_PER_100K)) expect(rate).toBeGreaterThanOrEqual(0), expect(rate).toBeLessThanOrEqual(1400);
    for (const s of RECORDING_TAX_RESTRICTED_STATES) expect(RECORDING_TAX_PER_100K[s], s).toBeTypeOf('number');
  });
});

describe('edits from start/app-summary (its Edit links)', () => {
  const put = (token: string, uuid: string, path: string, body: unknown) => sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body });

  /** A fresh application walked by its write calls to APP_SUBMISSION with the summary ready. */
  async function atSummary(): Promise<{ token: string; uuid: string; offer: { type: string; term: number; amount: number; autopay: boolean } }> {
    const { token, uuid } = await apply('Morgan');
    sb.clock.advance(SOFT_CREDIT_MS);
    const offer = { type: 'FIXED', term: 10, amount: 50000, autopay: false };
    expect((await put(token, uuid, 'offer-selection', offer)).status).toBe(200);
    sb.clock.advance(5000);
    expect((await put(token, uuid, 'additional-info', { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] })).status).toBe(200);
    sb.clock.advance(5000);
    expect((await put(token, uuid, 'hmda', { ethnicity: ['DO_NOT_WISH'], race: ['DO_NOT_WISH'], sex: ['DO_NOT_WISH'] })).status).toBe(200);
    sb.clock.advance(5000);
    const docs = (await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token })).body as { documents: { id: string; version: number }[] };
    await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token, body: { documents: docs.documents.map((d) => ({ id: d.id, version: d.version })) } });
    sb.clock.advance(5000);
    expect(await where(token, uuid)).toEqual({ status: 'APP_SUBMISSION', route: 'start/app-summary' });
    return { token, uuid, offer };
  }

  /** The lender regenerates the summary: not ready while it works, then back on the summary. */
  async function regenerated(token: string, uuid: string): Promise<void> {
    const during = await statusOf(token, uuid);
    expect(during['checklistStatus']).toBe(SUMMARY_EDIT.waiting);
    expect(during['disclosures']).toMatchObject({ summaryReady: false });
    sb.clock.advance(SUMMARY_EDIT.ms);
    expect(await where(token, uuid)).toEqual({ status: 'APP_SUBMISSION', route: 'start/app-summary' });
    expect((await statusOf(token, uuid))['disclosures']).toMatchObject({ summaryReady: true });
  }

  it('a new offer is re-priced, a new ownership and new HMDA answers recorded; each regenerates the summary; the same answers again change nothing', async () => {
    const { token, uuid, offer } = await atSummary();
    const changed = await put(token, uuid, 'offer-selection', { ...offer, term: 15, amount: 60000, autopay: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ term: 15, amount: 60000, payType: 'AUTOPAY' });
    // Not signable while the summary is regenerated.
    expect((await put(token, uuid, 'summary-signature', { signature: 'Alex Morgan', consent: true })).status).toBe(409);
    await regenerated(token, uuid);
    expect((await put(token, uuid, 'offer-selection', { ...offer, term: 15, amount: 60000, autopay: true })).status).toBe(200);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('APP_SUBMISSION');

    const owner = await put(token, uuid, 'additional-info', { ownership: 'JOINT', consents: [{ type: 'HARD_CREDIT' }] });
    expect(owner.status).toBe(200);
    expect(owner.body.property.ownership).toBe('JOINT');
    await regenerated(token, uuid);

    const hmda = { ethnicity: ['HISPANIC_OR_LATINO'], race: ['DO_NOT_WISH'], sex: ['FEMALE'] };
    const h = await put(token, uuid, 'hmda', hmda);
    expect(h.status).toBe(200);
    expect(h.body.hmda).toEqual(hmda);
    await regenerated(token, uuid);
    expect((await put(token, uuid, 'hmda', hmda)).status).toBe(200);
    expect((await statusOf(token, uuid))['checklistStatus']).toBe('APP_SUBMISSION');

    // Still a bad body is a 400, and once the summary is signed the pages are closed again (409).
    expect((await put(token, uuid, 'offer-selection', { ...offer, amount: 1 })).status).toBe(400);
    expect((await put(token, uuid, 'summary-signature', { signature: 'Alex Morgan', consent: true })).status).toBe(200);
    expect((await put(token, uuid, 'offer-selection', { ...offer, term: 30 })).status).toBe(409);
    expect((await put(token, uuid, 'hmda', { ...hmda, sex: ['MALE'] })).status).toBe(409);
  });
});

describe('the progression table agrees with the routing tables', () => {
  // Every status an action is accepted in routes to the action's own page (product/select/confirm is
  // reached from product/select). A Texas home with a BPO required, the application disclosures
  // acknowledged and a PIN-frozen file, so the conditional rows can match.
  const ctx = { profile: { name: { firstName: 'Alex', lastName: 'Morgan' }, dob: '1980-04-12' }, application: { property: { state: 'TX' } } };
  const flags = { bpo: 'BPO_REQUIRED', creditFrozenWithPin: true, disclosures: { appDisclosuresComplete: true } };
  // Rows the page shows before those flags: start/profile before any freeze, the disclosures before their acknowledgement (the row's flagsAtOnce).
  const before: Record<string, Record<string, unknown>> = { profile: { creditFrozenWithPin: false }, disclosuresAck: { disclosures: { appDisclosuresComplete: false } } };
  const rows = Object.entries(PROGRESSION).flatMap(([name, row]) => row.from.map((status) => [name, status, row.page] as const));

  // review-app/datatree's 'Correct the address' sends the property row's write (decision 272).
  const datatree = { status: 'DATATREE_NO_MATCH', flags: { creditFrozenWithPin: false, propertyComplete: true, datatreeNoMatch: true }, page: 'review-app/datatree' };

  it.each(rows)('%s in %s -> %s', (name, status, page) => {
    const own = status === datatree.status ? datatree : undefined;
    const input = { ...ctx, status: { checklistStatus: status, ...flags, ...before[name], ...own?.flags } } as unknown as Parameters<typeof createMachine>[1];
    const snap = createMachine(def, input, evaluate);
    expect(resolveRoute(def, { status, state: snap.state, ctx: snap.context }, evaluate).route).toBe(own?.page ?? (page === 'product/select/confirm' ? 'product/select' : page));
  });

  it('every wait is the row\'s own unless SANDBOX_WAIT_MS sets them all', () => {
    for (const row of Object.values(PROGRESSION)) {
      expect(waitMs(row, {})).toBe(row.ms);
      expect(waitMs(row, { SANDBOX_WAIT_MS: '250' })).toBe(250);
      expect(waitMs(row, { SANDBOX_WAIT_MS: 'soon' })).toBe(row.ms);
    }
  });
});
