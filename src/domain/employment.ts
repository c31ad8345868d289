// Employment and income types (seed 000 §3, §5).

/** Label of each income/employment type, verbatim from seed 000 §3. */
export const EMPLOYMENT_TYPE_LABELS = {
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  FULL_TIME: 'Employed full-time',
  PART_TIME: 'Employed part-time',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
  RETIRED: 'Retired',
  SELF_EMPLOYED: 'Self-employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  UNEMPLOYED: 'Unemployed / furloughed',
} as const;

/** A type the income step offers. */
export type EmploymentType = keyof typeof EMPLOYMENT_TYPE_LABELS;

/** Income-step texts, verbatim from seed 000 §5. */
export const EMPLOYMENT_MESSAGES = {
  required: 'Required',
  unemployed: "We apologize. At this time, we don't lend to unemployed borrowers.",
} as const;

const SEPARATE_MAINTENANCE = new Set(['ALIMONY', 'CHILD_SUPPORT', 'PUBLIC_ASSISTANCE_PROGRAM']);
const PASS_THROUGH = new Set([
  'EMPLOYED', 'FULL_TIME', 'OTHER', 'PART_TIME', 'RETIRED', 'SELF_EMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS',
]);

/** The type sent on application creation: ALIMONY, CHILD_SUPPORT and PUBLIC_ASSISTANCE_PROGRAM become SEPARATE_MAINTENANCE_PAYMENTS; EMPLOYED, FULL_TIME, OTHER, PART_TIME, RETIRED, SELF_EMPLOYED, SEPARATE_MAINTENANCE_PAYMENTS pass; anything else (UNEMPLOYED included) becomes UNRECOGNIZED. */
export function mapEmploymentType(t: string): string {
  if (SEPARATE_MAINTENANCE.has(t)) return 'SEPARATE_MAINTENANCE_PAYMENTS';
  return PASS_THROUGH.has(t) ? t : 'UNRECOGNIZED';
}

/** True when `t` is one of the income step's types. */
export function isEmploymentType(t: string): t is EmploymentType {
  return Object.hasOwn(EMPLOYMENT_TYPE_LABELS, t);
}

/** Income-step type check: 'Required' unless one of the types, the unemployed text for UNEMPLOYED, else undefined. */
export function employmentTypeError(t: string | null | undefined): string | undefined {
  if (t === null || t === undefined || !isEmploymentType(t)) return EMPLOYMENT_MESSAGES.required;
  return t === 'UNEMPLOYED' ? EMPLOYMENT_MESSAGES.unemployed : undefined;
}
