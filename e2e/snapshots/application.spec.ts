// Application pages the routing tables lead to (a first slice: SLICE), for every brand, at phone and desktop: one
// application per brand made through the API (the same calls registration makes, fixed applicant),
// put by the QA API at the first checklist status of each row of the shipped machine's checklist
// routes, then opened at its root so the routing tables choose the page. Each page reached is shot
// once, empty; a form page is shot again after Continue when that leaves the error summary up. The
// loan number (random per application) is masked wherever it shows (its sentence's wording is in
// the text snapshots, tests/app/brand-page-snapshots.test.ts).
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';
import { api, createApplicationBody } from '../support/sandbox-api';
import { BRANDS, REFERRER, VIEWPORTS, brandQuery, snap, test, type ViewportName } from './support';

const machine = checkDefinitionsAt(join(import.meta.dirname, '..', '..')).definitions.machine!;
/**
 * The first slice of the routed pages (decision 586): part 1's pages after registration (the
 * offers, more information, HMDA, the decline). Each must be a status the shipped machine's
 * checklist routes list, so a table change that drops one fails here rather than shooting the
 * default page. The rest of the rows (STATUSES_ALL) is the next slice: each costs 10 shots or more.
 */
const SLICE = ['OFFER_SELECTION', 'COLLECT_ADDITIONAL_INFO', 'HMDA', 'DECLINED'];
/** One status per row the table routes by status alone (rows with a further condition need data the default application lacks). */
export const STATUSES_ALL = machine.checklistRoutes.filter((r) => !r.when && r.route !== 'root' && r.statuses?.[0]).map((r) => r.statuses![0]!);
const STATUSES = SLICE.map((s) => {
  if (!machine.checklistRoutes.some((r) => r.statuses?.includes(s))) throw new Error(`${s} is no longer in the machine's checklist routes`);
  return s;
});

/** A borrower of this brand with a Texas application (New York for a New York brand; with the sandbox's referrer where the brand requires one), signed in on `page`. */
async function applicant(page: Page, url: string, org: string, opts: { newYork: boolean; referrer: boolean }, tag: string): Promise<{ uuid: string; loanNumber: string }> {
  const email = `snapshots-${tag}@example.com`;
  const { jwt } = await api(url, 'POST', `/identity/api/v1/registration/register?organization=${org}`, { email, password: 'Str0ng!Passw0rd', phoneNumber: '5125550142' }, undefined, org);
  const property = opts.newYork
    ? { street1: '215 Clinton Ave', street2: '', city: 'Brooklyn', state: 'NY', zip: '11205', type: 'HOME' }
    : { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' };
  const created = await api(url, 'POST', `/service-application/api/v1/application/heloc?state=${property.state}`, { ...createApplicationBody(email, property), ...(opts.referrer ? { referrerId: REFERRER } : {}) }, jwt, org);
  await page.addInitScript(`if (!localStorage.getItem('jwt')) localStorage.setItem('jwt', ${JSON.stringify(jwt)});`);
  return { uuid: created.uuid ?? created.applicationUuid ?? created.application?.uuid, loanNumber: String(created.loanNumber ?? created.application?.loanNumber) };
}

for (const brand of BRANDS) {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test.describe(() => {
      test.use({ viewport: VIEWPORTS[viewport] });
      test(`application pages ${brand.orgCode} ${viewport}`, async ({ page, sandbox }) => {
        test.setTimeout(900_000);
        const org = brand.orgCode;
        const { uuid, loanNumber } = await applicant(page, sandbox.url, org, { newYork: !!brand.toggles.newYorkBrand, referrer: !!brand.toggles.requiresReferrer }, `${org}-${viewport}`.toLowerCase());
        // The loan number is random per application: every element that shows it is masked.
        const mask = [page.getByTestId('loan-number'), page.getByText(loanNumber)];
        const seen = new Set<string>();
        for (const status of STATUSES) {
          await api(sandbox.url, 'PATCH', `/__sandbox/applications/${uuid}`, { checklistStatus: status, uwDecision: status === 'DECLINED' ? 'DECLINE' : 'SELECT' }, undefined, org);
          await page.goto(`${sandbox.url}/account/heloc/${uuid}${brandQuery(brand)}`);
          await page.waitForURL(new RegExp(`/account/heloc/${uuid}/[a-z]`), { timeout: 30_000 });
          const route = new URL(page.url()).pathname.replace(`/account/heloc/${uuid}/`, '');
          if (seen.has(route)) continue;
          seen.add(route);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
          const parts = ['application', route];
          await snap(page, parts, 'empty', org, viewport, mask);
          const form = page.locator(`[data-page-route="${route}"] form`);
          const next = page.getByRole('button', { name: 'Continue', exact: true });
          if ((await form.count()) === 0 || (await next.count()) !== 1) continue;
          await next.click();
          const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
          if (await summary.waitFor({ timeout: 5_000 }).then(() => true, () => false)) await snap(page, parts, 'failed-continue', org, viewport, mask);
        }
      });
    });
  }
}
