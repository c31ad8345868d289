// The compact condition form ops write (DESIGN.md 'Conditions'): a context path and a value,
// or a small operator object, e.g.
//   { "brand.toggles.nyRegulatorReview": true, "data.propertyAddress.state": { "in": ["NY"] } }
// Each is expanded here into the JSON Schema the precompiled validators already run, so the
// browser still evaluates nothing but generated code (strict CSP holds). Pure.
import { closest } from './suggest';
import type { Condition, JsonSchema, JsonValue } from './types';

/** The roots a compact path may start with: the context's top-level fields (schemas/meta/context.schema.json). */
export const CONTEXT_ROOTS = [
  'data',
  'flags',
  'brand',
  'auth',
  'query',
  'profile',
  'application',
  'status',
  'offer',
  'machine',
  'form',
] as const;

/** Operators an object value of a compact path may use. */
export const COMPACT_OPERATORS = ['eq', 'ne', 'in', 'notIn', 'not', 'exists', 'gt', 'gte', 'lt', 'lte', 'some', 'none'] as const;

/** Keys that combine compact conditions. */
const COMBINATORS = ['any', 'all', 'not'] as const;

type Obj = { [key: string]: JsonValue };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first segment of a dotted path. */
function rootOf(path: string): string {
  return path.split('.')[0] ?? '';
}

/**
 * True when a key names a context path (`status.checklistStatus`, `offer`). A dotted key is never
 * a JSON Schema keyword, so it counts as a path even with a misspelt root, which flows:check then
 * reports against the context instead of as an unknown keyword.
 */
export function isContextPath(key: string): boolean {
  return key.includes('.') || (CONTEXT_ROOTS as readonly string[]).includes(rootOf(key));
}

/**
 * True when a condition object is written in the compact form: every key is a context path or
 * `any`/`all`/`not`, and at least one is not `not` (a lone `not` is JSON Schema's own keyword;
 * its operand is still expanded, see expandCondition).
 */
export function isCompactCondition(condition: unknown): boolean {
  if (!isObj(condition)) return false;
  const keys = Object.keys(condition).filter((k) => k !== '$comment');
  if (keys.length === 0) return false;
  if (!keys.every((k) => isContextPath(k) || (COMBINATORS as readonly string[]).includes(k))) return false;
  return keys.some((k) => k !== 'not');
}

/** True when a value is an operator object (`{ "in": [...] }`), not a literal to compare with. */
function isOperatorObject(v: JsonValue): v is Obj {
  return isObj(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => (COMPACT_OPERATORS as readonly string[]).includes(k));
}

/** Wraps a leaf schema in the `required`/`properties` chain of a dotted path. */
function atPath(segments: readonly string[], leaf: JsonSchema): JsonSchema {
  let schema: JsonSchema = leaf;
  for (let i = segments.length - 1; i >= 0; i--) {
    const key = segments[i] ?? '';
    schema = { type: 'object', required: [key], properties: { [key]: schema as JsonValue } };
  }
  return schema;
}

/** What `exists: true` expands to: neither null nor the empty string (and present). */
export const PRESENT_SCHEMA: JsonSchema = { not: { anyOf: [{ type: 'null' }, { const: '' }] } };

/** The leaf schema of one positive operator. */
function leafOf(op: string, arg: JsonValue, relative: (c: JsonValue) => JsonSchema): JsonSchema {
  switch (op) {
    case 'eq':
      return { const: arg };
    case 'in':
      return { enum: Array.isArray(arg) ? arg : [arg] };
    case 'exists':
      return PRESENT_SCHEMA;
    case 'gt':
      return { type: 'number', exclusiveMinimum: arg };
    case 'gte':
      return { type: 'number', minimum: arg };
    case 'lt':
      return { type: 'number', exclusiveMaximum: arg };
    case 'lte':
      return { type: 'number', maximum: arg };
    case 'some':
      return { type: 'array', contains: relative(arg) as JsonValue };
    default:
      throw new Error(`Unknown compact operator '${op}'`);
  }
}

/** The schema of one `path: value-or-operators` entry; absent values make negative operators hold. */
function entry(path: string, value: JsonValue, relativeTo: 'context' | 'item'): JsonSchema {
  const segments = path.split('.');
  const relative = (c: JsonValue): JsonSchema => expandItem(c);
  if (!isOperatorObject(value)) return atPath(segments, { const: value });
  const parts: JsonSchema[] = [];
  for (const [op, arg] of Object.entries(value)) {
    if (op === 'not') parts.push({ not: entry(path, arg, relativeTo) as JsonValue });
    else if (op === 'ne') parts.push({ not: atPath(segments, { const: arg }) as JsonValue });
    else if (op === 'notIn') parts.push({ not: atPath(segments, leafOf('in', arg, relative)) as JsonValue });
    else if (op === 'none') parts.push({ not: atPath(segments, leafOf('some', arg, relative)) as JsonValue });
    else if (op === 'exists' && arg === false) parts.push({ not: atPath(segments, PRESENT_SCHEMA) as JsonValue });
    else parts.push(atPath(segments, leafOf(op, arg, relative)));
  }
  return parts.length === 1 ? (parts[0] as JsonSchema) : { allOf: parts as JsonValue[] };
}

