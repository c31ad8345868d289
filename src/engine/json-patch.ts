// JSON Patch (RFC 6902) and JSON Merge Patch (RFC 7396) over plain JSON values, for definition
// versions written as a change to the previous one (src/engine/versions.ts). Small enough to
// own: we need errors that name the operation and the pointer that failed, so ops can fix the
// patch file, and no dependency in the browser (only the build and flows:check apply patches).
// One extension (issue 22): a pointer segment `@<name>` into a list picks the item named so
// (its `id`, or its `route` when it has no id: steps, groups, a page group's pages, routing
// rows), so a patch need not count positions (`/steps/@birthdate/schema`).
import type { PatchOrigins } from './patch-origins';
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
    /** When an `@name` names no item: the operation's member holding it and the names there are. */
    readonly unknownName?: { member: 'path' | 'from'; name: string; known: string[] },
  ) {
    super(message);
  }
}

/** An `@name` segment that names no item (or more than one) of its list. */
class UnknownNameError extends Error {
  constructor(
    readonly pointer: string,
    readonly wanted: string,
    readonly known: string[],
    message: string,
  ) {
    super(message);
  }
}

/** The name an `@name` segment finds a list item by: its `id`, else its `route`. */
export function itemName(item: JsonValue | undefined): string | undefined {
  if (!isObject(item)) return undefined;
  if (typeof item['id'] === 'string') return item['id'];
  return typeof item['route'] === 'string' ? item['route'] : undefined;
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
  if (token.startsWith('@')) return namedIndex(list, token.slice(1), pointer);
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`"${token}" in ${pointer} is not a list index`);
  const i = Number(token);
  const max = forAdd ? list.length : list.length - 1;
  if (i > max) throw new Error(`index ${i} in ${pointer} is past the end of a list of ${list.length}`);
  return i;
}

/** The position of the one item named `name` (an `add` there inserts before it). */
function namedIndex(list: readonly JsonValue[], name: string, pointer: string): number {
  const names = list.map(itemName);
  const at = names.flatMap((n, i) => (n === name ? [i] : []));
  const known = [...new Set(names.filter((n): n is string => n !== undefined))];
  if (at.length === 1) return at[0]!;
  if (at.length === 0) {
    const what = known.length ? `its items are ${known.map((n) => `"${n}"`).join(', ')}` : 'its items have no id or route';
    throw new UnknownNameError(pointer, name, known, `no item of the list has the id or route "${name}" (in ${pointer}; ${what})`);
  }
  throw new UnknownNameError(pointer, name, [], `${at.length} items of the list are named "${name}" (positions ${at.join(', ')}, in ${pointer}); address the one you mean by its position`);
}

function get(doc: JsonValue, pointer: string): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return doc;
  const { parent, key } = parentOf(doc, tokens, pointer);
  const value = Array.isArray(parent) ? parent[arrayIndex(parent, key, false, pointer)] : parent[key];
  if (value === undefined) throw new Error(`${pointer} does not exist`);
  return value;
}

/** Where an operation's marks go (src/engine/patch-origins.ts): its value's pointer in the patch file. */
interface Mark {
  origins: PatchOrigins;
  pointer: string;
  deep: boolean;
}

function add(doc: JsonValue, pointer: string, value: JsonValue, mark?: Mark): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return value;
  const { parent, key } = parentOf(doc, tokens, pointer);
  if (Array.isArray(parent)) {
    const i = arrayIndex(parent, key, true, pointer);
    mark?.origins.shift(parent, i, 1);
    parent.splice(i, 0, value);
    mark?.origins.mark(parent, i, mark.pointer, mark.deep);
  } else {
    parent[key] = value;
    mark?.origins.mark(parent, key, mark.pointer, mark.deep);
  }
  return doc;
}

