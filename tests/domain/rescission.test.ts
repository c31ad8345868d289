// Reg Z rescission dates: Sundays and the legal public holidays are not business days; Saturdays
// are; a fixed-date holiday counts on its own date (its observed Friday is a business day).
import { describe, expect, it } from 'vitest';
import { calendarDayIn, earliestFundingOn, federalHolidays, isRescissionBusinessDay, nextDay, rescissionApplies, rescissionEndsOn } from '../../src/domain/rescission';

describe('federal holidays', () => {
  it('lists the eleven legal public holidays of 2026 on their own dates', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-04',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
  });
  it('has no Juneteenth before 2021, and finds the last Monday of May and the 4th Thursday of November', () => {
    expect(federalHolidays(2020)).not.toContain('2020-06-19');
    expect(federalHolidays(2027)).toContain('2027-05-31');
    expect(federalHolidays(2027)).toContain('2027-11-25');
  });
});

describe('rescission business days', () => {
  it('Saturday counts, Sunday and a holiday do not; the observed Friday of a Saturday holiday counts', () => {
    expect(isRescissionBusinessDay('2026-11-28')).toBe(true); // Saturday
    expect(isRescissionBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isRescissionBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isRescissionBusinessDay('2026-07-03')).toBe(true); // Friday, observed for July 4
    expect(isRescissionBusinessDay('2026-07-04')).toBe(false); // Saturday, the holiday itself
  });

  it('ends at the third business day after signing', () => {
    // Signed Monday 2026-11-02: Tue, Wed, Thu -> Thursday 11/05.
    expect(rescissionEndsOn('2026-11-02')).toBe('2026-11-05');
    // Signed Thursday 2026-11-05: Fri 6, Sat 7, (Sun 8), Mon 9.
    expect(rescissionEndsOn('2026-11-05')).toBe('2026-11-09');
    // Signed Tuesday 2026-11-24: Wed 25, (Thanksgiving 26), Fri 27, Sat 28.
    expect(rescissionEndsOn('2026-11-24')).toBe('2026-11-28');
    // Signed Wednesday 2026-12-23: Thu 24, (Christmas 25), Sat 26, (Sun 27), Mon 28.
    expect(rescissionEndsOn('2026-12-23')).toBe('2026-12-28');
    expect(earliestFundingOn('2026-12-23')).toBe('2026-12-29');
  });

  it('crosses months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    // Signed Wednesday 2026-12-30: Thu 31, (New Year 1), Sat 2, (Sun 3), Mon 4.
    expect(rescissionEndsOn('2026-12-30')).toBe('2027-01-04');
  });

  it('refuses a day that is not a calendar day', () => {
    expect(() => rescissionEndsOn('2026-02-30')).toThrow(RangeError);
    expect(() => rescissionEndsOn('11/02/2026')).toThrow(RangeError);
  });

  it('applies to the principal dwelling only', () => {
    expect(rescissionApplies('HOME')).toBe(true);
    expect(rescissionApplies('INVESTMENT')).toBe(false);
    expect(rescissionApplies('SECONDARY')).toBe(false);
    expect(rescissionApplies(undefined)).toBe(false);
  });

  it('takes the calendar day of an instant in the lender\'s zone', () => {
    expect(calendarDayIn(Date.UTC(2026, 10, 3, 3, 0), 'America/New_York')).toBe('2026-11-02');
    expect(calendarDayIn(Date.UTC(2026, 10, 3, 15, 0), 'America/New_York')).toBe('2026-11-03');
  });
});
