// Which dotted paths a page's form has, read from its step schemas (JSON Schema): a body
// template's `{ "$form": "a.b", "$pick": [...] }` must name one, or the value is silently left out
// of the request (issue 22). Follows local `$ref`s and the branches of allOf/anyOf/oneOf and
// if/then/else, and `items` for a numeric segment or a list's picked keys.
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A path segment that names no field: where it failed and what was allowed there. */
export interface FormPathProblem {
  segment: string;
  /** The dotted path up to the parent that lacks the segment ('' for the form itself). */
  parent: string;
  allowed: string[];
}

/** Resolves a local `#/...` reference against `root`. */
function deref(node: JsonValue, root: JsonValue, seen = new Set<string>()): JsonValue {
  if (!isObj(node) || typeof node['$ref'] !== 'string' || !node['$ref'].startsWith('#/') || seen.has(node['$ref'])) return node;
  seen.add(node['$ref']);
  let at: JsonValue | undefined = root;
  for (const raw of node['$ref'].slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    at = isObj(at) ? at[key] : undefined;
  }
  return at === undefined ? node : deref(at, root, seen);
}

/** Every schema a value may satisfy at this node: the node and its combinator branches. */
function branches(node: JsonValue, root: JsonValue): Obj[] {
  const here = deref(node, root);
  if (!isObj(here)) return [];
  const out: Obj[] = [here];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = here[key];
    if (Array.isArray(list)) for (const b of list) out.push(...branches(b, root));
  }
  for (const key of ['then', 'else'] as const) if (here[key] !== undefined) out.push(...branches(here[key]!, root));
  return out;
}

/** The sub-schemas of `segment` under the schemas `nodes`, and the names allowed there. */
function child(nodes: readonly { node: JsonValue; root: JsonValue }[], segment: string): { found: { node: JsonValue; root: JsonValue }[]; allowed: string[] } {
  const found: { node: JsonValue; root: JsonValue }[] = [];
  const allowed = new Set<string>();
  for (const { node, root } of nodes) {
    for (const b of branches(node, root)) {
      if (isObj(b['properties'])) {
        for (const name of Object.keys(b['properties'])) allowed.add(name);
        const p = b['properties'][segment];
        if (p !== undefined) found.push({ node: p, root });
      }
      if (/^\d+$/.test(segment) && b['items'] !== undefined && !Array.isArray(b['items'])) found.push({ node: b['items'], root });
    }
  }
  return { found, allowed: [...allowed].sort() };
}

/** The schemas of a list's items at these nodes (for `$pick` on a list), or the nodes themselves. */
function itemsOrSelf(nodes: readonly { node: JsonValue; root: JsonValue }[]): { node: JsonValue; root: JsonValue }[] {
  const items = nodes.flatMap(({ node, root }) => branches(node, root).flatMap((b) => (b['items'] !== undefined && !Array.isArray(b['items']) ? [{ node: b['items'], root }] : [])));
  return items.length > 0 ? items : [...nodes];
}

/**
 * The first segment of `path` (dotted; '' is the whole form) or of `pick`'s keys that none of
 * `schemas` (one page's step schemas, every variant) has; undefined when every name exists.
 */
export function checkFormPath(schemas: readonly JsonValue[], path: string, pick: readonly string[] = []): FormPathProblem | undefined {
  let nodes = schemas.map((s) => ({ node: s, root: s }));
  const done: string[] = [];
  for (const segment of path === '' ? [] : path.split('.')) {
    const { found, allowed } = child(nodes, segment);
    if (found.length === 0) return { segment, parent: done.join('.'), allowed };
    nodes = found;
    done.push(segment);
  }
  const within = itemsOrSelf(nodes);
  for (const key of pick) {
    const { found, allowed } = child(within, key);
    if (found.length === 0) return { segment: key, parent: done.join('.'), allowed };
  }
  return undefined;
}
