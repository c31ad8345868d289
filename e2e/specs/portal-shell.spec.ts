// The application page shell (issue 3): sidebar 'Application progress' with the application ID,
// stepper and security note, offer panel, property card and loan-officer card on a desktop; the
// progress menu and the collapsed loan-officer bar on a phone; axe on both.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { applyAs } from '../support/journey';
import { ARTIFACTS, DESKTOP, PHONE, type E2eTest } from '../support/runner';
import { assert, expect } from '../support/expect';
import { registerSpec } from '../support/register';

const currentStep = (page: Page) => page.locator('[aria-current="step"]');

export const tests: E2eTest[] = [
  {
    name: 'desktop: sidebar, offer panel, property card and loan-officer card, axe clean',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const uuid = await applyAs(page, url, 'Morgan');
      const sidebar = page.getByRole('complementary', { name: 'Application progress' });
      await expect(sidebar).toBeVisible();
      const loanNumber = (await page.getByTestId('loan-number').textContent())?.trim() ?? '';
      await expect(sidebar.getByTestId('sidebar-loan-number')).toHaveText(loanNumber);
      // Offers are made: the lender reports PRODUCT_SELECT, step 2 of 8.
      await expect(currentStep(page)).toContainText('Select Offer');
      await expect(sidebar).toContainText('Basic Info');
      await expect(sidebar).toContainText('never sees or stores your credentials.');
      // The brand's lender image (Homeline: EHL) under the security note (decision 553).
      await expect(sidebar.getByRole('img', { name: 'Equal Housing Lender' })).toBeVisible();
      await sidebar.screenshot({ path: join(ARTIFACTS, 'portal-shell-sidebar-lender-image.png') });

      const offer = page.getByRole('region', { name: 'Your offer' });
      await expect(offer.getByTestId('offer-apr')).toHaveText(/^\d{1,2}\.\d{3}%$/);
      await expect(offer.getByTestId('offer-draw')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect(offer.getByTestId('offer-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expect(offer.getByTestId('offer-term')).toHaveText('10 years, Fixed');

      const property = page.getByRole('region', { name: 'Property details' });
      await expect(property.getByTestId('property-address')).toHaveText(/^1420 Maple Ridge Dr, .+, [A-Z]{2} \d{5}$/);
      await expect(property.getByTestId('property-value')).toHaveText(/^\$[\d,]+$/);
      await expect(property.getByTestId('property-condition')).toHaveText('Good');

      // 1280 px is 'wide': the loan-officer card sits beside the content, not in the sidebar.
      const card = page.getByRole('region', { name: 'Your loan officer' });
      await expect(card.getByRole('link', { name: /^Call / })).toBeVisible();
      assert(((await card.getByRole('link', { name: /^Call / }).getAttribute('href')) ?? '').startsWith('tel:+1'), 'call link is tel:');
      assert(((await card.getByRole('link', { name: /^Email / }).getAttribute('href')) ?? '').startsWith('mailto:'), 'e-mail link is mailto:');
      assert((await sidebar.getByRole('region', { name: 'Your loan officer' }).count()) === 0, 'the card is not in the sidebar at 1280 px');
      await page.screenshot({ path: join(ARTIFACTS, 'portal-shell-1280.png'), fullPage: true });
      await expectNoAxeViolations(page, 'application page, desktop');

      // QA control: a manual notary session and the MANUAL_NOTARY progress relabel step 7.
      const patch = await page.request.patch(`${url}/__sandbox/applications/${uuid}`, {
        data: { portalProgress: 'MANUAL_NOTARY', application: { status: { manualNotary: true } } },
      });
      assert(patch.ok(), `QA patch answered ${patch.status()}`);
      await page.reload();
      await expect(currentStep(page)).toContainText('Schedule Notary Session');
      await expect(sidebar).toContainText('Sign Documents');

      // Between 768 and 1279 px the loan-officer card moves into the sidebar.
      await page.setViewportSize({ width: 1024, height: 900 });
      await expect(sidebar.getByRole('region', { name: 'Your loan officer' })).toBeVisible();
      await page.screenshot({ path: join(ARTIFACTS, 'portal-shell-1024.png'), fullPage: true });
    },
  },
  {
    name: 'phone: progress menu and loan-officer bar instead of the sidebar, axe clean',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await applyAs(page, url, 'Morgan');
      assert((await page.getByRole('complementary').count()) === 0, 'no sidebar on a phone');
      const bar = page.getByTestId('originator-bar');
      await expect(bar.getByRole('link', { name: /^Call / })).toBeVisible();
      await expect(bar.getByRole('link', { name: /^Email / })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your offer' })).toBeVisible();

      const toggle = page.getByRole('button', { name: 'Application progress' });
      // The sidebar's lender image (lenderImageKey EHL) beside the menu button: whole, on top, overlapping nothing (decision 566).
      const mark = page.getByRole('img', { name: 'Equal Housing Lender' });
      await expect(mark).toBeVisible();
      const [markBox, toggleBox, barBox] = [(await mark.boundingBox())!, (await toggle.boundingBox())!, (await bar.boundingBox())!];
      const apart = (a: typeof markBox, b: typeof markBox) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      assert(markBox.x >= 0 && markBox.x + markBox.width <= page.viewportSize()!.width, `the mark is within the screen: ${JSON.stringify(markBox)}`);
      assert(apart(markBox, toggleBox) && apart(markBox, barBox), `the mark overlaps neither the menu button nor the loan-officer bar: ${JSON.stringify({ markBox, toggleBox, barBox })}`);
      assert(await mark.evaluate((img) => { const r = img.getBoundingClientRect(); return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === img; }), 'nothing covers the mark');
      assert((await toggle.evaluate((b) => { const r = b.getBoundingClientRect(); return document.elementFromPoint(r.x + 8, r.y + r.height / 2)?.closest('button') === b; })), 'nothing covers the menu button');
      assert((await toggle.getAttribute('aria-expanded')) === 'false', 'menu starts closed');
      await toggle.click();
      assert((await toggle.getAttribute('aria-expanded')) === 'true', 'menu opens');
      const menu = page.getByRole('region', { name: 'Application progress' });
      await expect(menu.locator('[aria-current="step"]')).toContainText('Select Offer');
      await page.screenshot({ path: join(ARTIFACTS, 'portal-shell-390-menu.png'), fullPage: true });
      await expectNoAxeViolations(page, 'application page, phone, menu open');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.screenshot({ path: join(ARTIFACTS, 'portal-shell-390.png'), fullPage: true });
      await expectNoAxeViolations(page, 'application page, phone');

      // The chat launcher is docked across the bottom edge (floating, it sat over the offer panel
      // and the property card while they were read), and the page's end clears it at the bottom.
      const launcher = page.getByRole('button', { name: 'Chat with us' });
      await expect(launcher).toBeVisible();
      const view = page.viewportSize()!;
      const dock = (await launcher.boundingBox())!;
      assert(Math.round(dock.x) === 0 && Math.round(dock.width) === view.width && Math.round(dock.y + dock.height) === view.height, `the launcher spans the bottom edge: ${JSON.stringify(dock)}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = await page.locator('footer').last().evaluate((el) => el.getBoundingClientRect().bottom);
      assert(lastLine <= (await launcher.boundingBox())!.y + 1, `the footer's end is above the launcher at the bottom of the page (${lastLine})`);
    },
  },
];

registerSpec(tests);
