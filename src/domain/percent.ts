import { LOCALE, PERCENT_FRACTION_DIGITS } from './constants';
import { roundHalfEven } from './rounding';

/** Formats a fraction as an en-US percentage with exactly `fractionDigits` digits, rounded half to even (0.0899 -> '8.990%'); throws RangeError on a non-finite value or a fractionDigits outside 0..20. */
export function formatPercent(v: number, fractionDigits: number = PERCENT_FRACTION_DIGITS): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new RangeError(`formatPercent: value must be a finite number, got ${String(v)}`);
  }
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
    throw new RangeError(`formatPercent: fractionDigits must be an integer from 0 to 20, got ${String(fractionDigits)}`);
  }
  // Round on the fraction (2 more places) so the tie is judged on the decimal the caller passed.
  const rounded = roundHalfEven(v, fractionDigits + 2) + 0;
  return new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(rounded);
}
