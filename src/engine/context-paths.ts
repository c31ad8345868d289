// Checks the dotted paths definitions read (conditions, prefill, display rows, body mappings,
// placeholders) against the documented context schema (schemas/meta/context.schema.json), so
// `flows:check` catches `aplication.amount` before an applicant meets a blank value. Pure:
// the caller passes the schema in.
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why a path does not resolve: the segment that failed and the names valid there. */
export interface PathProblem {
  /** The path up to and including the bad segment. */
  at: string;
  segment: string;
  allowed: string[];
}

/** Follows `$ref: '#/definitions/x'` and merges `allOf` properties, one level. */
function normalise(root: Obj, node: JsonValue | undefined): Obj | undefined {
  if (!isObj(node)) return node === true ? {} : undefined;
  let out: Obj = node;
  const ref = node['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let target: JsonValue | undefined = root;
    for (const part of ref.slice(2).split('/')) target = isObj(target) ? target[part] : undefined;
    out = { ...(isObj(target) ? target : {}), ...node };
    delete out['$ref'];
  }
  const all = out['allOf'];
  if (Array.isArray(all)) {
    const props: Obj = {};
    for (const part of all) Object.assign(props, (normalise(root, part)?.['properties'] as Obj | undefined) ?? {});
    out = { ...out, properties: { ...props, ...((out['properties'] as Obj | undefined) ?? {}) } };
  }
  return out;
}

/**
 * Returns undefined when `path` (dotted, e.g. `application.property.state`) is described by the
 * context schema, else the first segment that is not. Open records (additionalProperties not
 * false) accept any key below them; a numeric segment steps into an array's items.
 */
export function checkContextPath(schema: JsonValue, path: string): PathProblem | undefined {
  if (!isObj(schema)) return undefined;
  const segments = path.split('.');
  let node: Obj | undefined = normalise(schema, schema);
  const seen: string[] = [];
  for (const segment of segments) {
    seen.push(segment);
    if (!node) return undefined;
    if (/^[0-9]+$/.test(segment) && node['items'] !== undefined) {
      node = normalise(schema, node['items']);
      continue;
    }
    const props = (node['properties'] as Obj | undefined) ?? {};
    if (Object.hasOwn(props, segment)) {
      node = normalise(schema, props[segment]);
      continue;
    }
    const extra = node['additionalProperties'];
    // Listed properties without an additionalProperties keyword count as a closed record too.
    if (extra === false || (extra === undefined && Object.keys(props).length > 0)) {
      return { at: seen.join('.'), segment, allowed: Object.keys(props) };
    }
    // An open record: whatever lies below is not described, so it cannot be checked further.
    return undefined;
  }
  return undefined;
}

/** Reads a dotted path from a value; undefined when any segment is missing. */
export function readPath(value: unknown, path: string): JsonValue | undefined {
  let node: unknown = value;
  for (const segment of path.split('.')) {
    if (Array.isArray(node) && /^[0-9]+$/.test(segment)) node = node[Number(segment)];
    else if (isObj(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node as JsonValue | undefined;
}
