// Rewrites a JSON Schema condition in the compact form ops read (compact-conditions.ts), for
// `npm run flows:compact`. A rewrite is kept only when it expands back to exactly the schema it
// replaces, so converting never changes what a condition means; parts with no compact form
// (a pattern, several required keys at once) stay JSON Schema. Pure.
import { expandCondition, PRESENT_SCHEMA } from './compact-conditions';
import { jsonEqual } from './json-patch';
import type { Condition, JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{type: object, required: [k], properties: {k: inner}}` and nothing else: one step of a path. */
function pathStep(s: JsonValue): { key: string; inner: JsonValue } | undefined {
  if (!isObj(s) || s['type'] !== 'object') return undefined;
  const keys = Object.keys(s).sort().join(',');
  const required = s['required'];
  const props = s['properties'];
  if (keys !== 'properties,required,type' || !Array.isArray(required) || required.length !== 1 || !isObj(props)) return undefined;
  const key = required[0];
  if (typeof key !== 'string' || Object.keys(props).length !== 1 || !(key in props) || key.includes('.')) return undefined;
  return { key, inner: props[key]! };
}

/** The compact value of a leaf schema (`{const: v}` -> v, `{enum}` -> {in}, bounds -> gte/lt...). */
function leafValue(s: JsonValue): JsonValue | undefined {
  if (!isObj(s)) return undefined;
  const keys = Object.keys(s).sort().join(',');
  if (keys === 'const') return isObj(s['const']) ? undefined : s['const']!;
  if (keys === 'enum' && Array.isArray(s['enum'])) return { in: s['enum'] };
  if (jsonEqual(s, PRESENT_SCHEMA as JsonValue)) return { exists: true };
  const bounds: Record<string, string> = { exclusiveMinimum: 'gt', minimum: 'gte', exclusiveMaximum: 'lt', maximum: 'lte' };
  if (s['type'] === 'number' && Object.keys(s).length === 2) {
    const [k] = Object.keys(s).filter((x) => x !== 'type');
    if (k && bounds[k]) return { [bounds[k]]: s[k]! };
  }
  return undefined;
}

/** One `path: value` entry for a schema that is a single path to a leaf (`not` of one kept inside). */
function asEntry(s: JsonValue): [string, JsonValue] | undefined {
  const segments: string[] = [];
  let node = s;
  for (let step = pathStep(node); step; step = pathStep(node)) {
    segments.push(step.key);
    node = step.inner;
  }
  if (segments.length === 0) return undefined;
  const value = leafValue(node);
  return value === undefined ? undefined : [segments.join('.'), value];
}

function convert(s: JsonValue): JsonValue {
  if (!isObj(s)) return s;
  const entry = asEntry(s);
  if (entry) return { [entry[0]]: entry[1] };
  const keys = Object.keys(s);
  if (keys.length === 1 && keys[0] === 'not') {
    const inner = asEntry(s['not']!);
    // { "path": { "not": value } } expands to { not: <path schema> }.
    if (inner && !isObj(inner[1])) return { [inner[0]]: { not: inner[1] } };
    return { not: convert(s['not']!) };
  }
  if (keys.length === 1 && (keys[0] === 'allOf' || keys[0] === 'anyOf') && Array.isArray(s[keys[0]])) {
    const items = (s[keys[0]] as JsonValue[]).map(convert);
    // All of several different paths reads best as one object: { "a.b": 1, "c.d": true }.
    const single = items.map((i) => (isObj(i) && Object.keys(i).length === 1 ? Object.keys(i)[0]! : ''));
    const paths = single.every((k) => k !== '' && k !== 'any' && k !== 'all' && k !== 'not') && new Set(single).size === single.length;
    if (keys[0] === 'allOf' && paths && items.length > 1) return Object.assign({}, ...(items as Obj[])) as JsonValue;
    return { [keys[0] === 'allOf' ? 'all' : 'any']: items };
  }
  return s;
}

/**
 * The compact form of a condition, or the condition unchanged when no compact form expands back
 * to exactly the same schema. Booleans and conditions already compact are returned as they are.
 */
export function toCompact(condition: Condition): Condition {
  if (!isObj(condition)) return condition;
  const expanded = expandCondition(condition) as JsonValue;
  const compact = convert(expanded) as Condition;
  if (jsonEqual(expandCondition(compact) as JsonValue, expanded)) return compact;
  // A top-level all/any whose parts did not all round-trip: keep JSON Schema around the parts that did.
  const keys = isObj(expanded) ? Object.keys(expanded) : [];
  if (keys.length === 1 && (keys[0] === 'allOf' || keys[0] === 'anyOf') && isObj(expanded)) {
    const parts = (expanded[keys[0]] as JsonValue[]).map((p) => toCompact(p as Condition) as JsonValue);
    const mixed = { [keys[0]]: parts } as Condition;
    if (jsonEqual(expandCondition(mixed) as JsonValue, expanded)) return mixed;
  }
  return condition;
}
