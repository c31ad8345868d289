// Where each part of a resolved version came from in the patch file its author wrote (issue 22:
// "pointers point into the resolved definition, not into the patch file; say both"). While
// src/engine/versions.ts applies a file's `merge` and `patch`, every slot (an object's key or a
// list's position) they write is marked with the pointer into the patch file that wrote it
// (`/patch/2/value`, `/merge/title`). Marks sit on the containers themselves (by identity), so a
// later operation that shifts a list moves them along; `find` then maps a checker's pointer into
// the resolved definition back to the author's pointer.
import type { JsonValue } from './types';

/** The author's pointer for a slot; `deep` when the value below it is the author's text too. */
interface Origin {
  pointer: string;
  deep: boolean;
  /** The earlier version's patch file that wrote it, when it came down the `extends` chain. */
  file?: string;
}

/** Where a part of a resolved version was written: the file (undefined: this version's own) and the pointer into it. */
export interface WrittenAt {
  file?: string;
  pointer: string;
}

type Container = { [key: string]: JsonValue } | JsonValue[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;
const segment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

export class PatchOrigins {
  private readonly slots = new WeakMap<object, Map<string, Origin>>();

  /**
   * Marks `container[key]` as written at `pointer`. A `deep` value (an operation's `value`, a
   * merge's text) has every slot below it marked too; a moved or copied one only its own slot,
   * since what lies inside it was written elsewhere.
   */
  mark(container: Container, key: string | number, pointer: string, deep: boolean): void {
    const k = String(key);
    this.slotsOf(container).set(k, { pointer, deep });
    const value = (container as Record<string, JsonValue>)[k];
    if (deep && isContainer(value)) this.markDeep(value, pointer);
  }

  /** Forgets the mark of `container[key]` (the value there was removed). */
  clear(container: Container, key: string | number): void {
    this.slots.get(container)?.delete(String(key));
  }

  /** A list spliced at `at` by `delta` (+1 inserted, -1 removed): marks at or after it follow their items. */
  shift(list: JsonValue[], at: number, delta: number): void {
    const marks = this.slots.get(list);
    if (!marks) return;
    const moved = [...marks.entries()].filter(([k]) => Number(k) >= at).sort(([a], [b]) => (delta > 0 ? Number(b) - Number(a) : Number(a) - Number(b)));
    for (const [k, origin] of moved) {
      marks.delete(k);
      marks.set(String(Number(k) + delta), origin);
    }
  }

  /** Carries the top-level marks of `from` over to `to` (the resolved file is a new object). */
  adopt(from: object, to: object): void {
    const marks = this.slots.get(from);
    if (marks) this.slots.set(to, new Map(marks));
  }

  /**
   * Takes over the marks of the version extended (`from`, on its resolved `fromRoot`) onto its
   * copy `toRoot`, each naming the file that wrote it (`file` for the base's own), so a part an
   * earlier version's patch wrote is still traced to it after this version's changes.
   */
  inherit(from: PatchOrigins, fromRoot: unknown, toRoot: unknown, file: string): void {
    if (!isContainer(fromRoot) || !isContainer(toRoot)) return;
    const marks = from.slots.get(fromRoot);
    if (marks) for (const [k, o] of marks) if (Object.hasOwn(toRoot, k)) this.slotsOf(toRoot).set(k, { ...o, file: o.file ?? file });
    for (const [k, v] of Object.entries(toRoot)) this.inherit(from, (fromRoot as Record<string, unknown>)[k], v, file);
  }

  /**
   * The pointer into the patch file that wrote what `pointer` points at in `root` (the resolved
   * definition), or undefined when it comes unchanged from the version extended.
   */
  find(root: unknown, pointer: string): string | undefined {
    const at = this.written(root, pointer);
    return at?.file === undefined ? at?.pointer : undefined;
  }

  /** Where what `pointer` points at in `root` was written: this version's patch file or an earlier version's; undefined when no patch wrote it. */
  written(root: unknown, pointer: string): WrittenAt | undefined {
    const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = root;
    let best: { origin: Origin; rest: string[] } | undefined;
    for (const [i, token] of tokens.entries()) {
      if (!isContainer(node)) break;
      const origin = this.slots.get(node)?.get(token);
      if (origin) best = { origin, rest: tokens.slice(i + 1) };
      node = (node as Record<string, unknown>)[token];
    }
    if (!best) return undefined;
    const at = best.origin.deep ? best.origin.pointer + best.rest.map((t) => `/${segment(t)}`).join('') : best.origin.pointer;
    return best.origin.file === undefined ? { pointer: at } : { file: best.origin.file, pointer: at };
  }

  private slotsOf(container: Container): Map<string, Origin> {
    let marks = this.slots.get(container);
    if (!marks) this.slots.set(container, (marks = new Map()));
    return marks;
  }

  private markDeep(value: Container, pointer: string): void {
    for (const [k, v] of Object.entries(value)) {
      const child = `${pointer}/${segment(k)}`;
      this.slotsOf(value).set(k, { pointer: child, deep: true });
      if (isContainer(v)) this.markDeep(v, child);
    }
  }
}
