// Debian Chromium for the bench: the flags of e2e/support/browser.ts, launched without a user data
// dir (Playwright gives each launch a fresh temporary profile) so every cold load can have its own
// new context (empty cache, storage and service workers).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env['BENCH_CHROMIUM'] ?? process.env['CHROMIUM'] ?? '/usr/bin/chromium';

export function launchBench(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
    ],
  });
}
