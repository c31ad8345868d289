// `npm run test:e2e`: every spec in e2e/specs, in order, against one sandbox serving dist/
// (run `npm run build` first). The sandbox's data is reset before each spec file.
// E2E_FILTER=text runs the tests whose '<file> › <name>' contains it.
// Ends with exactly 'N passed, M failed'; exits 1 when a test failed or none ran.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox } from './support/sandbox';
import { runTests, testsOf } from './support/runner';

const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('e2e: dist/ is not built; run `npm run build` first');
  process.exit(1);
}

const dir = join(import.meta.dirname, 'specs');
const filter = (process.env['E2E_FILTER'] ?? '').toLowerCase();
const started = Date.now();
const sandbox = await startSandbox();
let passed = 0;
let failed = 0;
try {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts')).sort()) {
    const label = file.replace(/\.spec\.ts$/, '');
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    const selected = testsOf(mod).filter((t) => `${label} › ${t.name}`.toLowerCase().includes(filter));
    if (selected.length === 0) continue;
    const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`POST /__sandbox/reset answered ${reset.status}`);
    const result = await runTests(selected, sandbox, label);
    passed += result.passed;
    failed += result.failed;
  }
} finally {
  await sandbox.close();
}
console.log(`e2e finished in ${Math.round((Date.now() - started) / 1000)} s`);
if (passed + failed === 0) console.log(`e2e: no test matched${filter ? ` E2E_FILTER='${filter}'` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
