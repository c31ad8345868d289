// Wording lives in the catalogue (flows/messages) under keys; definitions say `msg:<key>` and a
// brand may override any key. A missing key shows the key itself rather than blank UI, and
// the loader reports it, so it never ships.
import type { JsonValue } from './types';

/** Values for {name} placeholders. */
export type MessageVars = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Resolves `msg:` keys and fills {placeholders}; literal text passes through. */
export type Translate = (text: string, vars?: MessageVars) => string;

const PREFIX = 'msg:';

/** The key of a `msg:` text, or undefined for literal text. */
export function messageKey(text: string): string | undefined {
  return text.startsWith(PREFIX) ? text.slice(PREFIX.length) : undefined;
}

/** Replaces {name} with vars.name; unknown or absent placeholders are left as written. */
export function interpolate(template: string, vars: MessageVars): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (whole, name: string) => {
    const v = vars[name];
    return v === undefined || v === null ? whole : String(v);
  });
}

/** Creates a translator over a catalogue and optional brand overrides (overrides win). */
export function createTranslator(
  catalogue: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>> = {},
): Translate {
  const lookup = (key: string): string => {
    if (Object.hasOwn(overrides, key)) return overrides[key] ?? key;
    if (Object.hasOwn(catalogue, key)) return catalogue[key] ?? key;
    return key;
  };
  return (text, vars) => {
    const key = messageKey(text);
    const resolved = key === undefined ? text : lookup(key);
    return vars ? interpolate(resolved, vars) : resolved;
  };
}

/** Deep-copies JSON, translating every string that starts with `msg:` (no interpolation). */
export function localize<T extends JsonValue>(value: T, t: Translate): T;
export function localize(value: JsonValue, t: Translate): JsonValue {
  if (typeof value === 'string') return value.startsWith(PREFIX) ? t(value) : value;
  if (Array.isArray(value)) return value.map((v) => localize(v, t));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [k, v] of Object.entries(value)) out[k] = localize(v, t);
    return out;
  }
  return value;
}
