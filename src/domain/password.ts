// Password rules (seed 001 §5).
import { PASSWORD_MIN_LENGTH } from './constants';

/** Password texts, verbatim from seed 001 §5. */
export const PASSWORD_MESSAGES = {
  required: 'Required',
  weak: 'Password is not strong enough',
  mismatch: "Passwords don't match",
} as const;

/** Characters that count as special. */
export const PASSWORD_SPECIALS = '!@#$%^&*';

/** One password rule and whether the password meets it. */
export interface PasswordRule {
  readonly id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  readonly label: string;
  readonly met: boolean;
}

/** The five rules in display order: at least 12 characters, an uppercase letter, a lowercase letter, a number, a special character from !@#$%^&*. */
export function passwordRules(pw: string): PasswordRule[] {
  return [
    { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: pw.length >= PASSWORD_MIN_LENGTH },
    { id: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(pw) },
    { id: 'lowercase', label: 'One lowercase letter', met: /[a-z]/.test(pw) },
    { id: 'number', label: 'One number', met: /\d/.test(pw) },
    { id: 'special', label: `One special character (${PASSWORD_SPECIALS})`, met: /[!@#$%^&*]/.test(pw) },
  ];
}

/** True when every rule is met. */
export function isStrongPassword(pw: string): boolean {
  return passwordRules(pw).every((r) => r.met);
}

/** Filled segments of the four-segment bar: rules met minus one, floored at 0, so 4 means every rule is met. */
export function passwordStrength(pw: string): 0 | 1 | 2 | 3 | 4 {
  const met = passwordRules(pw).filter((r) => r.met).length;
  return Math.max(0, met - 1) as 0 | 1 | 2 | 3 | 4;
}

/** Errors per field of the set-password step; absent keys are valid. */
export interface PasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** Password field: 'Required' when empty, 'Password is not strong enough' when a rule is unmet; confirmation: 'Required' when empty, "Passwords don't match" when different. */
export function passwordErrors(pw: string, confirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (pw === '') errors.password = PASSWORD_MESSAGES.required;
  else if (!isStrongPassword(pw)) errors.password = PASSWORD_MESSAGES.weak;
  if (confirm === '') errors.confirmPassword = PASSWORD_MESSAGES.required;
  else if (confirm !== pw) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}

/** The first password problem ('Required', 'Password is not strong enough', then the confirmation's 'Required' or "Passwords don't match"), or undefined. */
export function passwordError(pw: string, confirm: string): string | undefined {
  const errors = passwordErrors(pw, confirm);
  return errors.password ?? errors.confirmPassword;
}
