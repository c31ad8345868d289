// Income amounts (seed 000 §5, DECISIONS 10).
import { INCOME_MAX, INCOME_MIN, INCOME_WARNING_THRESHOLD } from './constants';
import { isFiniteNumber } from './money';

/** Income texts, verbatim from seed 000 §5. */
export const INCOME_MESSAGES = {
  required: 'Required',
  min: 'Must be at least $0',
  max: 'Must be less than $10,000,000',
} as const;

/** Annual income check: 'Required' unless a finite number, 'Must be at least $0' below 0, 'Must be less than $10,000,000' above 9,999,999. */
export function incomeError(v: number | null | undefined): string | undefined {
  if (!isFiniteNumber(v)) return INCOME_MESSAGES.required;
  if (v < INCOME_MIN) return INCOME_MESSAGES.min;
  return v > INCOME_MAX ? INCOME_MESSAGES.max : undefined;
}

/** Other income check: optional (null/undefined is fine and counts as 0), else 'Must be at least $0' below 0. */
export function otherIncomeError(v: number | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (!isFiniteNumber(v)) return INCOME_MESSAGES.required;
  return v < INCOME_MIN ? INCOME_MESSAGES.min : undefined;
}

/** True when the annual income alone (not other income, DECISIONS 10) is below 15,000, so the step asks to confirm it. */
export function isLowIncome(income: number): boolean {
  return isFiniteNumber(income) && income < INCOME_WARNING_THRESHOLD;
}