function remove(doc: JsonValue, pointer: string, origins?: PatchOrigins): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) throw new Error('cannot remove the whole document');
  const { parent, key } = parentOf(doc, tokens, pointer);
  if (Array.isArray(parent)) {
    const i = arrayIndex(parent, key, false, pointer);
    parent.splice(i, 1);
    origins?.clear(parent, i);
    origins?.shift(parent, i + 1, -1);
  } else if (key in parent) {
    delete parent[key];
    origins?.clear(parent, key);
  } else throw new Error(`${pointer} does not exist`);
  return doc;
}

/** Replaces the value at `pointer` where it stands (an `@name` still names it while it is replaced). */
function replace(doc: JsonValue, pointer: string, value: JsonValue, mark?: Mark): JsonValue {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return value;
  const { parent, key } = parentOf(doc, tokens, pointer);
  if (Array.isArray(parent)) {
    const i = arrayIndex(parent, key, false, pointer);
    parent[i] = value;
    mark?.origins.mark(parent, i, mark.pointer, mark.deep);
    return doc;
  }
  if (!(key in parent)) throw new Error(`${pointer} does not exist`);
  // Removed and added again, as RFC 6902 defines it: the key moves to the end.
  delete parent[key];
  parent[key] = value;
  mark?.origins.mark(parent, key, mark.pointer, mark.deep);
  return doc;
}

/**
 * Applies a JSON Patch to a copy of `doc`; throws a PatchError naming the failed operation.
 * With `origins`, patches `doc` itself (the caller passes its own copy) and marks every slot an
 * operation writes with the pointer of that operation in the patch file (`/patch/<i>/value`).
 */
export function applyJsonPatch(doc: JsonValue, ops: readonly PatchOperation[], origins?: PatchOrigins): JsonValue {
  let out = origins ? doc : clone(doc);
  ops.forEach((op, index) => {
    const written = origins ? { origins, pointer: `/patch/${index}/value`, deep: true } : undefined;
    // A moved or copied value was written elsewhere; the operation is what put it here.
    const placed = origins ? { origins, pointer: `/patch/${index}`, deep: false } : undefined;
    try {
      switch (op.op) {
        case 'add':
          out = add(out, op.path, clone(op.value as JsonValue), written);
          break;
        case 'remove':
          out = remove(out, op.path, origins);
          break;
        case 'replace':
          out = replace(out, op.path, clone(op.value as JsonValue), written);
          break;
        case 'move': {
          if (op.from === undefined) throw new Error('"move" needs "from"');
          if (op.path.startsWith(`${op.from}/`)) throw new Error(`cannot move ${op.from} into itself`);
          const value = get(out, op.from);
          out = add(remove(out, op.from, origins), op.path, value, placed);
          break;
        }
        case 'copy':
          if (op.from === undefined) throw new Error('"copy" needs "from"');
          out = add(out, op.path, clone(get(out, op.from)), placed);
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
      if (err instanceof UnknownNameError) {
        const member = err.pointer === op.from && err.pointer !== op.path ? 'from' : 'path';
        throw new PatchError(index, err.message, { member, name: err.wanted, known: err.known });
      }
      throw new PatchError(index, (err as Error).message);
    }
  });
  return out;
}

/**
 * Applies a JSON Merge Patch: objects merge key by key, null removes a key, anything else
 * replaces. With `origins`, marks every key it sets with its pointer in the file (`at`: '/merge').
 */
export function applyMergePatch(target: JsonValue | undefined, patch: JsonValue, origins?: PatchOrigins, at = '/merge'): JsonValue {
  if (!isObject(patch)) return clone(patch);
  const out: { [key: string]: JsonValue } = isObject(target) ? clone(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    const pointer = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (value === null) {
      delete out[key];
      origins?.clear(out, key);
      continue;
    }
    const merged = isObject(value) && isObject(out[key]);
    out[key] = applyMergePatch(out[key], value, origins, pointer);
    // A merged object keeps the base's other keys: only the keys set inside it (marked there) are the author's.
    if (origins && !merged) origins.mark(out, key, pointer, true);
  }
  return out;
}
