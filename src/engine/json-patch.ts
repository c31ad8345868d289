// JSON Patch (RFC 6902) and JSON Merge Patch (RFC 7396) over plain JSON values, for definition
// versions written as a change to the previous one (src/engine/versions.ts). Small enough to
// own: we need errors that name the operation and the pointer that failed, so ops can fix the
// patch file, and no dependency in the browser (only the build and flows:check apply patches).
import type { JsonValue } from './types';

export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: JsonValue;
}

/** Why one operation of a patch could not apply; `index` is its position in the patch. */
export class PatchError extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

type Container = { [key: string]: JsonValue } | JsonValue[];

function isObject(v: unknown): v is { [key: string]: JsonValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Splits an RFC 6901 pointer into unescaped tokens ('' is the whole document). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`"${pointer}" is not a JSON pointer (it must start with "/")`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function clone<T extends JsonValue>(v: T): T {
  return structuredClone(v);
}

/** Deep equality of JSON values (object key order ignored), as the `test` operation needs. */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return false;
}

/** The parent container of a pointer's target and the last token; throws when the parent is missing. */
function parentOf(doc: JsonValue, tokens: string[], pointer: string): { parent: Container; key: string } {
  let node: JsonValue = doc;
  for (const [i, t] of tokens.slice(0, -1).entries()) {
    const next: JsonValue | undefined = Array.isArray(node) ? node[arrayIndex(node, t, false, pointer)] : isObject(node) ? node[t] : undefined;
    if (next === undefined) throw new Error(`"${'/' + tokens.slice(0, i + 1).join('/')}" does not exist (on the way to ${pointer})`);
    node = next;
  }
  if (!Array.isArray(node) && !isObject(node)) throw new Error(`the parent of ${pointer} is not an object or a list`);
  return { parent: node, key: tokens[tokens.length - 1]! };
}

function arrayIndex(list: readonly JsonValue[], token: string, forAdd: boolean, pointer: string): number {
  if (forAdd && token === '-') return list.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`"${token}" in ${pointer} is not a list index`);
  const i = Number(token);
  const max = forAdd ? list.length : list.length - 1;
  if (i > max) throw new Error(`index ${i} in ${pointer} is past the end of a list of ${list.length}`);
  return i;
}

function get(doc: JsonValue, pointer: string): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return doc;
  const { parent, key } = parentOf(doc, tokens, pointer);
  const value = Array.isArray(parent) ? parent[arrayIndex(parent, key, false, pointer)] : parent[key];
  if (value === undefined) throw new Error(`${pointer} does not exist`);
  return value;
}

function add(doc: JsonValue, pointer: string, value: JsonValue): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return value;
  const { parent, key } = parentOf(doc, tokens, pointer);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true, pointer), 0, value);
  else parent[key] = value;
  return doc;
}

function remove(doc: JsonValue, pointer: string): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) throw new Error('cannot remove the whole document');
  const { parent, key } = parentOf(doc, tokens, pointer);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, false, pointer), 1);
  else if (key in parent) delete parent[key];
  else throw new Error(`${pointer} does not exist`);
  return doc;
}

/** Applies a JSON Patch to a copy of `doc`; throws a PatchError naming the failed operation. */
export function applyJsonPatch(doc: JsonValue, ops: readonly PatchOperation[]): JsonValue {
  let out = clone(doc);
  ops.forEach((op, index) => {
    try {
      switch (op.op) {
        case 'add':
          out = add(out, op.path, clone(op.value as JsonValue));
          break;
        case 'remove':
          out = remove(out, op.path);
          break;
        case 'replace':
          get(out, op.path);
          out = add(remove(out, op.path), op.path, clone(op.value as JsonValue));
          break;
        case 'move': {
          if (op.from === undefined) throw new Error('"move" needs "from"');
          if (op.path.startsWith(`${op.from}/`)) throw new Error(`cannot move ${op.from} into itself`);
          const value = get(out, op.from);
          out = add(remove(out, op.from), op.path, value);
          break;
        }
        case 'copy':
          if (op.from === undefined) throw new Error('"copy" needs "from"');
          out = add(out, op.path, clone(get(out, op.from)));
          break;
        case 'test': {
          const actual = get(out, op.path);
          if (!jsonEqual(actual, op.value)) throw new Error(`test failed: ${op.path} is ${JSON.stringify(actual)}, not ${JSON.stringify(op.value)}`);
          break;
        }
        default:
          throw new Error(`unknown op "${String((op as { op: unknown }).op)}" (use add, remove, replace, move, copy or test)`);
      }
    } catch (err) {
      throw new PatchError(index, (err as Error).message);
    }
  });
  return out;
}

/** Applies a JSON Merge Patch: objects merge key by key, null removes a key, anything else replaces. */
export function applyMergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isObject(patch)) return clone(patch);
  const out: { [key: string]: JsonValue } = isObject(target) ? clone(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = applyMergePatch(out[key], value);
  }
  return out;
}
