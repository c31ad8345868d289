// `npm run test:e2e`: every spec in e2e/specs against one sandbox serving dist/ (run
// `npm run build` first). E2E_FILTER=text runs the tests whose name contains it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox } from './support/sandbox';
import { runTests, type E2eTest } from './support/runner';

const dir = join(import.meta.dirname, 'specs');
const filter = process.env['E2E_FILTER'] ?? '';
const sandbox = await startSandbox();
let passed = 0;
let failed = 0;
try {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts')).sort()) {
    const { tests } = (await import(pathToFileURL(join(dir, file)).href)) as { tests: E2eTest[] };
    const selected = tests.filter((t) => t.name.includes(filter));
    if (selected.length === 0) continue;
    console.log(file);
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    const result = await runTests(selected, sandbox);
    passed += result.passed;
    failed += result.failed;
  }
} finally {
  await sandbox.close();
}
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
