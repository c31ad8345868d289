import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/domain/relative-time';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

describe('relativeTime', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0);
  const ago = (ms: number): Date => new Date(now.getTime() - ms);

  it.each([
    [0, '0m'],
    [59_999, '0m'],
    [MIN, '1m'],
    [59 * MIN, '59m'],
    [HOUR, '1h'],
    [23 * HOUR + 59 * MIN, '23h'],
    [DAY, '1d'],
    [6 * DAY, '6d'],
    [WEEK, '1w'],
    [4 * WEEK - 1, '3w'],
  ])('shows %i ms ago as %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('shows the month and day from 4 weeks on', () => {
    expect(relativeTime(ago(4 * WEEK), now)).toBe('May 18');
    expect(relativeTime(new Date(2025, 0, 5, 9), now)).toBe('Jan 5');
  });

  it('treats a date in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + HOUR), now)).toBe('0m');
  });

  it('is empty for an invalid date', () => {
    expect(relativeTime(new Date(Number.NaN), now)).toBe('');
  });

  it('never goes backwards as time passes', () => {
    const rank = (text: string): number => {
      const m = /^(\d+)([mhdw])$/.exec(text);
      if (!m) return Number.POSITIVE_INFINITY;
      const unit = { m: MIN, h: HOUR, d: DAY, w: WEEK }[m[2] as 'm' | 'h' | 'd' | 'w'];
      return Number(m[1]) * unit;
    };
    const date = new Date(2026, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 60 * DAY }), fc.integer({ min: 0, max: 30 * DAY }), (a, step) => {
        const earlier = relativeTime(date, new Date(date.getTime() + a));
        const later = relativeTime(date, new Date(date.getTime() + a + step));
        expect(rank(later)).toBeGreaterThanOrEqual(rank(earlier));
      }),
    );
  });
});
