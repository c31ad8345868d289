// A spec file's tests (`E2eTest` objects: name, viewport, budget, body) as Playwright Test tests.
// Every spec ends with `registerSpec(tests)`. The file's tests run in order in one worker, after
// its sandbox's data is reset, as they did on the suite's own runner (decision 407).
import { test } from './fixtures';
import { PHONE, type E2eTest } from './runner';

export function registerSpec(tests: E2eTest[]): void {
  test.beforeAll(async ({ sandbox }) => {
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
