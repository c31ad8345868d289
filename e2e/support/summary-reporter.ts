// The suite's console report on Playwright Test: a line per test as it ends ('ok' or 'FAIL' with
// the error, the page's URL when known and the failure screenshot), the tests that passed only on a
// retry, and the closing line 'N passed, M failed' that `npm test` adds up (scripts/test-all.sh).
// A test that passed on its retry counts as passed and is listed as flaky.
import { basename } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** '<spec> › <test>': the spec file the test belongs to (its body is registered in register.ts). */
function label(test: TestCase): string {
  let suite: Suite | undefined = test.parent;
  while (suite && suite.type !== 'file') suite = suite.parent;
  return `${basename(suite?.location?.file ?? suite?.title ?? '').replace(/\.spec\.ts$/, '')} › ${test.title}`;
}
const oneLine = (text: string) =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 8)
    .join('\n       ');

export default class SummaryReporter implements Reporter {
  private started = Date.now();
  private workers = 1;
  private suite: Suite | undefined;

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.started = Date.now();
    this.workers = config.workers;
    this.suite = suite;
    console.log(`e2e: ${suite.allTests().length} tests on ${config.workers} worker${config.workers > 1 ? 's' : ''}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = label(test);
    const retry = result.retry > 0 ? `, retry ${result.retry}` : '';
    if (result.status === 'passed') {
      console.log(`  ok   ${name} (${result.duration} ms${retry})`);
      return;
    }
    if (result.status === 'skipped') {
      console.log(`  skip ${name} (not run: an earlier failure in its file)`);
      return;
    }
    const error = oneLine(result.errors.map((e) => e.message ?? e.value ?? '').join('\n') || result.status);
    const shot = result.attachments.find((a) => a.name === 'screenshot')?.path ?? 'none';
    const trace = result.attachments.find((a) => a.name === 'trace')?.path;
    const again = result.retry < test.retries ? ' (retried)' : '';
    const at = result.annotations.filter((a) => a.type === 'at').pop()?.description ?? '-';
    console.log(`  FAIL ${name} (${result.duration} ms${retry})${again}\n       ${error}\n       at: ${at}\n       screenshot: ${shot}${trace ? `\n       trace: ${trace}` : ''}`);
  }

  onEnd(result: FullResult): void {
    const tests = this.suite?.allTests() ?? [];
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    // The suite skips nothing on purpose: a test left unrun (its file's setup or an earlier test
    // of its file failed and no retry ran it) counts as failed, so the closing line never hides it.
    const unrun = tests.filter((t) => t.outcome() === 'skipped');
    const failed = tests.filter((t) => t.outcome() === 'unexpected').length + unrun.length;
    const passed = tests.filter((t) => t.outcome() === 'expected').length + flaky.length;
    if (unrun.length > 0) {
      console.log(`\n${unrun.length} not run (counted as failed):`);
      for (const t of unrun) console.log(`  unrun ${label(t)}`);
    }
    if (flaky.length > 0) {
      console.log(`\n${flaky.length} passed only on a retry (flaky; see e2e/.report):`);
      for (const t of flaky) console.log(`  flaky ${label(t)}`);
    }
    console.log(`e2e finished in ${Math.round((Date.now() - this.started) / 1000)} s (${this.workers} worker${this.workers > 1 ? 's' : ''}, ${result.status})`);
    if (passed + failed === 0) console.log('e2e: no test ran');
    console.log(`${passed} passed, ${failed} failed`);
  }
}
