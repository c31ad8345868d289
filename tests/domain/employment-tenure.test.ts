import { describe, expect, it } from 'vitest';
import { employmentFacts, STABLE_EMPLOYMENT_YEARS, startMonthOf } from '../../src/domain/employment-tenure';

const NOW = Date.parse('2026-11-28T10:00:00Z');

describe('startMonthOf (MM/YYYY as income/employer-verification collects it)', () => {
  it('reads a month as its first UTC instant', () => {
    expect(startMonthOf('03/2019')?.toISOString()).toBe('2019-03-01T00:00:00.000Z');
    expect(startMonthOf(' 12/2026 ')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
  it('reads nothing else', () => {
    for (const v of ['13/2019', '00/2019', '3/2019', '2019-03', '03/19', '', null, undefined, 32019]) expect(startMonthOf(v)).toBeUndefined();
  });
});

describe('employmentFacts (seed 001 §9 checks on the employer start month)', () => {
  it('has two years as its threshold', () => {
    expect(STABLE_EMPLOYMENT_YEARS).toBe(2);
  });
  it('a start long ago: started and stable', () => {
    expect(employmentFacts('01/2015', NOW)).toEqual({ employmentStarted: true, employmentStable: true });
  });
  it('stable from two 365.25-day years after the first of the start month, not before', () => {
    // 11/2024 starts 2024-11-01; two years later is 2026-11-01T12:00Z (730.5 days).
    expect(employmentFacts('11/2024', Date.parse('2026-11-01T11:59:59Z')).employmentStable).toBe(false);
    expect(employmentFacts('11/2024', Date.parse('2026-11-01T12:00:00Z')).employmentStable).toBe(true);
    expect(employmentFacts('12/2024', NOW)).toEqual({ employmentStarted: true, employmentStable: false });
  });
  it('the current month has started; the next one has not (the lender refuses a future start)', () => {
    expect(employmentFacts('11/2026', NOW)).toEqual({ employmentStarted: true, employmentStable: false });
    expect(employmentFacts('12/2026', NOW)).toEqual({ employmentStarted: false, employmentStable: false });
  });
  it('no readable start month: neither fact is known', () => {
    expect(employmentFacts(undefined, NOW)).toEqual({ employmentStarted: null, employmentStable: null });
    expect(employmentFacts('11/20', NOW)).toEqual({ employmentStarted: null, employmentStable: null });
  });
});
