// Runs the peer form-engine bench (/work/shared/bench/peers) with our product as engine F:
//   npm run build            (this script builds nothing; it serves dist/)
//   node --import tsx scripts/bench-peers.ts [--engines E,F] [--dist DIR] [any other bench.mjs option]
// (`--dist DIR`: serve another build than dist/ as F, e.g. a copy of the build before a change.)
// The peers live at ../shared/bench/peers beside the repository (BENCH_PEERS_DIR overrides) and
// must be set up and built once: cd ../shared/bench/peers && npm run setup && npm run build
// (`--engines F` needs only the harness's own `npm install`, not the peer apps' builds).
//
// Starts the in-memory sandbox (our app needs its API: feature flags, auth mode, telemetry),
// writes bench/engine-f.json with the sandbox's URL, and runs the harness with it, writing
// bench/results/peers.json and bench/results/peers.md (and the harness's screenshots there).
// Our form is the bench-only flow flows/bench/v1.json at /account/heloc/bench: the annual-income
// step, then legal name + e-mail (phone fields hidden by a banner). Default engines: all (A-F).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSandbox } from '../e2e/support/sandbox';
import { checkDefinitionsAt } from '../src/engine/definitions-node';

const REPO = resolve(import.meta.dirname, '..');
// The real path: the harness runs only when its own URL is argv[1] (`import.meta.url === file://argv[1]`),
// so through a symlinked ../shared (a worktree's) it loaded, did nothing and exited 0.
const PEERS = realpathIfThere(resolve(process.env['BENCH_PEERS_DIR'] ?? resolve(REPO, '../shared/bench/peers')));
function realpathIfThere(path: string): string {
  return existsSync(path) ? realpathSync(path) : path;
}
const DESCRIPTOR = resolve('bench/engine-f.json');
const OUT = resolve('bench/results');

