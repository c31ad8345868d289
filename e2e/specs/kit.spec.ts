// The shared kit on portal pages (seed 001 §2, §9): the loading overlay while an application
// routes, a failed code chunk reloading up to 5 times before the error page (seed 000 §2),
// toasts (at most 5, dismissable by keyboard) and tooltips by keyboard (focus shows, Escape
// hides, 12 px from the trigger), with axe at 390 px and at desktop width.
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, eventually, expect } from '../support/expect';
import { PASSWORD, uniqueEmail, uniquePhone } from '../support/registration';
import { DESKTOP, PHONE, type E2eTest, type TestContext, type Viewport } from '../support/runner';
import { registerSpec } from '../support/register';
import { signInWithToken } from '../support/sign-in';

const FULL_WALLET = '0x7a3F5b2c1D9e8F0a4B6c3D2e1F0a9B8c7D69c2E1';

/** Registers an identity through the API and signs the browser in with its token. */
async function signIn(page: Page, url: string, email = uniqueEmail()): Promise<string> {
  const res = await fetch(`${url}/identity/api/v1/registration/register?organization=HOMELINE`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, phoneNumber: uniquePhone() }),
  });
  assert(res.ok, `register answered ${res.status}`);
  const { jwt } = (await res.json()) as { jwt: string };
  await signInWithToken(page, jwt);
  return jwt;
}

