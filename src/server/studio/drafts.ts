// The flow studio's editor (issue 26): an edited definition becomes the next version of its
// folder, written as docs/definitions.md asks (`extends` the edited version + the change as a
// `merge`), and the whole checker runs over the definitions with that file added IN MEMORY.
// Saving writes that same file, only when the check passes; a published file is never touched
// (the new file is always a version number no file has yet).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DefinitionError, DefinitionFile, LoadOptions } from '../../engine/definitions';
import { checkDefinitionsAt, nodeLoadOptions, readDefinitionFiles } from '../../engine/definitions-node';
import { formKeysOf } from '../../engine/form-keys';
import { classifyDefinitionPath, definitionName } from '../../engine/definition-paths';
import { jsonEqual, mergeDiff } from '../../engine/merge-diff';
import type { JsonValue } from '../../engine/types';
import { OWN_KEYS, resolveVersions } from '../../engine/versions';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A check remembered by its argument's JSON: an unchanged step schema or condition is not compiled again. */
function remembered<A, R>(check: (a: A) => R): (a: A) => R {
  const seen = new Map<string, R>();
  return (a) => {
    const key = JSON.stringify(a);
    if (!seen.has(key)) seen.set(key, check(a));
    return seen.get(key)!;
  };
}

/**
 * The checker's options per root, kept across checks: the compiled meta-schemas and the
 * remembered step schema and condition compiles make each check after the first much faster.
 */
const optionsByRoot = new Map<string, LoadOptions>();
const loadOptions = (root: string): LoadOptions => {
  let o = optionsByRoot.get(root);
  if (o === undefined) {
    const base = nodeLoadOptions(root);
    o = { ...base, ...(base.compileStepSchema ? { compileStepSchema: remembered(base.compileStepSchema) } : {}), ...(base.checkCondition ? { checkCondition: remembered(base.checkCondition) } : {}) };
    optionsByRoot.set(root, o);
  }
  return o;
};

const VERSION_FILE = /^(.*)\/v([0-9]+)\.json$/;

/** The new version file, and the definition it resolves to (what the app would ship). */
export interface Draft {
  path: string;
  text: string;
  resolved: JsonValue;
  /** The step forms the edited definition composes (the preview's build may lack a new one; decision 680). */
  stepForms: string[];
}

export interface DraftCheck {
  /** Null when the edit could not be made into a version file (errors say why). */
  draft: Draft | null;
  errors: DefinitionError[];
}

/** The highest version of each folder of versions under flows/: the definitions the studio edits. */
export function editableVersions(files: readonly DefinitionFile[]): string[] {
  const best = new Map<string, number>();
  for (const f of files) {
    const m = VERSION_FILE.exec(f.path);
    if (!m || !f.path.startsWith('flows/')) continue;
    best.set(m[1]!, Math.max(best.get(m[1]!) ?? 0, Number(m[2])));
  }
  return [...best].map(([dir, v]) => `${dir}/v${v}.json`).sort();
}

const ownless = (json: JsonValue): JsonValue => {
  if (!isObj(json)) return json;
  const copy = { ...json };
  for (const k of OWN_KEYS) delete copy[k];
  return copy;
};

const problem = (file: string, pointer: string, message: string, fix: string): DraftCheck => ({ draft: null, errors: [{ file, pointer, message, fix }] });

