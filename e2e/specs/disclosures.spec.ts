// The disclosures page (/account/heloc/{uuid}/document/disclosures) of an application made through the API (applyAs): Continue
// is refused while documents are unread (a focused summary naming them, nothing sent); each
// document is scrolled to its end with the keyboard (the PDF opened) and acknowledged; a failed
// Continue (QA flag) keeps the ticks and Try again continues to the page the routing tables
// choose; the sandbox has the acknowledgements and a revisit shows them done. The load failure
// and its retry on a phone. axe at 1280 and 390 px. With E2E_SCREENSHOT_DIR set, the screens are
// saved there (docs/screenshots/) as well as in e2e/.artifacts/.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { BOOKLET, box, ESIGN, EARLY, openBooklet, readToEnd, TITLES, viewer } from '../support/disclosures';
import { applyAs } from '../support/journey';
import { ARTIFACTS, DESKTOP, PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';

const SHOTS = process.env['E2E_SCREENSHOT_DIR'];
/** The sentence the sandbox's revised E-SIGN consent adds (src/server/routes/disclosures.ts REVISION_NOTE). */
const REVISION = 'Revised: paper copies are now free for a year after you receive a record.';

/** A screenshot of the whole page, or with `fullPage` false of what the screen shows. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  await page.screenshot({ path: join(ARTIFACTS, file), fullPage });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, file), fullPage });
}

async function openDisclosures(page: Page, url: string, uuid: string): Promise<void> {
  await page.goto(`${url}/account/heloc/${uuid}/document/disclosures`);
  await expect(page.getByRole('form', { name: 'Review your disclosures' })).toBeVisible();
}


async function setFlag(url: string, key: string, enabled: boolean): Promise<void> {
  const r = await fetch(`${url}/__sandbox/flags/HOMELINE/${key}`, enabled
    ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enabled: true }) }
    : { method: 'DELETE' });
  assert(r.ok, `QA flag ${key} answered ${r.status}`);
}

/** Continue with documents unread: the focused summary names exactly `unread`, nothing is sent. */
async function continueBlocked(page: Page, unread: string[]): Promise<void> {
  const before = page.url();
  let posted = false;
  const watch = (r: { url(): string; method(): string }) => {
    if (r.method() === 'POST' && r.url().includes('/disclosures/acknowledgements')) posted = true;
  };
  page.on('request', watch);
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please read every document before you continue' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const items = (await summary.getByRole('link').allTextContents()).map((s) => s.trim());
  const expected = unread.map((t) => `Read ${t} and tick 'I have read'`);
  assert(JSON.stringify(items) === JSON.stringify(expected), `summary lists ${JSON.stringify(items)}, expected ${JSON.stringify(expected)}`);
  page.off('request', watch);
  assert(!posted, 'Continue sent the acknowledgement with documents unread');
  assert(page.url() === before, 'Continue left the page with documents unread');
}

export const tests: E2eTest[] = [
  {
    name: 'desktop: Continue blocked until every document is read; a failed Continue keeps the ticks; retry routes on',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const uuid = await applyAs(page, url, 'Morgan');
      await openDisclosures(page, url, uuid);
      const docs = page.getByRole('list', { name: 'Disclosure documents' });
      const titles = (await docs.getByRole('heading', { level: 2 }).allTextContents()).map((s) => s.trim());
      assert(JSON.stringify(titles) === JSON.stringify(TITLES), `documents ${JSON.stringify(titles)}`);
      // The brand's name and NMLS, and this application's loan number, are in the early disclosure.
      await expect(viewer(page, EARLY)).toContainText('Homeline Lending · NMLS #1000001');
      await expect(viewer(page, ESIGN)).toContainText('support@homeline.example');
      for (const t of TITLES) assert(await box(page, t).isDisabled(), `'I have read ${t}' starts disabled`);
      assert((await page.title()).endsWith('Review your disclosures'), `page title ${await page.title()}`);

      await continueBlocked(page, TITLES);
      await shot(page, 'disclosures-unread');
      await expectNoAxeViolations(page, 'disclosures, Continue with every document unread (1280 px)');
      // The summary's link goes to the document (each document is a level-2 section under the page's h1).
      await page.getByRole('alert').getByRole('link', { name: new RegExp(`Read ${ESIGN}`) }).click();
      await expect(page.getByRole('heading', { name: ESIGN, level: 2 })).toBeFocused();

      await readToEnd(page, EARLY);
      await box(page, EARLY).check();
      await openBooklet(page, url);
      await box(page, BOOKLET).check();
      await continueBlocked(page, [ESIGN]);
      await readToEnd(page, ESIGN);
      await box(page, ESIGN).check();
      await expect(page.getByRole('alert').filter({ hasText: 'Please read every document' })).toBeHidden();

      // The sandbox refuses once: the ticks stay, the message says why, Try again continues.
      await setFlag(url, 'sandbox-disclosures-acknowledge-fail', true);
      try {
        await page.getByRole('button', { name: 'Continue' }).click();
        const failure = page.getByRole('alert').filter({ hasText: 'We could not record that you read your disclosures' });
        await expect(failure).toContainText('Simulated disclosures failure (QA flag sandbox-disclosures-acknowledge-fail)');
        await expect(failure).toBeFocused();
        for (const t of TITLES) assert(await box(page, t).isChecked(), `'I have read ${t}' was lost after the failure`);
        await shot(page, 'disclosures-failed');
        await expectNoAxeViolations(page, 'disclosures, failed Continue (1280 px)');
      } finally {
        await setFlag(url, 'sandbox-disclosures-acknowledge-fail', false);
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      // The routing tables choose the next page: offers are made, so product/select.
      await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
      await expect(page.locator('[data-page-route="product/select"]')).toBeVisible();

      const qa = (await (await fetch(`${url}/__sandbox/applications/${uuid}`)).json()) as { disclosureAcknowledgements: { documentId: string }[] };
      assert(qa.disclosureAcknowledgements.length === 3, `the sandbox recorded ${qa.disclosureAcknowledgements.length} acknowledgements`);

      // A revisit shows every document done.
      await openDisclosures(page, url, uuid);
      for (const t of TITLES) assert(await box(page, t).isChecked(), `'I have read ${t}' is not shown done on a revisit`);
      await expect(page.getByText('You confirmed that you read this document on').first()).toBeVisible();
      await shot(page, 'disclosures-done');
    },
  },
  {
    name: 'phone: a failed load with Try again, the blocked Continue, reading and continuing at 390 px',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await applyAs(page, url, 'Morgan');
      await setFlag(url, 'sandbox-disclosures-load-fail', true);
      try {
        await page.goto(`${url}/account/heloc/${uuid}/document/disclosures`);
        const failed = page.getByRole('alert').filter({ hasText: 'Your disclosures could not be loaded' });
        await expect(failed).toContainText('Simulated disclosures failure (QA flag sandbox-disclosures-load-fail)');
        await shot(page, 'disclosures-load-failed');
        await expectNoAxeViolations(page, 'disclosures, load failed (390 px)');
      } finally {
        await setFlag(url, 'sandbox-disclosures-load-fail', false);
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('form', { name: 'Review your disclosures' })).toBeVisible();
      await shot(page, 'disclosures');
      await expectNoAxeViolations(page, 'disclosures (390 px)');

      await continueBlocked(page, TITLES);
      await shot(page, 'disclosures-unread', false);
      await expectNoAxeViolations(page, 'disclosures, Continue with every document unread (390 px)');
      for (const t of [EARLY, ESIGN]) {
        await readToEnd(page, t);
        await box(page, t).check();
      }
      await openBooklet(page, url);
      await box(page, BOOKLET).check();
      await expectNoAxeViolations(page, 'disclosures, every document read (390 px)');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
    },
  },
  {
    name: 'phone: a document that changed since it was opened is shown again in its new version, not only refused (issue 23)',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await applyAs(page, url, 'Morgan');
      await openDisclosures(page, url, uuid);
      for (const t of [EARLY, ESIGN]) {
        await readToEnd(page, t);
        await box(page, t).check();
      }
      await openBooklet(page, url);
      await box(page, BOOKLET).check();
      assert(!((await viewer(page, ESIGN).textContent()) ?? '').includes(REVISION), 'the E-SIGN consent shows the revision before the lender made it');
      // The lender revises the E-SIGN consent while the page is open (QA flag: its version goes up).
      await setFlag(url, 'sandbox-disclosures-new-version', true);
      try {
        await page.getByRole('button', { name: 'Continue' }).click();
        const notice = page.getByRole('alert').filter({ hasText: `${ESIGN} changed since you opened it` });
        await expect(notice).toBeVisible();
        await expect(notice).toBeFocused();
        await expect(notice).toContainText("The new version is below: read it to the end and tick 'I have read' again");
        // Not the server's bare refusal: the new text is on the page, its tick gone, the others kept.
        await expect(page.getByRole('alert').filter({ hasText: 'We could not record that you read your disclosures' })).toBeHidden();
        await expect(viewer(page, ESIGN)).toContainText(REVISION);
        assert(!(await box(page, ESIGN).isChecked()), `'I have read ${ESIGN}' stayed ticked for the old version`);
        for (const t of [EARLY, BOOKLET]) assert(await box(page, t).isChecked(), `'I have read ${t}' was lost`);
        await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/document/disclosures$`));
        await shot(page, 'disclosures-changed', false);
        await expectNoAxeViolations(page, 'disclosures, a document changed (390 px)');

        await readToEnd(page, ESIGN);
        await box(page, ESIGN).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
        // The offer screen says what seed 001 §9 asks (issue 23): the fee cap, recording fees, manual notarization, the index.
        await expect(page.getByText('The origination fee is up to 4.99% of your initial draw')).toBeVisible();
        await expect(page.getByText('Recording fees run from $0 to $315', { exact: false })).toBeVisible();
        await expect(page.getByText('Variable rates and additional draws are indexed to the Prime Rate of the prior month plus a fixed margin.')).toBeVisible();
        await shot(page, 'product-select-terms', false);
        const qa = (await (await fetch(`${url}/__sandbox/applications/${uuid}`)).json()) as { disclosureAcknowledgements: { documentId: string; version: number }[] };
        const esign = qa.disclosureAcknowledgements.find((a) => a.documentId === 'esign-consent');
        assert(esign?.version === 3, `the sandbox recorded the E-SIGN consent at version ${esign?.version}, not the new 3`);
      } finally {
        await setFlag(url, 'sandbox-disclosures-new-version', false);
      }
    },
  },
];

registerSpec(tests);
