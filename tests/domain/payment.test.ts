import { describe, expect, it } from 'vitest';
import { interestForPeriod, interestOnlyPayment, monthlyPayment } from '../../src/domain/payment';

describe('monthlyPayment', () => {
  it('uses the annuity formula with monthly compounding and a fractional annual rate', () => {
    expect(monthlyPayment(100_000, 0.0899, 30)).toBeCloseTo(803.9, 2);
    expect(monthlyPayment(15_000, 0.076, 10)).toBeCloseTo(178.84, 2);
  });

  it('pays back exactly the amount with interest: the last balance is zero', () => {
    const amount = 50_000;
    const r = 0.172 / 12;
    const pay = monthlyPayment(amount, 0.172, 5);
    let balance = amount;
    for (let i = 0; i < 60; i += 1) balance = balance * (1 + r) - pay;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
  });

  it.each([
    [0, 0.08, 30],
    [100_000, 0, 30],
    [100_000, 0.08, 0],
    [-1, 0.08, 30],
    [100_000, -0.08, 30],
    [Number.NaN, 0.08, 30],
    [100_000, 0.08, Number.POSITIVE_INFINITY],
  ])('is NaN for amount %s, rate %s, term %s', (a, r, t) => {
    expect(monthlyPayment(a, r, t)).toBeNaN();
  });
});

describe('interestForPeriod', () => {
  it('accrues on a 365.25-day year over an average month by default, in cents', () => {
    expect(interestForPeriod(100_000, 0.0899)).toBe(749.17);
    expect(interestForPeriod(120_000, 0.12)).toBe(1200);
  });

  it('accrues over a given number of days', () => {
    expect(interestForPeriod(100_000, 0.0899, 30)).toBe(738.4);
    expect(interestForPeriod(100_000, 0.0899, 0)).toBe(0);
    expect(interestForPeriod(0, 0.0899, 30)).toBe(0);
  });

  it('is NaN for negative or non-numeric input', () => {
    expect(interestForPeriod(-1, 0.1)).toBeNaN();
    expect(interestForPeriod(1, Number.NaN)).toBeNaN();
    expect(interestForPeriod(1, 0.1, -1)).toBeNaN();
  });
});

describe('interestOnlyPayment', () => {
  it('is one average month of interest', () => {
    expect(interestOnlyPayment(100_000, 0.0899)).toBe(749.17);
  });

  it('is NaN when an input is zero or less', () => {
    expect(interestOnlyPayment(0, 0.08)).toBeNaN();
    expect(interestOnlyPayment(100_000, 0)).toBeNaN();
  });
});
