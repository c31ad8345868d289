// Issue 23, routes and registration, as a user sees them at 390 px: the paths that leave for the
// brand's main site (seed 000 §2, 001 §2), the New York modal's link to the other brand's
// registration ({host}/account/{product}/register), the maintenance page on registration routes
// the flag lists (000 §2), and a signed-in applicant's profile prefilling registration with
// Contact Info left out (000 §3, 001 §4). axe on each new screen.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { PASSWORD, propertyStep, uniqueEmail, uniquePhone } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { api } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { signInWithToken } from '../support/sign-in';

/** A RegExp matching exactly `s`. */
const exactly = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { name, level: 1 }));
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `seed-rows-${name}-390.png`), fullPage: true });

/** Answers the brand's main site (not reachable from the sandbox) with a page naming the path it got. */
async function fakeMainSite(page: Page, host: string): Promise<void> {
  await page.route(`${host}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>main site</title><h1>Main site ${new URL(route.request().url()).pathname}</h1></html>` }),
  );
}

async function setFlag(url: string, org: string, key: string, body: unknown | null): Promise<void> {
  const r = await fetch(`${url}/__sandbox/flags/${org}/${key}`, body === null ? { method: 'DELETE' } : { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert(r.ok, `QA flag ${key} answered ${r.status}`);
}

export const tests: E2eTest[] = [
  {
    name: "the legal and product paths leave for the brand's main site (query kept) instead of the dashboard or a 404",
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await fakeMainSite(page, 'https://www.homeline.example');
      for (const path of ['/terms', '/privacy', '/licenses', '/communications', '/account/heloc/communications', '/contact', '/dashboard/settings', '/pay', '/exchange', '/universal-marketplace', '/universal-passport']) {
        await page.goto(`${url}${path}?from=e2e`);
        const expected = path === '/account/heloc/communications' ? '/communications' : path;
        await expect(page).toHaveURL(exactly(`https://www.homeline.example${expected}?from=e2e`));
        await h1(page, `Main site ${expected}`).toBeVisible();
      }
      // another brand leaves for its own host
      await fakeMainSite(page, 'https://www.lakeshore.example');
      await page.goto(`${url}/terms?org=LAKESHORE`);
      await expect(page).toHaveURL(/^https:\/\/www\.lakeshore\.example\/terms\?org=LAKESHORE$/);
    },
  },
  {
    name: "the New York modal links to the New York brand's registration on its host, and back",
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page, { typed: '215 Clinton', suggestion: /215 Clinton Ave/ });
      const dialog = page.getByRole('dialog', { name: /right place/ });
      await expect(dialog).toContainText('Looks like you are applying with a property located in New York.');
      const link = dialog.getByRole('link').first();
      assert((await link.getAttribute('href')) === 'https://www.empire.example/account/heloc/register', `New York link: ${await link.getAttribute('href')}`);
      await expectNoAxeViolations(page, 'the New York modal');
      await shot(page, 'ny-modal');
      await page.goto(`${url}/account/heloc/register-v2?org=EMPIRE`);
      await propertyStep(page);
      const back = page.getByRole('dialog', { name: /right place/ }).getByRole('link').first();
      assert((await back.getAttribute('href')) === 'https://www.homeline.example/account/heloc/register', `outside link: ${await back.getAttribute('href')}`);
    },
  },
  {
    name: 'maintenance covers the registration routes the flag lists, with its title, message and dashboard link; other brands register',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await setFlag(url, 'LAKESHORE', 'fe-heloc-maintenance', {
        enabled: true,
        variables: { routes: ['/account/heloc/register-v2', '/account/heloc/register'], message: 'Back at 5 pm PT', pageTitle: 'Scheduled Maintenance', shouldShowDashboardLink: true },
      });
      try {
        for (const path of ['/account/heloc/register-v2', '/account/heloc/register']) {
          await page.goto(`${url}${path}?org=LAKESHORE`);
          await h1(page, 'Scheduled Maintenance').toBeVisible();
          await expect(page.getByText('Back at 5 pm PT')).toBeVisible();
          await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
          assert((await page.locator('#root_propertyAddress').count()) === 0, `no registration form under maintenance on ${path}`);
        }
        await expectNoAxeViolations(page, 'maintenance on registration');
        await shot(page, 'maintenance-register');
        // the flag is LAKESHORE's: HOMELINE registers as usual
        await page.goto(`${url}/account/heloc/register-v2?org=HOMELINE`);
        await expect(page.locator('#root_propertyAddress')).toBeVisible();
      } finally {
        await setFlag(url, 'LAKESHORE', 'fe-heloc-maintenance', null);
      }
    },
  },
  {
    name: "a signed-in applicant's profile prefills the name, and Contact Info is left out: birthdate goes to the last step",
    viewport: PHONE,
    timeoutMs: 90_000,
    fn: async ({ page, url }) => {
      const email = uniqueEmail('prefill');
      const { jwt } = await api(url, 'POST', '/identity/api/v1/registration/register?organization=HOMELINE', { email, password: PASSWORD, phoneNumber: uniquePhone() });
      await api(url, 'PUT', '/service-profile/api/v1/profile/name', { firstName: 'Pat', lastName: 'Rivera', suffix: '' }, jwt);
      await signInWithToken(page, jwt);
      await page.goto(`${url}/account/heloc/register-v2`);
      await propertyStep(page);
      await page.waitForURL(/\/for-sale/);
      await expect(page.getByText('Contact Info')).toHaveCount(0);
      await page.getByText('No', { exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/annual-income/);
      await page.getByLabel('Employment status').selectOption({ label: 'Employed full-time' });
      await page.locator('#root_income').fill('85000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/legal-name/);
      await expect(page.getByLabel('First name')).toHaveValue('Pat');
      await expect(page.getByLabel('Last name')).toHaveValue('Rivera');
      await expectNoAxeViolations(page, 'legal-name prefilled');
      await shot(page, 'prefill-legal-name');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/birthdate/);
      await page.getByLabel('Date of birth').fill('01/15/1980');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/set-password/);
    },
  },
];

registerSpec(tests);
