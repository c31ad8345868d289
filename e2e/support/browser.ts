// Debian's Chromium through playwright-core (Playwright cannot download browsers here),
// with the flags this machine needs and a fresh user data dir per launch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as PlaywrightBrowser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

/** The Chromium flags this machine needs (shared with the bench). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing but loopback may be reached.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
];

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Launches Chromium with a throwaway profile; `viewport` defaults to a phone. */
export async function launch(viewport = { width: 390, height: 844 }): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'heloc-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    // The flow asks for the location before creating the application (e-signing compliance).
    permissions: ['geolocation'],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What every test's context gets: the viewport, and geolocation granted at Austin TX. */
const contextOptions = (viewport: { width: number; height: number }) => ({
  viewport,
  // The flow asks for the location before creating the application (e-signing compliance).
  permissions: ['geolocation'],
  geolocation: { latitude: 30.2672, longitude: -97.7431 },
});

/**
 * One Chromium per e2e worker, and a fresh browser context per test: a context is a profile of its
 * own (cookies, web storage, IndexedDB, HTTP cache, service workers and sockets are not shared
 * with any other context), so each test still starts from a clean, cold browser, without paying
 * for a Chromium start (2-5 s on a busy 2-core machine) every time (decision 286). The browser is
 * started again when it has gone away (a crash).
 */
export class SharedBrowser {
  private browser: Promise<PlaywrightBrowser> | undefined;

  private async current(): Promise<PlaywrightBrowser> {
    const running = this.browser ? await this.browser.catch(() => undefined) : undefined;
    if (running?.isConnected()) return running;
    this.browser = chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    return this.browser;
  }

  /** A fresh context (a clean profile) at `viewport`; `close` throws it away. */
  async open(viewport = { width: 390, height: 844 }): Promise<Browser> {
    const context = await (await this.current()).newContext(contextOptions(viewport));
    return { context, close: () => context.close() };
  }

  async close(): Promise<void> {
    const running = this.browser ? await this.browser.catch(() => undefined) : undefined;
    this.browser = undefined;
    await running?.close().catch(() => undefined);
  }
}
