// The shape of the suite's tests (run by Playwright Test through e2e/support/register.ts): a name,
// a viewport, a budget (60 s by default) and a body that gets the page, its context and the
// worker's sandbox.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
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
