// The first registration step's JS budget (issue 9 target: at most 190 KB gzip -9, KB = 1000 bytes; was 200),
// checked on every test run so a change that drags a portal-only library into the first step's
// chunks fails here, not only in `npm run bench`. Bytes are deterministic; timings are left to
// the bench. Counts what `npm run bench` counts: every script a cold load fetches until the
// network is idle after the first field is usable.
import { gzipSync } from 'node:zlib';
import { assert } from '../support/expect';
import type { E2eTest } from '../support/runner';

const JS_BUDGET_BYTES = 190_000;

export const tests: E2eTest[] = [
  {
    name: 'the first registration step loads at most 190 KB of JS (gzip -9)',
    fn: async ({ page, url }) => {
      const scripts = new Map<string, Promise<number>>();
      page.on('response', (r) => {
        if (r.request().resourceType() !== 'script' || scripts.has(r.url())) return;
        scripts.set(r.url(), r.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
      });
      await page.goto(`${url}/account/heloc/register-v2`);
      await page.locator('#root_propertyAddress').waitFor();
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all([...scripts.values()]);
      const total = sizes.reduce((a, b) => a + b, 0);
      assert(sizes.length > 3 && !sizes.includes(0), `could not read every script (${sizes.length} scripts)`);
      assert(total <= JS_BUDGET_BYTES, `the first step loads ${(total / 1000).toFixed(1)} KB of JS, over the ${JS_BUDGET_BYTES / 1000} KB budget: run scripts/bench/analyze-bundle.ts to see what grew`);
    },
  },
];
