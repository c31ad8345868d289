// `npm run test:e2e`: every spec in e2e/specs against the sandbox serving dist/ (run
// `npm run build` first). The sandbox's data is reset before each spec file.
// E2E_FILTER=text runs the tests whose '<file> › <name>' contains it.
// E2E_WORKERS=n (default: 2, or 1 on a one-core machine) runs spec files in n worker processes,
// each with its own sandbox and in-memory database; a free worker takes the next file, the files
// with the most tests first. Most of a journey test is waiting on the lender and the routing
// poll, so two workers on two cores finish well before one (decision 249).
// Ends with exactly 'N passed, M failed'; exits 1 when a test failed or none ran.
import { fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox, type RunningSandbox } from './support/sandbox';
import { closeBrowser, runTests, testsOf, type E2eTest } from './support/runner';

const root = join(import.meta.dirname, '..');
const dir = join(import.meta.dirname, 'specs');
const filter = (process.env['E2E_FILTER'] ?? '').toLowerCase();

interface Counts {
  passed: number;
  failed: number;
}

/** A spec file's tests that match the filter. */
async function selectedTests(file: string): Promise<{ label: string; tests: E2eTest[] }> {
  const label = file.replace(/\.spec\.ts$/, '');
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
  return { label, tests: testsOf(mod).filter((t) => `${label} › ${t.name}`.toLowerCase().includes(filter)) };
}

/** Runs one spec file's selected tests on `sandbox`, after resetting its data. */
async function runFile(file: string, sandbox: RunningSandbox): Promise<Counts> {
  const { label, tests } = await selectedTests(file);
  if (tests.length === 0) return { passed: 0, failed: 0 };
  const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`POST /__sandbox/reset answered ${reset.status}`);
  return runTests(tests, sandbox, label);
}

/** Worker mode: asks the parent for files until it says done. */
async function worker(): Promise<void> {
  const sandbox = await startSandbox();
  const send = (m: unknown) => process.send?.(m);
  process.on('message', (m: { file?: string; done?: boolean }) => {
    if (m.done) {
      void Promise.all([sandbox.close(), closeBrowser()]).finally(() => process.exit(0));
      return;
    }
    if (m.file === undefined) return;
    runFile(m.file, sandbox).then(
      (counts) => send({ counts }),
      (error: unknown) => {
        console.log(`  FAIL ${m.file}: ${error instanceof Error ? error.message : String(error)}`);
        send({ counts: { passed: 0, failed: 1 } });
      },
    );
  });
  send({ ready: true });
}

/** Spec files with a matching test, the ones with the most tests first (they set the run's length). */
async function queue(files: string[]): Promise<string[]> {
  const sized = await Promise.all(files.map(async (f) => ({ f, n: (await selectedTests(f)).tests.length })));
  return sized.filter((s) => s.n > 0).sort((a, b) => b.n - a.n || a.f.localeCompare(b.f)).map((s) => s.f);
}

/** Parent mode with workers: hands out files, adds up the counts. */
async function parallel(files: string[], workers: number): Promise<Counts> {
  const todo = await queue(files);
  const total: Counts = { passed: 0, failed: 0 };
  const n = Math.min(workers, todo.length);
  await Promise.all(
    Array.from({ length: n }, () =>
      new Promise<void>((resolve) => {
        const child = fork(join(import.meta.dirname, 'run.ts'), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, E2E_WORKER: '1' }, stdio: 'inherit' });
        let working = false;
        const next = () => {
          const file = todo.shift();
          working = file !== undefined;
          child.send(file === undefined ? { done: true } : { file });
        };
        child.on('message', (m: { ready?: boolean; counts?: Counts }) => {
          if (m.counts) {
            total.passed += m.counts.passed;
            total.failed += m.counts.failed;
          }
          next();
        });
        child.on('exit', (code) => {
          // A worker that died mid-file counts as one failure.
          if (working || code !== 0) {
            console.log(`  FAIL e2e worker exited with code ${code}${working ? ' during a spec file' : ''}`);
            total.failed++;
          }
          resolve();
        });
      }),
    ),
  );
  return total;
}

/** Parent mode with one worker: every file in this process, in name order. */
async function sequential(files: string[]): Promise<Counts> {
  const sandbox = await startSandbox();
  const total: Counts = { passed: 0, failed: 0 };
  try {
    for (const file of files) {
      const c = await runFile(file, sandbox);
      total.passed += c.passed;
      total.failed += c.failed;
    }
  } finally {
    await Promise.all([sandbox.close(), closeBrowser()]);
  }
  return total;
}

if (process.env['E2E_WORKER'] === '1') {
  await worker();
} else {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('e2e: dist/ is not built; run `npm run build` first');
    process.exit(1);
  }
  const started = Date.now();
  const files = readdirSync(dir).filter((f) => f.endsWith('.spec.ts')).sort();
  const workers = Math.max(1, Number(process.env['E2E_WORKERS'] ?? Math.min(2, availableParallelism())));
  const { passed, failed } = workers > 1 ? await parallel(files, workers) : await sequential(files);
  console.log(`e2e finished in ${Math.round((Date.now() - started) / 1000)} s (${workers} worker${workers > 1 ? 's' : ''})`);
  if (passed + failed === 0) console.log(`e2e: no test matched${filter ? ` E2E_FILTER='${filter}'` : ''}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}
