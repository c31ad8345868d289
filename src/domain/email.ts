/** E-mail texts, verbatim from seed 001 §5. */
export const EMAIL_MESSAGES = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email address',
} as const;

// The same shape check as schemas/fields/v1.json#/$defs/email (HTML's e-mail grammar with a
// dotted domain and a letters-only top-level label); the mail server has the last word.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** E-mail check on the trimmed value: 'Please enter your email' when blank, 'Please enter a valid email address' unless local@domain.tld (at most 254 characters), else undefined. */
export function emailError(email: string | null | undefined): string | undefined {
  const v = (email ?? '').trim();
  if (v === '') return EMAIL_MESSAGES.required;
  return v.length <= 254 && EMAIL.test(v) ? undefined : EMAIL_MESSAGES.invalid;
}
