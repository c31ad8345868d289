import { describe, expect, it } from 'vitest';
import { type BusinessDay, businessHoursText, clockText, timeZoneLabel, US_ZONE_LABELS } from '../../src/domain/business-hours';

const day = (weekdayValue: number, isOpen: boolean, startTime = '06:00', endTime = '17:00'): BusinessDay => ({
  weekday: ['', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][weekdayValue] ?? '',
  weekdayValue,
  isOpen,
  startTime,
  endTime,
});

const weekdays = [1, 2, 3, 4, 5].map((v) => day(v, true));

describe('businessHoursText', () => {
  it('shows weekdays only when the weekend is closed', () => {
    expect(businessHoursText([...weekdays, day(6, false), day(7, false)])).toBe('Mon-Fri from 6am-5pm PT');
  });

  it('adds Sat-Sun when both weekend days share hours', () => {
    expect(businessHoursText([...weekdays, day(6, true, '08:00', '12:30'), day(7, true, '08:00:00', '12:30:00')])).toBe(
      'Mon-Fri from 6am-5pm PT and Sat-Sun from 8am-12:30pm PT',
    );
  });

  it('names each open weekend day when their hours differ or one is closed', () => {
    expect(businessHoursText([...weekdays, day(6, true, '08:00', '12:00')])).toBe(
      'Mon-Fri from 6am-5pm PT and Sat from 8am-12pm PT',
    );
    expect(businessHoursText([...weekdays, day(6, true, '08:00', '12:00'), day(7, true, '09:00', '13:00')])).toBe(
      'Mon-Fri from 6am-5pm PT and Sat from 8am-12pm PT and Sun from 9am-1pm PT',
    );
  });

  it('converts instants to Pacific time', () => {
    const summer = day(1, true, '2026-07-01T13:00:00Z', '2026-07-02T00:00:00Z');
    expect(businessHoursText([summer])).toBe('Mon-Fri from 6am-5pm PT');
    const winter = day(1, true, '2026-01-05T14:00:00Z', '2026-01-06T01:00:00Z');
    expect(businessHoursText([winter])).toBe('Mon-Fri from 6am-5pm PT');
  });

  it('labels another time zone by its own short name', () => {
    expect(businessHoursText([day(1, true, '09:00', '18:00')], 'America/New_York')).toBe('Mon-Fri from 9am-6pm ET');
  });

  it('is empty when no weekday is open or readable', () => {
    expect(businessHoursText([])).toBe('');
    expect(businessHoursText([day(1, false), day(6, true)])).toBe('');
    expect(businessHoursText([day(1, true, 'soon', 'later')])).toBe('');
  });
});

describe('clockText', () => {
  it.each([
    ['00:00', '12am'],
    ['06:00', '6am'],
    ['12:00', '12pm'],
    ['17:30:00', '5:30pm'],
    ['23:05', '11:05pm'],
  ])('shows %s as %s', (time, text) => {
    expect(clockText(time)).toBe(text);
  });
});

describe('timeZoneLabel', () => {
  it('is PT for the support time zone', () => {
    expect(timeZoneLabel()).toBe('PT');
  });

  it.each(Object.entries(US_ZONE_LABELS))('the table agrees with Intl for %s (%s)', (zone, label) => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortGeneric' }).formatToParts(new Date(0));
    expect(intl.find((p) => p.type === 'timeZoneName')?.value).toBe(label);
  });

  it('asks Intl for zones outside the table', () => {
    expect(timeZoneLabel('Europe/London')).toBe('United Kingdom Time');
    expect(timeZoneLabel('Europe/London')).toBe('United Kingdom Time');
  });
});
