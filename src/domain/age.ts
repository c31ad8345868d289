// Minimum ages (seed 000 §5, seed 001 §5, DECISIONS 5 and 13). "Today" is the calendar day
// of `now` in the runtime's local time zone; dates of birth are calendar days (local midnight).
import { endOfDay, isValid, subYears } from 'date-fns';
import { ALABAMA_MINIMUM_AGE, MIN_BIRTH_YEAR, MINIMUM_AGE, SIXTY_TWO_PLUS_MINIMUM_AGE } from './constants';
import { dateFromParts, parseDateInput } from './dates';

/** Registration age texts (seed 000 §5), used on registration steps (DECISIONS 13). */
export const REGISTRATION_AGE_MESSAGES = {
  adult: 'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.',
  sixtyTwo: 'You must be at least 62 years old to apply for a loan.',
  required: 'Required',
  invalid: 'Invalid date',
} as const;

/** Person-field date of birth texts (seed 001 §5), used in the signer area and profile edits. */
export const PERSON_DOB_MESSAGES = {
  required: 'Date of birth is required',
  invalid: 'Invalid date',
  adult: 'Must be at least 18 years old',
  sixtyTwo: 'Must be 62 years or older to apply for a loan',
} as const;

/** True when `dob` is at least `years` years before the end of `now`'s local day (so the birthday itself counts; a 29 February birthday comes of age on 1 March in common years); false for an invalid date. */
export function isAtLeastAge(dob: Date, years: number, now: Date): boolean {
  if (!isValid(dob) || !isValid(now) || !Number.isFinite(years)) return false;
  return dob.getTime() <= subYears(endOfDay(now), years).getTime();
}

/** Occupancy of the property being borrowed against. */
export type OccupancyType = 'HOME' | 'SECONDARY' | 'INVESTMENT';

/** The applicant's state of residence (DECISIONS 5): the home address's state when the property is not the primary home and a home state is known, otherwise the property's state. */
export function stateOfResidence(a: { occupancyType: OccupancyType | string; propertyState: string; homeState?: string | undefined }): string {
  const home = a.homeState?.trim() ?? '';
  return a.occupancyType !== 'HOME' && home !== '' ? home : a.propertyState;
}

/** Minimum age: 62 on the 62+ flow; otherwise 19 when the residence state (`residenceState` if given, else `state`) is AL; otherwise 18. */
export function minimumAge(a: { state?: string | undefined; residenceState?: string | undefined; isSixtyTwoPlus?: boolean | undefined }): number {
  if (a.isSixtyTwoPlus === true) return SIXTY_TWO_PLUS_MINIMUM_AGE;
  const residence = (a.residenceState?.trim() || a.state?.trim() || '').toUpperCase();
  return residence === 'AL' ? ALABAMA_MINIMUM_AGE : MINIMUM_AGE;
}

/** The registration age text for `minAge`: the 62 text for 62 and above, the 18/19 (Alabama) text for anything lower. */
export function ageMessage(minAge: number): string {
  return minAge >= SIXTY_TWO_PLUS_MINIMUM_AGE ? REGISTRATION_AGE_MESSAGES.sixtyTwo : REGISTRATION_AGE_MESSAGES.adult;
}

/** A date of birth as the forms hold it: typed text, a Date, or the Person record's day, month and year. */
export type DobValue = string | Date | { day: number | string; month: number | string; year: number | string } | null | undefined;

function isBlank(value: DobValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (value instanceof Date) return false;
  return [value.day, value.month, value.year].every((p) => String(p).trim() === '');
}

/** The calendar date of a non-blank DobValue, or undefined when it is not a real date with year >= 1900. */
export function dobDate(value: DobValue): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return parseDateInput(value);
  if (value instanceof Date) return isValid(value) && value.getFullYear() >= MIN_BIRTH_YEAR ? value : undefined;
  const toInt = (p: number | string): number => (typeof p === 'number' ? p : /^\s*\d+\s*$/.test(p) ? Number(p) : Number.NaN);
  return dateFromParts(toInt(value.year), toInt(value.month), toInt(value.day));
}

/** Person-field date of birth check (seed 001 §5): 'Date of birth is required', 'Invalid date', then 'Must be at least 18 years old' or, with min62, 'Must be 62 years or older to apply for a loan'; undefined when valid. */
export function personDobError(value: DobValue, { min62 = false, now }: { min62?: boolean; now: Date }): string | undefined {
  if (isBlank(value)) return PERSON_DOB_MESSAGES.required;
  const dob = dobDate(value);
  if (!dob) return PERSON_DOB_MESSAGES.invalid;
  const years = min62 ? SIXTY_TWO_PLUS_MINIMUM_AGE : MINIMUM_AGE;
  if (!isAtLeastAge(dob, years, now)) return min62 ? PERSON_DOB_MESSAGES.sixtyTwo : PERSON_DOB_MESSAGES.adult;
  return undefined;
}

/** Registration birthdate step check (seed 000 §5, DECISIONS 13): 'Required', 'Invalid date', then ageMessage(minAge) when younger than minAge; undefined when valid. */
export function registrationDobError(value: DobValue, { minAge, now }: { minAge: number; now: Date }): string | undefined {
  if (isBlank(value)) return REGISTRATION_AGE_MESSAGES.required;
  const dob = dobDate(value);
  if (!dob) return REGISTRATION_AGE_MESSAGES.invalid;
  return isAtLeastAge(dob, minAge, now) ? undefined : ageMessage(minAge);
}
