/** The unknown-error text (seed 000 §8, seed 001 §8), what joinMessages gives for nothing to say. */
export const UNKNOWN_ERROR_MESSAGE = 'Something unexpected happened';

/** Trims each message and drops its trailing full stops, drops blanks and repeats (first occurrence wins), joins with ', ' and ends with one full stop; an empty result gives `fallback` ('Something unexpected happened'), never ''. */
export function joinMessages(msgs: readonly string[], fallback: string = UNKNOWN_ERROR_MESSAGE): string {
  const unique = [...new Set(msgs.map((m) => m.trim().replace(/\.+$/, '').trim()).filter((m) => m !== ''))];
  return unique.length === 0 ? fallback : `${unique.join(', ')}.`;
}
