// Every application page the routing tables reach (one generated path per page, e2e/support/page-paths.ts:
// the status, decision, flags, data and recorded machine events the QA API puts on a fresh
// application so its row matches first), for every brand, at phone and desktop. Each page is shot
// empty; a page with a Continue (its form's submit button) is shot again after Continue on the
// empty page when that leaves the error summary up. A page whose Continue goes on (or that has none)
// has its empty shot only. Only the page's main column (`main`, its whole height) is compared: the
// shell around it (navbar, step list, footer, chat launcher) is one viewport shot per brand and
// viewport, `shell/` (decision 660). The loan number (random per application) is
// masked wherever it shows (its sentence's wording is in the text snapshots,
// tests/app/brand-page-snapshots.test.ts).
import type { Page } from '@playwright/test';
import { generatedPagePaths } from '../support/page-paths';
import { api, CALIFORNIA_HOME, createApplicationBody, type Property } from '../support/sandbox-api';
import { BRANDS, REFERRER, VIEWPORTS, brandQuery, snap, snapContent, test, type ViewportName } from './support';

const PATHS = generatedPagePaths();
/** The page whose full viewport stands for the shell of every application page. */
const SHELL_PAGE = 'start/profile';
const NEW_YORK_HOME: Property = { street1: '215 Clinton Ave', city: 'Brooklyn', state: 'NY', zip: '11205' };

/**
 * A borrower of this brand with an application on a generated path's start: created without the
 * soft-credit consent (no lender script runs on its own), in California, or New York for a New York
 * brand, with the sandbox's referrer where the brand requires one; signed in on `page`.
 */
async function applicant(url: string, org: string, opts: { newYork: boolean; referrer: boolean }, tag: string): Promise<{ jwt: string; uuid: string; loanNumber: string }> {
  const email = `snapshots-${tag}@example.com`;
  const { jwt } = await api(url, 'POST', `/identity/api/v1/registration/register?organization=${org}`, { email, password: 'Str0ng!Passw0rd', phoneNumber: '5125550142' }, undefined, org);
  const property = opts.newYork ? NEW_YORK_HOME : CALIFORNIA_HOME;
  const created = await api(url, 'POST', `/service-application/api/v1/application/heloc?state=${property.state}`, { ...createApplicationBody(email, property, { softCredit: false }), ...(opts.referrer ? { referrerId: REFERRER } : {}) }, jwt, org);
  return { jwt, uuid: created.uuid ?? created.applicationUuid ?? created.application?.uuid, loanNumber: String(created.loanNumber ?? created.application?.loanNumber) };
}

/** Continue on the empty page: true when the error summary comes up, false when the page goes on (or nothing shows in 5 s). */
async function failedContinue(page: Page, route: string): Promise<boolean> {
  const content = page.locator('[data-page-route]');
  const submit = content.locator('form button[type="submit"]');
  const next = (await submit.count()) === 1 ? submit : content.getByRole('button', { name: 'Continue', exact: true });
  if ((await next.count()) !== 1) return false;
  const before = page.url();
  await next.click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  const shown = summary.waitFor({ timeout: 5_000 }).then(() => true, () => false);
  const left = page.waitForURL((u) => u.href !== before, { timeout: 5_000 }).then(() => false, () => false);
  return Promise.race([shown, left.then(async () => (page.url() === before ? shown : false))]);
}

for (const brand of BRANDS) {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test.describe(() => {
      test.use({ viewport: VIEWPORTS[viewport] });
      test(`application pages ${brand.orgCode} ${viewport}`, async ({ page, sandbox }) => {
        test.setTimeout(1_200_000);
        const org = brand.orgCode;
        const opts = { newYork: !!brand.toggles.newYorkBrand, referrer: !!brand.toggles.requiresReferrer };
        await page.goto(`${sandbox.url}/${brandQuery(brand)}`);
        const wrong: string[] = [];
        for (const [i, p] of PATHS.entries()) {
          const { jwt, uuid, loanNumber } = await applicant(sandbox.url, org, opts, `${org}-${viewport}-${i}`.toLowerCase());
          if (Object.keys(p.patch).length > 0) await api(sandbox.url, 'PATCH', `/__sandbox/applications/${uuid}`, p.patch, undefined, org);
          await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
          await page.goto(`${sandbox.url}/account/heloc/${uuid}${brandQuery(brand)}`);
          await page.waitForURL(new RegExp(`/account/heloc/${uuid}/[a-z]`), { timeout: 30_000 });
          const route = new URL(page.url()).pathname.replace(`/account/heloc/${uuid}/`, '');
          // A brand whose routing sends the path elsewhere is named, not shot under the wrong page.
          if (route !== p.route) {
            wrong.push(`${p.route} (${p.row}) opened ${route}`);
            continue;
          }
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
          await page.locator('[data-page-route]').waitFor();
          // The loan number is random per application: every element that shows it is masked.
          const mask = [page.getByTestId('loan-number'), page.getByText(loanNumber)];
          if (route === SHELL_PAGE) await snap(page, ['application', 'shell'], 'empty', org, viewport, mask, { fullPage: false });
          const parts = ['application', route];
          await snapContent(page, parts, 'empty', org, viewport, mask);
          if (await failedContinue(page, route)) await snapContent(page, parts, 'failed-continue', org, viewport, mask);
        }
        if (wrong.length > 0) throw new Error(`${wrong.length} generated path(s) did not reach their page under ${org}:\n${wrong.join('\n')}`);
      });
    });
  }
}
