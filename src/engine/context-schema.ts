// The context schema as the checker reads it: schemas/meta/context.schema.json with each root
// that refers to another schema file inlined. The application root refers to the lender's
// application schema (schemas/lender/application.json), the one place a field the lender sends
// is described, so a condition may read it and a misspelt one still gets 'did you mean'. Pure:
// the caller reads the files.
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where the context schema lives, and the directory its relative `$ref`s start from. */
export const CONTEXT_SCHEMA_FILE = 'schemas/meta/context.schema.json';

/** A repo-relative path for a `$ref` written in the context schema (`../lender/application.json`). */
export function contextRefPath(ref: string): string {
  const parts = ['schemas', 'meta'];
  for (const seg of ref.split('#')[0]!.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** Renames `#/definitions/x` refs inside an inlined schema to the names its definitions get in the context. */
function renameRefs(v: JsonValue, prefix: string): JsonValue {
  if (Array.isArray(v)) return v.map((x) => renameRefs(x, prefix));
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === '$ref' && typeof x === 'string' && x.startsWith('#/definitions/') ? `#/definitions/${prefix}${x.slice('#/definitions/'.length)}` : renameRefs(x, prefix)]));
}

/**
 * The context schema with every root `{ "$ref": "<file>" }` replaced by that file's schema (its
 * definitions kept as `<root>-<name>`); a root whose file `read` cannot give stays as written.
 */
export function deriveContextSchema(context: JsonValue, read: (path: string) => JsonValue | undefined): JsonValue {
  if (!isObj(context) || !isObj(context['properties'])) return context;
  const definitions: Obj = { ...(isObj(context['definitions']) ? context['definitions'] : {}) };
  const properties: Obj = {};
  for (const [root, node] of Object.entries(context['properties'])) {
    const ref = isObj(node) ? node['$ref'] : undefined;
    const target = typeof ref === 'string' && !ref.startsWith('#') ? read(contextRefPath(ref)) : undefined;
    if (!isObj(node) || !isObj(target)) {
      properties[root] = node;
      continue;
    }
    const prefix = `${root}-`;
    const { $schema: _s, $id: _i, title: _t, $comment: _c, definitions: defs, ...schema } = renameRefs(target, prefix) as Obj;
    if (isObj(defs)) for (const [name, def] of Object.entries(defs)) definitions[`${prefix}${name}`] = def;
    const { $ref: _r, ...own } = node;
    properties[root] = { ...schema, ...own };
  }
  return { ...context, properties, definitions };
}

/** Where a context root is described when it is not in the context schema itself. */
const ROOT_SOURCES: Readonly<Record<string, string>> = { application: 'schemas/lender/application.json' };

/** The fix line for a context path that is not described: the file that describes its root, and the nearest field. */
export function contextPathFix(path: string, suggestion: string): string {
  const source = ROOT_SOURCES[path.split('.')[0] ?? ''];
  return source === undefined
    ? `Use a path documented in ${CONTEXT_SCHEMA_FILE}.${suggestion}`
    : `Use a field of the lender's application, ${source} (a field the lender sends that is not listed there is added there; docs/definitions.md 'The context').${suggestion}`;
}
