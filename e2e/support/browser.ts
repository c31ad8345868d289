// Debian's Chromium through playwright-core (Playwright cannot download browsers here),
// with the flags this machine needs and a fresh user data dir per launch.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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

/**
 * The e2e suite's flags: the above, and Chromium features a test never uses turned off. Playwright
 * passes its own --disable-features list and Chromium keeps only the last one given, so this one
 * repeats Playwright's (1.65) and adds WebUIOmniboxPopup and WebUIOmniboxAimPopup: Chromium 156
 * otherwise loads the address bar's two popups (chrome://omnibox-popup.top-chrome/) as a WebUI
 * renderer for every new context's window, which a headless test never shows: 1 to 2 s of CPU per
 * test on a 2-core host (decision 417).
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
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
