import { describe, expect, it } from 'vitest';
import type { BusinessDay } from '../../src/domain/business-hours';
import { chatHoursText, openAt } from '../../src/domain/chat-hours';

const day = (weekdayValue: number, isOpen: boolean, startTime = '06:00:00', endTime = '17:00:00'): BusinessDay => ({
  weekday: String(weekdayValue), weekdayValue, isOpen, startTime, endTime,
});
const weekdays = [1, 2, 3, 4, 5].map((v) => day(v, true));

describe('chatHoursText (seed 001 §9)', () => {
  it("reads 'Monday-Friday {hours} and Saturday-Sunday {hours}' when the weekend days share hours", () => {
    expect(chatHoursText([...weekdays, day(6, true, '08:00:00', '12:30:00'), day(7, true, '08:00', '12:30')])).toBe(
      'Monday-Friday 6am-5pm PT and Saturday-Sunday 8am-12:30pm PT',
    );
  });

  it('names each open weekend day when they differ or one is closed', () => {
    expect(chatHoursText([...weekdays, day(6, true, '07:00', '11:00'), day(7, false)])).toBe('Monday-Friday 6am-5pm PT and Saturday 7am-11am PT');
    expect(chatHoursText([...weekdays, day(6, true, '07:00', '11:00'), day(7, true, '09:00', '13:00')])).toBe(
      'Monday-Friday 6am-5pm PT and Saturday 7am-11am PT and Sunday 9am-1pm PT',
    );
  });

  it('leaves out a closed weekend and is empty with no open weekday', () => {
    expect(chatHoursText([...weekdays, day(6, false), day(7, false)])).toBe('Monday-Friday 6am-5pm PT');
    expect(chatHoursText([1, 2, 3, 4, 5, 6, 7].map((v) => day(v, false)))).toBe('');
    expect(chatHoursText([])).toBe('');
  });
});

describe('openAt', () => {
  const week = [...weekdays, day(6, true, '08:00:00', '12:30:00'), day(7, false)];
  // 2026-11-02 is a Monday; PST is UTC-8 in November.
  it.each([
    ['2026-11-02T14:00:00Z', true], // Mon 6:00 PT opens
    ['2026-11-02T13:59:00Z', false], // Mon 5:59 PT
    ['2026-11-03T00:59:00Z', true], // Mon 16:59 PT
    ['2026-11-03T01:00:00Z', false], // Mon 17:00 PT closes
    ['2026-11-07T20:29:00Z', true], // Sat 12:29 PT
    ['2026-11-07T20:30:00Z', false], // Sat 12:30 PT
    ['2026-11-08T18:00:00Z', false], // Sun closed
  ])('%s -> %s', (iso, open) => {
    expect(openAt(week, new Date(iso))).toBe(open);
  });
});
