// The e2e suite on Playwright Test (`npm run test:e2e`): every e2e/specs/*.spec.ts against the
// sandbox serving dist/ (run `npm run build` first), in Debian's Chromium (Playwright cannot
// download browsers here). Each worker process has its own sandbox and in-memory database
// (e2e/support/fixtures.ts); every test starts after a reset of its worker's sandbox data, so
// tests run in parallel across workers whatever file they are in (decision 416). E2E_FILTER=text runs the tests whose '<file> › <name>' contains it (as --grep);
// E2E_WORKERS=n sets the workers (default two per core, at most 4, or 1 on a one-core machine:
// decisions 249, 683: the suite waits on the lender more than it computes).
// CI retries a failed test once, and the retry is reported; traces on a retry (CI) or a failure
// (elsewhere), screenshots on failure, the HTML report in e2e/.report (decision 407).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_CHROMIUM_ARGS } from './e2e/support/browser';
import { PHONE, TIMEOUT_MS } from './e2e/support/runner';

const ci = !!process.env['CI'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const filter = process.env['E2E_FILTER'];

export default defineConfig({
  testDir: 'e2e/specs',
  testMatch: '*.spec.ts',
  outputDir: 'e2e/.artifacts/results',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: TIMEOUT_MS,
  workers: Math.max(1, Number(process.env['E2E_WORKERS'] ?? (availableParallelism() > 1 ? Math.min(4, 2 * availableParallelism()) : 1))),
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  ...(filter ? { grep: new RegExp(escape(filter), 'i') } : {}),
  reporter: [['./e2e/support/summary-reporter.ts'], ['html', { open: 'never', outputFolder: 'e2e/.report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: E2E_CHROMIUM_ARGS },
    viewport: PHONE,
    // The flow asks for the location before creating the application (e-signing compliance).
    permissions: ['geolocation'],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
});
