import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';

const INVALID =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [15000, '$15,000.00'],
    [400000, '$400,000.00'],
    [2.345, '$2.34'],
    [2.355, '$2.36'],
    [-1234.565, '-$1,234.56'],
  ])('formats %s as %s in en-US dollars, rounding half to even', (v, expected) => {
    expect(formatMoney(v)).toBe(expected);
  });

  it('honours the precision', () => {
    expect(formatMoney(15000, 0)).toBe('$15,000');
    expect(formatMoney(2.5, 0)).toBe('$2');
    expect(formatMoney(3.5, 0)).toBe('$4');
    expect(formatMoney(1.23456, 4)).toBe('$1.2346');
  });

  it('never prints minus zero for a small negative amount', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it.each([
    ['NaN', Number.NaN, 2],
    ['Infinity', Number.POSITIVE_INFINITY, 2],
    ['a numeric string', '12' as unknown as number, 2],
    ['undefined', undefined as unknown as number, 2],
    ['a negative precision', 1, -1],
    ['a fractional precision', 1, 1.5],
    ['a NaN precision', 1, Number.NaN],
    ['a string precision', 1, '2' as unknown as number],
  ])('throws the seed text for %s', (_label, v, precision) => {
    expect(() => formatMoney(v, precision)).toThrow(INVALID);
  });

  it('never throws on a finite number with a valid precision', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 20 }), (v, p) => {
        expect(formatMoney(v, p)).toMatch(/^-?\$/);
      }),
    );
  });
});
