// A small e2e runner: one sandbox per run, a fresh Chromium profile per test, a 60 s budget
// per test, a screenshot on failure, and the closing line 'N passed, M failed'.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';
import type { RunningSandbox } from './sandbox';

export interface TestContext {
  /** Base URL of the sandbox serving the built app. */
  url: string;
  page: Page;
  context: BrowserContext;
  sandbox: RunningSandbox;
}

export interface E2eTest {
  name: string;
  viewport?: { width: number; height: number };
  fn: (ctx: TestContext) => Promise<void>;
}

const ARTIFACTS = join(process.cwd(), 'e2e', '.artifacts');
const TIMEOUT_MS = 60_000;

/** Runs tests in sequence; returns the counts. */
export async function runTests(tests: E2eTest[], sandbox: RunningSandbox): Promise<{ passed: number; failed: number }> {
  mkdirSync(ARTIFACTS, { recursive: true });
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const started = Date.now();
    const browser = await launch(test.viewport);
    const page = await browser.context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        test.fn({ url: sandbox.url, page, context: browser.context, sandbox }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
        }),
      ]);
      if (pageErrors.length > 0) throw new Error(`uncaught page error: ${pageErrors.join('; ')}`);
      passed++;
      console.log(`  ok   ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      const file = join(ARTIFACTS, `${test.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.log(`  FAIL ${test.name}\n       ${(error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join('\n       ')}\n       screenshot: ${file}\n       at: ${page.url()}`);
    } finally {
      clearTimeout(timer);
      await browser.close().catch(() => undefined);
    }
  }
  return { passed, failed };
}
