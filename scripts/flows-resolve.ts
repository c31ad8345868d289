// `npm run flows:resolve -- <file>` prints the resolved definition of any version (a flow, a
// brand's flow version, a page group, the machine, a message catalogue, a step schema, a lender's
// request schema) as JSON on stdout: what the app, the build and flows:check see once `extends` +
// `merge`/`patch` are applied, so ops can find the pointer a patch should use or an error names
// without `npm run gen`. It reads the files and resolves them with resolveVersions, the resolver
// the loader itself runs. A request schema (schemas/api/<call>/v<N>.json) is resolved among the
// request schemas, as the sandbox and flows:check read them (src/engine/request-schemas-node.ts);
// with --shipped its version-free refs (`fields#/$defs/suffix`, `steps/legal-name#...`) are
// printed pointed at the versions that ship, as the lender validates with them (decision 616).
// Exit 0 with the JSON; 1 when the file does not resolve (its errors on stderr); 2 for a file
// that is not a definition.
import { isAbsolute, relative, resolve } from 'node:path';
import { readDefinitionFiles, readResolvedFiles } from '../src/engine/definitions-node';
import { REQUEST_PATH, shippedSenders, withShippedRefs } from '../src/engine/request-refs';
import { readRequestFiles } from '../src/engine/request-schemas-node';
import { resolveVersions } from '../src/engine/versions';
import { closest } from '../src/engine/suggest';
import type { JsonValue } from '../src/engine/types';
import { formatError } from './flows-check';

const USAGE = 'Usage: npm run flows:resolve -- <file> [--shipped]   (e.g. flows/registration-v2/brands/lakeshore/v2.json, flows/pages/start/v2.json, flows/application/v3.json, schemas/api/create-application/v1.json; --shipped: a request schema\'s refs at the versions that ship)';

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs flows:resolve on rootDir with the CLI arguments; returns the exit code. */
export function runFlowsResolve(rootDir: string, args: readonly string[], io: Output, cwd: string = rootDir): number {
  const named = args.filter((a) => !a.startsWith('--'));
  if (named.length !== 1) {
    io.err(USAGE);
    return 2;
  }
  // A path as typed from anywhere inside the repository, or repo-relative.
  const typed = named[0]!;
  const file = relative(rootDir, isAbsolute(typed) ? typed : resolve(cwd, typed)).split('\\').join('/');
  // A request schema resolves among the request schemas only (its extends names a call's version).
  const request = REQUEST_PATH.test(file);
  const raw = request ? readRequestFiles(rootDir) : readDefinitionFiles(rootDir);
  if (!raw.some((f) => f.path === file)) {
    const near = closest(file, [...(request ? readDefinitionFiles(rootDir) : readRequestFiles(rootDir)), ...raw].map((f) => f.path));
    io.err(`flows:resolve: ${file} is not a definition file (definitions live under flows/, schemas/steps/, schemas/fields/, schemas/api/ and brands/).${near ? ` Did you mean ${near}?` : ''}`);
    io.err(USAGE);
    return 2;
  }
  const { files, errors } = resolveVersions(raw);
  const resolved = files.find((f) => f.path === file);
  const own = errors.filter((e) => e.file === file);
  if (!resolved || resolved.parseError !== undefined || own.length > 0) {
    if (resolved?.parseError !== undefined) io.err(`${file}: is not valid JSON: ${resolved.parseError}`);
    for (const e of own) io.err(formatError(e));
    io.err(`flows:resolve: ${file} does not resolve; run npm run flows:check for every problem.`);
    return 1;
  }
  let json = resolved.json as JsonValue;
  if (request && args.includes('--shipped')) {
    const out = withShippedRefs(json, file, shippedSenders(readResolvedFiles(rootDir)));
    for (const e of out.errors) io.err(`${file}: ${e}`);
    if (out.errors.length > 0) return 1;
    json = out.schema;
  }
  io.out(`${JSON.stringify(json, null, 2)}\n`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // npm runs scripts in the repository root; INIT_CWD is where the command was typed.
  process.exitCode = runFlowsResolve(process.cwd(), process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(`${t}\n`),
  }, process.env['INIT_CWD'] ?? process.cwd());
}
