// Nothing typed is lost when a call fails (DESIGN 'Nothing lost', seed 000 §8 'Errors on the
// submit step appear in an error banner'): the banner names the failure, every answer is
// still on screen and in the earlier steps, and 'Check my rate' again goes through once the
// failure is gone, creating one application only.
import type { Page } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { PASSWORD, acceptLocation, landedApplication, submit, uniqueEmail } from '../support/registration';
import type { E2eTest } from '../support/runner';
import { fillStep, onStep, walkTo } from '../support/steps';
import { registerSpec } from '../support/register';

const CREATE = /\/service-application\/api\/v1\/application\/heloc\?/;

const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function expectAnswersKept(page: Page, email: string): Promise<void> {
  await onStep(page, 'set-password');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByRole('textbox', { name: 'Confirm password' })).toHaveValue(PASSWORD);
  assert(await page.getByRole('checkbox', { name: /Terms of Service/ }).isChecked(), 'the terms consent was unticked');
  assert(await page.getByRole('checkbox', { name: /electronic communications/ }).isChecked(), 'the communications consent was unticked');
  await page.getByRole('link', { name: 'Back' }).click();
  await onStep(page, 'phone-and-email');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('link', { name: 'Back' }).click();
  await onStep(page, 'birthdate');
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01/15/1980');
  // Forward again with Continue: the kept answers pass.
  await submit(page);
  await onStep(page, 'phone-and-email');
  await submit(page);
  await onStep(page, 'set-password');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
}

export const tests: E2eTest[] = [
  {
    name: "the sandbox's +fail create shows the lender's message in the banner and keeps every answer",
    fn: async ({ page, url }) => {
      const email = uniqueEmail('+fail');
      await walkTo(page, url, 'set-password', { email });
      await fillStep(page, 'set-password');
      await submit(page);
      await acceptLocation(page);
      await expect(banner(page, 'Simulated lender failure (+fail e-mail tag)')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check my rate' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expectAnswersKept(page, email);
    },
  },
  {
    name: "a dropped connection, then a 503, then 'Check my rate' again creates the application once",
    fn: async ({ page, url }) => {
      let attempts = 0;
      await page.route(CREATE, async (route) => {
        attempts++;
        if (attempts === 1) return route.abort('connectionreset');
        if (attempts === 2) {
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ errors: ['The lender is not answering.', 'Please try again.'], message: 'unavailable' }),
          });
        }
        return route.continue();
      });
      const email = uniqueEmail();
      await walkTo(page, url, 'set-password', { email });
      await fillStep(page, 'set-password');
      await submit(page);
      await acceptLocation(page);
      // seed 000 §8: no answer -> the generic message; an errors list -> the errors joined.
      await expect(banner(page, 'Something unexpected happened')).toBeVisible();
      await expectAnswersKept(page, email);
      await submit(page);
      await expect(banner(page, 'The lender is not answering.')).toBeVisible();
      await expect(banner(page, 'Please try again.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(PASSWORD);
      await submit(page);
      const uuid = await landedApplication(page);
      const res = await fetch(`${url}/__sandbox/applications?email=${encodeURIComponent(email)}`);
      const apps = (await res.json()) as { application: { uuid: string } }[];
      assert(apps.length === 1, `expected one application for ${email}, the sandbox has ${apps.length}`);
      assert(apps[0]?.application.uuid === uuid, 'the page shows a different application than the one stored');
      assert(attempts === 3, `expected 3 create attempts, saw ${attempts}`);
    },
  },
];

registerSpec(tests);
