// The sandbox lender's branches of seed 000 §4 (issue 10): a magic last name (and, for the BPO
// outside Texas and the recording tax, the address typed in registration), then the page the
// routing tables choose. A last name alone starts from the API's create with registration's body
// (applyAs: journey-part1's journeys and 'Declined' walk a typed last name through registration;
// decision 416); an address is typed into registration, since the lender reads its state. wait pages move on by themselves after the lender's wait. The
// wait pages poll every 5 s, so a test that watches one sets the lender's wait (SANDBOX_WAIT_MS,
// read by the in-process sandbox when it schedules) long enough to see the page before it moves.
// Phone width, axe on each new page, screenshots in e2e/.artifacts/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { acknowledgeAll } from '../support/disclosures';
import { applyAs, at, correctAddress, declineHmda, giveMoreInfo, pickOffer, registerAs, withLenderWait } from '../support/journey';
import type { Applicant } from '../support/registration';
import { api } from '../support/sandbox-api';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';

/** An applicant with this magic last name, landed: by registration (fields pasted) when a home is typed, else from the API's create. */
const register = (page: Page, url: string, lastName: string, home?: Applicant): Promise<string> => (home ? registerAs(page, url, lastName, { home }) : applyAs(page, url, lastName));

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

async function seen(page: Page, route: string, title: string): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  await expectNoAxeViolations(page, route);
  await page.screenshot({ path: join(ARTIFACTS, `lender-${route.replace(/\//g, '-')}-390.png`), fullPage: true });
}

/** A wait page: its rotating message shows, then it moves on by itself to the offers. */
async function waitsThenOffers(page: Page, uuid: string, route: string, title: string): Promise<void> {
  await at(page, uuid, route);
  await expect(page.getByTestId('wait-message')).toBeVisible();
  await seen(page, route, title);
  await at(page, uuid, 'product/select');
  await expect(heading(page, 'Choose your offer')).toBeVisible();
}

const SACRAMENTO: Applicant = { typed: '1200 J St', suggestion: /1200 J St/ };

/** A hold the lender clears by itself: its wait page, then the offers. */
const holdTest = (lastName: string, route: string, title: string): E2eTest => ({
  name: `${route} (${lastName}): a wait page that moves on by itself to the offers`,
  viewport: PHONE,
  fn: ({ page, url }) =>
    withLenderWait(8_000, async () => {
      const uuid = await register(page, url, lastName);
      await waitsThenOffers(page, uuid, route, title);
    }),
});

/** A review page the lender leaves the applicant on. */
const reviewTest = (lastName: string, route: string, title: string): E2eTest => ({
  name: `${route} (${lastName}): the review page`,
  viewport: PHONE,
  fn: async ({ page, url }) => {
    const uuid = await register(page, url, lastName);
    await at(page, uuid, route);
    await seen(page, route, title);
  },
});

/**
 * Until the lender has no step left waiting for this application (the control API's
 * pendingScript, read every 200 ms): the moment its wait is over, instead of a fixed 3 s sleep.
 */
