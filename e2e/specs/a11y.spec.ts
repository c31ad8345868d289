// axe (WCAG 2.0/2.1 A+AA, 2.2 AA) on every registration-v2 step at desktop size, empty and
// after a failed Continue (validation.spec.ts does the phone size), and on every modal and
// banner of registration, with focus inside each modal while it is open.
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { watchAxe } from '../support/axe-watch';
import { assert, expect } from '../support/expect';
import { PASSWORD, submit, uniqueEmail, uniquePhone } from '../support/registration';
import { DESKTOP, type E2eTest } from '../support/runner';
import { type Answers, errorSummary, fillStep, onStep, stepsFor, walkTo, BASE } from '../support/steps';
import { registerSpec } from '../support/register';

async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
  assert(inside, `focus is outside the open dialog (on ${await dialog.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120))})`);
}

/** Axe on an open modal: the whole page, so the page behind it counts too. */
async function checkModal(page: Page, title: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expectFocusInside(dialog);
  await expectNoAxeViolations(page, `the '${String(title)}' modal`);
  return dialog;
}

/** Walks a whole registration (the answers' e-mail) up to and including 'Check my rate'. */
async function registerUpToSubmit(page: Page, url: string, a: Answers): Promise<void> {
  await walkTo(page, url, 'set-password', a);
  await fillStep(page, 'set-password', a);
  await submit(page);
}

export const tests: E2eTest[] = [
  {
    // The axe helper itself (e2e/support/axe.ts runs axe in the page): a page with known faults fails.
    name: 'the axe check fails a page with a missing alt text, low contrast and an unlabelled field',
    fn: async ({ page }) => {
      await page.setContent('<html lang="en"><title>t</title><main><h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Pale text</p><input type="text"></main></html>');
      const failure = await expectNoAxeViolations(page, 'a page with known faults').then(() => null, (e: Error) => e.message);
      assert(failure !== null, 'axe found nothing on a page with three known faults');
      for (const rule of ['image-alt', 'color-contrast', 'label']) assert(failure.includes(rule), `axe did not report ${rule}: ${failure}`);
    },
  },
  {
    // The fixture every test runs under (e2e/support/axe-watch.ts, decision 663): a sandbox page
    // with known faults, opened in a page of its own so this test's own page stays clean, fails
    // the watcher once its h1 settles, and a second visit in the same worker is not scanned again.
    name: 'the axe fixture fails a visited page with known faults, once per page and worker',
    fn: async ({ context, url }) => {
      const faulty = await context.newPage();
      const path = `/__axe-fixture-probe/${Date.now()}-${Math.random().toString(36).slice(2)}`;
      await faulty.route(`${url}${path}`, (r) => r.fulfill({ contentType: 'text/html', body: '<html lang="en"><title>t</title><main><h1>Faults</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Pale text</p><input type="text"></main></html>' }));
      const first = watchAxe(faulty);
      await faulty.goto(`${url}${path}`);
      const failure = await first.finish().then(() => null, (e: Error) => e.message);
      assert(failure !== null, 'the axe fixture found nothing on a page with three known faults');
      for (const rule of ['image-alt', 'color-contrast', 'label', path]) assert(failure.includes(rule), `the axe fixture did not report ${rule}: ${failure}`);
      const again = watchAxe(faulty);
      await faulty.goto(`${url}${path}`);
      await again.finish();
      await faulty.close();
    },
  },
  {
    name: 'every step at desktop size, empty and after a failed Continue',
    viewport: DESKTOP,
    // Eight steps, two scans each, and the walk between them.
    timeoutMs: 150_000,
    fn: async ({ page, url }) => {
      const a: Answers = { occupancy: 'Second home' };
      await page.goto(`${url}${BASE}`);
      for (const step of stepsFor(a)) {
        await onStep(page, step);
        await expectNoAxeViolations(page, `${step} (desktop, empty)`);
        await submit(page);
        await expect(errorSummary(page)).toBeVisible();
        await expectNoAxeViolations(page, `${step} (desktop, after a failed Continue)`);
        await fillStep(page, step, a);
        if (step !== 'set-password') await submit(page);
      }
    },
  },
  {
    name: 'the New York and Hawaii modals',
    fn: async ({ page, url }) => {
      await walkTo(page, url, 'index');
      await fillStep(page, 'index', { typed: '215 Clinton', suggestion: /215 Clinton Ave/ });
      await submit(page);
      const ny = await checkModal(page, "You're in the right place, on another site");
      await ny.getByRole('button', { name: 'Close' }).click();
      await expect(ny).toBeHidden();
      await fillStep(page, 'index', { typed: '2411 Kalakaua', suggestion: /2411 Kalakaua Ave/ });
      await submit(page);
      await checkModal(page, "We don't lend in Hawaii");
    },
  },
  {
    name: 'the licensed-states error banner and the disaster-zip warning',
    fn: async ({ page, url }) => {
      await page.goto(`${url}${BASE}?org=BROKERLINK&referrer=0b6f2a52-6a4e-4b1e-9c2a-1d4f00000003`);
      await fillStep(page, 'index');
      await submit(page);
      await expect(page.getByRole('alert').filter({ hasText: 'We are unable to process your application at this time.' })).toBeVisible();
      await expectNoAxeViolations(page, 'the unlicensed-state banner');
      // The org is kept for the session, so name the main brand again.
      await page.goto(`${url}${BASE}?org=HOMELINE`);
      await fillStep(page, 'index', { typed: '19 Sunset', suggestion: /19 Sunset Cliffs Ln/ });
      await submit(page);
      await expect(page.getByText(/post-disaster inspection/)).toBeVisible();
      await expectNoAxeViolations(page, 'the disaster-zip warning');
    },
  },
  {
    name: 'the low-income confirmation modal',
    fn: async ({ page, url }) => {
      await walkTo(page, url, 'annual-income');
      await fillStep(page, 'annual-income', { income: '9000' });
      await submit(page);
      await checkModal(page, 'Please confirm your income');
    },
  },
  {
    name: 'the location explanation and the processing modal',
    fn: async ({ page, url }) => {
      // 'Slow' keeps soft credit running for 20 s, so the processing modal stays up.
      await registerUpToSubmit(page, url, { lastName: 'Slow' });
      const geo = await checkModal(page, 'Why we need your location');
      await geo.getByRole('button', { name: 'Continue' }).click();
      await checkModal(page, 'Hang tight, this takes a few seconds');
    },
  },
  {
    name: 'the Account Already Exists modal',
    fn: async ({ page, url }) => {
      const email = uniqueEmail();
      const res = await fetch(`${url}/identity/api/v1/registration/register?organization=HOMELINE`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, phoneNumber: uniquePhone() }),
      });
      assert(res.ok, `creating the existing account answered ${res.status}`);
      await registerUpToSubmit(page, url, { email });
      await checkModal(page, 'Account Already Exists');
    },
  },
  ...(
    [
      ['+active', 'You have an application in progress'],
      ['+recent', 'Please wait before applying again'],
      ['+inquiry', 'Action Required: Contact Your Loan Officer'],
    ] as const
  ).map(
    ([tag, title]): E2eTest => ({
      name: `the '${title}' modal (${tag})`,
      fn: async ({ page, url }) => {
        await registerUpToSubmit(page, url, { email: uniqueEmail(tag) });
        await checkModal(page, title);
      },
    }),
  ),
];

registerSpec(tests);
