// Issue 23 (helpers and texts): seed 001 §4's status helpers read by the shipped page definitions
// as facts.*, and what the offer and cost screens must state (seed 001 §9) as the wording the
// applicant reads on product/select, its confirm page and start/app-summary.
import { describe, expect, it, vi } from 'vitest';
import { formatDisplay } from '../../src/domain/display-formats';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { readPath } from '../../src/engine/context-paths';
import { interpolate } from '../../src/engine/messages';
import type { PagesFile } from '../../src/engine/page-types';
import { visibleRows } from '../../src/engine/pages';
import type { JsonValue } from '../../src/engine/types';
import { PageStore, type PageServices } from '../../src/stores/page-store';
import { shipped } from '../shipped';

const evaluate = createRuntimeEvaluator();
const messages = shipped<{ messages: Record<string, string> }>('flows/messages/application').messages;

function storeOf(group: string, route: string, application: JsonValue, status: JsonValue = { checklistStatus: 'OFFER_SELECTION' }) {
  const file = shipped<PagesFile>(`flows/pages/${group}`);
  const page = file.pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page ${route}`);
  const services: PageServices = { send: vi.fn(async () => ({})), sendEvent: vi.fn(async () => ({})), route: vi.fn(async () => ''), refresh: vi.fn(async () => undefined) };
  return new PageStore({
    uuid: 'u-1', params: {}, loaded: { page, file }, evaluate, brand: { orgCode: 'HOMELINE', toggles: {} }, flags: {}, query: () => ({}),
    records: () => ({ application, status, profile: { name: { firstName: 'Alex', lastName: 'Morgan' } } }),
    services, fallbackError: 'Something unexpected happened',
  });
}

/** The body paragraphs the applicant reads, worded and filled from the context as the page does. */
const said = (store: PageStore): string[] =>
  (store.page.body ?? []).filter((b) => store.holds(b.when)).map((b) => interpolate(messages[String(b.text).replace(/^msg:/, '')] ?? String(b.text), new Proxy({}, { get: (_, n) => { const v = readPath(store.context, String(n)); return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined; } })));
const rows = (store: PageStore, rowsOf: JsonValue): Record<string, string> =>
  Object.fromEntries(visibleRows(store.deps.loaded.file, rowsOf as never, store.context, evaluate).map(({ row, value }) => [messages[String(row.label).replace(/^msg:/, '')], formatDisplay(row.format, value)]));

const OFFER = { type: 'VARIABLE', term: 30, rate: 9.1, baseRate: 7.5, otherRate: 9.1, originationFee: 0.0299, min: 15000, max: 150000, minDraw: 15000, maxDraw: 150000 };
const APP = { uuid: 'u-1', rateType: 'VARIABLE', term: 30, amount: 50000, offers: [OFFER], consents: [{ type: 'SOFT_CREDIT' }] };

describe('the offer and cost screens (seed 001 §9)', () => {
  it('product/select states the 4.99 % fee cap, recording fees from $0 to $315, the $300 manual notarization and the Prime-rate index', () => {
    const text = said(storeOf('product', 'product/select', APP)).join(' ');
    expect(text).toContain('up to 4.99% of your initial draw');
    expect(text).toContain('Recording fees run from $0 to $315');
    expect(text).toContain('a manual notarization, if you choose one instead of an online notary, costs $300');
    expect(text).toContain('indexed to the Prime Rate of the prior month plus a fixed margin');
  });

  it('the confirm page shows the index and the additional-draw rate of the chosen offer', () => {
    const store = storeOf('product', 'product/select/confirm', { ...APP, offers: [{ ...OFFER, type: 'FIXED', otherRate: 9.6 }], rateType: 'FIXED' });
    expect(rows(store, store.page.display as never)).toEqual({ 'Index (Prime Rate of the prior month)': '7.500%', 'Rate of an additional draw today': '9.600%' });
    expect(said(store).join(' ')).toContain('up to 4.99%');
  });
});

describe('the status helpers as facts.* (seed 001 §4)', () => {
  it('income matched: product/select says so only for FINAL with VERIFIED_INCOME_MATCHED_OFFER', () => {
    const matched = 'Your verified income matches your offer.';
    expect(said(storeOf('product', 'product/select', APP, { uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }))).toContain(matched);
    expect(said(storeOf('product', 'product/select', APP, { uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_OFFER' }))).not.toContain(matched);
  });

  it('payoff pending: product/select says so when a liability is MARKED_FOR_PAYOFF', () => {
    const pending = 'A payoff of your existing loans is pending: it is paid from your draw at closing.';
    expect(said(storeOf('product', 'product/select', { ...APP, liabilities: [{ monetaryBalance: 90000, payOff: { status: 'MARKED_FOR_PAYOFF' } }] }))).toContain(pending);
    expect(said(storeOf('product', 'product/select', { ...APP, liabilities: [{ monetaryBalance: 90000, payOff: { status: 'NOT_MARKED' } }] }))).not.toContain(pending);
  });

  it('hard-credit consent given: start/contact tells the applicant it is already given', () => {
    const given = 'You have already authorized the hard credit check for this application.';
    expect(said(storeOf('start', 'start/contact', { ...APP, consents: [{ type: 'HARD_CREDIT', version: 2 }] }))).toContain(given);
    expect(said(storeOf('start', 'start/contact', APP))).not.toContain(given);
  });
});

describe('the application view (start/app-summary)', () => {
  it('shows the disbursement account mask, the liabilities and the asset-depletion amount', () => {
    const app = {
      ...APP,
      disburseAccount: { uuid: 'a-1', mask: '6789' },
      liabilities: [{ monetaryBalance: 90000, monetaryCalculatedNextPaymentMinimumAmount: 650, payOff: { status: 'MARKED_FOR_PAYOFF' } }],
      assetDepletion: { complete: true, amount: 120000 },
    };
    const store = storeOf('start', 'start/app-summary', app);
    const section = (store.page as unknown as { summary: { title: string; rows: JsonValue }[] }).summary.find((s) => s.title === 'msg:page.summary.accounts')!;
    expect(rows(store, section.rows)).toEqual({
      'Disbursement account': '****6789',
      'Debts on your credit report': '$90,000.00 balance, $650.00 a month (marked for payoff)',
      'Payoff pending': 'Yes',
      'Assets counted toward your line': '$120,000.00',
    });
  });
});