/** Creates an application for the signed-in identity through the API. */
async function createApplication(url: string, jwt: string, email: string): Promise<string> {
  const res = await fetch(`${url}/service-application/api/v1/application/heloc?state=TX`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}`, 'x-org': 'HOMELINE' },
    body: JSON.stringify({
      abVersionsRequest: [],
      consentRequests: [{ type: 'SOFT_CREDIT', version: 3 }],
      consentListRequest: [{ type: 'PRIVACY', version: 4, optIn: 'OPT_IN' }],
      income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
      marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
      profileRequest: { name: { firstName: 'Alex', middleName: '', lastName: 'Morgan', suffix: '' }, dob: '1980-04-12', email },
      propertyListedForSale: false,
      propertyRequest: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
      publish: true,
      utmParameters: { campaign: null, medium: null, source: null, term: null, content: null, id: null },
      employmentType: 'FULL_TIME',
    }),
  });
  if (!res.ok) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { uuid: string }).uuid;
}

/** Replaces the clipboard with one that accepts (keeping the text in window.copied) or refuses every write. */
async function stubClipboard(context: BrowserContext, accept: boolean): Promise<void> {
  // A string, not a function: tsx would wrap a function's inner closures in a __name helper the page lacks.
  const write = accept
    ? 'function (text) { window.copied = text; return Promise.resolve(); }'
    : "function () { return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')); }";
  await context.addInitScript(`Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: ${write} } });`);
}

const walletAddress = (page: Page) => page.getByTestId('wallet-address').first();

async function loaderOverlay({ page, url }: TestContext, where: string): Promise<void> {
  const email = uniqueEmail();
  const jwt = await signIn(page, url, email);
  const uuid = await createApplication(url, jwt, email);
  // Hold the status answer back so the wait is long enough to look at.
  await page.route(/\/status(\?|$)/, async (route) => {
    await new Promise((r) => setTimeout(r, 2_500));
    await route.continue();
  });
  const started = Date.now();
  await page.goto(`${url}/account/heloc/${uuid}`);
  const overlay = page.getByTestId('loader-overlay');
  await expect(overlay).toBeVisible();
  const status = overlay.getByRole('status');
  await expect(status).toHaveText('Getting your application ready…');
  assert((await status.getAttribute('aria-live')) === 'polite', 'the overlay message is not a polite live region');
  await expectNoAxeViolations(page, `the loading overlay (${where})`);
  // Routing ends on an application route; the overlay then hides (at least 1 s after it showed).
  await page.waitForURL(new RegExp(`/account/heloc/${uuid}/.+`), { timeout: 20_000 });
  await expect(overlay).toBeHidden();
  assert(Date.now() - started >= 1_000, 'the overlay hid before its 1 s minimum');
  await expect(page.getByTestId('loan-number')).toBeVisible();
}

async function chunkFailure({ page, url }: TestContext, where: string): Promise<void> {
  await signIn(page, url);
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(/\/assets\/dashboard-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${url}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' })).toBeVisible();
  assert((await page.evaluate(() => sessionStorage.getItem('heloc-module-reloads'))) === '5', 'the reloads were not counted to 5 in session storage');
  assert(loads === 6, `expected the first load and 5 reloads, saw ${loads} loads`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  assert((await main.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')) === '/dashboard', 'Go to dashboard does not lead to /dashboard');
  assert((await main.getByRole('link', { name: '888-819-6388' }).first().getAttribute('href')) === 'tel:8888196388', 'no support phone link');
  await expect(main.getByRole('link', { name: 'support@homeline.example' })).toBeVisible();
  await expectNoAxeViolations(page, `the error page (${where})`);
  // Once the chunk is back, Try again reloads into the page.
  await page.unroute(/\/assets\/dashboard-page-[^/]+\.js$/);
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  // Seed 000 §1's promotional sentence above the start button (decision 484).
  await expect(page.getByText('Complete the loan process today and get funded in as little as five days')).toBeVisible();
}

async function toastsAndTooltips({ page, url, context }: TestContext, where: string): Promise<void> {
  await stubClipboard(context, false);
  await signIn(page, url);
  await page.goto(`${url}/dashboard`);
  await expect(page.getByRole('heading', { level: 2, name: 'Wallet accounts' })).toBeVisible();

  // Tooltip by keyboard: focus shows the full address 12 px above; Escape hides it, focus stays.
  const address = walletAddress(page);
  await expect(address).toBeVisible();
  await address.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(`Full address: ${FULL_WALLET}`);
  // The dashboard's widgets may still shift the page as they load; the tooltip follows its trigger
  // a frame later, so the gap is read once the two have settled.
  const boxes = async () => [await tooltip.boundingBox(), await address.boundingBox()] as const;
  const twelveAbove = ([tip, trigger]: Awaited<ReturnType<typeof boxes>>) => !!tip && !!trigger && Math.abs(trigger.y - (tip.y + tip.height) - 12) <= 1;
  await eventually(async () => twelveAbove(await boxes()), true, 5000).catch(() => undefined);
  const [tip, trigger] = await boxes();
  assert(tip && trigger && Math.abs(trigger.y - (tip.y + tip.height) - 12) <= 1, `tooltip is not 12 px from its trigger (${JSON.stringify({ tip, trigger })})`);
  assert(tip.x >= 0 && tip.x + tip.width <= (page.viewportSize()?.width ?? 0), 'the tooltip runs off the screen');
  await expectNoAxeViolations(page, `the dashboard with a tooltip (${where})`);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(address).toBeFocused();
  // Hover shows it again (WCAG 1.4.13: hover and focus).
  await page.mouse.move(0, 0);
  await address.hover();
  await expect(tooltip).toBeVisible();

  // Toasts: a refused copy raises one each time; at most 5 show; each dismissable by keyboard.
  const copy = page.getByRole('button', { name: 'Copy wallet address' });
  for (let i = 0; i < 6; i++) await copy.click();
  const dismiss = page.getByRole('button', { name: 'Dismiss message' });
  await expect(dismiss.nth(4)).toBeVisible();
  assert((await dismiss.count()) === 5, `expected 5 toasts, saw ${await dismiss.count()}`);
  await expect(page.getByTestId('toasts').getByRole('alert').first()).toContainText('Could not copy the wallet address');
  await expectNoAxeViolations(page, `the dashboard with toasts (${where})`);
  await dismiss.first().focus();
  await page.keyboard.press('Enter');
  await until(async () => (await dismiss.count()) === 4, 'a toast was not dismissed by Enter');
}

async function copied({ page, url, context }: TestContext): Promise<void> {
  await stubClipboard(context, true);
  await signIn(page, url);
  await page.goto(`${url}/dashboard`);
  const copy = page.getByRole('button', { name: 'Copy wallet address' });
  await copy.focus();
  // The status region clears after 300 ms: record what it said instead of racing it.
  await page.evaluate(`(() => {
    const region = document.querySelector('[data-testid="sr-status"]');
    window.announced = [];
    new MutationObserver(() => { if (region.textContent) window.announced.push(region.textContent); }).observe(region, { childList: true, subtree: true, characterData: true });
  })()`);
  await page.keyboard.press('Enter');
  const tooltip = page.getByRole('tooltip').filter({ hasText: 'Copied' });
  await expect(tooltip).toBeVisible();
  assert((await page.evaluate(() => (window as unknown as { copied?: string }).copied)) === FULL_WALLET, 'the full address was not copied');
  await until(async () => JSON.stringify(await page.evaluate('window.announced')) === '["wallet address copied"]', 'the copy was not announced');
  await until(async () => (await page.getByTestId('sr-status').textContent()) === '', 'the status region was not cleared');
  // The confirmation goes after 1 s; focus stays on the button, so the tooltip reads 'Copy' again.
  await expect(page.getByRole('tooltip').filter({ hasText: /^Copy$/ })).toBeVisible();
}

async function plaidReturn({ page, url }: TestContext): Promise<void> {
  // Without a stored application id: the message and the dashboard link, no login needed.
  await page.goto(`${url}/plaid-oauth-success?oauth_state_id=abc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Linking your bank' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('We could not find the application you were linking a bank account for.');
  await expectNoAxeViolations(page, '/plaid-oauth-success without an application');
  // With one: back to that application's bank step, the provider's query kept.
  const uuid = '6c1e7a0e-0000-4000-8000-000000000001';
  await page.evaluate(`sessionStorage.setItem('applicationUuid', '${uuid}')`);
  await page.goto(`${url}/plaid-oauth-success?oauth_state_id=abc`);
  await page.waitForURL(/\/(account\/heloc\/[^/]+\/bank\?oauth_state_id=abc|auth\/login\?redirectUrl=)/);
  assert(page.url().includes(encodeURIComponent(`/account/heloc/${uuid}/bank?oauth_state_id=abc`)) || page.url().includes(`/account/heloc/${uuid}/bank?oauth_state_id=abc`), `did not return to the bank step: ${page.url()}`);
}

