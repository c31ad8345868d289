// The one-cold-load setup the bench helpers share (profile.ts, trace.ts, waterfall.ts): their
// arguments, the sandbox serving a build, and a page at a CPU throttle that is signed in for a
// deep link (a borrower and application made through the sandbox API) or on the first step.
import { resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../e2e/support/sandbox';
import { launchBench } from './browser';
import { borrowerWithApplication } from './app-pages';

export interface ColdLoadArgs {
  /** CPU throttling rate (first argument; default 4). */
  rate: number;
  /** `--deep-link <route>`: an application page instead of the first registration step. */
  deepLink: string | null;
  /** `--dist DIR`: the build to serve (default dist/). */
  dist: string | undefined;
  /** `--bench-form`: the peers bench's form (/account/heloc/bench) instead of the first registration step. */
  benchForm: boolean;
}

/** Reads `[rate] [--deep-link route | --bench-form] [--dist DIR]`. */
export function coldLoadArgs(argv: readonly string[] = process.argv): ColdLoadArgs {
  const after = (flag: string) => {
    const i = argv.indexOf(flag);
    return i > 0 ? argv[i + 1] : undefined;
  };
  const dist = after('--dist');
  return { rate: Number(argv[2] ?? 4), deepLink: after('--deep-link') ?? null, dist: dist ? resolve(dist) : undefined, benchForm: argv.includes('--bench-form') };
}

/** The sandbox serving the build the arguments name. */
export const sandboxFor = (args: ColdLoadArgs): Promise<RunningSandbox> => startSandbox(args.dist ? { staticDir: args.dist } : {});

export interface ColdPage {
  ctx: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The URL to open. */
  url: string;
  /** What is on screen once the page is usable. */
  ready: string;
}

/** A fresh context and page at the throttle, signed in for a deep link; call `before(cdp)` then open `url`. */
export async function coldPage(browser: Browser, sandbox: RunningSandbox, args: ColdLoadArgs): Promise<ColdPage> {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
  // start/profile needs an application without the SOFT_CREDIT consent (PROFILE_INCOMPLETE).
  const borrower = args.deepLink ? await borrowerWithApplication(sandbox.url, { softCredit: args.deepLink !== 'start/profile' }) : null;
  if (borrower) await ctx.addInitScript({ content: `try { localStorage.setItem('jwt', ${JSON.stringify(borrower.jwt)}); } catch {}` });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: args.rate });
  return {
    ctx,
    page,
    cdp,
    url: sandbox.url + (borrower ? `/account/heloc/${borrower.uuid}/${args.deepLink}` : args.benchForm ? '/account/heloc/bench' : '/account/heloc/register-v2'),
    ready: borrower ? '[data-page-route] input, [data-page-route] button' : args.benchForm ? '#root_employmentType' : '#root_propertyAddress',
  };
}

/**
 * Two cold loads, the first a warm-up (file cache, the sandbox's JIT, Chromium's first start):
 * each a fresh signed-in page (coldPage) handed to `fn`, its context closed after; then the
 * browser and the sandbox close.
 */
export async function withColdLoads(args: ColdLoadArgs, fn: (load: ColdPage, warmUp: boolean) => Promise<void>): Promise<void> {
  const sandbox = await sandboxFor(args);
  const browser = await launchBench();
  try {
    for (let run = 0; run < 2; run++) {
      const load = await coldPage(browser, sandbox, args);
      try {
        await fn(load, run === 0);
      } finally {
        await load.ctx.close();
      }
    }
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

/** The `k` largest entries of a ms-by-name map, one line each (ms right-aligned). */
export const topLines = (m: Map<string, number>, k: number): string =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([n, ms]) => `${ms.toFixed(1).padStart(8)}  ${n}`)
    .join('\n');
