// Affiliate prepopulation (seed 000 §3, §7, §9): with the _ft_prepop cookie under the main
// brand the registration draft is prefilled without overwriting what was typed; under a
// partner brand nothing is asked. Sample cookie values: docs/sandbox.md.
import type { BrowserContext } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { submit } from '../support/registration';
import type { E2eTest } from '../support/runner';
import { BASE, fillStep, onStep } from '../support/steps';
import { registerSpec } from '../support/register';

const setCookie = (context: BrowserContext, url: string, value = 'AFF-EVEN-1001') =>
  context.addCookies([{ name: '_ft_prepop', value, url }]);

export const tests: E2eTest[] = [
  {
    name: 'the main brand prefills address, income, name, birthdate and contact from the cookie',
    fn: async ({ page, context, url }) => {
      await setCookie(context, url);
      await page.goto(`${url}${BASE}`);
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('1420 Maple Ridge Dr, Austin, TX 78704');
      await page.getByRole('radio', { name: 'Primary residence' }).check();
      await submit(page);
      await onStep(page, 'for-sale');
      await fillStep(page, 'for-sale');
      await submit(page);
      await onStep(page, 'annual-income');
      await expect(page.locator('#root_income')).toHaveValue('98,000');
      await page.getByLabel('Employment status').selectOption({ label: 'Employed full-time' });
      await submit(page);
      await onStep(page, 'legal-name');
      await expect(page.getByLabel('First name')).toHaveValue('Riley');
      await expect(page.getByLabel('Last name')).toHaveValue('Hart');
      await submit(page);
      await onStep(page, 'birthdate');
      await expect(page.getByLabel('Date of birth')).toHaveValue('03/09/1979');
      await submit(page);
      await onStep(page, 'phone-and-email');
      await expect(page.getByLabel('Email')).toHaveValue('riley.hart@example.com');
      await expect(page.getByLabel('Mobile phone')).toHaveValue('(512) 555-0142');
    },
  },
  {
    name: 'what the applicant typed before stays; only the unanswered fields fill',
    fn: async ({ page, context, url }) => {
      await page.goto(`${url}${BASE}`);
      await fillStep(page, 'index', { typed: '712 Elm', suggestion: /712 Elm St/ });
      await setCookie(context, url);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('712 Elm St, Dallas, TX 75202');
      // The prefill answers after the page shows the draft: wait for it (5 s), then check both.
      const filled = await page
        .waitForFunction(() => Object.values({ ...localStorage }).join(' ').includes('riley.hart@example.com'), undefined, { timeout: 5000 })
        .then(() => true, () => false);
      assert(filled, 'the e-mail of the prepopulation was not added to the draft');
      const draft = await page.evaluate(() => Object.values({ ...localStorage }).join(' '));
      assert(!draft.includes('Maple Ridge'), 'the prepopulation overwrote the address the applicant chose');
    },
  },
  {
    name: 'a partner brand ignores the cookie',
    fn: async ({ page, context, url }) => {
      await setCookie(context, url);
      let asked = false;
      page.on('request', (r) => {
        if (r.url().includes('/a/external/prepop')) asked = true;
      });
      await page.goto(`${url}${BASE}?org=LAKESHORE`);
      await onStep(page, 'index');
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('');
      assert(!asked, 'the prepopulation was requested under a partner brand');
    },
  },
];

registerSpec(tests);
