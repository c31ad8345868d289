// The definition loader: a pipeline of four stages, each in a module of its own, so product ops
// see every problem (file, JSON pointer, message, fix) in one run of `npm run flows:check`:
//   1. read      the caller reads the files (definitions-node.ts; in the browser, the build's import)
//   2. resolve   versions written as patches become full definitions (versions.ts)
//   3. check     each file against its place and meta-schema (definition-entries.ts), then
//                every check across files, collecting the valid definitions (check-stage.ts)
//   4. ship      what each brand gets of each flow and page group (definition-ship.ts)
// The stages share only the types in definition-types.ts: no check imports the loader.
// Pure: the caller injects the meta-schema validator and compile checks (ajv stays out of here).
import { checkEntries } from './check-stage';
import { readEntries } from './definition-entries';
import { shipDefinitions } from './definition-ship';
import type { DefinitionError, DefinitionFile, LoadOptions, LoadResult, Report, ResolvedFile } from './definition-types';
import { resolveVersions } from './versions';

export type {
  Definitions,
  DefinitionError,
  DefinitionFile,
  Entry,
  LoadedStepSchema,
  LoadOptions,
  LoadResult,
  MetaIssue,
} from './definition-types';

/** Loads and checks all definition files at once; never throws for bad content. */
export function loadDefinitions(rawFiles: readonly DefinitionFile[], options: LoadOptions): LoadResult {
  const resolution = resolveVersions(rawFiles);
  const files = resolution.files;
  const errors: DefinitionError[] = [...resolution.errors];
  const report = reporter(files, errors);
  const entries = readEntries(files, options, report);
  const collected = checkEntries(entries, files, options, report);
  errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { files, definitions: shipDefinitions(collected), errors };
}

/**
 * Reports into `errors`. A patch file's errors point into the definition it resolves to; where
 * the author wrote the part in error (an operation's value, a merged key), the message says that
 * pointer too. A pointer at the file's own `extends`, `merge` or `patch` is into the file as written.
 */
function reporter(files: readonly ResolvedFile[], errors: DefinitionError[]): Report {
  const patched = new Map(files.filter((f) => f.base !== undefined).map((f) => [f.path, f]));
  return (file: string, pointer: string, message: string, fix: string): void => {
    const resolved = patched.get(file);
    const resolvedPointer = resolved !== undefined && pointer !== '' && !/^\/(extends|merge|patch)(\/|$)/.test(pointer);
    // What an earlier version's patch wrote names that file: the author's text is there.
    const written = resolvedPointer ? resolved.writtenBy?.(pointer) : undefined;
    const said = written === undefined ? message : `${message} (written at ${written.file ?? file}#${written.pointer})`;
    const where = resolvedPointer ? `${fix} (The pointer is into the resolved definition: ${resolved.base} with this file's changes applied.)` : fix;
    errors.push({ file, pointer, message: said, fix: where });
  };
}
