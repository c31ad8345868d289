/** E-mail texts, verbatim from seed 001 §5. */
export const EMAIL_MESSAGES = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email address',
} as const;

// Pragmatic shape check (one @, no spaces, a dotted domain); the mail server has the last word.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** E-mail check on the trimmed value: 'Please enter your email' when blank, 'Please enter a valid email address' unless local@domain.tld, else undefined. */
export function emailError(email: string | null | undefined): string | undefined {
  const v = (email ?? '').trim();
  if (v === '') return EMAIL_MESSAGES.required;
  return EMAIL.test(v) ? undefined : EMAIL_MESSAGES.invalid;
}
