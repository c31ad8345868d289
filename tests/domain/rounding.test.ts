import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfEven } from '../../src/domain/rounding';

describe('roundHalfEven', () => {
  it.each([
    [2.345, 2.34],
    [2.355, 2.36],
    [1.005, 1],
    [1.015, 1.02],
    [0.125, 0.12],
    [0.135, 0.14],
    [2.3451, 2.35],
    [2.344, 2.34],
    [2.346, 2.35],
    [1234.565, 1234.56],
    [0, 0],
  ])('rounds %s to %s at 2 decimals by default', (input, expected) => {
    expect(roundHalfEven(input)).toBe(expected);
  });

  it.each([
    [0.5, 0],
    [1.5, 2],
    [2.5, 2],
    [3.5, 4],
    [-2.5, -2],
  ])('sends the tie %s to the even integer %s at 0 decimals', (input, expected) => {
    expect(roundHalfEven(input, 0)).toBe(expected);
  });

  it('rounds negative ties away from the odd digit like positive ones', () => {
    expect(roundHalfEven(-2.345)).toBe(-2.34);
    expect(roundHalfEven(-2.355)).toBe(-2.36);
  });

  it('handles values printed in exponent form', () => {
    expect(roundHalfEven(1e21)).toBe(1e21);
    expect(roundHalfEven(1.5e-7, 6)).toBe(0);
    expect(roundHalfEven(1.5e-6, 6)).toBe(0.000002);
    expect(roundHalfEven(2.5e-6, 6)).toBe(0.000002);
    expect(roundHalfEven(5e-324)).toBe(0);
  });

  it('leaves values that already have few enough decimals unchanged', () => {
    expect(roundHalfEven(12.3)).toBe(12.3);
    expect(roundHalfEven(7, 0)).toBe(7);
  });

  it('passes NaN and infinities through', () => {
    expect(roundHalfEven(Number.NaN)).toBeNaN();
    expect(roundHalfEven(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([-1, 1.5, 101, Number.NaN])('refuses %s decimals', (decimals) => {
    expect(() => roundHalfEven(1, decimals)).toThrow(RangeError);
  });

  it('is symmetric: rounding -x gives minus the rounding of x', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 10 }), (x, d) => {
        expect(roundHalfEven(-x, d) === -roundHalfEven(x, d)).toBe(true);
      }),
    );
  });

  it('moves a value by at most half a unit of the last kept place', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (x, d) => {
        expect(Math.abs(roundHalfEven(x, d) - x)).toBeLessThanOrEqual(0.5 * 10 ** -d * (1 + 1e-9) + Math.abs(x) * 1e-15);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 8 }), (x, d) => {
        const once = roundHalfEven(x, d);
        expect(roundHalfEven(once, d)).toBe(once);
      }),
    );
  });
});
