// Wall-clock time in an IANA time zone and back, with Intl at call time (no zone data bundled):
// the notary's hours are wall-clock times in its zone, the applicant sees times in theirs.
import { US_ZONE_LABELS } from './business-hours';

/** A wall-clock reading in one zone: date 'yyyy-MM-dd', time 'HH:mm', ISO weekday 1 (Mon) to 7 (Sun). */
export interface WallClock {
  date: string;
  time: string;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(instant: number, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const p = formatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(p.find((x) => x.type === type)?.value);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour') % 24, mi: get('minute'), s: get('second') };
}

/** The zone's offset from UTC at `instant`, in ms (Chicago in winter: -6 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What a clock in `timeZone` shows at `instant`. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const p = parts(instant, timeZone);
  const weekday = new Date(Date.UTC(p.y, p.mo - 1, p.d)).getUTCDay() || 7;
  return { date: `${p.y}-${pad(p.mo)}-${pad(p.d)}`, time: `${pad(p.h)}:${pad(p.mi)}`, weekday };
}

/**
 * The instant a clock in `timeZone` shows `date` 'yyyy-MM-dd' at `time` 'HH:mm'. A time skipped by
 * a spring-forward change is undefined (it never shows); a repeated one (fall back) is its first.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number | undefined {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // Try the offsets in force a day either side: the earlier candidate that reads back right wins.
  const offsets = [...new Set([zoneOffsetMs(naive - 86_400_000, timeZone), zoneOffsetMs(naive + 86_400_000, timeZone)])];
  const candidates = offsets.map((o) => naive - o).sort((a, b) => a - b);
  return candidates.find((c) => {
    const w = wallClock(c, timeZone);
    return w.date === date && w.time === time;
  });
}

/** The calendar date `days` after 'yyyy-MM-dd' (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** ISO weekday (1 Mon .. 7 Sun) of 'yyyy-MM-dd'. */
export function weekdayOf(date: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay() || 7;
}

/**
 * en-US long generic names of the US zones (with US_ZONE_LABELS' short ones): looked up, not asked
 * of Intl, since Intl's zone-name data costs main-thread time on load (the footer's reason).
 */
export const US_ZONE_NAMES: Readonly<Record<string, string>> = {
  'America/Los_Angeles': 'Pacific Time',
  'America/Denver': 'Mountain Time',
  'America/Phoenix': 'Mountain Standard Time',
  'America/Chicago': 'Central Time',
  'America/New_York': 'Eastern Time',
  'Pacific/Honolulu': 'Hawaii-Aleutian Standard Time',
  'America/Anchorage': 'Alaska Time',
};

/** Short names beyond the footer's table. */
const MORE_LABELS: Readonly<Record<string, string>> = { 'America/Anchorage': 'AKT' };

/** The zone's name and short name ('Central Time', 'CT'); an unlisted zone is named by its id ('Europe/Berlin'). */
export function zoneName(timeZone: string): { name: string; short: string } {
  const name = US_ZONE_NAMES[timeZone];
  const short = US_ZONE_LABELS[timeZone] ?? MORE_LABELS[timeZone];
  return name !== undefined && short !== undefined ? { name, short } : { name: timeZone.replace(/_/g, ' '), short: '' };
}

/** The browser's zone, else the fallback (a runtime without Intl zones). */
export function browserTimeZone(fallback = 'America/New_York'): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
