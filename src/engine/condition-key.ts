// A condition's identity is a hash of its canonical JSON, computed identically at build time
// (scripts/gen-validators.ts writes the precompiled table under these keys) and at run time
// (the browser looks a condition up by the same key), so no compiler ships to the browser.
import type { JsonSchema } from './types';

/** Serialises JSON with object keys sorted, so equal values give equal strings. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** Returns the stable key of a condition: `c_` + two 32-bit FNV-1a hashes in hex. */
export function conditionKey(condition: JsonSchema): string {
  const text = canonicalJson(condition);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
    h2 = (h2 ^ (h2 >>> 15)) >>> 0;
  }
  return `c_${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
