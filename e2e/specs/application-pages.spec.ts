// Application pages from their definitions (flows/pages/): an information page (error/decline,
// the adverse-action content) reached by the routing tables (the decline auto-route and its
// disclosures exception are in journey-part1.spec.ts); group index routes and income/link/{type} redirect as seed 000 §2
// says; an information page tells the applicant what to do and shows support on request. axe at
// 390 and 1280 px; screenshots in e2e/.artifacts/ (and docs/screenshots/ with E2E_SCREENSHOT_DIR).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { ARTIFACTS, DESKTOP, PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

const SHOTS = process.env['E2E_SCREENSHOT_DIR'];

async function shot(page: Page, name: string): Promise<void> {
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  await page.screenshot({ path: join(ARTIFACTS, file), fullPage: true });
  if (SHOTS) await page.screenshot({ path: join(SHOTS, file), fullPage: true });
}

/** A signed-in borrower whose application QA has put in `status` (with `decision`). */
async function signedInAt(page: Page, url: string, tag: string, patch: Record<string, unknown>): Promise<string> {
  const b = await borrowerWithApplication(url, tag);
  await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, patch);
  await storeToken(page, url, b.jwt);
  return b.uuid;
}

const declined = { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', flags: { creditScoreDecline: false } };

export const tests: E2eTest[] = [
  {
    name: 'a declined application is routed to error/decline: what happened, the notice rights, what to do next; axe clean',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'pages-decline', declined);
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/error/decline$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: "We can't approve your application right now", level: 1 })).toBeVisible();
      await expect(page.getByText('free copy of your report')).toBeVisible();
      await expect(page.getByTestId('loan-number')).toHaveText(/^\d{10}$/);
      await expectNoAxeViolations(page, 'error/decline');
      await shot(page, 'page-error-decline');
      await page.getByRole('button', { name: 'Contact support' }).click();
      await expect(page.getByRole('region', { name: 'Contact support' })).toBeVisible();
      await expectNoAxeViolations(page, 'error/decline with support shown');
    },
  },
  {
    name: 'group index routes go to the routing tables and income/link/{type} goes to income/review',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'pages-redirect', { checklistStatus: 'INCOME_VERIFICATION', uwDecision: 'SELECT' });
      await page.goto(`${url}/account/heloc/${uuid}/income/link/PLAID`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/income/review$`), { timeout: 20_000 });
      await page.goto(`${url}/account/heloc/${uuid}/start`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/income/review$`), { timeout: 20_000 });
    },
  },
  {
    name: 'an information page (signing/support) says what the applicant can do and shows support on request; axe clean at 1280 px',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'pages-support', { checklistStatus: 'NOTE_SIGNING', uwDecision: 'SELECT' });
      await page.goto(`${url}/account/heloc/${uuid}/signing/support`);
      const region = page.locator('[data-page-route="signing/support"]');
      await expect(page.getByRole('heading', { name: 'We can help you sign', level: 1 })).toBeVisible();
      await expect(region).toContainText('Your documents stay saved');
      assert(!((await region.textContent()) ?? '').includes('{'), 'every placeholder is filled');
      await page.getByRole('button', { name: 'Contact support' }).click();
      await expect(region).toContainText('888-819-6388');
      await expectNoAxeViolations(page, 'signing/support with support shown');
      await page.getByRole('button', { name: 'Go to dashboard' }).click();
      await page.waitForURL(/\/dashboard$/);
    },
  },
];

/** A signed-in borrower whose application was created without the SOFT_CREDIT consent. */
async function withoutConsent(page: Page, url: string): Promise<string> {
  const b = await borrowerWithApplication(url, 'pages-profile');
  await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, { checklistStatus: 'PROFILE_INCOMPLETE', uwDecision: null, application: { consents: [] } });
  await storeToken(page, url, b.jwt);
  return b.uuid;
}

export const formTests: E2eTest[] = [
  {
    name: 'start/hmda: Continue empty names each question; I do not wish clears the rest; a failed save keeps the answers; Try again routes on; axe clean',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'pages-hmda', { checklistStatus: 'HMDA', uwDecision: 'SELECT' });
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/start/hmda$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Demographic information', level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, 'start/hmda');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText("Choose at least one, or 'I do not wish to provide this information'").first()).toBeVisible();
      await expectNoAxeViolations(page, 'start/hmda after an empty Continue');
      await shot(page, 'page-start-hmda-errors');
      const race = page.getByRole('group', { name: /^Race/ });
      await race.getByRole('checkbox', { name: 'Asian', exact: true }).check();
      await race.getByRole('checkbox', { name: 'Korean' }).check();
      await race.getByRole('checkbox', { name: 'White' }).check();
      await page.getByRole('group', { name: /^Ethnicity/ }).getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
      const sex = page.getByRole('group', { name: /^Sex/ });
      await sex.getByRole('checkbox', { name: 'Female' }).check();
      await sex.getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
      assert(!(await sex.getByRole('checkbox', { name: 'Female' }).isChecked()), 'I do not wish unticks Female');
      // The first save fails on the way: the message shows, every answer stays.
      let failed = false;
      await page.route('**/hmda', async (route) => {
        if (!failed && route.request().method() === 'PUT') {
          failed = true;
          await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: ['The lender is not answering. Please try again.'] }) });
        } else await route.continue();
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('The lender is not answering. Please try again.')).toBeVisible();
      assert(await race.getByRole('checkbox', { name: 'Korean' }).isChecked(), 'the answers stay after a failed save');
      await expectNoAxeViolations(page, 'start/hmda after a failed save');
      await page.getByRole('button', { name: 'Try again' }).click();
      // After HMDA the lender prepares the application disclosures, read before the summary (decision 192).
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/document/disclosures$`), { timeout: 30_000 });
      const stored = await api(url, 'GET', `/__sandbox/applications/${uuid}`);
      assert(JSON.stringify(stored).includes('KOREAN'), 'the sandbox stored the answers');
    },
  },
  {
    name: 'start/profile: prefilled from the profile, the property shown, the soft-credit consent required; Continue runs the soft pull and routes to the offers',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const uuid = await withoutConsent(page, url);
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/start/profile$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Confirm your details', level: 1 })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Alex');
      await expect(page.getByTestId('page-display')).toContainText('1420 Maple Ridge Dr, Austin, TX 78704');
      await expectNoAxeViolations(page, 'start/profile');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('We need your permission to check your credit').first()).toBeVisible();
      await expectNoAxeViolations(page, 'start/profile after an empty Continue');
      await shot(page, 'page-start-profile-errors');
      await page.getByRole('checkbox', { name: 'This is the property I want to borrow against' }).check();
      await page.getByRole('checkbox', { name: /I authorize/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/product/select$`), { timeout: 30_000 });
    },
  },
];
tests.push(...formTests);

registerSpec(tests);
