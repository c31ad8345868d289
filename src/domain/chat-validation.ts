// Chat form rules of seed 001 §5 with their exact messages. The step schemas
// schemas/steps/chat-prechat/v1.json and chat-feedback/v1.json carry the same rules for the
// forms (a test keeps the two equal); these functions serve the store and the sandbox.
import { CHAT_FEEDBACK_MAX, CHAT_FIELD_MAX } from './chat';
import { emailError, EMAIL_MESSAGES } from './email';

/** Messages of the chat forms. The seed gives the max and reason texts; 'Please enter your name' is ours (the seed gives no text for a missing name). */
export const CHAT_MESSAGES = {
  nameRequired: 'Please enter your name',
  tooLong: 'Cannot be more than 128 characters',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  reasonRequired: 'Please select a reason',
  feedbackTooLong: 'Please restrict your response to 140 characters.',
} as const;

/** Thumbs-down reasons, in the seed's order. */
export const CHAT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;

/** Field errors by field name; empty when valid. */
export type ChatFormErrors = Partial<Record<string, string>>;

/** Pre-chat form: name required (not blank), at most 128; e-mail required, valid, at most 128. */
export function prechatErrors(data: { name?: string | null; email?: string | null }): ChatFormErrors {
  const errors: ChatFormErrors = {};
  const name = data.name ?? '';
  if (name.trim() === '') errors['name'] = CHAT_MESSAGES.nameRequired;
  else if (name.length > CHAT_FIELD_MAX) errors['name'] = CHAT_MESSAGES.tooLong;
  const email = data.email ?? '';
  if (email.length > CHAT_FIELD_MAX) errors['email'] = CHAT_MESSAGES.tooLong;
  else {
    const e = emailError(email);
    if (e) errors['email'] = e;
  }
  return errors;
}

/** Thumbs-down feedback: one of the four reasons; extra information at most 140 characters. */
export function feedbackErrors(data: { reason?: string | null; extraInfo?: string | null }): ChatFormErrors {
  const errors: ChatFormErrors = {};
  if (!(CHAT_FEEDBACK_REASONS as readonly string[]).includes(data.reason ?? '')) errors['reason'] = CHAT_MESSAGES.reasonRequired;
  if ((data.extraInfo ?? '').length > CHAT_FEEDBACK_MAX) errors['extraInfo'] = CHAT_MESSAGES.feedbackTooLong;
  return errors;
}

/** The text sent as feedbackMessage: the reason, then the extra information when given. */
export function feedbackMessage(reason: string, extraInfo?: string | null): string {
  const extra = (extraInfo ?? '').trim();
  return extra === '' ? reason : `${reason}: ${extra}`;
}
