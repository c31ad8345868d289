// Drafts (DESIGN 'Nothing lost'; 'no password ... in storage'): two answered steps survive a
// reload, and the password typed on set-password is never written to web storage even after
// the draft has been saved with that step's other answers.
import type { Page } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { PASSWORD, submit, type } from '../support/registration';
import type { E2eTest } from '../support/runner';
import { fillStep, onStep, walkTo, BASE } from '../support/steps';
import { registerSpec } from '../support/register';

/** Everything in localStorage and sessionStorage, as one string. */
const storage = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

export const tests: E2eTest[] = [
  {
    name: 'the answers of the first two steps survive a reload',
    fn: async ({ page, url }) => {
      await page.goto(`${url}${BASE}`);
      await fillStep(page, 'index', { occupancy: 'Investment property' });
      await submit(page);
      await onStep(page, 'home-address');
      await fillStep(page, 'home-address');
      await submit(page);
      await onStep(page, 'for-sale');
      await page.reload();
      await onStep(page, 'for-sale');
      await page.getByRole('link', { name: 'Back' }).click();
      await onStep(page, 'home-address');
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('712 Elm St, Dallas, TX 75202');
      await page.getByRole('link', { name: 'Back' }).click();
      await onStep(page, 'index');
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('1420 Maple Ridge Dr, Austin, TX 78704');
      assert(await page.getByRole('radio', { name: 'Investment property' }).isChecked(), 'the occupancy answer was lost on reload');
    },
  },
  {
    name: 'the password never reaches localStorage or sessionStorage',
    fn: async ({ page, url }) => {
      await walkTo(page, url, 'set-password', { email: 'draft.check@example.com' });
      await type(page.getByRole('textbox', { name: 'Password', exact: true }), PASSWORD);
      await type(page.getByRole('textbox', { name: 'Confirm password' }), PASSWORD);
      await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
      // Wait for the draft save that follows the consent, so the password had its chance too.
      await page
        .waitForFunction(() => /termPrivacyConsent[^,}]*true/.test(JSON.stringify({ ...localStorage, ...sessionStorage })), undefined, { timeout: 10_000 })
        .catch(() => undefined);
      const saved = await storage(page);
      assert(/termPrivacyConsent[^,}]*true/.test(saved), `the draft never held the consent: ${saved.slice(0, 300)}`);
      assert(saved.includes('draft.check@example.com'), 'the draft does not hold the e-mail');
      assert(!saved.includes(PASSWORD), 'the password was written to web storage');
      await page.reload();
      await onStep(page, 'set-password');
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
      assert(!(await storage(page)).includes(PASSWORD), 'the password is in web storage after a reload');
    },
  },
];

registerSpec(tests);