async function until(check: () => Promise<boolean>, message: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(message);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const at = (viewport: Viewport, label: string, fn: (ctx: TestContext, where: string) => Promise<void>, name: string): E2eTest => ({
  name: `${name} (${label})`,
  viewport,
  fn: (ctx) => fn(ctx, label),
});

export const tests: E2eTest[] = [
  at(PHONE, '390 px', loaderOverlay, 'the loading overlay shows while an application routes and hides after'),
  at(DESKTOP, 'desktop', loaderOverlay, 'the loading overlay shows while an application routes and hides after'),
  at(PHONE, '390 px', chunkFailure, 'a missing page chunk reloads 5 times, then the error page; Try again recovers'),
  at(DESKTOP, 'desktop', chunkFailure, 'a missing page chunk reloads 5 times, then the error page; Try again recovers'),
  at(PHONE, '390 px', toastsAndTooltips, 'tooltips by keyboard and hover; toasts at most 5, dismissable by keyboard'),
  at(DESKTOP, 'desktop', toastsAndTooltips, 'tooltips by keyboard and hover; toasts at most 5, dismissable by keyboard'),
  { name: "copy shows 'Copied' for a second and announces it", fn: copied },
  { name: '/plaid-oauth-success returns to the stored application, or says there is none', fn: plaidReturn },
];

registerSpec(tests);
