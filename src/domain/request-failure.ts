// What a failed call to the lender means to the applicant (issue 25 'Failures that say what
// happened'): the connection dropped (or the browser is offline), the lender failed, or the
// lender refused the answers. One reading for every application page; the page store words it.

/** The kind of a failed call: no answer, a server error, or a refusal of what was sent. */
export type FailureKind = 'connection' | 'offline' | 'server' | 'refused';

/**
 * The kind of a failure with HTTP `status` (0: no answer: a dropped connection, a timeout or an
 * abort); `online` is the browser's navigator.onLine. 408 and 429 ask to try later, like a 5xx.
 */
export function failureKind(status: number, online: boolean): FailureKind {
  if (status === 0) return online ? 'connection' : 'offline';
  if (status >= 500 || status === 408 || status === 429) return 'server';
  return 'refused';
}

/** The lender's field messages of a 400 answer (`fieldErrors: [{ path, message }]`), as sent. */
export function answerFieldErrors(data: unknown): { path: string; message: string }[] {
  const list = data !== null && typeof data === 'object' ? (data as { fieldErrors?: unknown }).fieldErrors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((e) => {
    const path = (e as { path?: unknown })?.path;
    const message = (e as { message?: unknown })?.message;
    return typeof path === 'string' && typeof message === 'string' && message !== '' ? [{ path, message }] : [];
  });
}
