// The page setup the bench helpers share (ab.ts, profile-move.ts): a fresh context at a CPU
// throttle with the bench's in-page instrumentation, signed in when given a token; and a
// transition's first page opened, filled and armed, ready for its Continue.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { borrowerWithApplication } from './app-pages';
import { instrument } from './instrument';
import type { Transition } from './transitions';

/** The bench's phone viewport. */
export const VIEWPORT = { width: 412, height: 915 };

export interface InstrumentedPage {
  ctx: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** A new context and page (phone viewport) whose instrumentation waits for `ready`; close `ctx` after. */
export async function instrumentedPage(browser: Browser, rate: number, ready: string, jwt?: string): Promise<InstrumentedPage> {
  const ctx = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, serviceWorkers: 'block' });
  // tsx (esbuild keepNames) wraps named arrows in __name(); give the page a no-op one.
  await ctx.addInitScript({ content: `globalThis.__name = (f) => f; (${instrument.toString()})(${JSON.stringify(ready)});` });
  // a signed-in borrower: the session token where the app keeps it, before any app script runs
  if (jwt) await ctx.addInitScript({ content: `try { localStorage.setItem('jwt', ${JSON.stringify(jwt)}); } catch {}` });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { ctx, page, cdp };
}

/**
 * A borrower at the transition's first page (its application state made through the sandbox
 * API), the page usable and filled, the route mark armed: the caller clicks `submitOf(t)`.
 */
export async function openMove(browser: Browser, sandboxUrl: string, t: Transition, rate: number): Promise<InstrumentedPage> {
  const b = await borrowerWithApplication(sandboxUrl, t.setup);
  const opened = await instrumentedPage(browser, rate, t.fromReady, b.jwt);
  const { page } = opened;
  await page.goto(`${sandboxUrl}/account/heloc/${b.uuid}/${t.from}`, { waitUntil: 'commit', timeout: 60_000 * rate });
  await page.waitForFunction(() => window.__bench.readyPaintAt !== null, undefined, { timeout: 60_000 * rate, polling: 50 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 * rate }).catch(() => undefined);
  await t.fill(page);
  await page.waitForTimeout(300);
  await page.evaluate(([to, sel]) => window.__bench.armRoute(to!, sel!), [t.to, t.toReady]);
  return opened;
}

/** The Continue of a transition's first page. */
export const submitOf = (t: Transition): string => `[data-page-route="${t.from}"] button[type=submit]`;
