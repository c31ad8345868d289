// Payment maths of seed 001 §9. Every annual rate here is a fraction (0.0899 for 8.99%).
import { AVERAGE_MONTH_DAYS, DAYS_PER_YEAR, MONEY_DECIMALS } from './constants';
import { roundHalfEven } from './rounding';

const positive = (v: number): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Monthly annuity payment for `amount` at `annualRate` (a fraction, 0.0899 = 8.99%) over `termYears` with monthly compounding, unrounded; NaN when any input is not a finite number above 0. */
export function monthlyPayment(amount: number, annualRate: number, termYears: number): number {
  if (!positive(amount) || !positive(annualRate) || !positive(termYears)) return Number.NaN;
  const r = annualRate / 12;
  const n = termYears * 12;
  return (amount * r) / (1 - (1 + r) ** -n);
}

/** Interest accrued on `balance` at `annualRate` (a fraction) over `days` (default the average month, 365.25 / 12) on a 365.25-day year, rounded half to even to cents; NaN when an input is not finite or is negative. */
export function interestForPeriod(balance: number, annualRate: number, days: number = AVERAGE_MONTH_DAYS): number {
  const ok = (v: number): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  if (!ok(balance) || !ok(annualRate) || !ok(days)) return Number.NaN;
  return roundHalfEven(((balance * annualRate) / DAYS_PER_YEAR) * days, MONEY_DECIMALS);
}

/** Interest-only monthly payment (62+ flow and the lender that uses it): one average month's interest on `amount` at `annualRate` (a fraction), in cents; NaN when either input is not finite or is 0 or less. */
export function interestOnlyPayment(amount: number, annualRate: number): number {
  if (!positive(amount) || !positive(annualRate)) return Number.NaN;
  return interestForPeriod(amount, annualRate);
}
