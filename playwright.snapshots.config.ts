// Per-brand visual snapshots for QA (`npm run snapshots`; not part of `npm test`): every
// registration step and application page in e2e/snapshots/*.spec.ts, per brand, at 390x844 and
// 1280x800, empty and after a failed Continue, compared with the baselines committed in
// e2e/snapshots/baselines/. `npm run snapshots:update` rewrites the baselines; the side-by-side
// report is written to e2e/.snapshots-report/index.html after every run (scripts/snapshots-report.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_CHROMIUM_ARGS } from './e2e/support/browser';

export default defineConfig({
  testDir: 'e2e/snapshots',
  testMatch: '*.spec.ts',
  outputDir: 'e2e/.snapshots-results/output',
  globalSetup: './e2e/support/global-setup.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  timeout: 180_000,
  workers: Math.max(1, Number(process.env['E2E_WORKERS'] ?? 2)),
  fullyParallel: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'e2e/.snapshots-results/results.json' }]],
  expect: {
    timeout: 15_000,
    // A small threshold: anti-aliasing noise passes, a changed word or colour does not.
    // stylePath: parts the browser skips drawing off screen (content-visibility) are drawn for the shot.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.2, maxDiffPixelRatio: 0.001, stylePath: 'e2e/snapshots/screenshot.css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: E2E_CHROMIUM_ARGS },
    permissions: ['geolocation'],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
    timezoneId: 'America/Chicago',
    locale: 'en-US',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
  },
});