const argv = process.argv.slice(2);
const distAt = argv.indexOf('--dist');
const DIST = resolve(distAt >= 0 ? argv[distAt + 1]! : 'dist');
/** The harness's arguments: ours without --dist. */
const args = distAt >= 0 ? [...argv.slice(0, distAt), ...argv.slice(distAt + 2)] : argv;
if (!existsSync(`${DIST}/index.html`)) {
  console.error(`${DIST}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const enginesAt = args.indexOf('--engines');
const engines = enginesAt >= 0 ? args[enginesAt + 1] : process.env['BENCH_ENGINES'];
const onlyOurs = engines !== undefined && engines.split(',').every((e) => e.trim() === 'F');
const argValue = (flag: string): string | undefined => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
/** Where the harness writes its report (our --out/--name unless the command line overrides them). */
const REPORT = `${resolve(argValue('--out') ?? OUT)}/${argValue('--name') ?? 'peers'}.md`;
if (!existsSync(`${PEERS}/bench.mjs`) || !existsSync(`${PEERS}/node_modules/playwright-core`)) {
  console.error(`The peer bench is not at ${PEERS} or not set up: cd ${PEERS} && npm run setup && npm run build (or set BENCH_PEERS_DIR)`);
  process.exit(1);
}
if (!onlyOurs && !existsSync(`${PEERS}/apps/e-baseline/dist/index.html`)) {
  console.error(`The peer apps are not built: cd ${PEERS} && npm run build (or run only ours: --engines F)`);
  process.exit(1);
}

/**
 * The labels our bench form shows for each employment value, from the definitions (the first
 * step's schema, its ui:enumNames and the catalogue), so the harness picks options as a person
 * reads them ('Employed full-time') and F fills page 1 like the peers.
 */
function employmentLabels(): Record<string, string> {
  const { definitions } = checkDefinitionsAt(REPO);
  const bench = definitions.latestFlows['bench'];
  const first = bench?.steps[0]?.schema;
  const ref = Array.isArray(first) ? first[0] : first;
  const step = ref ? definitions.stepSchemas[ref] : undefined;
  const values = ((step?.schema as { properties?: { employmentType?: { enum?: string[] } } } | undefined)?.properties?.employmentType?.enum) ?? [];
  const ui = step?.definition.uiSchema as { employmentType?: { 'ui:enumNames'?: string[] } } | undefined;
  const names = ui?.employmentType?.['ui:enumNames'] ?? [];
  if (values.length === 0 || names.length !== values.length) throw new Error(`bench-peers: cannot read the employment labels of ${ref ?? 'the bench flow'}`);
  const text = (n: string): string => (n.startsWith('msg:') ? (definitions.catalogue[n.slice(4)] ?? n) : n);
  return Object.fromEntries(values.map((v, i) => [v, text(names[i] ?? v)]));
}

/** Appended to the harness's report: what differs for F. */
const NOTES = `
## Notes on engine F (written by scripts/bench-peers.ts)

- F is our production build (\`npm run build\`) served by the in-memory sandbox under its strict CSP
  (the app needs the sandbox's API: feature flags, auth mode, telemetry), so its loads include
  those API round trips on loopback; A–E are static builds.
- F's form is the bench-only flow \`flows/bench/v1.json\` at /account/heloc/bench: the
  annual-income step, then legal-name + phone-and-email with the phone and SMS fields hidden by an
  info banner (no step schema holds the e-mail alone). Its JS bytes include the lazily loaded
  select and money widgets of the income step.
- Our employment options are labelled in words ('Employed full-time'); the descriptor gives the
  harness those labels (\`selectors.employmentLabels\`, read from the definitions), so it fills
  page 1 as it does for the peers and F's typing is measured in page 2's first-name field like
  theirs. Income is a money field that keeps digits only: a typed '-5' becomes 5, so the
  'Must be at least $0' lines the harness expects after typing negatives may not show for F.
- Required-message texts are ours (descriptor \`messages\`): the error-summary lines 'Employment
  status: Required' and 'Annual income: Required' for Next→errors.
- Wall-clock columns need the machine noise line above: compare runs with
  \`node lib/report.mjs --compare\` before trusting differences under ~15 %.
`;
const sandbox = await startSandbox({ staticDir: DIST });
try {
  const descriptor = {
    $comment:
      'Written by scripts/bench-peers.ts for each run (the sandbox port changes). Engine F: our production build served by the in-memory sandbox under its strict CSP, form = flows/bench/v1.json (annual-income step, then legal-name + phone-and-email with the phone fields hidden by a banner). selectors.employmentLabels: the words our options show, read from the definitions, so the harness fills page 1 and types into page 2 first name like the peers. messages: our wording of the checked messages; the two required ones are the error-summary lines, which name the field.',
    id: 'F',
    name: 'Ours: rjsf 6 + own Chakra v3 templates, precompiled validators (sandbox)',
    url: sandbox.url,
    path: '/account/heloc/bench',
    app: '..',
    selectors: {
      ready: '#root_employmentType',
      employmentType: '#root_employmentType',
      employmentTypeKind: 'native',
      employmentLabels: employmentLabels(),
      income: '#root_income',
      otherIncome: '#root_otherIncome',
      next: 'button[type=submit]',
      firstName: '#root_firstName',
      lastName: '#root_lastName',
      email: '#root_email',
      submit: 'button[type=submit]',
      done: 'h1:has-text("on the list")',
    },
    messages: {
      requiredEmployment: 'Employment status: Required',
      requiredIncome: 'Annual income: Required',
      requiredFirst: 'Please enter the first name',
      requiredLast: 'Last name is required',
      requiredEmail: 'Please enter your email',
    },
  };
  mkdirSync(OUT, { recursive: true });
  writeFileSync(DESCRIPTOR, JSON.stringify(descriptor, null, 2) + '\n');
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, [`${PEERS}/bench.mjs`, '--engine-file', DESCRIPTOR, '--out', OUT, '--name', 'peers', ...args], {
      cwd: PEERS,
      stdio: 'inherit',
    });
    child.on('exit', (c) => done(c ?? 1));
  });
  process.exitCode = code;
  if (code === 0) appendFileSync(REPORT, NOTES);
} finally {
  await sandbox.close();
}
