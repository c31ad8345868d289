// The e2e suite's own set-up, checked like any behaviour: the browser a test gets runs only the
// test's page, not browser-UI renderers a headless test never shows (decision 417), so a Chromium
// upgrade that renames the feature flags is noticed instead of slowing every test.
import { assert } from '../support/expect';
import type { E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';

export const tests: E2eTest[] = [
  {
    name: "a test's browser has no browser-UI (chrome://*.top-chrome) renderers",
    fn: async ({ page, context }) => {
      await page.setContent('<html lang="en"><title>t</title><main><h1>Probe</h1></main></html>');
      const session = await context.browser()!.newBrowserCDPSession();
      const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] } as never)) as unknown as { targetInfos: { type: string; url: string }[] };
      await session.detach();
      const ui = targetInfos.filter((t) => t.type === 'browser_ui' || t.url.includes('.top-chrome'));
      assert(ui.length === 0, `browser-UI renderers running: ${ui.map((t) => t.url).join(', ')}`);
    },
  },
];

registerSpec(tests);
