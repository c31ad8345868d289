// Each modal and banner branch of registration (seed 000 §2, §5, §8), the flag gate, the
// address guard, drafts, and a failed call that keeps the answers.
import type { Page } from 'playwright-core';
import type { E2eTest } from '../support/runner';
import { assert, expect } from '../support/expect';
import { PASSWORD, accountSteps, acceptLocation, landedApplication, middleSteps, pickAddress, propertyStep, submit, uniqueEmail } from '../support/registration';
import { registerSpec } from '../support/register';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * Registers a fresh applicant to the end and returns the e-mail used. The text fields are pasted:
 * these tests are about the modals and branches after the steps, and registration.spec types every
 * step key by key (a key-by-key walk is ~4 CPU-s of Chromium more per test; docs/testing.md).
 */
async function register(page: Page, base: string, email = uniqueEmail()): Promise<string> {
  await page.goto(`${base}/account/heloc/register-v2`);
  await propertyStep(page);
  await middleSteps(page, { paste: true });
  await accountSteps(page, { email, paste: true });
  return email;
}

export const tests: E2eTest[] = [
  {
    name: 'a New York property under the main brand opens the New York modal and stays on the step',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page, { typed: '215 Clinton', suggestion: /215 Clinton Ave/ });
      await expect(dialog(page, /right place/)).toContainText('Looks like you are applying with a property located in New York.');
      await expect(page).toHaveURL(/\/register-v2(\?|$)/);
    },
  },
  {
    name: 'a property outside New York under the New York brand opens the other New York modal',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2?org=EMPIRE`);
      await propertyStep(page);
      await expect(dialog(page, /right place/)).toContainText('Looks like you are applying with a property located outside of New York.');
    },
  },
  {
    name: 'a Hawaii property under the main brand opens the Hawaii modal',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page, { typed: '2411 Kalakaua', suggestion: /2411 Kalakaua Ave/ });
      await expect(dialog(page, "We don't lend in Hawaii")).toBeVisible();
    },
  },
  {
    name: "a referrer's unlicensed state shows the error banner, disables Continue and hides occupancy",
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2?org=BROKERLINK&referrer=0b6f2a52-6a4e-4b1e-9c2a-1d4f00000003`);
      await propertyStep(page);
      await expect(page.getByRole('alert').filter({ hasText: 'We are unable to process your application at this time.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
      await expect(page.getByText('How do you use this property?')).toBeHidden();
    },
  },
  {
    name: 'a disaster zip shows the post-disaster inspection warning once, then goes on',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page, { typed: '19 Sunset', suggestion: /19 Sunset Cliffs/ });
      await expect(page.getByText(/post-disaster inspection per our Disaster Response Policy/)).toBeVisible();
      await submit(page);
      await page.waitForURL(/\/for-sale/);
    },
  },
  {
    name: 'a wholesale brand without a referrer goes to not-accepting-apps with the seed message',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2?org=BROKERLINK`);
      await page.waitForURL(/\/not-accepting-apps/);
      await expect(page.getByText('Referrer is required but not provided.')).toBeVisible();
    },
  },
  {
    name: 'an income under 15000 asks for confirmation; the unemployed are refused',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page);
      await page.waitForURL(/\/for-sale/);
      await page.getByText('No', { exact: true }).click();
      await submit(page);
      await page.waitForURL(/\/annual-income/);
      await page.getByLabel('Employment status').selectOption({ label: 'Unemployed / furloughed' });
      await page.locator('#root_income').fill('12000');
      await submit(page);
      await expect(page.locator('#root_employmentType__error, [id$="employmentType__error"]').first()).toContainText(
        "We apologize. At this time, we don't lend to unemployed borrowers.",
      );
      await page.getByLabel('Employment status').selectOption({ label: 'Retired' });
      await submit(page);
      const modal = dialog(page, 'Please confirm your income');
      await expect(modal).toContainText('$12,000');
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(/\/legal-name/);
    },
  },
  {
    name: 'an e-mail that already has an account opens Account Already Exists with Log in',
    fn: async ({ page, url }) => {
      const email = await register(page, url);
      await acceptLocation(page);
      await landedApplication(page);
      await page.evaluate(() => localStorage.clear());
      await register(page, url, email);
      const modal = dialog(page, 'Account Already Exists');
      await expect(modal).toContainText(`It looks like ${email} already has an account with us. Please log in to continue.`);
      await expect(modal.getByRole('button', { name: 'Log in' }).or(modal.getByRole('link', { name: 'Log in' }))).toBeVisible();
    },
  },
  ...(
    [
      ['+recent', 'Please wait before applying again', 'received a HELOC within the last 45 days'],
      ['+inquiry', 'Action Required: Contact Your Loan Officer', 'Please contact them to continue'],
      ['+active', 'You have an application in progress', 'An active application already exists'],
    ] as const
  ).map(
    ([tag, title, text]): E2eTest => ({
      name: `an applicant who cannot start (${tag}) sees '${title}'`,
      fn: async ({ page, url }) => {
        await register(page, url, uniqueEmail(tag));
        await expect(dialog(page, title)).toContainText(text);
      },
    }),
  ),
  {
    name: 'the processing modal rotates the seed messages while the application is created',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page);
      await middleSteps(page, { lastName: 'Slow', paste: true });
      await accountSteps(page, { paste: true });
      await acceptLocation(page);
      await expect(page.getByRole('dialog').getByText(/Creating your account|Pulling your soft credit|Locating your property/)).toBeVisible();
    },
  },
  {
    name: 'a failed create keeps the answers and shows the error; the answers are still there',
    fn: async ({ page, url }) => {
      await register(page, url, uniqueEmail('+fail'));
      await acceptLocation(page);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.locator('#root_password')).toHaveValue(PASSWORD);
      await expect(page).toHaveURL(/\/set-password/);
    },
  },
  {
    name: 'the LAKESHORE for-sale question has the 6-month wording',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2?org=LAKESHORE`);
      await propertyStep(page);
      await page.waitForURL(/\/for-sale/);
      await expect(page.getByText('Is this property currently for sale, or will it be listed for sale within the next 6 months?')).toBeVisible();
    },
  },
  {
    name: "prescreen direct mail reads 'Apply Now' with the pre-qualification notice",
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2?utm_medium=referral&utm_source=prescreendm`);
      await propertyStep(page);
      await middleSteps(page, { paste: true });
      await page.waitForURL(/\/phone-and-email/);
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByLabel('Mobile phone').fill('5125550123');
      await submit(page);
      await page.waitForURL(/\/set-password/);
      await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
      await expect(page.getByText("Pre-qualification won't affect your credit score")).toBeVisible();
    },
  },
  {
    name: 'with the redesign flag off, register-v2 redirects to /register keeping the query',
    fn: async ({ page, url }) => {
      const res = await fetch(`${url}/__sandbox/flags/PINECREST/fe-heloc-redesign-2025`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabled: false }),
      });
      assert(res.ok, `flag update failed: ${res.status}`);
      try {
        await page.goto(`${url}/account/heloc/register-v2?org=PINECREST&x=1`);
        await page.waitForURL(/\/account\/heloc\/register\?org=PINECREST&x=1$/);
      } finally {
        await fetch(`${url}/__sandbox/flags/PINECREST/fe-heloc-redesign-2025`, { method: 'DELETE' });
      }
    },
  },
  {
    name: 'a later step without a property address goes back to the start keeping the query',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2/for-sale?utm_source=a`);
      await page.waitForURL(/\/register-v2\?utm_source=a/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('address of the property');
    },
  },
  {
    name: 'answers survive a reload, and the password never reaches storage',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await pickAddress(page, '1420 Maple', /1420 Maple Ridge Dr/);
      await page.getByText('Second home', { exact: true }).click();
      await page.reload();
      await expect(page.locator('#root_propertyAddress')).toHaveValue('1420 Maple Ridge Dr, Austin, TX 78704');
      await submit(page);
      await page.waitForURL(/\/home-address/);
      await page.goto(`${url}/account/heloc/register-v2/set-password`);
      await page.locator('#root_password').fill(PASSWORD);
      await page.waitForTimeout(200);
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      assert(!stored.includes(PASSWORD), 'the password was written to storage');
      assert(stored.includes('Maple Ridge'), 'the draft holds the address');
    },
  },
];

registerSpec(tests);
