import { describe, expect, it } from 'vitest';
import { inNumericRange } from '../../src/domain/numeric-range';

describe('inNumericRange', () => {
  it('is true for a number inside optional, inclusive bounds', () => {
    expect(inNumericRange(5)).toBe(true);
    expect(inNumericRange(5, 5)).toBe(true);
    expect(inNumericRange(5, undefined, 5)).toBe(true);
    expect(inNumericRange(0, -1, 1)).toBe(true);
  });

  it('is false outside the bounds', () => {
    expect(inNumericRange(4.99, 5)).toBe(false);
    expect(inNumericRange(5.01, undefined, 5)).toBe(false);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined, {}])('is false for %j', (v) => {
    expect(inNumericRange(v, 0, 10)).toBe(false);
  });
});
