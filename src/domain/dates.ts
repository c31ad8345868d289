// Calendar dates as the forms type and store them (seed 001 §5). A parsed date is local
// midnight of that calendar day, so formatting it back in the same zone gives the same day.
import { isValid } from 'date-fns';
import { MIN_BIRTH_YEAR } from './constants';

const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const STORAGE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of year-month-day when that is a real gregorian date with year >= 1900, else undefined. */
export function dateFromParts(year: number, month: number, day: number): Date | undefined {
  if (![year, month, day].every(Number.isInteger) || year < MIN_BIRTH_YEAR || year > 9999) return undefined;
  const d = new Date(year, month - 1, day);
  const real = d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day;
  return real ? d : undefined;
}

/** Parses 'MM/dd/yyyy' or 'yyyy-MM-dd' (two-digit month and day, surrounding spaces ignored) to local midnight; undefined unless it is a real gregorian date with year >= 1900 (02/30/2000 and 1899 dates are undefined). */
export function parseDateInput(text: string): Date | undefined {
  const t = text.trim();
  const display = DISPLAY.exec(t);
  if (display) return dateFromParts(Number(display[3]), Number(display[1]), Number(display[2]));
  const storage = STORAGE.exec(t);
  if (storage) return dateFromParts(Number(storage[1]), Number(storage[2]), Number(storage[3]));
  return undefined;
}

// Two fixed numeric patterns need no formatter: date-fns' format() brings its token engine and
// locale (~6 KB gzip) into every chunk that holds this module, the first step's among them.
const two = (n: number): string => String(n).padStart(2, '0');
const four = (n: number): string => String(n).padStart(4, '0');

/** The local calendar day of `d` as 'yyyy-MM-dd'; throws RangeError on an invalid Date. */
export function toStorageDate(d: Date): string {
  if (!isValid(d)) throw new RangeError('toStorageDate: invalid Date');
  return `${four(d.getFullYear())}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** The local calendar day of `d` as 'MM/dd/yyyy'; throws RangeError on an invalid Date. */
export function toDisplayDate(d: Date): string {
  if (!isValid(d)) throw new RangeError('toDisplayDate: invalid Date');
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${four(d.getFullYear())}`;
}
