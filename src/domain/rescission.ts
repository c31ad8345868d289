// The right of rescission (Reg Z, 12 CFR 1026.15 for open-end credit such as a HELOC): a line
// secured by the borrower's principal dwelling may be cancelled until midnight of the third
// business day after the latest of consummation, the rescission notice and the material
// disclosures. For rescission a business day is every calendar day except Sundays and the legal
// public holidays of 5 U.S.C. 6103(a) (1026.2(a)(6)); a fixed-date holiday counts on its own
// date even when offices observe it on the Friday or Monday (comment 2(a)(6)-2). Pure: dates are
// calendar days 'yyyy-MM-dd'.

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
/** 0 = Sunday .. 6 = Saturday of a calendar day. */
const weekday = (y: number, m: number, d: number): number => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** The n-th (1-based) `wd` weekday of a month, or the last one when n is -1. */
function nthWeekday(y: number, m: number, wd: number, n: number): number {
  if (n > 0) {
    const first = weekday(y, m, 1);
    return 1 + ((wd - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = weekday(y, m, lastDay);
  return lastDay - ((last - wd + 7) % 7);
}

/**
 * The legal public holidays of 5 U.S.C. 6103(a) in a year, on their own dates: New Year's Day,
 * Birthday of Martin Luther King Jr. (3rd Monday of January), Washington's Birthday (3rd Monday
 * of February), Memorial Day (last Monday of May), Juneteenth (June 19, since 2021),
 * Independence Day, Labor Day (1st Monday of September), Columbus Day (2nd Monday of October),
 * Veterans Day, Thanksgiving (4th Thursday of November), Christmas Day.
 */
export function federalHolidays(year: number): string[] {
  const days = [
    iso(year, 1, 1),
    iso(year, 1, nthWeekday(year, 1, 1, 3)),
    iso(year, 2, nthWeekday(year, 2, 1, 3)),
    iso(year, 5, nthWeekday(year, 5, 1, -1)),
    ...(year >= 2021 ? [iso(year, 6, 19)] : []),
    iso(year, 7, 4),
    iso(year, 9, nthWeekday(year, 9, 1, 1)),
    iso(year, 10, nthWeekday(year, 10, 1, 2)),
    iso(year, 11, 11),
    iso(year, 11, nthWeekday(year, 11, 4, 4)),
    iso(year, 12, 25),
  ];
  return days.sort();
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = DAY.exec(date);
  if (!m) throw new RangeError(`Not a calendar day (yyyy-MM-dd): ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) throw new RangeError(`Not a calendar day (yyyy-MM-dd): ${date}`);
  return [y, mo, d];
}

/** True when `date` is a business day for rescission: not a Sunday and not a legal public holiday. */
export function isRescissionBusinessDay(date: string): boolean {
  const [y, m, d] = parts(date);
  return weekday(y, m, d) !== 0 && !federalHolidays(y).includes(date);
}

/** The calendar day after `date`. */
export function nextDay(date: string): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * The last day of the rescission period: the third business day after `startsOn` (the latest of
 * consummation, the notice and the disclosures). The right ends at midnight at the end of it.
 */
export function rescissionEndsOn(startsOn: string, businessDays = 3): string {
  parts(startsOn);
  let day = startsOn;
  let counted = 0;
  while (counted < businessDays) {
    day = nextDay(day);
    if (isRescissionBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The first day the lender may fund: the day after the rescission period ends. */
export function earliestFundingOn(startsOn: string, businessDays = 3): string {
  return nextDay(rescissionEndsOn(startsOn, businessDays));
}

/** Rescission applies to a line secured by the borrower's principal dwelling (occupancy HOME), not a second home or an investment property. */
export function rescissionApplies(occupancyType: string | undefined): boolean {
  return occupancyType === 'HOME';
}

/** The calendar day an instant falls on in `timeZone` (the lender's: America/New_York). */
export function calendarDayIn(instant: number, timeZone: string): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return f.format(new Date(instant));
}
