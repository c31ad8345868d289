// `npm run flows:publish -- <file>...` marks definition versions as published: their content
// hashes go into definitions.lock.json and from then on flows:check refuses any edit to them (a
// change is a new version, docs/definitions.md#versions). `--list` shows the versions not yet
// published; `--all` publishes every one of them. Refuses while flows:check finds a problem.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDefinitionsAt, readLock, sha256 } from '../src/engine/definitions-node';
import { classifyDefinitionPath } from '../src/engine/definition-paths';
import { LOCK_FILE, withPublished, type PublishedLock } from '../src/engine/published-lock';
import { formatError } from './flows-check';

const LOCK_COMMENT =
  'Published definition versions and their content hashes (npm run flows:publish). A published version never changes: flows:check refuses an edit; write a new version instead (docs/definitions.md#versions).';

/** Versioned definition files (not brands or the step id registry) that the lock does not hold yet. */
export function unpublished(paths: readonly string[], lock: PublishedLock | undefined): string[] {
  return paths.filter((p) => {
    const where = classifyDefinitionPath(p);
    return where !== undefined && where.version !== undefined && !(p in (lock?.published ?? {}));
  });
}

/**
 * Runs flows:publish on rootDir with the CLI arguments; returns the exit code. `check` is
 * flows:check on rootDir (a test passes one that reuses its compiled schemas).
 */
export function runFlowsPublish(
  rootDir: string,
  args: readonly string[],
  log: (line: string) => void = console.log,
  check: (rootDir: string) => Pick<ReturnType<typeof checkDefinitionsAt>, 'errors' | 'rawFiles'> = checkDefinitionsAt,
): number {
  const { errors, rawFiles } = check(rootDir);
  const lock = readLock(rootDir);
  const drafts = unpublished(
    rawFiles.map((f) => f.path),
    lock,
  );
  if (args.includes('--list') || args.length === 0) {
    log(drafts.length ? `Not yet published (${drafts.length}):\n${drafts.map((p) => `  ${p}`).join('\n')}` : 'Every definition version is published.');
    if (args.length === 0) log('\nPublish with: npm run flows:publish -- <file>... (or --all)');
    return 0;
  }
  if (errors.length > 0) {
    for (const e of errors) log(formatError(e));
    log(`\nflows:publish: fix the ${errors.length} problem${errors.length === 1 ? '' : 's'} flows:check finds first; nothing was published.`);
    return 1;
  }
  const wanted = args.includes('--all') ? drafts : args.filter((a) => !a.startsWith('--'));
  const unknown = wanted.filter((p) => !rawFiles.some((f) => f.path === p) || classifyDefinitionPath(p)?.version === undefined);
  if (unknown.length > 0) {
    log(`flows:publish: not a versioned definition file: ${unknown.join(', ')} (give repo-relative paths such as flows/registration-v2/v2.json)`);
    return 1;
  }
  const fresh = wanted.filter((p) => drafts.includes(p));
  const next = withPublished(lock ?? { $comment: LOCK_COMMENT, published: {} }, rawFiles, fresh, sha256);
  writeFileSync(join(rootDir, LOCK_FILE), `${JSON.stringify({ $comment: LOCK_COMMENT, ...next }, null, 2)}\n`);
  log(fresh.length ? `Published ${fresh.length}:\n${fresh.map((p) => `  ${p}`).join('\n')}` : 'Nothing new to publish.');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runFlowsPublish(process.cwd(), process.argv.slice(2));
}
