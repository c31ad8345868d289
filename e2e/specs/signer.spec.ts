// The additional signer (seed 001 §6, §7; seed 000 §2 /heloc-signer): QA lists a new CO_DEEDER
// identity on an application; the signer opens /heloc-signer/conditions, is sent to the signer
// login, signs in and comes back; the navbar has the Conditions link with the open count and no
// Dashboard link; the page lists the known conditions oldest first. QA changes, a failing list
// with Try again, the flag switched off; axe at desktop and at 390 px. With E2E_SCREENSHOT_DIR
// set, the screens are saved there (docs/screenshots/); they always go to e2e/.artifacts/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { type, uniqueEmail } from '../support/registration';
import { ARTIFACTS, DESKTOP, PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';

const ORG = 'HOMELINE';
const SHOTS = process.env['E2E_SCREENSHOT_DIR'];
const SIGNER_PASSWORD = 'Signer-e2e-Passw0rd!';

async function shot(page: Page, name: string): Promise<void> {
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  await page.screenshot({ path: join(ARTIFACTS, `signer-${file}`), fullPage: true });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, file) });
}

/** A borrower's application (through the API), and a new CO_DEEDER listed on it by the QA control. */
async function applicationWithCoDeeder(url: string): Promise<{ uuid: string; loanNumber: string; signerEmail: string }> {
  const app = await borrowerWithApplication(url, 'owner');
  const signerEmail = uniqueEmail('codeeder');
  const added = await api(url, 'POST', `/__sandbox/applications/${app.uuid}/signers`, { email: signerEmail, password: SIGNER_PASSWORD, firstName: 'Casey' });
  assert(added.signer.profileType === 'CO_DEEDER' && added.application.additionalSignerVersion === 'v1', 'QA made a CO_DEEDER listed under v1');
  return { uuid: app.uuid, loanNumber: app.loanNumber, signerEmail };
}

