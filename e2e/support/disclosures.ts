// The disclosures page (document/disclosures) as an applicant reads it: each document scrolled
// to its end with the keyboard (the PDF opened), ticked, then Continue. Shared by the page's own
// spec and the journey, which passes through it after HMDA (decision 192).
import type { Locator, Page } from 'playwright-core';
import { assert, expect } from './expect';

export const TITLES = ['Home Equity Line of Credit Early Disclosure', 'Consent to Electronic Records and Signatures', 'What You Should Know About Home Equity Lines of Credit'];
export const [EARLY, ESIGN, BOOKLET] = TITLES as [string, string, string];

export const box = (page: Page, title: string): Locator => page.getByRole('checkbox', { name: `I have read ${title}` });
export const viewer = (page: Page, title: string): Locator => page.getByRole('region', { name: `${title}, scrollable document` });

/** Scrolls a document to its end with the keyboard (focus the region, End), as a keyboard user would. */
export async function readToEnd(page: Page, title: string): Promise<void> {
  const region = viewer(page, title);
  const scrollable = await region.evaluate((el) => el.scrollHeight > el.clientHeight + 2);
  assert(scrollable, `${title} needs scrolling at this size`);
  assert(await box(page, title).isDisabled(), `'I have read ${title}' is enabled before the end`);
  // Marks this viewer, so a failure can tell a remounted viewer from one that did not scroll.
  await region.evaluate((el) => el.setAttribute('data-e2e-mark', '1'));
  await region.focus();
  await page.keyboard.press('End');
  await expect(box(page, title)).toBeVisible();
  for (let i = 0; i < 50 && (await box(page, title).isDisabled()); i++) await page.waitForTimeout(100);
  if (await box(page, title).isDisabled()) {
    const seen = await page.evaluate((label) => {
      const el = document.querySelector<HTMLElement>(`[role=region][aria-label="${label}"]`);
      const active = document.activeElement;
      return {
        sameViewer: el?.getAttribute('data-e2e-mark') === '1',
        scroll: el ? { top: el.scrollTop, client: el.clientHeight, height: el.scrollHeight } : null,
        focus: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}[${active.getAttribute('aria-label') ?? active.textContent?.slice(0, 40) ?? ''}]` : null,
        path: location.pathname,
      };
    }, `${title}, scrollable document`);
    assert(false, `'I have read ${title}' stays disabled after scrolling to the end: ${JSON.stringify(seen)}`);
  }
  const pos = await region.evaluate((el) => ({ top: el.scrollTop, client: el.clientHeight, height: el.scrollHeight }));
  assert(pos.top + pos.client >= pos.height - 2, `End did not scroll ${title} to its end: ${JSON.stringify(pos)}`);
}

/** Opens the PDF (a new tab, closed again) and checks the sandbox serves a PDF there. */
export async function openBooklet(page: Page, url: string): Promise<void> {
  const link = page.getByRole('link', { name: `Open ${BOOKLET} (PDF, opens in a new tab)` });
  const href = (await link.getAttribute('href')) ?? '';
  const pdf = await page.request.get(`${url}${href}`);
  assert(pdf.ok() && pdf.headers()['content-type'] === 'application/pdf', `the booklet answered ${pdf.status()} ${pdf.headers()['content-type']}`);
  assert((await pdf.body()).subarray(0, 5).toString('latin1') === '%PDF-', 'the booklet is a PDF');
  const popup = page.context().waitForEvent('page', { timeout: 5_000 }).catch(() => null);
  await link.click();
  await (await popup)?.close();
  for (let i = 0; i < 50 && (await box(page, BOOKLET).isDisabled()); i++) await page.waitForTimeout(100);
  assert(await box(page, BOOKLET).isEnabled(), "'I have read' the booklet stays disabled after opening it");
}

/** Reads and acknowledges every document, then Continue (the lender then prepares the summary). */
export async function acknowledgeAll(page: Page, url: string): Promise<void> {
  await expect(page.getByRole('form', { name: 'Review your disclosures' })).toBeVisible();
  for (const title of [EARLY, ESIGN]) {
    await readToEnd(page, title);
    await box(page, title).check();
  }
  await openBooklet(page, url);
  await box(page, BOOKLET).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
