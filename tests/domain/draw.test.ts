import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawTotal, isCashPreservable, isDeductible, originationFee, sliderBounds } from '../../src/domain/draw';

const INVALID =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

describe('drawTotal', () => {
  it('adds the origination fee times the amount', () => {
    expect(drawTotal(100_000, 0.0499)).toBe(104_990);
    expect(drawTotal(15_000, 0.02)).toBe(15_300);
    expect(drawTotal(0, 0.0499)).toBe(0);
    expect(drawTotal(50_000, 0)).toBe(50_000);
  });

  it('caps the fee at the maximum amount when one is given', () => {
    expect(drawTotal(100_000, 0.0499, 2_500)).toBe(102_500);
    expect(drawTotal(10_000, 0.0499, 2_500)).toBe(10_499);
  });

  it('rounds the fee half to even to cents', () => {
    expect(originationFee(100.5, 0.0499)).toBe(5.01);
    expect(originationFee(23.45, 0.1)).toBe(2.34);
    expect(originationFee(23.55, 0.1)).toBe(2.36);
  });

  it.each([
    ['a negative amount', -1, 0.02],
    ['a NaN amount', Number.NaN, 0.02],
    ['a string amount', '100' as unknown as number, 0.02],
    ['a NaN fee', 100, Number.NaN],
    ['a missing fee', 100, undefined as unknown as number],
  ])('throws the invalid-input text for %s', (_label, amount, fee) => {
    expect(() => drawTotal(amount, fee)).toThrow(INVALID);
  });

  it('is never below the amount for a non-negative fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000_000 }), fc.double({ min: 0, max: 0.0499, noNaN: true }), (cents, rate) => {
        const amount = cents / 100;
        expect(drawTotal(amount, rate)).toBeGreaterThanOrEqual(amount);
      }),
    );
  });
});

describe('draw preferences', () => {
  it('preserves cash when debts plus the draw fit under the maximum draw', () => {
    expect(isCashPreservable({ liabilities: 20_000, draw: 30_000, maxDraw: 50_000 })).toBe(true);
    expect(isCashPreservable({ liabilities: 20_000, draw: 30_001, maxDraw: 50_000 })).toBe(false);
  });

  it('deducts when the draw covers the debts and stays under the maximum', () => {
    expect(isDeductible({ liabilities: 20_000, draw: 20_000, maxDraw: 50_000 })).toBe(true);
    expect(isDeductible({ liabilities: 20_000, draw: 50_000, maxDraw: 50_000 })).toBe(true);
    expect(isDeductible({ liabilities: 20_000, draw: 19_999, maxDraw: 50_000 })).toBe(false);
    expect(isDeductible({ liabilities: 20_000, draw: 50_001, maxDraw: 50_000 })).toBe(false);
  });

  it('answers false for non-numeric input', () => {
    expect(isCashPreservable({ liabilities: Number.NaN, draw: 1, maxDraw: 2 })).toBe(false);
    expect(isDeductible({ liabilities: 0, draw: Number.NaN, maxDraw: 2 })).toBe(false);
  });
});

describe('sliderBounds', () => {
  const offer = { minDraw: 15_000, maxDraw: 100_000 };

  it('is the offer draw range when nothing is paid off', () => {
    expect(sliderBounds(offer, 0)).toEqual({ min: 15_000, max: 100_000 });
  });

  it('shifts both bounds down by the payoff amount, never below zero', () => {
    expect(sliderBounds(offer, 10_000)).toEqual({ min: 5_000, max: 90_000 });
    expect(sliderBounds(offer, 20_000)).toEqual({ min: 0, max: 80_000 });
  });

  it('collapses to zero when the payoff uses the whole line', () => {
    expect(sliderBounds(offer, 100_000)).toEqual({ min: 0, max: 0 });
    expect(sliderBounds(offer, 150_000)).toEqual({ min: 0, max: 0 });
  });

  it('treats a negative or non-numeric payoff as none', () => {
    expect(sliderBounds(offer, -5)).toEqual({ min: 15_000, max: 100_000 });
    expect(sliderBounds(offer, Number.NaN)).toEqual({ min: 15_000, max: 100_000 });
  });

  it('always gives min <= max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 400_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (a, b, payoff) => {
        const bounds = sliderBounds({ minDraw: Math.min(a, b), maxDraw: Math.max(a, b) }, payoff);
        expect(bounds.min).toBeLessThanOrEqual(bounds.max);
        expect(bounds.min).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
