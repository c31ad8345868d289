// Playwright Test fixtures of the suite: one sandbox (API + the built app, in-memory database) per
// worker process, and the page with the suite's defaults: waits fail after 15 s (navigation 20 s)
// with the locator in the message, well inside the test's budget, and an uncaught error in the
// page fails the test.
import { test as base } from '@playwright/test';
import { startSandbox, type RunningSandbox } from './sandbox';
import { measureCpu } from './cpu-log';
import { ARTIFACTS } from './runner';
import { watchAxe } from './axe-watch';

export const test = base.extend<object, { sandbox: RunningSandbox }>({
  sandbox: [
    async ({}, use) => {
      const sandbox = await startSandbox();
      await use(sandbox);
      await sandbox.close();
    },
    // Its own budget: a worker's first test would otherwise pay the sandbox's start (PGlite and the
    // server, 10 s on a quiet 2-core host, much more on a busy one) out of its 60 s.
    { scope: 'worker', timeout: 180_000 },
  ],
  page: async ({ page, context }, use, testInfo) => {
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The screens the specs save into e2e/.artifacts/ for people to look at are taken only with
    // E2E_SHOTS=1: nothing reads them back, and ~200 full-page PNGs a run cost CPU the tests need
    // (decision 646). A failing test's own screenshot (screenshot: 'only-on-failure') is always taken.
    if (process.env['E2E_SHOTS'] !== '1') {
      const take = page.screenshot.bind(page);
      page.screenshot = async (options) => (options?.path?.startsWith(ARTIFACTS) ? Buffer.alloc(0) : take(options));
    }
    const measured = measureCpu(testInfo.titlePath.slice(1).join(' › '));
    // axe once per distinct page the worker visits, failing the test that visited it (decision 663).
    const axe = watchAxe(page, testInfo.titlePath.slice(1).join(' › '));
    await use(page);
    const axeFailure = await axe.finish().then(() => null, (e: Error) => e);
    measured();
    // Where a failed test's page was, for the report (summary-reporter.ts prints it).
    if (testInfo.status !== testInfo.expectedStatus) testInfo.annotations.push({ type: 'at', description: page.url() });
    if (errors.length > 0) throw new Error(`uncaught page error: ${errors.join('; ')}`);
    if (axeFailure) throw axeFailure;
  },
});
