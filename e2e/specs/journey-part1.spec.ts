// Part 1 of the journey by the UI alone against the sandbox lender: register, choose an offer,
// the more-info page with the SSN, HMDA, the application disclosures, review and sign the summary, and arrive at income
// verification (income/review), on a phone; then the liens branch (magic last name 'Liens').
// Every wait is the lender's own (a waiting status the routing polls).
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { acknowledgeAll } from '../support/disclosures';
import { assert, expect } from '../support/expect';
import { accountSteps, acceptLocation, landedApplication, middleSteps, propertyStep } from '../support/registration';
import { PHONE, type E2eTest } from '../support/runner';

async function register(page: Page, url: string, lastName: string): Promise<string> {
  await page.goto(`${url}/account/heloc/register-v2`);
  await propertyStep(page);
  await middleSteps(page, { firstName: 'Jane', lastName });
  await accountSteps(page);
  await acceptLocation(page);
  return landedApplication(page);
}

const at = (page: Page, uuid: string, route: string) => page.waitForURL(new RegExp(`/account/heloc/${uuid}/${route}(\\?.*)?$`), { timeout: 40_000 });

/** From the offers to income/review. */
async function offerToIncome(page: Page, url: string, uuid: string, name: string): Promise<void> {
  await at(page, uuid, 'product/select');
  await expect(page.getByRole('heading', { name: 'Choose your offer', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /15 years/ }).check();
  await page.getByLabel('How much do you want to draw now?').fill('50000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, uuid, 'product/select/confirm');
  await page.getByRole('checkbox', { name: /I want to continue with this offer/ }).check();
  await page.getByRole('button', { name: 'Continue with this offer' }).click();

  await at(page, uuid, 'start/contact');
  await expect(page.getByRole('heading', { name: 'A few more details', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Only in my name' }).check();
  await page.getByRole('textbox', { name: /^Social Security number/ }).fill('123456789');
  await page.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await at(page, uuid, 'start/hmda');
  for (const q of ['Ethnicity', 'Race', 'Sex']) {
    await page.getByRole('group', { name: new RegExp(`^${q}`) }).getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  // The lender prepares the application disclosures; they are read and acknowledged first (decision 192).
  await at(page, uuid, 'document/disclosures');
  await acknowledgeAll(page, url);

  await at(page, uuid, 'start/app-summary');
  await page.getByRole('button', { name: 'Sign and submit' }).waitFor({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your line of credit' })).toContainText('$50,000.00');
  await expect(page.getByRole('region', { name: 'About you' })).toContainText('6789');
  await expectNoAxeViolations(page, 'start/app-summary in the journey');
  await page.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
  await page.getByLabel(/^Type your full name to sign/).fill(name);
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await at(page, uuid, 'income/review');
}

export const tests: E2eTest[] = [
  {
    name: 'an applicant registers and reaches income verification by the UI alone (offer, more info with SSN, HMDA, signed summary)',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await register(page, url, 'Doe');
      await offerToIncome(page, url, uuid, 'Jane Doe');
      const stored = JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })));
      assert(!stored.includes('123456789'), 'the SSN never reaches browser storage');
    },
  },
  {
    name: 'the liens branch (magic last name Liens): the mortgage found is confirmed, then the offers',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await register(page, url, 'Liens');
      await at(page, uuid, 'liens');
      await expect(page.getByRole('group', { name: 'Rocket Mortgage' })).toBeVisible();
      await page.getByRole('checkbox', { name: /These loans are right/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await at(page, uuid, 'product/select');
    },
  },
];
