// What every visual snapshot shares (`npm run snapshots`, playwright.snapshots.config.ts): a
// sandbox per worker whose clock starts at FROZEN_AT, the page's clock installed at the same
// instant, fixed answers, and `snap`, which compares the page with its committed baseline at the
// viewport's size, plus a full-page baseline only when the form is longer than the viewport.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../support/sandbox';

/** The instant every snapshot is taken at: a Tuesday, 10:00 in the Pacific time zone (chat hours open). */
export const FROZEN_AT = Date.parse('2026-03-03T18:00:00Z');

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
export type ViewportName = keyof typeof VIEWPORTS;

interface BrandFile {
  orgCode: string;
  toggles: { requiresReferrer?: boolean; newYorkBrand?: boolean };
}
const root = join(import.meta.dirname, '..', '..');
/** Every brand in brands/, by org code. */
export const BRANDS: BrandFile[] = readdirSync(join(root, 'brands'))
  .map((d) => JSON.parse(readFileSync(join(root, 'brands', d, 'brand.json'), 'utf8')) as BrandFile)
  .sort((a, b) => a.orgCode.localeCompare(b.orgCode));

/** The sandbox's wholesale referrer (docs/sandbox.md), for a brand that requires one. */
export const REFERRER = '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000002';
export const brandQuery = (b: BrandFile): string => `?org=${b.orgCode}${b.toggles.requiresReferrer ? `&referrer=${REFERRER}` : ''}`;

export const test = base.extend<object, { sandbox: RunningSandbox }>({
  sandbox: [
    async ({}, use) => {
      // The sandbox's clock runs from FROZEN_AT, so its dates, hours and token lifetimes are the same on every run.
      const started = Date.now();
      const sandbox = await startSandbox({ now: () => FROZEN_AT + (Date.now() - started) });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  page: async ({ page, sandbox }, use) => {
    const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`POST /__sandbox/reset answered ${reset.status}`);
    await page.clock.install({ time: FROZEN_AT });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    if (errors.length > 0) throw new Error(`uncaught page error: ${errors.join('; ')}`);
  },
});

/** After fonts, with the pointer out of the way (no hover style) and the page standing still. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  // A focus move may scroll smoothly (animations: 'disabled' does not stop it): wait until the page stands still.
  await page.waitForFunction(() => new Promise<boolean>((done) => { const y = window.scrollY; setTimeout(() => done(window.scrollY === y), 300); }));
}

/**
 * Compares the page with the baseline `<parts...>/<state>.<brand>.<viewport>.png`, after fonts
 * and with the pointer out of the way (no hover style); a form taller than the viewport also gets
 * `<...>.full.png` (unless `fullPage: false`: the application shell's one viewport shot). `mask` covers what differs by design between runs (a random loan number). The report (scripts/snapshots-report.ts) reads these names.
 */
export async function snap(page: Page, parts: string[], state: string, brand: string, viewport: ViewportName, mask: Locator[] = [], opts: { fullPage?: boolean } = {}): Promise<void> {
  await settle(page);
  const name = `${state}.${brand}.${viewport}`;
  await expect(page).toHaveScreenshot([...parts, `${name}.png`], { mask });
  if (opts.fullPage === false) return;
  // The form (the page's main region), not the footer under it, decides whether a full page is needed.
  const long = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    return main.getBoundingClientRect().bottom + window.scrollY > window.innerHeight + 1;
  });
  if (!long) return;
  // Chromium places a full-page shot's masks right only from the top of the page.
  if (mask.length) await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot([...parts, `${name}.full.png`], { fullPage: true, mask });
}

/**
 * Compares only the page's main column (`main`: the loan line, the h1, the page's content and the
 * cards under it, its whole height) with the baseline
 * `<parts...>/<state>.<brand>.<viewport>.content.png`. The shell around it (navbar, step list,
 * footer, the chat launcher) is shot once per brand and viewport instead, so its fixed-position
 * parts, which an element shot would paint over the column wherever the page was scrolled, are
 * hidden for the shot (decision 660).
 */
export async function snapContent(page: Page, parts: string[], state: string, brand: string, viewport: ViewportName, mask: Locator[] = []): Promise<void> {
  await settle(page);
  await page.evaluate(() => {
    const hide = (el: HTMLElement, extra: Partial<CSSStyleDeclaration> = {}) => {
      el.dataset['snapStyle'] = el.getAttribute('style') ?? '';
      Object.assign(el.style, { visibility: 'hidden', ...extra });
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) if (getComputedStyle(el).position === 'fixed') hide(el);
    // A wait page's message turns over every few seconds (wait-page-view.tsx) and may take one
    // line or two: its room is kept at two lines and its words are left to the text snapshots.
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="wait-message"]')) hide(el, { height: '3em', overflow: 'hidden' });
    // Chromium places the masks right only from the top of the page (a failed Continue scrolled to its summary).
    window.scrollTo(0, 0);
  });
  try {
    // Soft: one changed page does not hide the pages after it from the report.
    await expect.soft(page.locator('main')).toHaveScreenshot([...parts, `${state}.${brand}.${viewport}.content.png`], { mask });
  } finally {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-snap-style]')) {
        el.setAttribute('style', el.dataset['snapStyle'] ?? '');
        delete el.dataset['snapStyle'];
      }
    });
  }
}
