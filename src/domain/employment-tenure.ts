// Seed 001 §9's elapsed-time and stable-year checks applied to the one tenure the application
// holds: the employer start month (MM/YYYY) that income/employer-verification collects. The seed
// gives no threshold ('exact thresholds not shown'); two years is the work history US mortgage
// underwriting looks at (decision 565). Read by definitions as facts.employment*.
import { hasElapsed, isStableYears } from './application-status';

/** Years at an employer from which the employment counts as stable. */
export const STABLE_EMPLOYMENT_YEARS = 2;

/** The first instant (UTC) of an MM/YYYY month; undefined unless it reads as one. */
export function startMonthOf(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(value.trim());
  return m ? new Date(Date.UTC(Number(m[2]), Number(m[1]) - 1, 1)) : undefined;
}

/** The context's employment facts: null while there is no readable start month. */
export interface EmploymentFacts {
  /** The start month has begun (elapsed-time check, threshold 0): a later month is in the future. */
  readonly employmentStarted: boolean | null;
  /** At least STABLE_EMPLOYMENT_YEARS since the start month (stable-year check). */
  readonly employmentStable: boolean | null;
}

/** The facts of a start month (MM/YYYY) at `now`. */
export function employmentFacts(startMonth: unknown, now: Date | number = Date.now()): EmploymentFacts {
  const start = startMonthOf(startMonth);
  if (start === undefined) return { employmentStarted: null, employmentStable: null };
  return { employmentStarted: hasElapsed(start, 0, now), employmentStable: isStableYears(start, STABLE_EMPLOYMENT_YEARS, now) };
}
