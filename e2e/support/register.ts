// A spec file's tests (`E2eTest` objects: name, viewport, budget, body) as Playwright Test tests.
// Every spec ends with `registerSpec(tests)`. Every test starts on a sandbox whose data was just
// reset, so the tests of one file may run in any order on any worker (`fullyParallel`): the
// suite's longest file no longer sets its wall time (decision 416; decision 407 ran a file's tests
// in order in one worker).
import { test } from './fixtures';
import { PHONE, type E2eTest } from './runner';

export function registerSpec(tests: E2eTest[]): void {
  test.beforeEach(async ({ sandbox }) => {
    const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`POST /__sandbox/reset answered ${reset.status}`);
  });
  for (const t of tests) {
    const viewport = t.viewport ?? PHONE;
    test.describe(() => {
      test.use({ viewport });
      test(t.name, async ({ page, context, sandbox }) => {
        if (t.timeoutMs !== undefined) test.setTimeout(t.timeoutMs);
        await t.fn({ url: sandbox.url, page, context, sandbox, viewport });
      });
    });
  }
}
