// The schema a step form renders from, beside the one it validates with. A field that stacks
// rules (two patterns, each with its own message, written as `allOf` members) tells rjsf nothing
// it draws from, yet rjsf merges that `allOf` on every key the applicant types (its state is
// re-derived per change, decision 693). Rendering from a copy without such `allOf`s leaves the
// validation untouched: the precompiled validator still checks the original schema.
import type { JsonValue } from './types';

type Schema = { [key: string]: JsonValue };

/** Keywords that only validate a value: nothing rjsf renders reads them. */
const VALIDATION_ONLY = new Set(['pattern', 'not', 'errorMessage']);

function isObject(v: JsonValue | undefined): v is Schema {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Whether an `allOf` holds only validation rules (each member an object of VALIDATION_ONLY keys). */
function onlyRules(allOf: JsonValue | undefined): boolean {
  return Array.isArray(allOf) && allOf.length > 0 && allOf.every((m) => isObject(m) && Object.keys(m).every((k) => VALIDATION_ONLY.has(k)));
}

/** A field schema without its rules-only `allOf`, its nested object fields likewise; the same object when nothing changes. */
function field(schema: JsonValue): JsonValue {
  if (!isObject(schema)) return schema;
  const props = schema['properties'];
  const nextProps = isObject(props) ? properties(props) : props;
  const drop = onlyRules(schema['allOf']);
  if (!drop && nextProps === props) return schema;
  const { allOf, ...rest } = schema;
  return { ...(drop ? rest : { ...rest, allOf: allOf! }), ...(nextProps === undefined ? {} : { properties: nextProps }) };
}

function properties(props: Schema): Schema {
  let changed = false;
  const next: Schema = {};
  for (const [name, s] of Object.entries(props)) {
    next[name] = field(s);
    if (next[name] !== s) changed = true;
  }
  return changed ? next : props;
}

/**
 * The render copy of a step schema: rules-only `allOf`s removed from its properties (and their
 * nested object properties). Conditions (`if`/`then`, `oneOf`, `anyOf`, root `allOf`) and every
 * other keyword are kept as the same objects, so rjsf's matching of them still finds the
 * validator's own subschemas. Returns the schema itself when nothing is removed.
 */
export function renderSchemaOf<T extends object>(schema: T): T {
  const s = schema as unknown as Schema;
  const props = s['properties'];
  if (!isObject(props)) return schema;
  const next = properties(props);
  return (next === props ? schema : { ...s, properties: next }) as unknown as T;
}
