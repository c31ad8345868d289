// Legal-name rules (seed 001 §5, DECISIONS 7). "Letters" are ASCII A-Z: names must match the
// government ID and the credit bureaus' records, which are ASCII.
import { NAME_MIN_LENGTH } from './constants';

/** Name texts: seed 001 §5 verbatim, except lastTooShort and suffix, which the seed leaves open (same texts as schemas/fields/v1.json). */
export const NAME_MESSAGES = {
  firstRequired: 'Please enter the first name',
  firstTooShort: 'First name must be at least 2 characters long',
  lastRequired: 'Last name is required',
  lastTooShort: 'Last name must be at least 2 characters long',
  unsupported: 'Some of the characters entered are not supported.',
  suffix: 'Please select a suffix from the list',
} as const;

/** Stored suffix values; '' is shown as N/A (DECISIONS 7). */
export const NAME_SUFFIXES = ['', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V'] as const;

/** One stored suffix value. */
export type NameSuffix = (typeof NAME_SUFFIXES)[number];

/** Label of a stored suffix: 'N/A' for '', else the value itself. */
export function suffixLabel(suffix: NameSuffix): string {
  return suffix === '' ? 'N/A' : suffix;
}

/** Removes leading and trailing whitespace (names are trimmed on submission); undefined and null give ''. */
export function trimName(name: string | null | undefined): string {
  return (name ?? '').trim();
}

/** A legal name as the forms hold it. */
export interface NameInput {
  readonly firstName?: string | null | undefined;
  readonly middleName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly suffix?: string | null | undefined;
}

/** Errors per name field; absent keys are valid. */
export type NameErrors = Partial<Record<'firstName' | 'middleName' | 'lastName' | 'suffix', string>>;

const FIRST = /^[A-Za-z -]+$/;
const MIDDLE = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*\.?$/;
const LAST_PRODUCTION = /^[A-Za-z -]+$/;
const LAST_NON_PRODUCTION = /^[A-Za-z0-9 -]+$/;

/** First name check on the trimmed value: required, letters/hyphen/space only, at least 2 characters. */
export function firstNameError(name: string | null | undefined): string | undefined {
  const v = trimName(name);
  if (v === '') return NAME_MESSAGES.firstRequired;
  if (!FIRST.test(v)) return NAME_MESSAGES.unsupported;
  return v.length < NAME_MIN_LENGTH ? NAME_MESSAGES.firstTooShort : undefined;
}

/** Middle name check on the trimmed value: optional; letters with single space, hyphen or apostrophe separators and an optional trailing period. */
export function middleNameError(name: string | null | undefined): string | undefined {
  const v = trimName(name);
  return v === '' || MIDDLE.test(v) ? undefined : NAME_MESSAGES.unsupported;
}

/** Last name check on the trimmed value: required, letters/hyphen/space (digits too outside production), at least 2 characters. */
export function lastNameError(name: string | null | undefined, { production }: { production: boolean }): string | undefined {
  const v = trimName(name);
  if (v === '') return NAME_MESSAGES.lastRequired;
  if (!(production ? LAST_PRODUCTION : LAST_NON_PRODUCTION).test(v)) return NAME_MESSAGES.unsupported;
  return v.length < NAME_MIN_LENGTH ? NAME_MESSAGES.lastTooShort : undefined;
}

/** True when `suffix` (trimmed, any case; 'N/A' or blank mean none) is one of blank, JR, SR, I, II, III, IV, V. */
export function isNameSuffix(suffix: string | null | undefined): boolean {
  return normaliseSuffix(suffix) !== undefined;
}

/** The stored form of a suffix ('N/A' and blank -> '', 'jr' -> 'JR'), or undefined when it is not a known suffix. */
export function normaliseSuffix(suffix: string | null | undefined): NameSuffix | undefined {
  const v = trimName(suffix).toUpperCase();
  const stored = v === 'N/A' ? '' : v;
  return NAME_SUFFIXES.find((s) => s === stored);
}

/** Every name field's error; `production` selects the stricter last-name rule (no digits). */
export function nameErrors(name: NameInput, { production }: { production: boolean }): NameErrors {
  const errors: NameErrors = {};
  const first = firstNameError(name.firstName);
  const middle = middleNameError(name.middleName);
  const last = lastNameError(name.lastName, { production });
  if (first !== undefined) errors.firstName = first;
  if (middle !== undefined) errors.middleName = middle;
  if (last !== undefined) errors.lastName = last;
  if (!isNameSuffix(name.suffix)) errors.suffix = NAME_MESSAGES.suffix;
  return errors;
}
