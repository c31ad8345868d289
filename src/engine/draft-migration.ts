// A registration draft saved under an older flow version, moved to the shipped one by the renames
// each version declares. Its own module: the first step loads it, and importing it from
// versions.ts pulled the resolver's path tables into the first step's bundle.
import type { JsonValue } from './types';

function isObject(v: unknown): v is { [key: string]: JsonValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Follows each field rename from the version a draft was saved under to the shipped one.
 * `renames` lists each version's declared renames ({ old dotted path: new dotted path }).
 */
export function migrateDraft(
  data: { [key: string]: JsonValue },
  savedVersion: number,
  renames: readonly { version: number; renames: Readonly<Record<string, string>> }[],
): { [key: string]: JsonValue } {
  let out = structuredClone(data);
  for (const step of [...renames].sort((a, b) => a.version - b.version)) {
    if (step.version <= savedVersion) continue;
    for (const [from, to] of Object.entries(step.renames)) out = movePath(out, from, to);
  }
  return out;
}

function movePath(data: { [key: string]: JsonValue }, from: string, to: string): { [key: string]: JsonValue } {
  const get = (obj: JsonValue | undefined, parts: string[]): JsonValue | undefined =>
    parts.reduce<JsonValue | undefined>((o, p) => (isObject(o) ? o[p] : undefined), obj);
  const value = get(data, from.split('.'));
  if (value === undefined) return data;
  const fromParts = from.split('.');
  const parent = get(data, fromParts.slice(0, -1));
  if (isObject(parent)) delete parent[fromParts[fromParts.length - 1]!];
  const toParts = to.split('.');
  let node: { [key: string]: JsonValue } = data;
  for (const p of toParts.slice(0, -1)) {
    if (!isObject(node[p])) node[p] = {};
    node = node[p] as { [key: string]: JsonValue };
  }
  if (node[toParts[toParts.length - 1]!] === undefined) node[toParts[toParts.length - 1]!] = value;
  return data;
}
