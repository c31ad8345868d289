// What ships, for the suites that test a versioned definition's behaviour (issue 25): the highest
// version of a definition folder, resolved (a version written as `extends` + patch is applied),
// as the build ships it. A suite names the folder, never a version, so a new version is tested
// the day it lands; tests/shipped-versions.test.ts fails on a suite that names one that does not ship.
import { join } from 'node:path';
import { readResolvedFiles, shippedVersion } from '../src/engine/definitions-node';
import { readRequestFiles } from '../src/engine/request-schemas-node';
import { resolveVersions } from '../src/engine/versions';
import type { JsonValue } from '../src/engine/types';

const root = join(import.meta.dirname, '..');
let files: Map<string, JsonValue> | undefined;

/** The definitions and the lender's request schemas (schemas/api/<call>/v<N>.json), versions resolved. */
function readFiles(): Map<string, JsonValue> {
  const requests = resolveVersions(readRequestFiles(root)).files.filter((f) => f.parseError === undefined);
  return new Map([...readResolvedFiles(root), ...requests.map((f): [string, JsonValue] => [f.path, f.json as JsonValue])]);
}

/** The shipped version of the definitions in `dir` ('flows/application', 'flows/messages/portal'), resolved. */
export function shipped<T>(dir: string): T {
  files ??= readFiles();
  const found = shippedVersion<T>(files, dir);
  if (found === undefined) throw new Error(`no versions under ${dir}`);
  return found.json;
}

/** The path of the shipped version in `dir` ('flows/application/v3.json'). */
export function shippedPath(dir: string): string {
  files ??= readFiles();
  const found = shippedVersion(files, dir);
  if (found === undefined) throw new Error(`no versions under ${dir}`);
  return found.path;
}
