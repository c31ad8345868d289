import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import {
  isTerminalStatus,
  isWaitingStatus,
  resolveNavState,
  resolveRoute,
  routeForChecklist,
  routeForState,
  routePath,
  shouldAutoRoute,
} from '../../src/engine/routing';
import { SEED_STATES, ctx, def, isKnownRoute } from './application-machine-fixture';

const evaluate = createRuntimeEvaluator();
type Patch = Parameters<typeof ctx>[0];

// Seed 000 §4 checklist table: [status, context patch, expected route, expected navState].
const TX_REQUIRED = { application: { property: { state: 'TX' } }, status: { bpo: 'BPO_REQUIRED' } };
const CHECKLIST_CASES: [string, Patch, string, object?][] = [
  ['CREDIT_NO_MATCH', {}, 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit'],
  ['HARD_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['NO_PROPERTY_FOUND', {}, 'review-app/property'],
  ['MULTIPLE_PROPERTIES', {}, 'review-app/property'],
  ['DECLINED', {}, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', {}, 'start/contact'],
  ['HMDA', {}, 'start/hmda'],
  ['DELINQUENCY_REVIEW', {}, 'review-app/delinquency'],
  ['GEN_CLOSING_DISCLOSURE', { status: { waitingOnFloodCert: true } }, 'error/flood-cert'],
  ['GEN_CLOSING_DISCLOSURE', { status: { waitingOnFloodCert: false } }, 'review-app/signdocs'],
  ['GEN_CLOSING_DISCLOSURE', {}, 'review-app/signdocs'],
  ['NOTE_SIGNING', {}, 'signing/intro'],
  ['FINAL_OFFER', {}, 'signing/intro'],
  ['REVISED_OFFER_SELECTION', {}, 'product/select'],
  ['GEN_NOTE_SIGNING', {}, 'review-app/signdocs'],
  ['APP_SUBMISSION', {}, 'start/app-summary'],
  // Decision 192 (shipped since application@2): the disclosures are acknowledged before the summary.
  ['GEN_SUMMARY_DISCLOSURE', {}, 'document/disclosures'],
  ['GEN_SUMMARY_DISCLOSURE', { status: { disclosures: { appDisclosuresComplete: true } } }, 'start/app-summary'],
  ['INCOME_VERIFICATION', {}, 'income/review'],
  ['IDENTITY_VERIFICATION', {}, 'identity'],
  ['ASSETS_PREQUAL', {}, 'product/assets'],
  ['CLTV_LIEN_POSITION_REQUALIFY', {}, 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', { application: { disburseAccount: { uuid: 'd1', routingNumber: '021000021' } } }, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', {}, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', { application: { disburseAccount: { uuid: 'd1', routingNumber: null }, isCrypto: false } }, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', { application: { disburseAccount: { uuid: 'd1', routingNumber: '021000021' } } }, 'bank/autopay'],
  ['AUTOPAY_ACCOUNT', { application: { isCrypto: true } }, 'bank/autopay'],
  ['VERIFIED_AUTOPAY_ACCOUNT', {}, 'bank/autopay'],
  ['NO_AVM_FOUND', {}, 'bpo/estimate-value'],
  ['NAV_BPO_ESTIMATE', {}, 'bpo/estimate-value'],
  ['NAV_RESI_EVAL_ESTIMATE', {}, 'bpo/estimate-value'],
  ['NAV_RESI_EVAL_AWAITING_ESTIMATE', {}, 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', {}, 'payoff/hold'],
  ['BPO_ORDER_REQUEST', TX_REQUIRED, 'bpo/condition'],
  ['NAV_BPO_ORDER_REQUEST', { application: { property: { state: 'TX' } }, status: { bpo: 'UNKNOWN_BPO_STATUS' } }, 'bpo/condition'],
  ['BPO_ORDER_REQUEST', { application: { property: { state: 'CA' } }, status: { bpo: 'BPO_REQUIRED' } }, 'bpo/order-bpo'],
  ['NAV_RESI_EVAL_ORDER_REQUEST', { status: { bpo: 'UNKNOWN_BPO_STATUS' } }, 'bpo/order-bpo'],
  ['BPO_ORDER_REQUEST', { application: { property: { state: 'TX' } }, status: { bpo: 'BPO_NOT_REQUIRED' } }, 'bpo/hold'],
  ['NAV_BPO_RUSH_ORDER_REQUEST', {}, 'bpo/hold'],
  ['NAV_RESI_EVAL_PROCESSING', {}, 'bpo/hold'],
  ['BPO_PROCESSING', {}, 'bpo/hold'],
  ['NAV_BPO_PROCESSING', {}, 'bpo/hold'],
  ['FINAL_TITLE_PROCESSING', {}, 'bpo/hold'],
  ['FINAL_TITLE_REQUEST', {}, 'bpo/hold'],
  ['GEN_RESCISSION', {}, 'complete'],
  ['RESCISSION', {}, 'complete'],
  ['RECORDING', {}, 'complete'],
  ['FUNDABLE', {}, 'complete'],
  ['DIRECT_DEBT_PAYOFF', {}, 'complete'],
  ['FUNDING_DECISION', {}, 'complete'],
  ['DEED_SIGNING', { status: { primaryParticipantAcceptComplete: true } }, 'complete'],
  ['APPRAISAL_REVIEW_COMPLETE', {}, 'error/timeout'],
  ['CREDIT_ERROR', {}, 'error/timeout'],
  ['CREDIT_MINOR', {}, 'error/timeout'],
  ['FACTA_REVIEW', {}, 'error/timeout'],
  ['HOLD_FOR_APPRAISAL_REVIEW', {}, 'error/timeout'],
  ['ORDER_FULL_TITLE', {}, 'error/timeout'],
  ['REQUEST_STEWART_PAYOFFS', {}, 'error/timeout'],
  ['UNKNOWN', {}, 'error/timeout'],
  ['LIEN_VERIFICATION', {}, 'liens'],
  ['LIEN_VERIFICATION_INQUIRY', {}, 'liens'],
  ['CO_DEED_REQ', {}, 'signing/additional'],
  ['GEN_NOTARY_DISCLOSURE', {}, 'notary/intro'],
  ['ATTORNEY_REVIEW', {}, 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', {}, 'notary/intro'],
  ['DEED_SIGNING', { status: { primaryParticipantAcceptComplete: false } }, 'notary/intro'],
  ['DEED_SIGNING', {}, 'notary/intro'],
  ['MANUAL_DEED_SIGNING', {}, 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification'],
  ['OFFER_SELECTION', { status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' } }, 'product/select', { from: 'signing/intro', decision: 'APPROVED' }],
  ['OFFER_SELECTION', { status: { uwSubDecision: 'UNVERIFIED_OFFER', uwDecision: 'SELECT' } }, 'product/select', { decision: 'SELECT' }],
  ['OFFER_SELECTION', {}, 'product/select', {}],
  ['ONSITE_APPRAISAL_BORROWER_PAYMENT', {}, 'hold'],
  ['PENDING', {}, 'hold'],
  ['COMPLETE', {}, 'root'],
  ['CANCELLED', {}, 'root'],
  // Rows of ours that ship (decisions 222, 323, 366).
  ['INCORRECT_OWNERSHIP', {}, 'review-app/incorrect-ownership'],
  ['MERCHANT_REVIEW', {}, 'merchant/review'],
  ['NOTARY_SESSION_FAILED', {}, 'notary/error'],
];

describe('routeForChecklist', () => {
  it.each(CHECKLIST_CASES)('routes %s (context %j) to %s', (status, patch, route, navState) => {
    const c = ctx(patch);
    const row = routeForChecklist(def, status, c, evaluate);
    expect(row?.route).toBe(route);
    const resolved = resolveRoute(def, { status, state: 'profile', ctx: c }, evaluate);
    expect(resolved).toEqual(navState === undefined ? { route, source: 'checklist' } : { route, navState, source: 'checklist' });
  });

  it('has a case for every row of the checklist table', () => {
    const hit = new Set(CHECKLIST_CASES.map(([status, patch]) => def.checklistRoutes.indexOf(routeForChecklist(def, status, ctx(patch), evaluate)!)));
    const missed = def.checklistRoutes.map((_, i) => i).filter((i) => !hit.has(i));
    expect(missed).toEqual([]);
  });

  it('takes the first matching row (flood cert before signdocs)', () => {
    const rows = def.checklistRoutes.filter((r) => r.statuses?.includes('GEN_CLOSING_DISCLOSURE'));
    expect(rows.map((r) => r.route)).toEqual(['error/flood-cert', 'review-app/signdocs']);
    expect(routeForChecklist(def, 'GEN_CLOSING_DISCLOSURE', ctx({ status: { waitingOnFloodCert: true } }), evaluate)).toBe(rows[0]);
  });

  it.each(['IN_PROGRESS', 'WAITING_FOR_UW', 'HARD_CREDIT_PULL', 'SOMETHING_NEW', '', null, undefined])(
    'matches no row for %j',
    (status) => {
      expect(routeForChecklist(def, status, ctx(), evaluate)).toBeUndefined();
    },
  );

  it('compiles every status pattern', () => {
    for (const row of def.checklistRoutes) if (row.statusPattern) expect(() => new RegExp(row.statusPattern!)).not.toThrow();
  });
});

// Seed 000 §4 'Otherwise the client state machine decides': [state, context patch, expected route].
const STATE_CASES: [string, Patch, string][] = [
  ['ssnCredit', {}, 'credit/social'],
  ['errorCredit', {}, 'credit/error'],
  ['incorrectPin', {}, 'review-app/incorrect-pin'],
  ['noCredit', {}, 'review-app/no-credit'],
  ['noProperty', {}, 'review-app/property'],
  ['datatreeError', {}, 'review-app/datatree'],
  ['delinquency', {}, 'review-app/delinquency'],
  ['uwReview', {}, 'review-app/uw'],
  ['liens', {}, 'liens'],
  ['product', {}, 'product/select'],
  ['assetDepletion', {}, 'product/assets'],
  ['moreProfile', {}, 'start/contact'],
  ['hmda', {}, 'start/hmda'],
  ['waitSummary', {}, 'start/app-summary'],
  ['appSummary', {}, 'start/app-summary'],
  ['docVerify', {}, 'identity'],
  ['manualPaystubUpload', {}, 'income/upload/MANUAL_PAYSTUB'],
  ['incomeReview', {}, 'income/review'],
  ['emplVerify', {}, 'income/employer-verification'],
  ['waitMerchant', {}, 'merchant/review'],
  ['lienAttestation', {}, 'merchant/lien-attestation'],
  ['ach', { application: { isCrypto: true } }, 'signing/intro'],
  ['ach', { application: { isCrypto: false } }, 'bank/disburse'],
  ['ach', {}, 'bank/disburse'],
  ['autopay', {}, 'bank/autopay'],
  ['manualAutopay', {}, 'bank/autopay-manual'],
  ['waitSign', {}, 'signing/intro'],
  ['sign', {}, 'signing/intro'],
  ['codeed', {}, 'signing/additional'],
  ['waitNotary', { application: { requestedManualNotaryTime: '2025-03-04T15:00:00Z' } }, 'notary/reserve-manual'],
  ['waitNotary', { application: { requestedManualNotaryTime: null } }, 'notary/intro'],
  ['notary', { application: { requestedManualNotaryTime: '2025-03-04T15:00:00Z' } }, 'notary/reserve-manual'],
  ['notary', {}, 'notary/intro'],
  ['insurance', {}, 'insurance/upload'],
  ['waitFund', {}, 'complete'],
  ['declined', {}, 'error/decline'],
  ['dtiDeclined', {}, 'error/income'],
  ['creditScoreDeclined', {}, 'error/credit'],
  ['bpo', {}, 'bpo/condition'],
  ['bpoProcessing', {}, 'bpo/hold'],
  ['profile', {}, 'start/profile'],
  // Decision 381 (part 2): the lender's ad-hoc document request is answered on the conditions list.
  ['documents', {}, 'conditions'],
];
// States the seed leaves to "anything else goes to the root".
const DEFAULT_STATES = ['complete'];

describe('routeForState', () => {
  it.each(STATE_CASES)('routes state %s (context %j) to %s', (state, patch, route) => {
    const c = ctx({ ...patch, machine: { state } });
    expect(routeForState(def, state, c, evaluate)?.route).toBe(route);
    expect(resolveRoute(def, { status: 'IN_PROGRESS', state, ctx: c }, evaluate)).toEqual({ route, source: 'state' });
  });

  it.each(DEFAULT_STATES)('sends state %s to the root by default', (state) => {
    expect(routeForState(def, state, ctx(), evaluate)).toBeUndefined();
    expect(resolveRoute(def, { status: null, state, ctx: ctx() }, evaluate)).toEqual({ route: 'root', source: 'default' });
  });

  it('covers every state of the machine and every row of the state table', () => {
    expect([...new Set([...STATE_CASES.map(([s]) => s), ...DEFAULT_STATES])].sort()).toEqual([...SEED_STATES].sort());
    const hit = new Set(STATE_CASES.map(([state, patch]) => def.stateRoutes.indexOf(routeForState(def, state, ctx(patch), evaluate)!)));
    expect(def.stateRoutes.map((_, i) => i).filter((i) => !hit.has(i))).toEqual([]);
  });
});

describe('resolveRoute', () => {
  it('prefers the checklist table over the machine state', () => {
    expect(resolveRoute(def, { status: 'HMDA', state: 'product', ctx: ctx() }, evaluate)).toEqual({ route: 'start/hmda', source: 'checklist' });
  });

  it('falls back to the state table when no checklist row matches', () => {
    expect(resolveRoute(def, { status: 'WAITING_FOR_TITLE', state: 'product', ctx: ctx() }, evaluate)).toEqual({ route: 'product/select', source: 'state' });
  });

  it('evaluates state rows against the state passed, not the one in the context', () => {
    const c = ctx({ machine: { state: 'profile' }, application: { requestedManualNotaryTime: '10:00' } });
    expect(resolveRoute(def, { status: undefined, state: 'notary', ctx: c }, evaluate).route).toBe('notary/reserve-manual');
  });

  it('uses only routes the application has (seed routes, DECISIONS 2, root)', () => {
    const routes = [...def.checklistRoutes, ...def.stateRoutes].map((r) => r.route).concat(def.defaultRoute);
    expect(routes.filter((r) => !isKnownRoute(r))).toEqual([]);
    expect(def.defaultRoute).toBe('root');
  });
});

describe('resolveNavState', () => {
  it('reads {$context} pointers from the context and keeps literals', () => {
    expect(resolveNavState({ from: 'signing/intro', decision: { $context: '/status/uwDecision' } }, ctx({ status: { uwDecision: 'FINAL' } })))
      .toEqual({ from: 'signing/intro', decision: 'FINAL' });
  });

  it('leaves out a pointer that finds nothing', () => {
    expect(resolveNavState({ decision: { $context: '/status/uwDecision' } }, { profile: null, application: null, status: null, machine: { state: 'profile' } })).toEqual({});
  });
});

describe('waiting and terminal statuses', () => {
  const WAITING = ['GEN_APP_DISCLOSURES', 'GEN_NOTE_SIGNING', 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'HARD_CREDIT_PULL', 'IN_PROGRESS', 'ONSITE_APPRAISAL_REQUEST', 'PREQUAL_TITLE'];
  const TERMINAL = ['ASSETS_PREQUAL', 'CANCELLED', 'CREDIT_ERROR', 'CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN', 'DECLINED', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'MULTIPLE_PROPERTIES', 'NO_PROPERTY_FOUND', 'SOFT_CREDIT_LOCKED_OR_FROZEN'];

  it('lists exactly the seed waiting statuses and the WAITING_FOR prefix', () => {
    expect(def.waitingStatuses.statuses).toEqual(WAITING);
    expect(def.waitingStatuses.prefixes).toEqual(['WAITING_FOR']);
  });

  it.each([...WAITING, 'WAITING_FOR_TITLE', 'WAITING_FOR'])('treats %s as waiting', (status) => {
    expect(isWaitingStatus(def, status)).toBe(true);
  });

  it.each([...TERMINAL, 'HMDA', 'NOTE_SIGNING', 'UNKNOWN', 'AWAITING_FOR_X', '', null, undefined])('does not treat %j as waiting', (status) => {
    expect(isWaitingStatus(def, status)).toBe(false);
  });

  it('lists exactly the seed terminal-ish statuses', () => {
    expect(def.terminalStatuses).toEqual(TERMINAL);
    expect(TERMINAL.every((s) => isTerminalStatus(def, s))).toBe(true);
    expect(isTerminalStatus(def, 'IN_PROGRESS')).toBe(false);
  });
});

describe('shouldAutoRoute', () => {
  const declined = ctx({ status: { uwDecision: 'DECLINE' } });
  it('routes by itself on a decline decision', () => {
    expect(shouldAutoRoute(def, declined, 'product/select', evaluate)).toBe(true);
  });
  it('does not route by itself on the disclosures page', () => {
    expect(shouldAutoRoute(def, declined, 'document/disclosures', evaluate)).toBe(false);
  });
  it('does not route by itself without a decline decision', () => {
    expect(shouldAutoRoute(def, ctx({ status: { uwDecision: 'APPROVED' } }), 'product/select', evaluate)).toBe(false);
  });
});

describe('routePath', () => {
  it('puts a route under the application', () => {
    expect(routePath('a1b2', 'bank/disburse')).toBe('/account/heloc/a1b2/bank/disburse');
  });
  it('sends root to the dashboard (DECISIONS 3)', () => {
    expect(routePath('a1b2', 'root')).toBe('/dashboard');
  });
});
