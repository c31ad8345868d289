// Node side of the lender's request schemas (schemas/api/<call>/v<N>.json): reads them, resolves
// versions written as patches (the loader's resolver), and gives each call its newest version
// with version-free refs pointed at what ships (src/engine/request-refs.ts). The sandbox's
// validators and flows:check read them here, so both see the same schemas.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DefinitionError, DefinitionFile } from './definitions';
import { REQUEST_PATH, shippedSenders, withShippedRefs } from './request-refs';
import { readDefinitionFile } from './read-definition-file';
import { resolveVersions } from './versions';
import type { JsonValue } from './types';

const API_DIR = 'schemas/api';

/** Every schemas/api/<call>/v<N>.json under rootDir as written (sorted). */
export function readRequestFiles(rootDir: string): DefinitionFile[] {
  const dir = join(rootDir, API_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(dir, d.name)).map((f) => `${API_DIR}/${d.name}/${f}`))
    .filter((p) => REQUEST_PATH.test(p))
    .sort()
    .map((path) => readDefinitionFile(rootDir, path));
}

/** The call names (folders of schemas/api) that have a version. */
export function requestCalls(rootDir: string): string[] {
  return [...new Set(readRequestFiles(rootDir).map((f) => REQUEST_PATH.exec(f.path)![1]!))];
}

/**
 * Each call's newest version, resolved, with its refs pointed at the shipped versions; `files` are
 * the resolved definitions (readResolvedFiles). Errors name the request file.
 */
export function shippedRequestSchemas(rootDir: string, files: ReadonlyMap<string, JsonValue>): { schemas: Map<string, { path: string; schema: JsonValue }>; errors: DefinitionError[] } {
  const raw = readRequestFiles(rootDir);
  const resolution = resolveVersions(raw);
  const errors: DefinitionError[] = [...resolution.errors];
  for (const f of raw) if (f.parseError !== undefined) errors.push({ file: f.path, pointer: '', message: `is not valid JSON: ${f.parseError}`, fix: 'Correct the JSON syntax.' });
  const newest = new Map<string, { path: string; version: number; json: JsonValue }>();
  for (const f of resolution.files) {
    const m = REQUEST_PATH.exec(f.path);
    if (!m || f.parseError !== undefined) continue;
    const version = Number(m[2]);
    if ((newest.get(m[1]!)?.version ?? 0) < version) newest.set(m[1]!, { path: f.path, version, json: f.json as JsonValue });
  }
  const shipped = shippedSenders(files);
  const schemas = new Map<string, { path: string; schema: JsonValue }>();
  for (const [call, { path, json }] of newest) {
    const out = withShippedRefs(json, path, shipped);
    for (const e of out.errors) errors.push({ file: path, pointer: '', message: e, fix: 'Name a step schema folder of schemas/steps/ (steps/<id>#<pointer>) or a rule of schemas/fields (fields#/$defs/<name>).' });
    schemas.set(call, { path, schema: out.schema });
  }
  return { schemas, errors };
}
