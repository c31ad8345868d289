import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../src/domain/percent';

describe('formatPercent', () => {
  it('shows a fraction with 3 fraction digits by default', () => {
    expect(formatPercent(0.0899)).toBe('8.990%');
    expect(formatPercent(0.076)).toBe('7.600%');
    expect(formatPercent(0.172)).toBe('17.200%');
  });

  it('rounds the percentage half to even', () => {
    expect(formatPercent(0.02345, 1)).toBe('2.3%');
    expect(formatPercent(0.02355, 1)).toBe('2.4%');
  });

  it('honours fewer fraction digits', () => {
    expect(formatPercent(0.0499, 2)).toBe('4.99%');
    expect(formatPercent(0.5, 0)).toBe('50%');
  });

  it('refuses values and digit counts it cannot show', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercent(0.1, -1)).toThrow(RangeError);
  });
});
