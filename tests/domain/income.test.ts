import { describe, expect, it } from 'vitest';
import { incomeError, isLowIncome, otherIncomeError } from '../../src/domain/income';

describe('incomeError', () => {
  it.each([
    [undefined, 'Required'],
    [null, 'Required'],
    [Number.NaN, 'Required'],
    [-1, 'Must be at least $0'],
    [10_000_000, 'Must be less than $10,000,000'],
  ])('rejects %s with %s', (v, message) => {
    expect(incomeError(v)).toBe(message);
  });

  it('accepts 0 through 9,999,999', () => {
    expect(incomeError(0)).toBeUndefined();
    expect(incomeError(9_999_999)).toBeUndefined();
  });
});

describe('otherIncomeError', () => {
  it('is optional and never negative', () => {
    expect(otherIncomeError(undefined)).toBeUndefined();
    expect(otherIncomeError(null)).toBeUndefined();
    expect(otherIncomeError(0)).toBeUndefined();
    expect(otherIncomeError(-0.01)).toBe('Must be at least $0');
  });
});

describe('isLowIncome', () => {
  it('warns below 15,000 of annual income', () => {
    expect(isLowIncome(14_999.99)).toBe(true);
    expect(isLowIncome(15_000)).toBe(false);
    expect(isLowIncome(Number.NaN)).toBe(false);
  });
});
