// The remote online notary's bookable times: 30-minute slots within its hours (wall-clock time in
// its own zone) on the next business days, as UTC instants; and the same slots grouped by the day
// the applicant's clock shows (a late-evening UTC slot may be another local day).
import { addDays, wallClock, weekdayOf, zonedInstant } from './zoned-time';

/** When the notary works. */
export interface NotaryHours {
  /** IANA zone of the hours. */
  timeZone: string;
  /** First slot start and end of the day, 'HH:mm' wall clock. */
  open: string;
  close: string;
  slotMinutes: number;
  /** How many business days ahead are bookable (today is never). */
  days: number;
}

/** The sandbox notary: Mon-Fri 9:00-17:00 Eastern, 30-minute slots, the next 5 business days. */
export const NOTARY_HOURS: NotaryHours = { timeZone: 'America/New_York', open: '09:00', close: '17:00', slotMinutes: 30, days: 5 };

/** US federal holidays the notary does not work (observed dates). */
const HOLIDAYS: ReadonlySet<string> = new Set([
  '2025-11-27', '2025-12-25', '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03',
  '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15',
]);

/** True for Monday to Friday that is not a listed holiday. */
export function isBusinessDay(date: string): boolean {
  return weekdayOf(date) <= 5 && !HOLIDAYS.has(date);
}

/** The next `count` business days after the date `now` shows in `timeZone` ('yyyy-MM-dd'). */
export function nextBusinessDays(now: number, count: number, timeZone: string): string[] {
  const out: string[] = [];
  let day = wallClock(now, timeZone).date;
  while (out.length < count) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) out.push(day);
  }
  return out;
}

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmm = (total: number): string => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Every slot start of one business day, in UTC ISO form ('2026-12-01T14:00:00.000Z'). */
export function slotsOfDay(date: string, hours: NotaryHours = NOTARY_HOURS): string[] {
  const out: string[] = [];
  for (let m = minutes(hours.open); m + hours.slotMinutes <= minutes(hours.close); m += hours.slotMinutes) {
    const at = zonedInstant(date, hhmm(m), hours.timeZone);
    if (at !== undefined) out.push(new Date(at).toISOString());
  }
  return out;
}

/** The bookable slot starts from `now`: the next business days' slots, in order. */
export function notarySlotStarts(now: number, hours: NotaryHours = NOTARY_HOURS): string[] {
  return nextBusinessDays(now, hours.days, hours.timeZone).flatMap((d) => slotsOfDay(d, hours));
}

/** True when `iso` is the start of a slot within the hours on a business day (not which days are bookable now). */
export function isSlotStart(iso: string, hours: NotaryHours = NOTARY_HOURS): boolean {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return false;
  const w = wallClock(t, hours.timeZone);
  return isBusinessDay(w.date) && slotsOfDay(w.date, hours).includes(new Date(t).toISOString());
}

/** One slot as the sandbox lists it. */
export interface Slot {
  startsAt: string;
  available: boolean;
}

/** One day of slots as the applicant's clock shows them. */
export interface LocalDay {
  /** 'yyyy-MM-dd' in the applicant's zone. */
  date: string;
  slots: (Slot & { time: string })[];
}

/** Slots grouped by the applicant's local day, days and times in order; unreadable instants dropped. */
export function slotsByLocalDay(slots: readonly Slot[], timeZone: string): LocalDay[] {
  const days = new Map<string, LocalDay>();
  const sorted = slots.filter((s) => !Number.isNaN(Date.parse(s.startsAt))).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const s of sorted) {
    const w = wallClock(Date.parse(s.startsAt), timeZone);
    let day = days.get(w.date);
    if (!day) {
      day = { date: w.date, slots: [] };
      days.set(w.date, day);
    }
    day.slots.push({ ...s, time: w.time });
  }
  return [...days.values()];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LONG_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Tue, Dec 1' for '2026-12-01' (short), 'Tuesday, Dec 1' (long). */
export function dayText(date: string, long = false): string {
  const [, mo, d] = date.split('-').map(Number) as [number, number, number];
  return `${(long ? LONG_WEEKDAYS : WEEKDAYS)[weekdayOf(date) - 1]}, ${MONTHS[mo - 1]} ${d}`;
}

/** '9:30 AM' for '09:30'. */
export function timeText(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
