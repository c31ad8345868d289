// Debian Chromium for the bench: the flags of e2e/support/browser.ts, launched without a user data
// dir (Playwright gives each launch a fresh temporary profile) so every cold load can have its own
// new context (empty cache, storage and service workers).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/browser';

export const CHROMIUM = process.env['BENCH_CHROMIUM'] ?? process.env['CHROMIUM'] ?? '/usr/bin/chromium';

/** Launches Chromium for one bench run. */
export function launchBench(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // --headless is given by the headless option here.
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
}
