// The signed-in navbar (seed 001 §2, §5, §7): signed in on a new application (made through the
// sandbox API as registration makes it; registration itself is walked in registration.spec), the CEO feedback modal refuses
// invalid answers with the seed's words, shows the sandbox's failure in a banner and keeps the
// answers, then sends; logging out from the identity page shows the exit survey first. axe on
// each open modal at 390 px and at desktop size. With E2E_SCREENSHOT_DIR set, the screens are
// saved there (docs/screenshots/).
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { type } from '../support/registration';
import { borrowerWithApplication } from '../support/sandbox-api';
import { storeToken } from '../support/session';
import { DESKTOP, PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';

const SHOTS = process.env['E2E_SCREENSHOT_DIR'];

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** A borrower with a new application, signed in and on the page its routing gives (where registration lands). */
async function signedIn(page: Page, url: string, tag: string): Promise<{ email: string; uuid: string }> {
  const { email, jwt, uuid } = await borrowerWithApplication(url, tag);
  await storeToken(page, url, jwt);
  await page.goto(`${url}/account/heloc/${uuid}`);
  await page.waitForURL(new RegExp(`/account/heloc/${uuid}/[a-z]`));
  return { email, uuid };
}

async function openFromMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: item }).click();
}

/** The dialog is open, holds focus, and axe finds nothing on the page at this size. */
async function checkDialog(page: Page, dialog: Locator, where: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
  assert(inside, `focus is outside the ${where} dialog`);
  await expectNoAxeViolations(page, `${where} (${page.viewportSize()?.width ?? 0} px)`);
}

const errorOf = (dialog: Locator, field: string) => dialog.locator(`#feedback_ceo_${field}__error`);

export const tests: E2eTest[] = [
  {
    name: 'CEO feedback: invalid answers, a failed send kept for retry, then sent',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const { email, uuid } = await signedIn(page, url, 'ceo');
      await expect(page.getByRole('button', { name: /^Notifications 3 unread$/ })).toBeVisible();
      await shot(page, 'account-navbar');
      await page.getByRole('button', { name: 'My account' }).click();
      await shot(page, 'account-menu');
      await page.getByRole('button', { name: 'Share feedback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
      await checkDialog(page, dialog, 'feedback');
      await shot(page, 'feedback-modal');

      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(errorOf(dialog, 'topic')).toHaveText('Please select a topic');
      await expect(errorOf(dialog, 'message')).toHaveText('Required');
      await expect(errorOf(dialog, 'marketingConsent')).toHaveText('Required');
      const focused = await page.evaluate(() => document.activeElement?.id ?? '');
      assert(focused.startsWith('feedback_ceo_topic'), `focus on the first invalid field, got #${focused}`);
      await expectNoAxeViolations(page, 'feedback modal with errors (390 px)');
      await shot(page, 'feedback-modal-errors');

      await dialog.getByText('Improve our product', { exact: true }).click();
      const message = dialog.getByLabel(/Your message/);
      await type(message, 'Too short');
      await dialog.getByText('No', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(errorOf(dialog, 'message')).toHaveText('Must be at least 10 characters');

      // Magic: '#fail' in the message makes the sandbox answer 503.
      await type(message, 'Please fail #fail this time.');
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Your feedback could not be sent');
      await shot(page, 'feedback-modal-failed');
      assert((await message.inputValue()) === 'Please fail #fail this time.', 'the message is kept after a failed send');

      await type(message, 'Sign-up was quick; a dark mode would be nice.');
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByText('Thank you! Your feedback was sent to our CEO.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await shot(page, 'feedback-sent');
      const stored = (await (await fetch(`${url}/__sandbox/feedback?email=${encodeURIComponent(email)}`)).json()) as Record<string, unknown>[];
      assert(stored.length === 1, `one feedback stored, got ${stored.length}`);
      const first = stored[0] ?? {};
      assert(first['marketingConsent'] === false && first['topic'] === 'IMPROVE' && first['applicationUuid'] === uuid, `stored ${JSON.stringify(first)}`);

      await page.setViewportSize(DESKTOP);
      await openFromMenu(page, 'Share feedback');
      await checkDialog(page, dialog, 'feedback');
      await shot(page, 'feedback-modal');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  },
  {
    name: 'logout from the identity page shows the exit survey, then lands on the sign-in page',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      const { uuid } = await signedIn(page, url, 'leave');
      await page.goto(`${url}/account/heloc/${uuid}/identity`);
      await expect(page.getByTestId('loan-number')).toHaveText(/^\d{10}$/);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
      await shot(page, 'notifications-menu');
      await page.keyboard.press('Escape');
      await openFromMenu(page, 'Log out');
      const dialog = page.getByRole('dialog', { name: 'Before you go, what stopped you today?' });
      await checkDialog(page, dialog, 'exit survey');
      await shot(page, 'leave-survey');
      await page.setViewportSize(PHONE);
      await expectNoAxeViolations(page, 'exit survey (390 px)');
      await shot(page, 'leave-survey');
      await dialog.getByText('I need more time to decide', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Send and log out' }).click();
      await page.waitForURL(/\/auth\/login/);
      assert((await page.evaluate(() => localStorage.getItem('jwt'))) === null, 'the token is cleared');
      assert((await page.evaluate(() => sessionStorage.getItem('heloc-leave-survey-shown'))) !== null, 'the survey is remembered for the session');
    },
  },
];

registerSpec(tests);