async function lenderDone(url: string, uuid: string): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    const described = (await api(url, 'GET', `/__sandbox/applications/${uuid}`)) as { pendingScript: unknown[] };
    if (described.pendingScript.length === 0) return;
    if (Date.now() > end) throw new Error(`the lender still has ${described.pendingScript.length} step(s) waiting for ${uuid} after 20 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A page the lender moves past after its wait: the applicant's button then leads to the offers. */
const retryTest = (lastName: string, route: string, title: string, button: string): E2eTest => ({
  name: `${route} (${lastName}): once the lender is done, ${button} leads to the offers`,
  viewport: PHONE,
  fn: async ({ page, url }) => {
    const uuid = await register(page, url, lastName);
    await at(page, uuid, route);
    await seen(page, route, title);
    await lenderDone(url, uuid);
    await page.getByRole('button', { name: button }).click();
    await at(page, uuid, 'product/select');
  },
});

export const tests: E2eTest[] = [
  {
    name: 'BPO in Texas (Bpo): the condition form, the estimate form, then bpo/waiting moves on by itself to bpo/hold',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await register(page, url, 'Bpo');
      await at(page, uuid, 'bpo/condition');
      await seen(page, 'bpo/condition', 'Tell us about your home');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Tell us the condition of your home').first()).toBeVisible();
      await expectNoAxeViolations(page, 'bpo/condition with errors');
      await page.getByRole('radio', { name: /^Good: well kept/ }).check();
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel(/What did you improve/).fill('New roof in 2025');
      await page.getByRole('button', { name: 'Continue' }).click();

      await at(page, uuid, 'bpo/estimate-value');
      await seen(page, 'bpo/estimate-value', 'What do you think your home is worth?');
      await page.getByLabel(/Your estimate of your home's value/).fill('20000');
      await page.getByRole('checkbox', { name: /best estimate/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Enter a value of at least $50,000').first()).toBeVisible();
      await expectNoAxeViolations(page, 'bpo/estimate-value after a failed Continue');
      await page.getByLabel(/Your estimate of your home's value/).fill('525000');
      await withLenderWait(6_000, async () => {
        await page.getByRole('button', { name: 'Continue' }).click();
        await at(page, uuid, 'bpo/waiting');
      });
      await seen(page, 'bpo/waiting', 'Your valuation is on its way');
      await at(page, uuid, 'bpo/hold', 30_000);
      await seen(page, 'bpo/hold', 'Your home value is being confirmed');
    },
  },
  {
    name: 'BPO outside Texas (Bpo, a Sacramento home): bpo/order-bpo, then bpo/hold, then the offers, each by itself',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(6_000, async () => {
        const uuid = await register(page, url, 'Bpo', SACRAMENTO);
        await at(page, uuid, 'bpo/order-bpo');
        await seen(page, 'bpo/order-bpo', "We're ordering your home's valuation");
        await waitsThenOffers(page, uuid, 'bpo/hold', 'Your home value is being confirmed');
      }),
  },
  {
    name: 'no AVM (Noavm): the estimate form',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await register(page, url, 'Noavm');
      await at(page, uuid, 'bpo/estimate-value');
      await seen(page, 'bpo/estimate-value (no AVM)', 'What do you think your home is worth?');
    },
  },
  holdTest('Floodzone', 'error/flood-cert', "We're waiting on your flood certificate"),
  holdTest('Payoff', 'payoff/hold', "We're getting your payoff statement"),
  holdTest('Hold', 'hold', 'Your application is on hold'),
  {
    name: 'review-app/datatree (Datatree): the address shown and prefilled; a bad ZIP is refused, then Correct the address sends it and the offers follow',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1_000, async () => {
        const uuid = await register(page, url, 'Datatree');
        await at(page, uuid, 'review-app/datatree');
        await expect(page.getByTestId('page-display')).toContainText('Austin, TX');
        await seen(page, 'review-app/datatree', "We couldn't find your property's records");
        let sent: unknown = null;
        await page.route('**/property-selection', async (route) => {
          sent = route.request().postDataJSON();
          await route.continue();
        });
        await correctAddress(page);
        await page.getByLabel(/^ZIP code/).fill('787');
        await page.getByRole('button', { name: 'Correct the address' }).click();
        await expect(page.getByText('Please enter a valid zipcode').first()).toBeVisible();
        await expectNoAxeViolations(page, 'review-app/datatree after a failed Continue');
        assert(sent === null, 'nothing is sent with a bad ZIP');
        await page.getByLabel(/^ZIP code/).fill('78704');
        await page.getByRole('button', { name: 'Correct the address' }).click();
        await at(page, uuid, 'product/select');
        const address = (sent as { address?: Record<string, string> } | null)?.address;
        assert(address?.['street1'] === '1422 Maple Ridge Dr' && address['zip'] === '78704' && address['state'] === 'TX', `the corrected address is sent: ${JSON.stringify(sent)}`);
      }),
  },
  reviewTest('Notowner', 'review-app/incorrect-ownership', "We couldn't confirm you own this property"),
  retryTest('Uwreview', 'review-app/uw', 'Your application is being reviewed', 'Check my status'),
  retryTest('Timeout', 'error/timeout', 'This is taking longer than usual', 'Try again'),
  {
    name: '62+ (Sixtytwo): start/profile asks the details again with the 62 birthdate limit, then the offers',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await register(page, url, 'Sixtytwo');
      await at(page, uuid, 'start/profile');
      await expect(heading(page, 'Confirm your details')).toBeVisible();
      await page.getByRole('checkbox', { name: 'This is the property I want to borrow against' }).check();
      await page.getByRole('checkbox', { name: /I authorize/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('You must be at least 62 years old to apply for a loan.').first()).toBeVisible();
      await expectNoAxeViolations(page, 'start/profile with the 62+ limit');
      await page.screenshot({ path: join(ARTIFACTS, 'lender-start-profile-62-390.png'), fullPage: true });
      await page.getByLabel('Date of birth').fill('03/01/1958');
      await page.getByRole('button', { name: 'Continue' }).click();
      await at(page, uuid, 'product/select');
    },
  },
  {
    name: "recording tax of the property's state from the lender: product/select shows its figure for the draw (Baltimore, MD: $1,000 per $100,000)",
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await register(page, url, 'Doe', { typed: '301 E Pratt', suggestion: /301 E Pratt St/ });
      await at(page, uuid, 'product/select');
      await page.getByRole('radio', { name: /15 years/ }).check();
      await page.getByLabel('How much do you want to draw now?').fill('50000');
      const tax = page.getByText('Recording tax', { exact: true });
      await expect(tax).toBeVisible();
      await expect(tax.locator('xpath=following-sibling::dd[1]')).toHaveText('$500.00');
      await expect(page.getByText(/\(estimate\)/)).toHaveCount(0);
      await page.screenshot({ path: join(ARTIFACTS, 'lender-product-select-recording-tax-390.png'), fullPage: true });
    },
  },
  {
    name: "an edit from the summary (Edit on 'Your line of credit'): a new offer, then back on start/app-summary with it, ready to sign",
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(0, async () => {
        const uuid = await register(page, url, 'Doe');
        await pickOffer(page, uuid);
        await giveMoreInfo(page, uuid);
        await declineHmda(page, uuid);
        await at(page, uuid, 'document/disclosures');
        await acknowledgeAll(page, url);
        await at(page, uuid, 'start/app-summary');
        const offer = page.getByRole('region', { name: 'Your line of credit' });
        await expect(offer).toContainText('$50,000.00');

        await page.getByRole('link', { name: 'Edit: Your line of credit' }).click();
        await pickOffer(page, uuid, { term: /10 years/, draw: '60000' });

        await at(page, uuid, 'start/app-summary');
        await expect(offer).toContainText('$60,000.00');
        await page.getByRole('button', { name: 'Sign and submit' }).waitFor({ timeout: 20_000 });
        await expectNoAxeViolations(page, 'start/app-summary after an edit');
      }),
  },
];

registerSpec(tests);