/** Opens the conditions page signed out: the signer login, then back to the page. */
async function signInAsSigner(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/heloc-signer/conditions`);
  await expect(page).toHaveURL(/\/heloc-signer\/login\?redirectUrl=%2Fheloc-signer%2Fconditions$/);
  await type(page.getByLabel('Email'), email);
  await type(page.getByLabel('Password'), SIGNER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions' })).toBeVisible();
}

const region = (page: Page) => page.getByRole('region', { name: 'Your conditions' });
const headings = async (page: Page): Promise<string[]> => (await region(page).getByRole('heading', { level: 3 }).allTextContents()).map((s) => s.trim());

export const tests: E2eTest[] = [
  {
    name: 'desktop: a QA co-deeder signs in, sees the Conditions link and the sorted list; QA changes, a failure and Try again; axe',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const { uuid, loanNumber, signerEmail } = await applicationWithCoDeeder(url);
      await signInAsSigner(page, url, signerEmail);
      const link = page.getByRole('link', { name: 'Conditions 2 open' });
      await expect(link).toBeVisible();
      assert((await link.getAttribute('href')) === '/heloc-signer/conditions', 'the link goes to the heloc-signer conditions route');
      assert((await link.getAttribute('aria-current')) === 'page', 'the link is marked as the current page');
      assert((await page.getByRole('link', { name: 'Dashboard' }).count()) === 0, 'no Dashboard link for an additional signer');

      await expect(page.getByTestId('signer-loan-number')).toHaveText(loanNumber);
      await expect(page.getByTestId('co-deed-status')).toHaveText('Not started');
      // The default list: oldest first, the phone before the legal description (same time, service order), the internal one left out.
      await expect(region(page).getByRole('listitem')).toHaveCount(4);
      const order = await headings(page);
      assert(JSON.stringify(order) === JSON.stringify(['Ownership type review', 'ID document review', 'Phone number', 'Property legal description']), `order: ${order.join(', ')}`);
      await expect(region(page)).toContainText("Upload a photo of the front and back of your driver's license or passport.");
      assert(!(await page.content()).includes('Internal: review'), 'the unknown category is not shown');
      await shot(page, 'signer-conditions');
      await expectNoAxeViolations(page, 'signer conditions, desktop');

      // QA: the deed is signed and the lender asks for something new (with an unknown category).
      await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, { application: { coDeedStatus: 'COMPLETE' } });
      await api(url, 'PUT', `/__sandbox/applications/${uuid}/conditions`, {
        conditions: [
          { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', notes: 'Upload your two most recent paystubs.', xtraData: { numDocsRequired: 2 }, created: '2026-03-04T16:00:00Z' },
          { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', notes: 'Send your homeowner insurance declarations page.', status: 'SUBMITTED', created: '2026-03-02T16:00:00Z' },
          { categoryEnum: 'VENDOR_ONLY', notes: 'Not for applicants', created: '2026-03-01T16:00:00Z' },
        ],
      });
      await page.reload();
      await expect(page.getByTestId('co-deed-status')).toHaveText('Complete');
      await expect(region(page).getByRole('listitem')).toHaveCount(2);
      assert(JSON.stringify(await headings(page)) === JSON.stringify(['Document request', 'Paystubs']), 'QA list sorted');
      await expect(page.getByRole('link', { name: 'Conditions 1 open' })).toBeVisible();

      // The conditions service fails: the reason and Try again; once it is back, Try again loads it.
      await api(url, 'PUT', `/__sandbox/flags/${ORG}/sandbox-conditions-fail`, { enabled: true });
      try {
        await page.reload();
        const alert = region(page).getByRole('alert');
        await expect(alert).toContainText('We could not load your conditions: Simulated conditions failure (sandbox-conditions-fail flag)');
        await shot(page, 'signer-conditions-error');
        await expectNoAxeViolations(page, 'signer conditions failed, desktop');
      } finally {
        await api(url, 'DELETE', `/__sandbox/flags/${ORG}/sandbox-conditions-fail`);
      }
      await region(page).getByRole('button', { name: 'Try again' }).click();
      await expect(region(page).getByRole('listitem')).toHaveCount(2);
      assert((await region(page).getByRole('alert').count()) === 0, 'the failure message is gone');
    },
  },
  {
    name: 'phone: the Conditions link in the account menu, the list, the flag switched off; axe at 390 px',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const { signerEmail } = await applicationWithCoDeeder(url);
      await signInAsSigner(page, url, signerEmail);
      await expect(region(page).getByRole('listitem')).toHaveCount(4);
      await shot(page, 'signer-conditions');
      await expectNoAxeViolations(page, 'signer conditions, 390 px');

      await page.getByRole('button', { name: 'My account' }).click();
      const item = page.getByRole('link', { name: 'Conditions 2 open' });
      await expect(item).toBeVisible();
      assert((await page.getByRole('link', { name: 'Dashboard' }).count()) === 0, 'no Dashboard link for an additional signer');
      await shot(page, 'signer-menu');
      await expectNoAxeViolations(page, 'signer account menu, 390 px');
      await item.click();
      await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);

      // The flag off: the link stays, without a count; the page says the list is not available.
      await api(url, 'PUT', `/__sandbox/flags/${ORG}/additional-signer-conditions`, { enabled: false });
      try {
        await page.reload();
        await expect(page.getByText('The conditions list is not available right now.', { exact: false })).toBeVisible();
        assert((await region(page).getByRole('listitem').count()) === 0, 'no list while the flag is off');
        await page.getByRole('button', { name: 'My account' }).click();
        await expect(page.getByRole('link', { name: 'Conditions', exact: true })).toBeVisible();
        await expectNoAxeViolations(page, 'signer conditions off, 390 px');
      } finally {
        await api(url, 'DELETE', `/__sandbox/flags/${ORG}/additional-signer-conditions`);
      }
    },
  },
];

registerSpec(tests);
