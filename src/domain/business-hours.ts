// Support hours line (seed 001 §3, §9): 'Mon-Fri from X-Y PT' plus a weekend part.
import { SUPPORT_TIME_ZONE } from './constants';

/** One weekday of the operating-hours week; weekdayValue 1 (Monday) to 7 (Sunday), 6 and 7 are the weekend. */
export interface BusinessDay {
  readonly weekday: string;
  readonly weekdayValue: number;
  readonly isOpen: boolean;
  /** 'HH:mm' or 'HH:mm:ss' wall-clock time in the display time zone, or an ISO date-time (an instant, converted). */
  readonly startTime: string;
  readonly endTime: string;
}

const WALL_CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function hourMinute(time: string, timeZone: string): { h: number; m: number } | undefined {
  const wall = WALL_CLOCK.exec(time.trim());
  if (wall) return { h: Number(wall[1]) % 24, m: Number(wall[2]) };
  const instant = new Date(time);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return { h: get('hour') % 24, m: get('minute') };
}

/** A time as '6am', '5:30pm', '12pm'; undefined when the time cannot be read. */
export function clockText(time: string, timeZone: string = SUPPORT_TIME_ZONE): string | undefined {
  const hm = hourMinute(time, timeZone);
  if (!hm || !Number.isFinite(hm.h) || !Number.isFinite(hm.m)) return undefined;
  const hour12 = hm.h % 12 === 0 ? 12 : hm.h % 12;
  const minutes = hm.m === 0 ? '' : `:${String(hm.m).padStart(2, '0')}`;
  return `${hour12}${minutes}${hm.h < 12 ? 'am' : 'pm'}`;
}

/**
 * en-US short generic names of the US zones, as Intl gives them. Asking Intl loads the browser's
 * time-zone name data: ~60 ms of main thread at 4x CPU throttling on the first step's footer, so
 * the zones support can be in are looked up here (a test checks the table against Intl).
 */
export const US_ZONE_LABELS: Readonly<Record<string, string>> = {
  'America/Los_Angeles': 'PT',
  'America/Denver': 'MT',
  'America/Phoenix': 'MST',
  'America/Chicago': 'CT',
  'America/New_York': 'ET',
  'Pacific/Honolulu': 'HST',
};

const zoneLabels = new Map<string, string>();

/** The short generic name of `timeZone` in en-US ('PT' for America/Los_Angeles). */
export function timeZoneLabel(timeZone: string = SUPPORT_TIME_ZONE): string {
  const known = US_ZONE_LABELS[timeZone] ?? zoneLabels.get(timeZone);
  if (known !== undefined) return known;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' }).formatToParts(new Date(0));
  const label = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  zoneLabels.set(timeZone, label);
  return label;
}

function range(day: BusinessDay, timeZone: string): string | undefined {
  const start = clockText(day.startTime, timeZone);
  const end = clockText(day.endTime, timeZone);
  return start !== undefined && end !== undefined ? `${start}-${end}` : undefined;
}

/** 'Mon-Fri from X-Y PT' from the first open weekday, plus ' and Sat-Sun from X-Y PT' when both weekend days are open with the same hours, else ' and Sat from ...' / ' and Sun from ...' for each open weekend day; '' when no weekday is open or readable. */
export function businessHoursText(week: readonly BusinessDay[], tz: string = SUPPORT_TIME_ZONE): string {
  const zone = timeZoneLabel(tz);
  const open = [...week].filter((d) => d.isOpen).sort((a, b) => a.weekdayValue - b.weekdayValue);
  const weekday = open.find((d) => d.weekdayValue >= 1 && d.weekdayValue <= 5);
  const weekdayHours = weekday ? range(weekday, tz) : undefined;
  if (weekdayHours === undefined) return '';
  const sat = open.find((d) => d.weekdayValue === 6);
  const sun = open.find((d) => d.weekdayValue === 7);
  const satHours = sat ? range(sat, tz) : undefined;
  const sunHours = sun ? range(sun, tz) : undefined;
  const weekend: string[] = [];
  if (satHours !== undefined && satHours === sunHours) weekend.push(`Sat-Sun from ${satHours} ${zone}`);
  else {
    if (satHours !== undefined) weekend.push(`Sat from ${satHours} ${zone}`);
    if (sunHours !== undefined) weekend.push(`Sun from ${sunHours} ${zone}`);
  }
  return [`Mon-Fri from ${weekdayHours} ${zone}`, ...weekend].join(' and ');
}
