import { CURRENCY, LOCALE, MONEY_DECIMALS } from './constants';
import { roundHalfEven } from './rounding';

/** The one invalid-input text seed 001 §8 gives for money and draw helpers. */
export const INVALID_MONEY_INPUT =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

const formatters = new Map<number, Intl.NumberFormat>();

function currencyFormatter(precision: number): Intl.NumberFormat {
  let formatter = formatters.get(precision);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    formatters.set(precision, formatter);
  }
  return formatter;
}

/** True when `v` is a finite number (not a numeric string, not NaN, not ±Infinity). */
export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** Formats `v` as en-US USD with `precision` decimals after rounding half to even; throws INVALID_MONEY_INPUT unless v is finite and precision an integer 0..100. Never prints "-$0.00". */
export function formatMoney(v: number, precision: number = MONEY_DECIMALS): string {
  if (!isFiniteNumber(v) || !isFiniteNumber(precision) || !Number.isInteger(precision) || precision < 0 || precision > 100) {
    throw new Error(INVALID_MONEY_INPUT);
  }
  // `+ 0` turns -0 (a small negative rounded away) into 0 so it does not print as "-$0.00".
  return currencyFormatter(precision).format(roundHalfEven(v, precision) + 0);
}
