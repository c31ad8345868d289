// Finds the parts of a definition other code cares about (conditions, effect references,
// `msg:` strings, `$ref`s) with their JSON pointers. It walks raw JSON defensively, so the
// code generator still finds every condition in a file that fails its meta-schema.
import type { DefinitionKind } from './definition-paths';
import type { Condition, JsonValue } from './types';

/** Something found in a file, with the JSON pointer it sits at. */
export interface Located<T> {
  pointer: string;
  value: T;
}

type Obj = { [key: string]: unknown };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCondition = (v: unknown): v is Condition => typeof v === 'boolean' || isObj(v);

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins a pointer and segments. */
export function joinPointer(base: string, ...keys: (string | number)[]): string {
  return base + keys.map((k) => `/${pointerSegment(k)}`).join('');
}

function items(v: unknown, base: string): Located<Obj>[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item, i) => (isObj(item) ? [{ pointer: joinPointer(base, i), value: item }] : []));
}

/** Every effect reference of a file: flow checks, onEnter and submit; step validators. */
export function collectEffectRefs(kind: DefinitionKind, json: unknown): Located<Obj>[] {
  if (!isObj(json)) return [];
  if (kind === 'step') return items(json['validators'], '/validators');
  if (kind !== 'flow') return [];
  const out = items(json['submit'], '/submit');
  for (const step of items(json['steps'], '/steps')) {
    out.push(...items(step.value['checks'], `${step.pointer}/checks`));
    out.push(...items(step.value['onEnter'], `${step.pointer}/onEnter`));
  }
  return out;
}

/** Keys whose value is a condition wherever they appear in a flow or machine file. */
export const CONDITION_KEYS: readonly string[] = ['when', 'skipWhen', 'omitWhen', 'sixtyTwoPlusWhen'];

function conditionsIn(json: unknown, base: string, out: Located<Condition>[]): void {
  if (Array.isArray(json)) json.forEach((v, i) => conditionsIn(v, joinPointer(base, i), out));
  if (!isObj(json)) return;
  for (const [k, v] of Object.entries(json)) {
    const pointer = joinPointer(base, k);
    // A condition is JSON Schema and may itself name a property "when": do not descend.
    if (CONDITION_KEYS.includes(k) && isCondition(v)) out.push({ pointer, value: v });
    else conditionsIn(v, pointer, out);
  }
}

/**
 * Every condition of a file. In flows and machines that is every `when`, `skipWhen` and
 * `omitWhen` (gate, guard, steps, variants, groups, effects, triggers, route rows, autoRoute),
 * so a new kind of rule is precompiled without touching this code; in step files, the
 * validators' `when`s (their `schema` is data, not rules).
 */
export function collectConditions(kind: DefinitionKind, json: unknown): Located<Condition>[] {
  const out: Located<Condition>[] = [];
  if (kind === 'flow' || kind === 'machine') conditionsIn(json, '', out);
  if (kind === 'pages' && isObj(json)) {
    // Inline `when`s (a string names one of the file's conditions and is collected there).
    conditionsIn(json['pages'], '/pages', out);
    conditionsIn(json['modals'], '/modals', out);
    const named = json['conditions'];
    if (isObj(named)) for (const [name, c] of Object.entries(named)) if (isCondition(c)) out.push({ pointer: joinPointer('/conditions', name), value: c });
  }
  if (kind === 'step' && isObj(json)) conditionsIn(json['validators'], '/validators', out);
  return out;
}

/** Every string value (not key) in a JSON document, with its pointer. */
export function collectStrings(json: unknown, base = ''): Located<string>[] {
  if (typeof json === 'string') return [{ pointer: base, value: json }];
  if (Array.isArray(json)) return json.flatMap((v, i) => collectStrings(v, joinPointer(base, i)));
  if (isObj(json)) return Object.entries(json).flatMap(([k, v]) => collectStrings(v, joinPointer(base, k)));
  return [];
}

/** Every `$ref` that points into another file, with its pointer. */
export function collectExternalRefs(json: unknown, base = ''): Located<string>[] {
  if (Array.isArray(json)) return json.flatMap((v, i) => collectExternalRefs(v, joinPointer(base, i)));
  if (!isObj(json)) return [];
  const out: Located<string>[] = [];
  for (const [k, v] of Object.entries(json)) {
    if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.push({ pointer: joinPointer(base, k), value: v });
    else out.push(...collectExternalRefs(v, joinPointer(base, k)));
  }
  return out;
}

/** Narrows unknown JSON to a JsonValue-typed object (the loader has validated its shape). */
export function asJsonObject(v: unknown): { [key: string]: JsonValue } | undefined {
  return isObj(v) ? (v as { [key: string]: JsonValue }) : undefined;
}