/** Expands a compact condition over an array item (`some`): keys are paths inside the item. */
function expandItem(c: JsonValue): JsonSchema {
  if (!isObj(c)) return { const: c };
  return combine(Object.entries(c).filter(([k]) => k !== '$comment'), 'item');
}

function combine(entries: readonly [string, JsonValue][], relativeTo: 'context' | 'item'): JsonSchema {
  const parts: JsonSchema[] = [];
  for (const [key, value] of entries) {
    if (key === 'any' || key === 'all') {
      const list = (Array.isArray(value) ? value : [value]).map((v) => (relativeTo === 'item' ? expandItem(v) : expandCondition(v as Condition)));
      parts.push({ [key === 'any' ? 'anyOf' : 'allOf']: list as JsonValue[] });
    } else if (key === 'not') {
      parts.push({ not: (relativeTo === 'item' ? expandItem(value) : expandCondition(value as Condition)) as JsonValue });
    } else {
      parts.push(entry(key, value, relativeTo));
    }
  }
  return parts.length === 1 ? (parts[0] as JsonSchema) : { allOf: parts as JsonValue[] };
}

/**
 * Returns the JSON Schema a condition stands for: compact conditions expanded, JSON Schema
 * returned as written except that the operands of a top-level `not`, `allOf`, `anyOf` and
 * `oneOf` are expanded in turn (so `{ "not": { "offer": { "exists": true } } }` works).
 * Throws on an unknown operator (flows:check reports it first, see compactConditionIssues).
 */
export function expandCondition(condition: Condition): JsonSchema {
  if (typeof condition === 'boolean') return condition;
  if (!isObj(condition)) return condition;
  if (isCompactCondition(condition)) return combine(Object.entries(condition).filter(([k]) => k !== '$comment'), 'context');
  let out: Obj | undefined;
  for (const key of ['not', 'allOf', 'anyOf', 'oneOf']) {
    const v = condition[key];
    if (v === undefined) continue;
    out ??= { ...condition };
    out[key] = Array.isArray(v) ? v.map((c) => expandCondition(c as Condition) as JsonValue) : (expandCondition(v as Condition) as JsonValue);
  }
  return out ?? condition;
}

/** One problem in a compact condition, with a JSON pointer relative to the condition. */
export interface CompactIssue {
  pointer: string;
  message: string;
  /** What the bad value was, for the nearest-valid suggestion. */
  value: string;
  /** The valid values, for the suggestion. */
  allowed: readonly string[];
}

const esc = (k: string): string => k.replace(/~/g, '~0').replace(/\//g, '~1');

/** Lists every unknown operator and every context path a compact condition reads (pointer, path). */
export function compactConditionParts(condition: unknown, base = ''): { paths: { pointer: string; path: string }[]; issues: CompactIssue[] } {
  const paths: { pointer: string; path: string }[] = [];
  const issues: CompactIssue[] = [];
  const walk = (c: unknown, at: string, item: boolean): void => {
    if (!isObj(c)) return;
    if (!item && !isCompactCondition(c)) {
      for (const key of ['not', 'allOf', 'anyOf', 'oneOf']) {
        const v = c[key];
        if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${key}/${i}`, false));
        else if (v !== undefined) walk(v, `${at}/${key}`, false);
      }
      return;
    }
    for (const [key, value] of Object.entries(c)) {
      const p = `${at}/${esc(key)}`;
      if (key === '$comment') continue;
      if (key === 'any' || key === 'all') {
        (Array.isArray(value) ? value : [value]).forEach((x, i) => walk(x, `${p}/${i}`, item));
        continue;
      }
      if (key === 'not') {
        walk(value, p, item);
        continue;
      }
      if (!item) paths.push({ pointer: p, path: key });
      if (!isObj(value)) continue;
      const ops = Object.keys(value);
      // An object of operator-like words is a misspelt operator, not a literal to compare with.
      const looksLikeOps = ops.some((k) => (COMPACT_OPERATORS as readonly string[]).includes(k) || closest(k, COMPACT_OPERATORS) !== undefined);
      if (!looksLikeOps) continue;
      for (const op of ops) {
        if (!(COMPACT_OPERATORS as readonly string[]).includes(op)) {
          issues.push({ pointer: `${p}/${esc(op)}`, message: `"${op}" is not a compact condition operator`, value: op, allowed: COMPACT_OPERATORS });
        } else if (op === 'some' || op === 'none') {
          walk(value[op], `${p}/${op}`, true);
        }
      }
    }
  };
  walk(condition, base, false);
  return { paths, issues };
}
