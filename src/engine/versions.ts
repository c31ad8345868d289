// Definition versions written as a change to an earlier one. A file may say
//   { "$schema": ..., "id": "registration-v2", "version": 2, "extends": "registration-v2@1",
//     "merge": { ... JSON Merge Patch ... }, "patch": [ ... JSON Patch ... ] }
// and is resolved, before any check, into the full definition the checker, the build and the
// app see: the base (itself resolved) with the merge patch then the JSON Patch applied, and
// this file's own $schema, id, version, $comment and renames. A brand's own version of a flow
// (flows/<flow-id>/brands/<brand-dir>/v<N>.json) always extends a version of the shared flow.
import type { DefinitionError, DefinitionFile, ResolvedFile } from './definition-types';
import { classifyDefinitionPath, definitionName, sameDefinitionPath, type DefinitionPath } from './definition-paths';
import { applyJsonPatch, applyMergePatch, PatchError, type PatchOperation } from './json-patch';
import { joinPointer } from './definition-walk';
import { PatchOrigins } from './patch-origins';
import { didYouMean } from './suggest';
import type { JsonValue } from './types';

/** Keys a patch file may hold besides the definition's own identity. */
export const PATCH_KEYS = ['extends', 'merge', 'patch'] as const;
/** Keys a resolved version takes from its own file, never from the base. */
export const OWN_KEYS = ['$schema', '$comment', 'id', 'version', 'renames', 'pin'] as const;

export type { ResolvedFile } from './definition-types';

export interface ResolveResult {
  files: ResolvedFile[];
  errors: DefinitionError[];
}

