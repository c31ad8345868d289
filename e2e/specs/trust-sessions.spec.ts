// Sessions across tabs (issue 25): two pages of one browser context share the token's storage.
// A late answer for applicant A after B signed in in another tab must not sign A back in (B's
// dashboard lists only B's application), the tab that showed A's application leaves it with a
// notice, and a logout in one tab reaches the other. And a slow answer on the application route
// is never a bare 'Loading': it says what it waits for and offers support and the dashboard.
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { ARTIFACTS, DESKTOP, PHONE, type E2eTest } from '../support/runner';
import { PASSWORD } from '../support/registration';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';

/** The identity (`sub`) the browser's stored token names, or null. */
const storedIdentity = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const jwt = localStorage.getItem('jwt');
    if (!jwt) return null;
    return (JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
  });

const subOf = (jwt: string): string => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/**
 * Holds the first answer to a call matching `pattern` (fetched from the server at once, so it carries a token refreshed for the sender) until released;
 * with `every`, each later matching call's answer too (a slow server, not one slow answer).
 */
async function holdAnswer(page: Page, pattern: RegExp, every = false): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  let gate!: () => void;
  const open = new Promise<void>((r) => (gate = r));
  let heldNow!: () => void;
  const held = new Promise<void>((r) => (heldNow = r));
  const delivered: Promise<void>[] = [];
  let once = false;
  await page.route(pattern, async (route: Route) => {
    if (once && !every) return route.continue();
    once = true;
    const response = await route.fetch();
    heldNow();
    await open;
    // The page may have left meanwhile (its request is gone): nothing to deliver then.
    delivered.push(route.fulfill({ response }).catch(() => undefined));
  });
  return {
    held,
    release: async () => {
      gate();
      await new Promise((r) => setTimeout(r, 500));
      await Promise.all(delivered);
    },
  };
}

/** Signs in through the sandbox's sign-in page. */
async function signIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

export const tests: E2eTest[] = [
  {
    name: "a late answer for A after B signed in in another tab keeps B signed in: B's dashboard lists only B's application, and A's tab leaves the application page",
    viewport: PHONE,
    fn: async ({ page, context, url }) => {
      const a = await borrowerWithApplication(url, 'sessions-a');
      const b = await borrowerWithApplication(url, 'sessions-b');
      await api(url, 'PATCH', `/__sandbox/applications/${a.uuid}`, { checklistStatus: 'NOTE_SIGNING', uwDecision: 'SELECT' });
      // Tab 1: A on an application page, whose status read (refreshed every 5 s) is held on its way back.
      await page.goto(`${url}/auth/login`);
      await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), a.jwt);
      await page.goto(`${url}/account/heloc/${a.uuid}/signing/support`);
      await expect(page.getByRole('heading', { name: 'We can help you sign', level: 1 })).toBeVisible();
      const slow = await holdAnswer(page, new RegExp(`/${a.uuid}/status$`));
      await slow.held;
      // Tab 2: B signs in.
      const other = await context.newPage();
      await signIn(other, url, b.email);
      await expect(other.getByText(b.loanNumber)).toBeVisible();
      // Tab 1's answer (with a token refreshed for A) arrives now.
      await slow.release();
      // Tab 1 left A's application for the dashboard, saying why.
      await page.waitForURL(/\/dashboard$/, { timeout: 10_000 });
      await expect(page.getByTestId('session-notice')).toContainText('Another account signed in in another tab of this browser');
      await page.screenshot({ path: join(ARTIFACTS, 'session-switched-390.png') });
      assert(!(await page.getByText(a.loanNumber).isVisible()), "A's loan number is not shown in tab 1 any more");
      // The browser is still B's: B's dashboard lists only B's application.
      assert((await storedIdentity(other)) === subOf(b.jwt), 'the stored token is still B’s');
      await other.reload();
      await expect(other.getByText(b.loanNumber)).toBeVisible();
      assert((await other.getByText(a.loanNumber).count()) === 0, "B's dashboard does not list A's application");
      assert((await other.getByTestId('session-notice').count()) === 0, 'the tab that signed in shows no notice');
    },
  },
  {
    name: 'a logout in one tab reaches the other: the application page there goes to the sign-in page with a notice and sends nothing more',
    viewport: DESKTOP,
    fn: async ({ page, context, url }) => {
      const a = await borrowerWithApplication(url, 'sessions-out');
      await api(url, 'PATCH', `/__sandbox/applications/${a.uuid}`, { checklistStatus: 'NOTE_SIGNING', uwDecision: 'SELECT' });
      await page.goto(`${url}/auth/login`);
      await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), a.jwt);
      await page.goto(`${url}/account/heloc/${a.uuid}/signing/support`);
      await expect(page.getByRole('heading', { name: 'We can help you sign', level: 1 })).toBeVisible();
      const other = await context.newPage();
      await other.goto(`${url}/dashboard`);
      await expect(other.getByText(a.loanNumber)).toBeVisible();
      await other.getByRole('button', { name: 'My account' }).click();
      await other.getByRole('button', { name: 'Log out' }).click();
      await other.waitForURL(/\/auth\/login/);
      const sentAfter: string[] = [];
      page.on('request', (r) => {
        if (r.headers()['authorization']) sentAfter.push(r.url());
      });
      await page.waitForURL(/\/auth\/login$/, { timeout: 10_000 });
      await page.waitForTimeout(6_000); // longer than the status refresh: nothing goes out signed
      await expect(page.getByTestId('session-notice')).toContainText('You signed out in another tab of this browser');
      await page.screenshot({ path: join(ARTIFACTS, 'session-signed-out-1280.png') });
      assert((await page.evaluate(() => localStorage.getItem('jwt'))) === null, 'no token came back');
      assert(sentAfter.length === 0, `tab 1 sent nothing signed after the logout: ${sentAfter.join(', ')}`);
    },
  },
  {
    name: "a slow status answer on /account/heloc/{uuid}: after 5 s the loader says what it waits for and offers support and the dashboard; the page routes once the answer comes",
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const a = await borrowerWithApplication(url, 'sessions-slow');
      await api(url, 'PATCH', `/__sandbox/applications/${a.uuid}`, { checklistStatus: 'NOTE_SIGNING', uwDecision: 'SELECT' });
      await page.goto(`${url}/auth/login`);
      await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), a.jwt);
      // Every status read: the routing's own poll would otherwise answer the page (it shares its reads, decision 699).
      const slow = await holdAnswer(page, new RegExp(`/${a.uuid}/status$`), true);
      await page.goto(`${url}/account/heloc/${a.uuid}`);
      await slow.held;
      const notice = page.getByTestId('slow-wait');
      await expect(notice).toContainText('This is taking longer than usual.');
      await expect(notice).toContainText("We're waiting for the latest status of your application");
      assert((await notice.getByRole('link', { name: 'Call support at 888-819-6388' }).getAttribute('href')) === 'tel:8888196388', "support's phone is a link");
      assert((await notice.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')) === '/dashboard', 'the dashboard is a link');
      await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.screenshot({ path: join(ARTIFACTS, 'slow-wait-390.png') });
      await slow.release();
      await page.waitForURL(new RegExp(`/account/heloc/${a.uuid}/.+`), { timeout: 20_000 });
      await expect(page.getByTestId('slow-wait')).toHaveCount(0);
    },
  },
];

registerSpec(tests);
