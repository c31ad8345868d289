// Notification ages (seed 001 §9): m, h, d, w, then a month-and-day date from 4 weeks on.
import { RELATIVE_TIME_WEEKS_MAX } from './constants';

// Intl rather than date-fns' format: the notifications panel then pulls no date library. Created
// on first use: building a DateTimeFormat costs tens of ms on a slow phone (ICU data), and this
// module is evaluated on pages that never format a date.
let monthDayFormat: Intl.DateTimeFormat | undefined;
const monthDay = (d: Date): string => (monthDayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })).format(d);
const isValid = (d: Date): boolean => d instanceof Date && !Number.isNaN(d.getTime());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** How long ago `date` was, seen from `now`: whole minutes ('0m'..'59m'), hours ('1h'..'23h'), days ('1d'..'6d'), weeks ('1w'..'3w'), and from 4 weeks on the local month and day ('Mar 5'); a date in the future counts as '0m'; '' for an invalid Date. */
export function relativeTime(date: Date, now: Date): string {
  if (!isValid(date) || !isValid(now)) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed < RELATIVE_TIME_WEEKS_MAX * WEEK) return `${Math.floor(elapsed / WEEK)}w`;
  return monthDay(date);
}
