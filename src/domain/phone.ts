// US mobile numbers (seed 001 §5, DECISIONS 6). Only the +1 country is handled.
import { PHONE_DIGITS, PHONE_FORMATTED_LENGTH } from './constants';

/** Texts of the phone rule, verbatim from seed 001 §5. */
export const PHONE_MESSAGES = {
  required: 'Please enter your mobile phone',
  countryCode: 'Country code 1 is not needed',
  invalid: 'Please enter a valid phone number',
} as const;

/** The national digits of `input`: all digits, with a leading country code 1 dropped when the input starts with '+1' or is 11 digits starting with 1; not truncated. */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+1')) return digits.slice(1);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) return digits.slice(1);
  return digits;
}

/** Formats as '(xxx) xxx-xxxx' from '+1' and 10 digits, 11 digits starting with 1, dashed or plain 10 digits; partial input formats as typed ('(555) 12'), digits beyond 10 are dropped, '' when there are none. */
export function formatPhone(input: string): string {
  const d = nationalDigits(input).slice(0, PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Removes spaces, parentheses and dashes: '(555) 123-4567' -> '5551234567'. */
export function reducePhone(formatted: string): string {
  return formatted.replace(/[\s()-]/g, '');
}

/** The phone rule: 'Please enter your mobile phone' when blank, 'Country code 1 is not needed' when the national number starts with 1, 'Please enter a valid phone number' unless it is exactly 10 digits ((xxx) xxx-xxxx, 14 characters) with only phone punctuation around them; else undefined. */
export function phoneError(value: string): string | undefined {
  if (value.trim() === '') return PHONE_MESSAGES.required;
  const national = nationalDigits(value);
  if (national.startsWith('1')) return PHONE_MESSAGES.countryCode;
  if (/[^\d\s().+-]/.test(value) || national.length !== PHONE_DIGITS) return PHONE_MESSAGES.invalid;
  return formatPhone(value).length === PHONE_FORMATTED_LENGTH ? undefined : PHONE_MESSAGES.invalid;
}
