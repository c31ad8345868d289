// A small e2e runner: one sandbox per run, one Chromium per worker process with a fresh browser
// context (a clean profile) per test, a 60 s budget per test, a screenshot on failure, and the
// closing line 'N passed, M failed'.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SharedBrowser } from './browser';
import type { RunningSandbox } from './sandbox';

export interface TestContext {
  /** Base URL of the sandbox serving the built app. */
  url: string;
  page: Page;
  context: BrowserContext;
  sandbox: RunningSandbox;
  /** The viewport this test runs at. */
  viewport: Viewport;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface E2eTest {
  name: string;
  /** Default: a phone, 390x844. */
  viewport?: Viewport;
  /** The test's budget (default TIMEOUT_MS): the whole journey to a funded line needs more. */
  timeoutMs?: number;
  fn: (ctx: TestContext) => Promise<void>;
}

export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 900 };

export const ARTIFACTS = join(import.meta.dirname, '..', '.artifacts');
export const TIMEOUT_MS = Number(process.env['E2E_TIMEOUT_MS'] ?? 60_000);

/**
 * The tests of a spec module: its `tests` array, then every other exported async function
 * (the export's name is the test's name).
 */
export function testsOf(mod: Record<string, unknown>): E2eTest[] {
  const list: E2eTest[] = [];
  if (Array.isArray(mod['tests'])) list.push(...(mod['tests'] as E2eTest[]));
  for (const [name, value] of Object.entries(mod)) {
    if (name === 'tests' || name === 'default' || typeof value !== 'function') continue;
    list.push({ name, fn: value as E2eTest['fn'] });
  }
  return list;
}

const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 8)
    .join('\n       ');

/** This process's Chromium; every test opens its own context in it. */
const chromiumOfThisWorker = new SharedBrowser();

/** Closes this process's Chromium (at the end of a worker's or a sequential run). */
export const closeBrowser = (): Promise<void> => chromiumOfThisWorker.close();

/** Runs tests in sequence; returns the counts. `label` prefixes each name (the spec file). */
export async function runTests(tests: E2eTest[], sandbox: RunningSandbox, label = ''): Promise<{ passed: number; failed: number }> {
  mkdirSync(ARTIFACTS, { recursive: true });
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const name = label ? `${label} › ${test.name}` : test.name;
    const started = Date.now();
    const viewport = test.viewport ?? PHONE;
    let browser: Awaited<ReturnType<SharedBrowser['open']>> | undefined;
    let page: Page | undefined;
    const pageErrors: string[] = [];
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    try {
      browser = await chromiumOfThisWorker.open(viewport);
      // Waits fail well inside the test's budget, with the locator in the message.
      browser.context.setDefaultTimeout(15_000);
      browser.context.setDefaultNavigationTimeout(20_000);
      page = await browser.context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      running = test.fn({ url: sandbox.url, page, context: browser.context, sandbox, viewport });
      await Promise.race([
        running,
        new Promise((_, reject) => {
          const budget = test.timeoutMs ?? TIMEOUT_MS;
          timer = setTimeout(() => reject(new Error(`timed out after ${budget / 1000} s`)), budget);
        }),
      ]);
      if (pageErrors.length > 0) throw new Error(`uncaught page error: ${pageErrors.join('; ')}`);
      passed++;
      console.log(`  ok   ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      const file = join(ARTIFACTS, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 100)}.png`);
      const shot = page ? await page.screenshot({ path: file, fullPage: true }).then(() => file, () => 'none') : 'none';
      console.log(`  FAIL ${name} (${Date.now() - started} ms)\n       ${oneLine(error)}\n       at: ${page?.url() ?? '-'}\n       screenshot: ${shot}`);
    } finally {
      clearTimeout(timer);
      await browser?.close().catch(() => undefined);
      // A timed-out test stops at its next browser call once its context is gone.
      await running?.catch(() => undefined);
    }
  }
  return { passed, failed };
}
