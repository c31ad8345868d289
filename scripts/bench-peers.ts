// Runs the peer form-engine bench (/work/shared/bench/peers) with our product as engine F:
//   npm run build            (this script builds nothing; it serves dist/)
//   node --import tsx scripts/bench-peers.ts [--engines E,F] [any other bench.mjs option]
// The peers must be set up and built once: cd /work/shared/bench/peers && npm run setup && npm run build.
//
// Starts the in-memory sandbox (our app needs its API: feature flags, auth mode, telemetry),
// writes bench/engine-f.json with the sandbox's URL, and runs the harness with it, writing
// bench/results/peers.json and bench/results/peers.md (and the harness's screenshots there).
// Our form is the bench-only flow flows/bench/v1.json at /account/heloc/bench: the annual-income
// step, then legal name + e-mail (phone fields hidden by a banner). Default engines: all (A-F).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSandbox } from '../e2e/support/sandbox';

const PEERS = process.env['BENCH_PEERS_DIR'] ?? '/work/shared/bench/peers';
const DESCRIPTOR = resolve('bench/engine-f.json');
const OUT = resolve('bench/results');

if (!existsSync('dist/index.html')) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(`${PEERS}/node_modules/playwright-core`) || !existsSync(`${PEERS}/apps/e-baseline/dist/index.html`)) {
  console.error(`The peer bench is not set up: cd ${PEERS} && npm run setup && npm run build`);
  process.exit(1);
}

const args = process.argv.slice(2);

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
- The harness picks the employment option by enum value ('FULL_TIME'); our options are labelled in
  words ('Employed full-time'), so it cannot fill page 1: F's messages check stops there (3/8), and
  F's typing is measured in page 1's income field (typeInto: income), a money field that keeps
  digits only, so the typed letters run the full input handling without changing the value.
  Our own e2e tests cover the messages.
- Required-message texts are ours (descriptor \`messages\`): the error-summary lines 'Employment
  status: Required' and 'Annual income: Required' for Next→errors.
- Wall-clock columns need the machine noise line above: compare runs with
  \`node lib/report.mjs --compare\` before trusting differences under ~15 %.
`;
const sandbox = await startSandbox();
try {
  const descriptor = {
    $comment:
      'Written by scripts/bench-peers.ts for each run (the sandbox port changes). Engine F: our production build served by the in-memory sandbox under its strict CSP, form = flows/bench/v1.json (annual-income step, then legal-name + phone-and-email with the phone fields hidden by a banner). Our employment options are labelled in words ("Employed full-time"), not by enum value as the harness picks them, so typing is measured on page 1 (income, a money field that keeps digits only) and the message check cannot pass page 1 (see bench/results/peers.md). messages: our wording of the checked messages; the two required ones are the error-summary lines, which name the field.',
    id: 'F',
    name: 'Ours: rjsf 6 + own Chakra v3 templates, precompiled validators (sandbox)',
    url: sandbox.url,
    path: '/account/heloc/bench',
    app: '..',
    typeInto: 'income',
    selectors: {
      ready: '#root_employmentType',
      employmentType: '#root_employmentType',
      employmentTypeKind: 'native',
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
  if (code === 0) appendFileSync(`${OUT}/peers.md`, NOTES);
} finally {
  await sandbox.close();
}
