// Published versions never change: definitions.lock.json keeps a content hash of every
// published definition file (`npm run flows:publish`), and flows:check refuses a published
// file whose content changed or that was removed. A change is a new version (a patch file
// with "extends", docs/definitions.md#versions). The hash is over canonical JSON (keys sorted,
// no whitespace), so reformatting a file is not an edit but any change of content is.
import type { DefinitionError, DefinitionFile } from './definition-types';
import { classifyDefinitionPath, definitionName } from './definition-paths';
import type { JsonValue } from './types';

export const LOCK_FILE = 'definitions.lock.json';

export interface PublishedLock {
  $comment?: string;
  /** Repo-relative path -> 'sha256-<hex>' of the file's canonical JSON. */
  published: Record<string, string>;
}

/** JSON with object keys sorted and no whitespace: the same content always gives the same text. */
export function canonicalJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Errors for published files that changed or disappeared; `hash` maps canonical JSON to 'sha256-<hex>'. */
export function checkPublished(files: readonly DefinitionFile[], lock: PublishedLock, hash: (canonical: string) => string): DefinitionError[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const errors: DefinitionError[] = [];
  for (const [path, expected] of Object.entries(lock.published)) {
    const file = byPath.get(path);
    const next = nextVersionHint(path, files);
    if (!file) {
      errors.push({
        file: path,
        pointer: '',
        message: `is a published version (${LOCK_FILE}) and was removed`,
        fix: `Restore it: applicants and saved drafts may still use it. To change it, write ${next}.`,
      });
      continue;
    }
    if (file.parseError !== undefined) continue;
    if (hash(canonicalJson(file.json as JsonValue)) !== expected) {
      errors.push({
        file: path,
        pointer: '',
        message: `is a published version (${LOCK_FILE}) and its content changed`,
        fix: `Undo the edit (git checkout -- ${path}) and write the change as ${next}. A published version never changes.`,
      });
    }
  }
  return errors;
}

/** "flows/x/v3.json with "extends": "x@2"" for the next free version after the highest one of path's definition. */
function nextVersionHint(path: string, files: readonly DefinitionFile[]): string {
  const where = classifyDefinitionPath(path);
  const m = /^(.*\/)v([0-9]+)\.json$/.exec(path);
  if (!where || !m) return 'a new version';
  const dir = m[1]!;
  const versions = files.map((f) => (f.path.startsWith(dir) ? /^v([0-9]+)\.json$/.exec(f.path.slice(dir.length))?.[1] : undefined)).filter((v): v is string => v !== undefined).map(Number);
  const highest = Math.max(Number(m[2]), ...versions);
  return `${dir}v${highest + 1}.json with "extends": "${definitionName(where)}@${highest}"`;
}

/** The lock with `paths` added (or re-hashed); other entries kept, keys sorted for stable diffs. */
export function withPublished(lock: PublishedLock, files: readonly DefinitionFile[], paths: readonly string[], hash: (canonical: string) => string): PublishedLock {
  const published = { ...lock.published };
  for (const p of paths) {
    const f = files.find((x) => x.path === p);
    if (f && f.parseError === undefined) published[p] = hash(canonicalJson(f.json as JsonValue));
  }
  return { ...lock, published: Object.fromEntries(Object.entries(published).sort(([a], [b]) => a.localeCompare(b))) };
}