function isObject(v: unknown): v is { [key: string]: JsonValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const REF = /^([a-z0-9]+(?:-[a-z0-9]+)*)@([1-9][0-9]*)$/;

/** True when a parsed definition is written as a patch over another version. */
export function isPatchFile(json: unknown): boolean {
  return isObject(json) && 'extends' in json;
}

/**
 * Resolves every patch file into its full definition. A file that cannot be resolved is left
 * out (its errors say why) so the checks that follow do not cascade from it.
 */
export function resolveVersions(files: readonly DefinitionFile[]): ResolveResult {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const errors: DefinitionError[] = [];
  const done = new Map<string, ResolvedFile | null>();
  const report = (file: string, pointer: string, message: string, fix: string): void => {
    errors.push({ file, pointer, message, fix });
  };

  const resolve = (f: DefinitionFile, chain: readonly string[]): ResolvedFile | null => {
    const cached = done.get(f.path);
    if (cached !== undefined) return cached;
    if (!isPatchFile(f.json) || f.parseError !== undefined) {
      done.set(f.path, f);
      return f;
    }
    const where = classifyDefinitionPath(f.path);
    const out = where ? resolvePatch(f, where, chain) : f;
    done.set(f.path, out);
    return out;
  };

  const resolvePatch = (f: DefinitionFile, where: DefinitionPath, chain: readonly string[]): ResolvedFile | null => {
    const json = f.json as { [key: string]: JsonValue };
    const name = definitionName(where);
    const ref = json['extends'];
    const own = where.version ?? 0;
    const m = typeof ref === 'string' ? REF.exec(ref) : null;
    if (!m || m[1] !== name) {
      report(f.path, '/extends', `"extends" must name a version of ${name} as "${name}@<N>" (got ${JSON.stringify(ref)})`, `Set "extends": "${name}@${Math.max(1, own - 1)}".`);
      return null;
    }
    const baseVersion = Number(m[2]);
    if (where.brand === undefined && baseVersion >= own) {
      report(f.path, '/extends', `v${own} cannot extend ${ref}: a version extends an earlier one`, `Set "extends": "${name}@${Math.max(1, own - 1)}".`);
      return null;
    }
    const basePath = sameDefinitionPath(f.path, baseVersion);
    const baseFile = byPath.get(basePath);
    if (!baseFile) {
      const versions = [...byPath.keys()].filter((p) => sameDefinitionPath(p, 1) === sameDefinitionPath(basePath, 1) && p !== f.path && !p.includes('/brands/'));
      const known = versions.map((p) => `${name}@${/v([0-9]+)\.json$/.exec(p)?.[1] ?? '?'}`);
      report(f.path, '/extends', `${ref} does not exist (no ${basePath})`, known.length ? `Extend one of ${known.join(', ')}.` : `Write ${basePath} first.`);
      return null;
    }
    if (chain.includes(basePath)) {
      report(f.path, '/extends', `extends itself through ${[...chain, basePath].join(' -> ')}`, 'Extend an earlier version that is a full definition or resolves to one.');
      return null;
    }
    const base = resolve(baseFile, [...chain, f.path]);
    if (!base || base.parseError !== undefined) {
      report(f.path, '/extends', `its base ${basePath} has errors, so this version cannot be resolved`, `Fix ${basePath} first.`);
      return null;
    }
    const unknown = Object.keys(json).filter((k) => !(PATCH_KEYS as readonly string[]).includes(k) && !(OWN_KEYS as readonly string[]).includes(k));
    for (const k of unknown) {
      report(f.path, joinPointer('', k), `"${k}" cannot sit beside "extends"`, `Put the change in "merge" (e.g. "merge": { "${k}": ... }) or in "patch".`);
    }
    if (unknown.length) return null;
    // A pin alone is a change: the version says it stays as its base on purpose (flow-drift.ts).
    if (!('merge' in json) && !('patch' in json) && !('pin' in json)) {
      report(f.path, '', 'a version with "extends" changes nothing', 'Add "merge" (a JSON Merge Patch) or "patch" (a list of JSON Patch operations), or remove the file.');
      return null;
    }
    const origins = new PatchOrigins();
    let doc: JsonValue = structuredClone(withoutOwnKeys(base.json as JsonValue));
    // What the base's own patch (or an earlier one) wrote stays traced to that file.
    if (base.origins) origins.inherit(base.origins, base.json, doc, base.path);
    if ('merge' in json) {
      if (!isObject(json['merge'])) {
        report(f.path, '/merge', '"merge" must be an object (a JSON Merge Patch, RFC 7396)', 'Write the keys to change with their new values; null removes a key.');
        return null;
      }
      doc = applyMergePatch(doc, json['merge'], origins);
    }
    if ('patch' in json) {
      const ops = json['patch'];
      const bad = Array.isArray(ops) ? ops.findIndex((op) => !isObject(op) || typeof op['op'] !== 'string' || typeof op['path'] !== 'string') : -1;
      if (!Array.isArray(ops) || bad >= 0) {
        report(f.path, bad >= 0 ? `/patch/${bad}` : '/patch', 'must be a JSON Patch operation list (RFC 6902): each { "op", "path", ... }', 'Write e.g. { "op": "replace", "path": "/steps/2/title", "value": "msg:..." }.');
        return null;
      }
      try {
        doc = applyJsonPatch(doc, ops as unknown as PatchOperation[], origins);
      } catch (err) {
        if (!(err instanceof PatchError)) throw err;
        const named = err.unknownName;
        if (named) {
          const fix = named.known.length ? `Use the id (or route) of an item that is there.${didYouMean(named.name, named.known)}` : 'Address the item by its position (from 0).';
          report(f.path, `/patch/${err.index}/${named.member}`, `cannot apply to ${ref}: ${err.message}`, fix);
        } else {
          report(f.path, `/patch/${err.index}`, `cannot apply to ${ref}: ${err.message}`, `Point the operation at a path that exists in ${basePath} after the operations before it.`);
        }
        return null;
      }
    }
    if (!isObject(doc)) {
      report(f.path, '', 'resolves to something that is not an object', 'Patch parts of the definition, not the whole document.');
      return null;
    }
    const resolved: { [key: string]: JsonValue } = {};
    for (const k of OWN_KEYS) if (k in json) resolved[k] = json[k]!;
    Object.assign(resolved, doc, Object.fromEntries(OWN_KEYS.filter((k) => k in json).map((k) => [k, json[k]!])));
    origins.adopt(doc, resolved);
    // The text stays the file as written: a key written twice in a merge or an operation's value is
    // found there (JSON.parse kept only the second before anything was resolved; issue 22).
    return { path: f.path, json: resolved, ...(f.text !== undefined ? { text: f.text } : {}), base: basePath, origins, writtenAt: (pointer) => origins.find(resolved, pointer), writtenBy: (pointer) => origins.written(resolved, pointer) };
  };

  const out: ResolvedFile[] = [];
  for (const f of files) {
    const r = resolve(f, []);
    if (r) out.push(r);
  }
  return { files: out, errors };
}

function withoutOwnKeys(json: JsonValue): JsonValue {
  if (!isObject(json)) return json;
  const copy = { ...json };
  for (const k of OWN_KEYS) delete copy[k];
  return copy;
}

// A draft's renames live in their own module: the first step's bundle needs them, not the resolver.
export { migrateDraft } from './draft-migration';
