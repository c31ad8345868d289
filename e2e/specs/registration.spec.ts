// Registration happy path under every brand, typed like an applicant, ending on the route the
// routing table chose with the application stored in the sandbox.
import type { E2eTest, TestContext } from '../support/runner';
import { assert, expect } from '../support/expect';
import { PASSWORD, acceptLocation, accountSteps, landedApplication, middleSteps, propertyStep, submit, uniqueEmail } from '../support/registration';
import { registerSpec } from '../support/register';
import { expectExperimentsSaved } from '../support/experiments';

const DESKTOP = { width: 1280, height: 900 };
const REFERRER = '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000002';

async function storedApplication(ctx: TestContext, uuid: string): Promise<string> {
  const res = await fetch(`${ctx.url}/__sandbox/applications/${uuid}`);
  assert(res.ok, `sandbox has no application ${uuid}`);
  return res.text();
}

function happyPath(org: string, query = '', viewport?: { width: number; height: number }): E2eTest {
  return {
    name: `registers and lands on the routed application page under ${org}${viewport ? ' (desktop)' : ''}${org === 'HOMELINE' && !viewport ? "; the visitor's experiment arms are saved once under the new application" : ''}`,
    ...(viewport ? { viewport } : {}),
    fn: async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}/account/heloc/register-v2?org=${org}${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('address of the property');
      // Seed 000 §1's promotional sentence, on the first step only.
      const promo = page.getByText('Apply in 5 minutes, receive funding in 5 days', { exact: true });
      await expect(promo).toBeVisible();
      await propertyStep(page);
      await expect(promo).toHaveCount(0);
      // LAKESHORE's own registration version asks the date of birth before the legal name.
      await middleSteps(page, { birthdateFirst: org === 'LAKESHORE' });
      await accountSteps(page);
      await acceptLocation(page);
      const uuid = await landedApplication(page);
      await expect(page.locator('[data-page-route="product/select"]')).toBeVisible();
      assert((await storedApplication(ctx, uuid)).includes('1420 Maple Ridge Dr'), 'the sandbox stored the property');
      assert((await page.title()).includes(' | '), `page title '{brand} | {title}', got ${await page.title()}`);
      // The main brand's phone run also checks the experiment arms registration saved (seed 001 §4-5, §7).
      if (org === 'HOMELINE' && !viewport) await expectExperimentsSaved(page, ctx.url, uuid);
    },
  };
}

export const tests: E2eTest[] = [
  happyPath('HOMELINE'),
  happyPath('HOMELINE', '', DESKTOP),
  happyPath('LAKESHORE'),
  happyPath('BROKERLINK', `&referrer=${REFERRER}`),
  {
    name: 'registers under EMPIRE (New York brand) with a New York property',
    fn: async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}/account/heloc/register-v2?org=EMPIRE`);
      await propertyStep(page, { typed: '215 Clinton', suggestion: /215 Clinton Ave/ });
      await middleSteps(page);
      await accountSteps(page);
      await acceptLocation(page);
      const uuid = await landedApplication(page);
      assert((await storedApplication(ctx, uuid)).includes('Brooklyn'), 'the sandbox stored the NY property');
    },
  },
  {
    name: 'registers under PINECREST (newer auth mode) through the broker sign-up',
    fn: async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}/account/heloc/register-v2?org=PINECREST`);
      await propertyStep(page);
      await middleSteps(page);
      await page.waitForURL(/\/auth\/login\?mode=signup/);
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByLabel('Mobile phone').fill('5125550123');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/register-v2\/birthdate/);
      await expect(page.getByLabel('Date of birth')).toHaveValue('01/15/1980');
      await expect(page.getByRole('button', { name: 'Check my rate' })).toBeVisible();
      await submit(page);
      await acceptLocation(page);
      await landedApplication(page);
    },
  },
  {
    name: 'the legacy /register flow registers with the same steps on two pages',
    fn: async (ctx) => {
      const { page } = ctx;
      await page.goto(`${ctx.url}/account/heloc/register`);
      await page.locator('#root_propertyAddress').fill('1420 Maple');
      await page.getByRole('option', { name: /1420 Maple Ridge Dr/ }).click();
      await page.getByText('Primary residence', { exact: true }).click();
      await page.getByText('No', { exact: true }).click();
      await page.getByLabel('Employment status').selectOption({ label: 'Retired' });
      await page.locator('#root_income').fill('60000');
      await submit(page);
      await page.waitForURL(/\/register\/account-setup/);
      await page.getByLabel('First name').fill('Jane');
      await page.getByLabel('Last name').fill('Doe');
      await page.getByLabel('Date of birth').fill('01/15/1980');
      await page.getByLabel('Email').fill(uniqueEmail());
      await page.getByLabel('Mobile phone').fill('5125550123');
      await page.locator('#root_password').fill(PASSWORD);
      await page.locator('#root_confirmPassword').fill(PASSWORD);
      await page.getByRole('checkbox', { name: /Terms/ }).check();
      await page.getByRole('checkbox', { name: /electronic communications/ }).check();
      await submit(page);
      await acceptLocation(page);
      await landedApplication(page);
    },
  },
];

registerSpec(tests);
