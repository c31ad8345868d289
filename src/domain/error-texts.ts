// The exact error texts of seed 000 §8 and seed 001 §8 that are not request answers: the
// tracker and session errors, the fetch helper's shapes and the generic error box. One place, so
// a test can hold every call site to the seed's words.

/** Seed 000 §8: creating an application without a user id. */
export const USER_NOT_AUTHENTICATED = 'User is not authenticated';
/** Seed 000 §8: no tracker when the application is created. */
export const TRACKER_REQUIRED_TO_CREATE = 'Local tracker UUID is required to create a HELOC application';
/** Seed 000 §8: no tracker when an event is sent. */
export const TRACKER_REQUIRED_TO_SEND = 'localTrackerUuid is required to send events';
/** Seed 001 §8: the telemetry session failed every attempt (a 500 follows the third failure). */
export const SESSION_RETRIES_FAILED = 'An error occurred while establishing a session, retries failed.';
/** Seed 001 §8: one attempt answered without a session. */
export const SESSION_NOT_ESTABLISHED = 'Could not establish session.';
/** Seed 001 §9: attempts at the telemetry session. */
export const SESSION_RETRIES = 3;
/** The status the retries-exhausted error carries (seed 001 §8 'a 500 follows the third failure'). */
export const SESSION_FAILED_STATUS = 500;

/** Seed 001 §8: a fetch error's message when the answer has no status text of its own. */
export const FETCH_ERROR = 'Error fetching';
/** Seed 001 §8: the HTTP wrapper's fallbacks, naming the call. */
export const responseNotDefined = (url: string): string => `Response was not defined for ${url}`;
export const responseNotConvertible = (url: string): string => `Response was not convertible to json for ${url}`;

/** Seed 001 §8: the generic error box. */
export const ERROR_BOX_TITLE = 'Error';
export const ERROR_BOX_MESSAGE = 'Something went wrong. Please try again.';

/** Seed 001 §8 'Unsupported calendar type': a calendar link asked for a kind that is not offered. */
export const unsupportedCalendar = (kind: string): string => `Unsupported calendar type: ${kind}`;

/**
 * Seed 001 §8 'Fetch error': the message of a non-OK answer is the answer's status field (a
 * string in the body, else the status text), else 'Error fetching'.
 */
export function fetchErrorMessage(data: unknown, statusText?: string): string {
  const field = data && typeof data === 'object' ? (data as { status?: unknown }).status : undefined;
  if (typeof field === 'string' && field.trim() !== '') return field;
  if (typeof statusText === 'string' && statusText.trim() !== '') return statusText;
  return FETCH_ERROR;
}

/** Seed 001 §7 'A generic fetch helper parses text, binary PDF or JSON by content type.' */
export type AnswerKind = 'json' | 'pdf' | 'text';

export function answerKind(contentType: string | null | undefined): AnswerKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'pdf';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  return 'text';
}
