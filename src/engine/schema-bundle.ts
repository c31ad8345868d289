// Step schemas share field rules (and so their messages) through `$ref`s into
// schemas/fields/. rjsf and the precompiled validators need one self-contained schema, so
// external refs are inlined here: one copy of each rule in the repo, a bundled copy per step.
import type { JsonValue } from './types';

export type SchemaFiles = Readonly<Record<string, JsonValue>>;

/** Follows a JSON pointer ('' or '/a/b') inside a document; undefined if absent. */
export function resolvePointer(doc: JsonValue, pointer: string): JsonValue | undefined {
  if (pointer === '' || pointer === '/') return doc;
  let node: JsonValue | undefined = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(part)] : (node as Record<string, JsonValue>)[part];
    if (node === undefined) return undefined;
  }
  return node;
}

/** Joins a relative file reference to the directory of the file that holds it. */
export function resolveFile(fromFile: string, ref: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const seg of ref.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/**
 * Inlines every `$ref` that points into another file (`../../fields/v1.json#/$defs/email`),
 * merging sibling keywords over the target (so a step may add its own `errorMessage`).
 * Local refs (`#/...`) are left for ajv and rjsf. Throws with the file and ref on a dangling ref.
 */
export function bundleSchema(node: JsonValue, fromFile: string, files: SchemaFiles, depth = 0): JsonValue {
  if (depth > 32) throw new Error(`${fromFile}: $ref nesting deeper than 32 (a cycle?)`);
  if (Array.isArray(node)) return node.map((n) => bundleSchema(n, fromFile, files, depth));
  if (node === null || typeof node !== 'object') return node;
  const ref = node['$ref'];
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const [filePart = '', pointer = ''] = ref.split('#');
    const target = resolveFile(fromFile, filePart);
    const doc = files[target];
    if (doc === undefined) throw new Error(`${fromFile}: $ref ${ref} names a file that does not exist (${target})`);
    const sub = resolvePointer(doc, pointer);
    if (sub === undefined) throw new Error(`${fromFile}: $ref ${ref} points at nothing in ${target}`);
    const inlined = bundleSchema(sub, target, files, depth + 1);
    const { $ref: _drop, ...siblings } = node;
    const merged: Record<string, JsonValue> =
      inlined !== null && typeof inlined === 'object' && !Array.isArray(inlined) ? { ...inlined } : {};
    for (const [k, v] of Object.entries(siblings)) merged[k] = bundleSchema(v, fromFile, files, depth);
    return merged;
  }
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(node)) out[k] = bundleSchema(v, fromFile, files, depth);
  return out;
}
