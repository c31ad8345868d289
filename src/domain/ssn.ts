// Social Security numbers: what the applicant types or pastes ('123-45-6789', '123 45 6789')
// becomes 9 digits; the screen shows them formatted while typing and only the last four after.

/** Number of digits in an SSN. */
export const SSN_LENGTH = 9;

/** The dot the masked forms use for a hidden digit. */
export const MASK_DOT = '\u2022';

/** The digits of typed or pasted text, at most 9 ('123-45-6789' -> '123456789'). */
export function ssnDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, SSN_LENGTH);
}

/** Digits (a partial entry too) as 123-45-6789. */
export function formatSsn(digits: string): string {
  const d = ssnDigits(digits);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/**
 * The masked form shown once the field is left: '•••-••-6789' for a full number; a partial
 * entry is all dots (its last digits are not the number's last four).
 */
export function maskSsn(digits: string): string {
  const d = ssnDigits(digits);
  if (d.length === SSN_LENGTH) return `${MASK_DOT.repeat(3)}-${MASK_DOT.repeat(2)}-${d.slice(5)}`;
  return formatSsn(d).replace(/\d/g, MASK_DOT);
}

/**
 * The SSA's never-issued numbers are refused: area 000, 666 or 900-999, group 00, serial 0000.
 * The same rule is the `ssn` field rule's pattern in schemas/fields (SSN_PATTERN).
 */
export const SSN_PATTERN = '^(?!000|666|9)[0-9]{3}(?!00)[0-9]{2}(?!0000)[0-9]{4}$';

const ssnRe = new RegExp(SSN_PATTERN);

/** True for 9 digits that could be an issued SSN. */
export function isValidSsn(digits: string): boolean {
  return ssnRe.test(digits);
}
