import { describe, expect, it } from 'vitest';
import { applicationFacts, hasElapsed, hasHardCreditConsent, isIncomeMatched, isPayoffPending, isStableYears } from '../../src/domain/application-status';

describe('hasHardCreditConsent (seed 001 §4)', () => {
  it('holds when a consent of type HARD_CREDIT exists', () => {
    expect(hasHardCreditConsent({ consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT', version: 2 }] })).toBe(true);
  });
  it.each([[{ consents: [{ type: 'SOFT_CREDIT' }] }], [{ consents: [] }], [{}], [null], [{ consents: 'HARD_CREDIT' }]])('does not hold for %j', (app) => {
    expect(hasHardCreditConsent(app)).toBe(false);
  });
});

describe('isIncomeMatched (seed 001 §4)', () => {
  it('holds for decision FINAL with sub-decision VERIFIED_INCOME_MATCHED_OFFER', () => {
    expect(isIncomeMatched({ uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' })).toBe(true);
    expect(isIncomeMatched({ state: { decision: 'FINAL', subDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } })).toBe(true);
  });
  it.each([
    [{ uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }],
    [{ uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_OFFER' }],
    [{ uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER' }],
    [{ uwDecision: 'FINAL' }],
    [null],
  ])('does not hold for %j', (status) => {
    expect(isIncomeMatched(status)).toBe(false);
  });
});

describe('isPayoffPending (seed 001 §4)', () => {
  it('holds when a liability is MARKED_FOR_PAYOFF', () => {
    const app = { liabilities: [{ monetaryBalance: 1000, payOff: { status: 'NONE' } }, { monetaryBalance: 200000, payOff: { status: 'MARKED_FOR_PAYOFF' } }] };
    expect(isPayoffPending(app)).toBe(true);
  });
  it.each([[{ liabilities: [{ payOff: { status: 'PAID_OFF' } }] }], [{ liabilities: [{ payOff: null }] }], [{ liabilities: [] }], [{}], [undefined]])('does not hold for %j', (app) => {
    expect(isPayoffPending(app)).toBe(false);
  });
});

describe('applicationFacts', () => {
  it('gathers the three helpers for the page context', () => {
    const app = { consents: [{ type: 'HARD_CREDIT' }], liabilities: [{ payOff: { status: 'MARKED_FOR_PAYOFF' } }] };
    expect(applicationFacts(app, { uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' })).toEqual({ hardCreditConsentGiven: true, incomeMatched: true, payoffPending: true });
    expect(applicationFacts(null, null)).toEqual({ hardCreditConsentGiven: false, incomeMatched: false, payoffPending: false });
  });
});

describe('hasElapsed (seed 001 §9 elapsed-time check)', () => {
  const day = 24 * 60 * 60 * 1000;
  it('compares the time since a date against the given threshold, inclusive', () => {
    expect(hasElapsed('2026-01-01T00:00:00Z', 45 * day, '2026-02-15T00:00:00Z')).toBe(true);
    expect(hasElapsed('2026-01-01T00:00:00Z', 45 * day, '2026-02-14T23:59:59Z')).toBe(false);
    expect(hasElapsed(new Date('2026-01-01T00:00:00Z'), 0, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
  it('is never elapsed for an unreadable date or threshold', () => {
    expect(hasElapsed('not a date', day, '2026-01-01T00:00:00Z')).toBe(false);
    expect(hasElapsed('2026-01-01T00:00:00Z', Number.NaN, '2026-03-01T00:00:00Z')).toBe(false);
    expect(hasElapsed('2026-01-01T00:00:00Z', -1, '2026-03-01T00:00:00Z')).toBe(false);
  });
});

describe('isStableYears (seed 001 §9 stable-year check)', () => {
  it('compares a number of years against the threshold', () => {
    expect(isStableYears(2, 2)).toBe(true);
    expect(isStableYears(1.9, 2)).toBe(false);
    expect(isStableYears(Number.NaN, 2)).toBe(false);
  });
  it('compares the years since a start date against the threshold', () => {
    expect(isStableYears('2024-01-01T00:00:00Z', 2, '2026-01-02T00:00:00Z')).toBe(true);
    expect(isStableYears('2024-06-01T00:00:00Z', 2, '2026-01-02T00:00:00Z')).toBe(false);
    expect(isStableYears('garbage', 2, '2026-01-02T00:00:00Z')).toBe(false);
  });
});
