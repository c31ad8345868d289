// Named formatters a page definition's display rows use (`"format": "money"`), so server values
// appear the same way everywhere: money half to even (DECISIONS 9), percent with 3 digits,
// MM/dd/yyyy dates, bank numbers as the last four, addresses words-capitalised. Pure.
import { formatAddress, type Address } from './address';
import { maskBank } from './bank';
import { parseDateInput, toDisplayDate } from './dates';
import { formatMoney, isFiniteNumber } from './money';
import { formatPercent } from './percent';
import { formatPhone } from './phone';

type Formatter = (value: unknown) => string;

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every display format by the name definitions use (src/engine/page-vocabulary.ts lists the same names). */
export const DISPLAY_FORMATTERS: Readonly<Record<string, Formatter>> = {
  text,
  money: (v) => (isFiniteNumber(v) ? formatMoney(v) : ''),
  percent: (v) => (isFiniteNumber(v) ? formatPercent(v / 100) : ''),
  date: (v) => {
    if (typeof v !== 'string') return '';
    const d = parseDateInput(v.slice(0, 10));
    return d ? toDisplayDate(d) : '';
  },
  maskedAccount: (v) => (typeof v === 'string' || typeof v === 'number' ? maskBank(String(v)) : ''),
  address: (v) => (isRecord(v) && typeof v['street1'] === 'string' ? formatAddress(v as unknown as Address) : ''),
  phone: (v) => (typeof v === 'string' ? formatPhone(v) : ''),
  name: (v) =>
    isRecord(v) ? [v['firstName'], v['middleName'], v['lastName'], v['suffix']].filter((p) => typeof p === 'string' && p !== '').join(' ') : '',
  years: (v) => (isFiniteNumber(v) ? `${v} ${v === 1 ? 'year' : 'years'}` : ''),
  rateType: (v) => (v === 'VARIABLE' ? 'Variable' : v === 'FIXED' || v === undefined || v === null || v === 'UNKNOWN' ? 'Fixed' : text(v)),
  yesNo: (v) => (v === true ? 'Yes' : v === false ? 'No' : ''),
  list: (v) => (Array.isArray(v) ? v.map(text).filter((s) => s !== '').join('; ') : text(v)),
  dateTime: (v) => formatDateTime(v),
  liabilities: (v) => formatLiabilities(v),
};

/**
 * The portal view's liabilities (seed 001 §3: monetaryBalance, monetaryCalculatedNextPaymentMinimumAmount,
 * payOff.status), one per line joined by '; ': '$200,000.00 balance, $1,200.00 a month (marked for payoff)'.
 */
export function formatLiabilities(v: unknown): string {
  if (!Array.isArray(v)) return '';
  return v
    .filter(isRecord)
    .map((l) => {
      const parts = [isFiniteNumber(l['monetaryBalance']) ? `${formatMoney(l['monetaryBalance'])} balance` : '', isFiniteNumber(l['monetaryCalculatedNextPaymentMinimumAmount']) ? `${formatMoney(l['monetaryCalculatedNextPaymentMinimumAmount'])} a month` : ''].filter(Boolean);
      const payoff = isRecord(l['payOff']) && l['payOff']['status'] === 'MARKED_FOR_PAYOFF' ? ' (marked for payoff)' : '';
      return parts.length ? `${parts.join(', ')}${payoff}` : '';
    })
    .filter((s) => s !== '')
    .join('; ');
}

/**
 * An instant (ISO 8601 with a zone, e.g. a booked notary time '2026-11-02T15:00:00.000Z') as the
 * day and time in `timeZone` (the browser's when omitted) with the zone's abbreviation:
 * 'Mon, Nov 2, 2026, 10:00 AM EST'.
 */
export function formatDateTime(v: unknown, timeZone?: string): string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(v)) return '';
  const t = Date.parse(v);
  if (!Number.isFinite(t)) return '';
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', ...(timeZone !== undefined ? { timeZone } : {}) }).format(new Date(t));
}

/** Formats a value by a format name; unknown names and unusable values give ''. */
export function formatDisplay(format: string | undefined, value: unknown): string {
  const f = DISPLAY_FORMATTERS[format ?? 'text'] ?? text;
  return f(value);
}
