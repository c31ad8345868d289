// Text the store cannot keep or a person cannot see: PostgreSQL refuses U+0000 in text and jsonb,
// a lone surrogate is not Unicode at all, and the other C0 and C1 controls are never typed by an
// applicant (what a field allows beyond that, e.g. no digits or zero-width characters in a name,
// is its step schema's business). One check for every JSON body, before any route's schema,
// so a write answers 400 naming the field instead of a 500 from the database.

/** Tab, line feed and carriage return stay allowed (a textarea sends them). */
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message a refused field gets. */
export const UNSAFE_TEXT_MESSAGE = 'contains a control or invisible character that cannot be accepted; please retype it';

/** True when `s` holds a character the store or the applicant's screen cannot take. */
export function hasUnsafeText(s: string): boolean {
  return UNSAFE.test(s);
}

/** Deeper than any request schema goes: a body nested further is refused as a whole. */
const MAX_DEPTH = 32;

/**
 * The first place in a parsed JSON body (keys included) holding unsafe text, as a dotted path
 * ('name.firstName', 'race.0'; 'body' for the body itself), or undefined when it is clean.
 */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  const here = (): string => (path.length === 0 ? 'body' : path.join('.'));
  if (typeof value === 'string') return hasUnsafeText(value) ? here() : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return here();
  for (const [k, v] of Object.entries(value)) {
    if (hasUnsafeText(k)) return here();
    const found = findUnsafeText(v, [...path, k], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
