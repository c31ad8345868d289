import { describe, expect, it } from 'vitest';
import { NOTARY_HOURS, dayText, isBusinessDay, isSlotStart, nextBusinessDays, notarySlotStarts, slotsByLocalDay, slotsOfDay, timeText } from '../../src/domain/notary-slots';
import { addDays, wallClock, zoneName, zoneOffsetMs, zonedInstant } from '../../src/domain/zoned-time';

const iso = (t: number | undefined) => (t === undefined ? undefined : new Date(t).toISOString());

describe('zoned time', () => {
  it('reads the wall clock of a zone, standard and daylight time', () => {
    expect(wallClock(Date.parse('2026-12-01T15:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-12-01', time: '09:00', weekday: 2 });
    expect(wallClock(Date.parse('2026-07-01T15:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-07-01', time: '10:00', weekday: 3 });
    expect(zoneOffsetMs(Date.parse('2026-12-01T15:00:00Z'), 'America/Chicago')).toBe(-6 * 3600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-01T15:00:00.250Z'), 'America/Chicago')).toBe(-5 * 3600_000);
  });

  it('turns a wall clock into the instant, either side of a change', () => {
    expect(iso(zonedInstant('2026-03-06', '09:00', 'America/New_York'))).toBe('2026-03-06T14:00:00.000Z');
    expect(iso(zonedInstant('2026-03-09', '09:00', 'America/New_York'))).toBe('2026-03-09T13:00:00.000Z');
    expect(iso(zonedInstant('2026-10-30', '09:00', 'America/New_York'))).toBe('2026-10-30T13:00:00.000Z');
    expect(iso(zonedInstant('2026-11-02', '09:00', 'America/New_York'))).toBe('2026-11-02T14:00:00.000Z');
  });

  it('a time the spring-forward change skips does not exist; a repeated one is its first', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/Chicago')).toBeUndefined();
    expect(iso(zonedInstant('2026-03-08', '03:00', 'America/Chicago'))).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(zonedInstant('2026-11-01', '01:30', 'America/Chicago'))).toBe('2026-11-01T06:30:00.000Z');
    expect(iso(zonedInstant('2026-11-01', '02:00', 'America/Chicago'))).toBe('2026-11-01T08:00:00.000Z');
  });

  it('zones without daylight time and across the date line', () => {
    expect(iso(zonedInstant('2026-07-01', '09:00', 'America/Phoenix'))).toBe('2026-07-01T16:00:00.000Z');
    expect(iso(zonedInstant('2026-12-01', '08:00', 'Asia/Tokyo'))).toBe('2026-11-30T23:00:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names US zones from the table, others by their id', () => {
    expect(zoneName('America/Chicago')).toEqual({ name: 'Central Time', short: 'CT' });
    expect(zoneName('America/Los_Angeles')).toEqual({ name: 'Pacific Time', short: 'PT' });
    expect(zoneName('Europe/Berlin')).toEqual({ name: 'Europe/Berlin', short: '' });
    expect(zoneName('America/Argentina/Buenos_Aires').name).toBe('America/Argentina/Buenos Aires');
  });
});

describe('notary slots', () => {
  it('business days skip weekends and federal holidays, counted from the notary\'s date', () => {
    expect(isBusinessDay('2026-12-04')).toBe(true);
    expect(isBusinessDay('2026-12-05')).toBe(false);
    expect(isBusinessDay('2026-11-26')).toBe(false);
    // Wednesday before Thanksgiving: Thursday is a holiday.
    expect(nextBusinessDays(Date.parse('2026-11-25T15:00:00Z'), 5, 'America/New_York')).toEqual(['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
    // Friday 23:30 in New York is already Saturday in UTC: still counted from Friday.
    expect(nextBusinessDays(Date.parse('2026-12-05T04:30:00Z'), 2, 'America/New_York')).toEqual(['2026-12-07', '2026-12-08']);
  });

  it('slots of a day are every 30 minutes from opening to the last one that ends by closing, in UTC', () => {
    const day = slotsOfDay('2026-12-01');
    expect(day).toHaveLength(16);
    expect(day[0]).toBe('2026-12-01T14:00:00.000Z');
    expect(day[15]).toBe('2026-12-01T21:30:00.000Z');
    expect(slotsOfDay('2026-07-01')[0]).toBe('2026-07-01T13:00:00.000Z');
  });

  it('on a change day, the skipped hour has no slots and the offset changes mid-day', () => {
    const night = { ...NOTARY_HOURS, timeZone: 'America/Chicago', open: '01:00', close: '04:00' };
    expect(slotsOfDay('2026-03-08', night)).toEqual(['2026-03-08T07:00:00.000Z', '2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z', '2026-03-08T08:30:00.000Z']);
    expect(slotsOfDay('2026-11-01', night)).toEqual(['2026-11-01T06:00:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-01T08:00:00.000Z', '2026-11-01T08:30:00.000Z', '2026-11-01T09:00:00.000Z', '2026-11-01T09:30:00.000Z']);
  });

  it('the bookable slots are the next five business days\' (the week of the spring change)', () => {
    const slots = notarySlotStarts(Date.parse('2026-03-05T20:00:00Z'));
    expect(slots).toHaveLength(80);
    expect(slots[0]).toBe('2026-03-06T14:00:00.000Z');
    expect(slots[16]).toBe('2026-03-09T13:00:00.000Z');
  });

  it('a slot start is within the hours, on a business day, on the half hour', () => {
    expect(isSlotStart('2026-12-01T14:00:00Z')).toBe(true);
    expect(isSlotStart('2026-12-01T21:30:00.000Z')).toBe(true);
    expect(isSlotStart('2026-12-01T13:30:00.000Z')).toBe(false);
    expect(isSlotStart('2026-12-01T22:00:00.000Z')).toBe(false);
    expect(isSlotStart('2026-12-01T14:10:00.000Z')).toBe(false);
    expect(isSlotStart('2026-12-05T14:00:00.000Z')).toBe(false);
    expect(isSlotStart('soon')).toBe(false);
  });

  it('groups slots by the applicant\'s day: a late-evening UTC slot is the day before locally', () => {
    const slots = [
      { startsAt: '2026-12-02T14:00:00.000Z', available: true },
      { startsAt: '2026-12-02T03:00:00.000Z', available: false },
      { startsAt: '2026-12-01T23:30:00.000Z', available: true },
      { startsAt: 'never', available: true },
    ];
    expect(slotsByLocalDay(slots, 'America/Chicago')).toEqual([
      { date: '2026-12-01', slots: [{ startsAt: '2026-12-01T23:30:00.000Z', available: true, time: '17:30' }, { startsAt: '2026-12-02T03:00:00.000Z', available: false, time: '21:00' }] },
      { date: '2026-12-02', slots: [{ startsAt: '2026-12-02T14:00:00.000Z', available: true, time: '08:00' }] },
    ]);
    // The notary's last slot (16:30 New York) is the next morning in Tokyo.
    expect(slotsByLocalDay([{ startsAt: '2026-12-01T21:30:00.000Z', available: true }], 'Asia/Tokyo')[0]).toMatchObject({ date: '2026-12-02', slots: [{ time: '06:30' }] });
  });

  it('words days and times', () => {
    expect(dayText('2026-12-01')).toBe('Tue, Dec 1');
    expect(dayText('2026-12-06', true)).toBe('Sunday, Dec 6');
    expect(timeText('00:30')).toBe('12:30 AM');
    expect(timeText('12:00')).toBe('12:00 PM');
    expect(timeText('17:30')).toBe('5:30 PM');
  });
});