/** The next version file of `path`'s folder holding `editedText` (the edited, resolved definition). */
function draftFile(raw: readonly DefinitionFile[], path: string, editedText: string): { path: string; text: string } | DraftCheck {
  const m = VERSION_FILE.exec(path);
  const where = classifyDefinitionPath(path);
  const rawFile = raw.find((f) => f.path === path);
  if (!m || !where || !rawFile || !isObj(rawFile.json)) return problem(path, '', 'is not a definition version the studio can edit', 'Pick one from the list.');
  let edited: JsonValue;
  try {
    edited = JSON.parse(editedText) as JsonValue;
  } catch (e) {
    return problem(path, '', `is not JSON: ${(e as Error).message}`, 'Fix the JSON syntax.');
  }
  if (!isObj(edited)) return problem(path, '', 'must be a JSON object', 'Edit the definition, not its type.');
  const resolved = resolveVersions(raw).files;
  const brandRef = where.brand !== undefined && typeof rawFile.json['extends'] === 'string' ? rawFile.json['extends'] : undefined;
  // A brand's version extends a shared version (versions.ts): the new one extends the same, so
  // its merge carries the brand's whole difference; any other version extends the one edited.
  const baseRef = brandRef ?? `${definitionName(where)}@${m[2]}`;
  const basePath = brandRef === undefined ? path : `${m[1]!.replace(/\/brands\/[^/]+$/, '')}/v${/@([0-9]+)$/.exec(brandRef)?.[1] ?? ''}.json`;
  const base = resolved.find((f) => f.path === basePath)?.json as JsonValue | undefined;
  if (base === undefined) return problem(path, '', `its base ${basePath} does not resolve`, 'Run npm run flows:check.');
  let merge: JsonValue | undefined;
  try {
    merge = mergeDiff(ownless(base), ownless(edited));
  } catch (e) {
    return problem(path, '', (e as Error).message, 'Remove the key instead of setting it to null.');
  }
  if (merge === undefined) return problem(path, '', 'has no change to save', 'Edit the definition first.');
  const next = 1 + Math.max(...raw.map((f) => VERSION_FILE.exec(f.path)).filter((x) => x !== null && x[1] === m[1]).map((x) => Number(x![2])));
  const own = rawFile.json;
  const file: Obj = {
    ...(own['$schema'] !== undefined ? { $schema: own['$schema'] } : {}),
    $comment: `Written by the flow studio (/__sandbox/studio/editor): ${baseRef} with the change in "merge".`,
    ...(own['id'] !== undefined ? { id: own['id'] } : {}),
    version: next,
    extends: baseRef,
    merge,
  };
  return { path: `${m[1]}/v${next}.json`, text: `${JSON.stringify(file, null, 2)}\n` };
}

/** Checks every definition under root with the edit added as its next version, in memory only. */
export function checkDraft(root: string, path: string, editedText: string): DraftCheck {
  const raw = readDefinitionFiles(root);
  const made = draftFile(raw, path, editedText);
  if ('errors' in made) return made;
  // The whole check flows:check runs (request schemas and the lock included), the draft in memory only.
  const result = checkDefinitionsAt(root, undefined, loadOptions(root), [{ path: made.path, json: JSON.parse(made.text) as unknown, text: made.text }]);
  const resolvedDraft = result.files.find((f) => f.path === made.path)?.json as JsonValue | undefined;
  return { draft: { ...made, resolved: resolvedDraft ?? null, stepForms: formKeysOf(resolvedDraft) }, errors: result.errors };
}


/** What a save did: the file written (or already there with the same change), or why not. */
export type SaveResult = { saved: string; created: boolean } | { saved: null; errors: DefinitionError[] };

/**
 * Writes the edit as the next version file when the checker passes over it. Saving the same
 * change again (a retry) finds it already saved as the folder's newest version and writes nothing.
 */
export function saveDraft(root: string, path: string, editedText: string): SaveResult {
  const raw = readDefinitionFiles(root);
  const m = VERSION_FILE.exec(path);
  const newest = m ? editableVersions(raw).find((p) => p.startsWith(`${m[1]}/v`)) : undefined;
  if (newest !== undefined && newest !== path) {
    const shipped = resolveVersions(raw).files.find((f) => f.path === newest)?.json as JsonValue | undefined;
    try {
      if (shipped !== undefined && jsonEqual(ownless(shipped), ownless(JSON.parse(editedText) as JsonValue))) return { saved: newest, created: false };
    } catch {
      // not JSON: checkDraft says so
    }
  }
  const { draft, errors } = checkDraft(root, path, editedText);
  if (draft === null || errors.length > 0) return { saved: null, errors };
  if (existsSync(join(root, draft.path))) return { saved: null, errors: [{ file: draft.path, pointer: '', message: 'already exists', fix: 'Reload the studio: the folder has a newer version.' }] };
  writeFileSync(join(root, draft.path), draft.text, { flag: 'wx' });
  return { saved: draft.path, created: true };
}
