// The JSON Merge Patch (RFC 7396) that turns one document into another: what the flow studio
// writes as a new version's `merge` (docs/definitions.md). A merge patch cannot set a value to
// null (null removes a key), so a change that needs one has no merge form and the caller says so.
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: JsonValue | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of two JSON values (key order ignored). */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return false;
}

/** True when a value holds a null anywhere (a merge patch would read it as "remove"). */
const holdsNull = (v: JsonValue): boolean => v === null || (Array.isArray(v) ? false : isObj(v) && Object.values(v).some(holdsNull));

/**
 * The merge patch from `base` to `target`, undefined when they are equal; throws when the change
 * sets a null inside an object (no merge patch can say that). Lists are replaced whole.
 */
export function mergeDiff(base: JsonValue, target: JsonValue): JsonValue | undefined {
  if (jsonEqual(base, target)) return undefined;
  if (!isObj(base) || !isObj(target)) {
    if (isObj(target) && holdsNull(target)) throw new Error('the change sets a value to null, which a merge patch cannot say');
    if (target === null) throw new Error('the change sets a value to null, which a merge patch cannot say');
    return target;
  }
  const out: Obj = {};
  for (const k of Object.keys(base)) if (!(k in target)) out[k] = null;
  for (const [k, v] of Object.entries(target)) {
    if (!(k in base)) {
      if (holdsNull(v)) throw new Error(`the change sets a value to null at ${k}, which a merge patch cannot say`);
      out[k] = v;
      continue;
    }
    const d = mergeDiff(base[k]!, v);
    if (d !== undefined) out[k] = d;
  }
  return out;
}
