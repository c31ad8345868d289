// Chat hours line (seed 001 §9): 'Monday-Friday {hours} and Saturday-Sunday {hours}', from
// the OPS_CHAT week, in Pacific time like the footer's support hours.
import { clockText, timeZoneLabel, type BusinessDay } from './business-hours';
import { SUPPORT_TIME_ZONE } from './constants';

function hours(day: BusinessDay | undefined, tz: string): string | undefined {
  if (!day?.isOpen) return undefined;
  const start = clockText(day.startTime, tz);
  const end = clockText(day.endTime, tz);
  return start !== undefined && end !== undefined ? `${start}-${end} ${timeZoneLabel(tz)}` : undefined;
}

/**
 * 'Monday-Friday 6am-5pm PT and Saturday-Sunday 8am-12:30pm PT'. The weekday hours are the
 * first open weekday's. When the weekend days differ or only one is open, each open day is
 * named ('... and Saturday 7am-11am PT'); a closed weekend leaves the weekday part alone;
 * '' when no weekday is open or readable.
 */
export function chatHoursText(week: readonly BusinessDay[], tz: string = SUPPORT_TIME_ZONE): string {
  const byValue = (v: number) => week.find((d) => d.weekdayValue === v);
  const weekday = [1, 2, 3, 4, 5].map(byValue).find((d) => d?.isOpen);
  const weekdayHours = hours(weekday, tz);
  if (weekdayHours === undefined) return '';
  const sat = hours(byValue(6), tz);
  const sun = hours(byValue(7), tz);
  const parts = [`Monday-Friday ${weekdayHours}`];
  if (sat !== undefined && sat === sun) parts.push(`Saturday-Sunday ${sat}`);
  else {
    if (sat !== undefined) parts.push(`Saturday ${sat}`);
    if (sun !== undefined) parts.push(`Sunday ${sun}`);
  }
  return parts.join(' and ');
}

/** True when `at` falls inside the open hours of its Pacific weekday (wall-clock 'HH:mm[:ss]' times). */
export function openAt(week: readonly BusinessDay[], at: Date, tz: string = SUPPORT_TIME_ZONE): boolean {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekdayValue = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  const minutes = (Number(get('hour')) % 24) * 60 + Number(get('minute'));
  const day = week.find((d) => d.weekdayValue === weekdayValue);
  if (!day?.isOpen) return false;
  const toMin = (s: string) => {
    const m = /^(\d{1,2}):(\d{2})/.exec(s.trim());
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  const start = toMin(day.startTime);
  const end = toMin(day.endTime);
  return Number.isFinite(start) && Number.isFinite(end) && minutes >= start && minutes < end;
}
