// The sandbox's QA page (/__sandbox/): QA changes an application's checklist status with its
// form, and the page is accessible.
import { expectNoAxeViolations } from '../support/axe';
import { expect } from '../support/expect';
import type { E2eTest } from '../support/runner';
import { DESKTOP } from '../support/runner';
import { registerSpec } from '../support/register';

/** Registers an identity and creates an application through the sandbox API; returns its loan number. */
async function seedApplication(url: string): Promise<string> {
  const email = `qa.page${Date.now()}@example.com`;
  const reg = await fetch(`${url}/identity/api/v1/registration/register?organization=HOMELINE`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': 'HOMELINE' },
    body: JSON.stringify({ email, password: 'Str0ng!Passw0rd-qa', phoneNumber: '5125550100' }),
  });
  const { jwt } = (await reg.json()) as { jwt: string };
  const create = await fetch(`${url}/service-application/api/v1/application/heloc?state=CA`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      consentRequests: [{ type: 'SOFT_CREDIT', version: 3 }],
      income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
      profileRequest: { name: { firstName: 'Quinn', lastName: 'Tester' }, dob: '1980-04-12', email },
      propertyRequest: { street1: '88 Harbor View Rd', street2: '', city: 'San Diego', state: 'CA', zip: '92109', type: 'HOME' },
      employmentType: 'FULL_TIME',
    }),
  });
  return ((await create.json()) as { loanNumber: string }).loanNumber;
}

export const tests: E2eTest[] = [
  {
    name: "changes an application's checklist status through the page",
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const loanNumber = await seedApplication(url);
      await page.goto(`${url}/__sandbox/`);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: loanNumber }) });
      await expect(row).toContainText('WAITING_FOR_SOFT_CREDIT');
      await expectNoAxeViolations(page, 'QA page');
      await page.getByLabel('Application', { exact: true }).selectOption({ label: `${loanNumber} · HOMELINE · CA · WAITING_FOR_SOFT_CREDIT` });
      await page.getByRole('combobox', { name: 'Checklist status' }).fill('INCOME_VERIFICATION');
      await page.getByLabel('Decision', { exact: true }).selectOption('FINAL');
      await page.getByRole('button', { name: 'Save application' }).click();
      await expect(page.getByRole('status')).toHaveText(`Application ${loanNumber} saved: INCOME_VERIFICATION.`);
      await expect(page.getByRole('status')).toBeFocused();
      await expect(row).toContainText('INCOME_VERIFICATION');
      await expect(row).toContainText('FINAL');
    },
  },
  {
    name: 'asks before a reset and keeps the data when QA cancels',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const loanNumber = await seedApplication(url);
      await page.goto(`${url}/__sandbox/`);
      page.once('dialog', (d) => void d.dismiss());
      await page.getByRole('button', { name: 'Reset all data' }).click();
      await page.waitForTimeout(300);
      await expect(page.getByRole('cell', { name: loanNumber })).toBeVisible();
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: 'Reset all data' }).click();
      await expect(page.getByRole('status')).toHaveText('All sandbox data deleted.');
    },
  },
];

registerSpec(tests);
