// Data that makes a condition hold (issue 26, generated path tests): the smallest context the
// path finder can hand a guard or a routing row. Built from the condition's JSON Schema (compact
// conditions expanded): required keys get a value, constants and enums their first value,
// `anyOf` the first branch that holds, `not` is met by leaving the value out. Every answer is
// checked with the evaluator, so a condition no generated data meets gets undefined, never a guess.
import { expandCondition } from './compact-conditions';
import type { ConditionEvaluator } from './conditions';
import type { Condition, JsonSchema, JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Marks "no value needed": the key is left out. */
const ABSENT = Symbol('absent');
type Gen = JsonValue | typeof ABSENT;

/** Deep merge of two generated values: objects key by key, arrays joined, else the second wins. */
export function mergeData(a: JsonValue | undefined, b: JsonValue | undefined): JsonValue {
  if (a === undefined) return b ?? null;
  if (b === undefined) return a;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (!isObj(a) || !isObj(b)) return b;
  const out: Obj = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = mergeData(out[k], v);
  return out;
}

const mergeGen = (a: Gen, b: Gen): Gen => (a === ABSENT ? b : b === ABSENT ? a : mergeData(a, b));

/** A value of a bare type (a required key whose schema says only its type, or nothing). */
function ofType(s: Obj): JsonValue {
  const types = Array.isArray(s['type']) ? s['type'] : [s['type']];
  const t = types.find((x) => x !== 'null') ?? (s['properties'] !== undefined || s['required'] !== undefined ? 'object' : undefined);
  switch (t) {
    case 'string':
      return 'x'.repeat(Math.max(1, typeof s['minLength'] === 'number' ? s['minLength'] : 1));
    case 'number':
    case 'integer':
      if (typeof s['exclusiveMinimum'] === 'number') return s['exclusiveMinimum'] + 1;
      return typeof s['minimum'] === 'number' ? s['minimum'] : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'null':
      return null;
    default:
      return {};
  }
}

function generate(schema: JsonSchema | JsonValue, evaluate: ConditionEvaluator): Gen {
  if (!isObj(schema)) return ABSENT;
  const s = schema;
  if (Object.hasOwn(s, 'const')) return s['const'] as JsonValue;
  if (Array.isArray(s['enum'])) return s['enum'].find((v) => v !== null && v !== '') ?? s['enum'][0] ?? null;
  let out: Gen = ABSENT;
  const isObject = s['type'] === 'object' || s['required'] !== undefined;
  if (isObject) {
    const props = isObj(s['properties']) ? s['properties'] : {};
    const obj: Obj = {};
    for (const key of Array.isArray(s['required']) ? s['required'] : []) {
      if (typeof key !== 'string') continue;
      const sub = props[key];
      const g = generate(sub ?? {}, evaluate);
      obj[key] = g === ABSENT ? ofType(isObj(sub) ? sub : {}) : g;
    }
    out = obj;
  } else if (s['type'] === 'array' || s['contains'] !== undefined) {
    const item = s['contains'] === undefined ? ABSENT : generate(s['contains'], evaluate);
    out = item === ABSENT ? [] : [item];
  } else if (s['type'] !== undefined) {
    out = ofType(s);
  }
  for (const part of Array.isArray(s['allOf']) ? s['allOf'] : []) out = mergeGen(out, generate(part, evaluate));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = Array.isArray(s[key]) ? s[key] : [];
    if (branches.length === 0) continue;
    const base = out;
    // The first branch whose data, with what the rest of the schema needs, makes the whole hold.
    const pick = branches.map((b) => mergeGen(base, generate(b, evaluate))).find((g) => evaluate(s as Condition, g === ABSENT ? {} : g));
    out = pick ?? mergeGen(base, generate(branches[0] as JsonValue, evaluate));
  }
  return out;
}

/**
 * Data for which `condition` holds, merged over `base` (what the caller already fixed, like the
 * machine's state); undefined when the generated data does not make it hold.
 */
export function conditionWitness(condition: Condition, evaluate: ConditionEvaluator, base: Obj = {}): Obj | undefined {
  if (condition === true) return base;
  if (condition === false) return undefined;
  const g = generate(expandCondition(condition), evaluate);
  const data = g === ABSENT ? base : mergeData(g, base);
  if (!isObj(data)) return undefined;
  return evaluate(condition, data) ? data : undefined;
}
