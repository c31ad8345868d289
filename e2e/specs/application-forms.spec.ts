// The form pages of part 1 from their definitions (product, liens, start/contact), on lender data QA sets through the
// control API (the sandbox lender's own progression is walked in journey-part1): liens confirmed
// or corrected and marked for payoff; offers by rate type and term, the draw slider bounded by
// the offer, autopay, the estimate; the confirm page's summary, Change my offer, and the save.
// axe at 390 px, empty and after a failed Continue; screenshots in e2e/.artifacts/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, eventually, expect } from '../support/expect';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { correctAddress } from '../support/journey';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

// As the application service sends them: rates and the fee in percent.
const offer = (type: string, term: number, rate: number) => ({
  type, term, rate, otherRate: rate, baseRate: rate, originationFee: 2.99, min: 15000, max: 120000, minDraw: 15000, maxDraw: 120000,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: Math.round((rate - 0.25) * 100) / 100 }],
});
const OFFERS = [offer('FIXED', 5, 8.9), offer('FIXED', 10, 9.25), offer('FIXED', 15, 9.6), offer('FIXED', 30, 9.95), offer('VARIABLE', 10, 8.55)];

async function signedInAt(page: Page, url: string, tag: string, patch: Record<string, unknown>): Promise<string> {
  return (await borrowerAt(page, url, tag, patch)).uuid;
}

/** A signed-in borrower (e-mail, token, application) whose application QA has put in `patch`. */
async function borrowerAt(page: Page, url: string, tag: string, patch: Record<string, unknown>): Promise<Awaited<ReturnType<typeof borrowerWithApplication>>> {
  const b = await borrowerWithApplication(url, tag);
  await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, patch);
  await storeToken(page, url, b.jwt);
  return b;
}

const CONTACT_STATUS = { checklistStatus: 'COLLECT_ADDITIONAL_INFO', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER', application: { term: 10, rate: 9.25, amount: 60000 } };

export const tests: E2eTest[] = [
  {
    name: 'product/select: offers by rate type and term, the draw bounded by the offer, the estimate; confirm shows the choice, Change keeps it, a failed save keeps it, then it is saved',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'offer-select', {
        checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER',
        application: { offers: OFFERS, offerSet: { costs: [{ feeType: 'APPRAISAL', borrowerPaidAmount: 180 }] } },
      });
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/product/select$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Choose your offer', level: 1 })).toBeVisible();
      assert(await page.getByRole('radio', { name: /10 years/ }).isChecked(), '10-year fixed is chosen first');
      const summary = page.getByTestId('offer-summary');
      await expect(summary).toContainText('9.000%'); // 9.25% less the 0.25% autopay discount
      await expectNoAxeViolations(page, 'product/select');
      await shot(page, 'page-product-select');
      await page.getByRole('radio', { name: /15 years/ }).check();
      const amount = page.getByLabel('How much do you want to draw now?');
      await amount.fill('500');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('The smallest line we offer is $15,000').first()).toBeVisible();
      await expectNoAxeViolations(page, 'product/select after a failed Continue');
      await amount.fill('60000');
      await page.getByRole('checkbox', { name: /lower my APR/ }).uncheck();
      await expect(summary).toContainText('9.600%');
      await expect(summary).toContainText('$1,794.00'); // 2.99% of $60,000
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/product\/select\/confirm\?type=FIXED&term=15&amount=60000&autopay=false$/, { timeout: 10_000 });
      await expect(page.getByRole('heading', { name: 'Review your offer', level: 1 })).toBeVisible();
      await expect(page.getByTestId('offer-summary')).toContainText('15-year Fixed rate');
      await expect(page.getByTestId('offer-summary')).toContainText('$60,000.00');
      await expectNoAxeViolations(page, 'product/select/confirm');
      await shot(page, 'page-product-confirm');
      await page.getByRole('button', { name: 'Change my offer' }).click();
      await page.waitForURL(/\/product\/select\?type=FIXED&term=15/, { timeout: 10_000 });
      await expect(page.getByLabel('How much do you want to draw now?')).toHaveValue('60,000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/product\/select\/confirm\?/, { timeout: 10_000 });
      await page.getByRole('button', { name: 'Continue with this offer' }).click();
      await expect(page.getByText('Please confirm you want to continue with this offer').first()).toBeVisible();
      await expectNoAxeViolations(page, 'product/select/confirm after an empty Continue');
      await page.getByRole('checkbox', { name: /I want to continue with this offer/ }).check();
      let failed = false;
      let sent: unknown = null;
      await page.route('**/offer-selection', async (route) => {
        if (!failed) {
          failed = true;
          await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: ['The lender is not answering. Please try again.'] }) });
          return;
        }
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByRole('button', { name: 'Continue with this offer' }).click();
      await expect(page.getByText('The lender is not answering. Please try again.')).toBeVisible();
      await expect(page.getByTestId('offer-summary')).toContainText('$60,000.00');
      await page.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => sent, { type: 'FIXED', term: 15, amount: 60000, autopay: false });
    },
  },
  {
    name: 'liens: the loans found, corrected and marked for payoff, confirmation required; the body holds only what the lender takes',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'liens', {
        checklistStatus: 'LIEN_VERIFICATION', uwDecision: null,
        application: { liens: [
          { id: 'lien-1', lender: 'Rocket Mortgage', position: 1, type: 'MORTGAGE', balance: 212000, monthlyPayment: 1640, payoff: false },
          { id: 'lien-2', lender: 'Navy Federal Credit Union', position: 2, type: 'HELOC', balance: 18000, monthlyPayment: 210, payoff: false },
        ] },
      });
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/liens$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Confirm the loans on your home', level: 1 })).toBeVisible();
      const second = page.getByRole('group', { name: 'Navy Federal Credit Union' });
      await expect(second.getByLabel('Balance owed')).toHaveValue('18,000');
      await expectNoAxeViolations(page, 'liens');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please confirm these loans are right, or correct them').first()).toBeVisible();
      await expectNoAxeViolations(page, 'liens after an empty Continue');
      await shot(page, 'page-liens');
      await second.getByLabel('Balance owed').fill('17,500');
      await second.getByRole('checkbox', { name: 'Pay off this loan from my line of credit' }).check();
      await page.getByRole('checkbox', { name: /These loans are right/ }).check();
      let sent: unknown = null;
      await page.route('**/liens', async (route) => {
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await eventually(() => sent, {
        liens: [{ id: 'lien-1', balance: 212000, monthlyPayment: 1640, payoff: false }, { id: 'lien-2', balance: 17500, monthlyPayment: 210, payoff: true }],
        accurate: true,
      });
    },
  },
  {
    name: 'start/contact: ownership, the SSN only when the lender has none (masked, last four after), the hard-credit authorization; the body holds what addProfileInfo reads',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const b = await borrowerAt(page, url, 'contact', CONTACT_STATUS);
      const uuid = b.uuid;
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/start/contact$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'A few more details', level: 1 })).toBeVisible();
      // Registration's phone and e-mail are shown, formatted, and not asked again.
      const shown = page.getByTestId('page-display');
      await expect(shown).toContainText(b.email);
      assert(/Mobile phone\(\d{3}\) \d{3}-\d{4}/.test((await shown.textContent()) ?? ''), 'the phone is shown as (xxx) xxx-xxxx');
      assert((await page.getByLabel(/^Mobile phone/).count()) === 0 && (await page.getByRole('textbox', { name: 'Email' }).count()) === 0, 'no phone or e-mail field');
      await expectNoAxeViolations(page, 'start/contact');
      await shot(page, 'page-start-contact');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Tell us how you own your home').first()).toBeVisible();
      await expect(page.getByText('Enter your 9-digit Social Security number').first()).toBeVisible();
      await expect(page.getByText('We need your permission to check your credit').first()).toBeVisible();
      await expectNoAxeViolations(page, 'start/contact after an empty Continue');
      await shot(page, 'page-start-contact-errors');
      await page.getByRole('radio', { name: 'With someone else (for example a spouse)' }).check();
      const ssn = page.getByRole('textbox', { name: /^Social Security number/ });
      await ssn.fill('123-45-6789');
      await page.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }).check();
      await expect(ssn).toHaveValue('•••-••-6789');
      let sent: unknown = null;
      await page.route('**/additional-info', async (route) => {
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await eventually(() => sent, { ownership: 'JOINT', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] });
      const stored = JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })));
      // The last four on their own, not inside a longer run of letters and digits: a uuid, a
      // timestamp or a token holds '6789' now and then (a failure about once in a few hundred runs).
      const lastFour = /(?<![0-9a-z])6789(?![0-9a-z])/i;
      assert(!stored.includes('123456789') && !lastFour.test(stored), 'the SSN is not in browser storage');
      assert(!page.url().includes('123456789') && !lastFour.test(page.url()), 'the SSN is not in the URL');
    },
  },
  {
    name: 'start/contact when the profile has no phone or e-mail: both asked (named when empty), sent with the page and stored on the profile',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const b = await borrowerAt(page, url, 'contact-missing', CONTACT_STATUS);
      // The sandbox's registration always takes both; a lender's profile may lack them (an
      // applicant from a partner, an older account): the profile read answers without them here.
      await page.route('**/service-profile/api/v1/profile', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const res = await route.fetch();
        const { email: _e, phoneNumbers: _p, ...rest } = (await res.json()) as Record<string, unknown>;
        await route.fulfill({ response: res, json: rest });
      });
      await page.goto(`${url}/account/heloc/${b.uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${b.uuid}/start/contact$`), { timeout: 20_000 });
      await expect(page.getByText('We also need a way to reach you about your application')).toBeVisible();
      const phone = page.getByLabel(/^Mobile phone/);
      await expect(phone).toBeVisible();
      await expectNoAxeViolations(page, 'start/contact asking the contact details');
      await shot(page, 'page-start-contact-asks-contact');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please enter your mobile phone').first()).toBeVisible();
      await expect(page.getByText('Please enter your email').first()).toBeVisible();
      await expectNoAxeViolations(page, 'start/contact asking the contact details after an empty Continue');
      await page.getByRole('radio', { name: 'Only in my name' }).check();
      await page.getByRole('textbox', { name: 'Email' }).fill('alex.reach@example.com');
      await phone.pressSequentially('5125550177');
      await expect(phone).toHaveValue('(512) 555-0177');
      await page.getByRole('textbox', { name: /^Social Security number/ }).fill('123456789');
      await page.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }).check();
      let sent: unknown = null;
      await page.route('**/additional-info', async (route) => {
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await eventually(() => sent, { ownership: 'SOLE', ssn: '123456789', email: 'alex.reach@example.com', phoneNumber: '(512) 555-0177', consents: [{ type: 'HARD_CREDIT' }] });
      await page.waitForURL(new RegExp(`/account/heloc/${b.uuid}/start/hmda$`), { timeout: 30_000 });
      const stored = await api(url, 'GET', '/service-profile/api/v1/profile', undefined, b.jwt);
      assert(stored.email === 'alex.reach@example.com' && stored.phoneNumbers?.[0]?.number === '5125550177', `the profile holds them: ${JSON.stringify({ email: stored.email, phoneNumbers: stored.phoneNumbers })}`);
    },
  },
  {
    name: 'review-app/property: several found -> pick one (propertyUuid); none found -> correct the address; each sends its own body',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const candidates = [
        { uuid: 'p-1', street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' },
        { uuid: 'p-2', street1: '1420 Maple Ridge Dr Unit B', city: 'Austin', state: 'TX', zip: '78704' },
      ];
      const uuid = await signedInAt(page, url, 'property-multi', { checklistStatus: 'MULTIPLE_PROPERTIES', uwDecision: 'INITIAL', application: { propertyCandidates: candidates } });
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/review-app/property$`), { timeout: 20_000 });
      await expect(page.getByText('We found more than one property')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Choose the home you want to borrow against').first()).toBeVisible();
      await expectNoAxeViolations(page, 'review-app/property (several) after an empty Continue');
      await shot(page, 'page-review-property-several');
      let sent: unknown = null;
      await page.route('**/property-selection', async (route) => {
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByRole('radio', { name: '1420 Maple Ridge Dr Unit B, Austin, TX 78704' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await eventually(() => sent, { propertyUuid: 'p-2' });

      await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, { checklistStatus: 'NO_PROPERTY_FOUND' });
      await page.goto(`${url}/account/heloc/${uuid}/review-app/property`);
      await expect(page.getByText('We could not find a property record')).toBeVisible();
      await expectNoAxeViolations(page, 'review-app/property (none)');
      sent = null;
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoAxeViolations(page, 'review-app/property (none) after an empty Continue');
      assert(sent === null, 'nothing is sent without an address');
      await correctAddress(page);
      sent = null;
      await page.getByRole('button', { name: 'Continue' }).click();
      await eventually(() => sent, { address: { street1: '1422 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' } });
    },
  },
  {
    name: 'credit/social, review-app/incorrect-pin, product/assets: each asks one thing, names it when empty, passes axe, and sends it',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const cases = [
        { status: { checklistStatus: 'CREDIT_NO_MATCH', uwDecision: 'INITIAL' }, route: 'credit/social', heading: 'Help us find your credit report', empty: 'Enter your 9-digit Social Security number', fill: async () => page.getByRole('textbox', { name: /^Social Security number/ }).fill('123456789'), path: '**/ssn', body: { ssn: '123456789' } },
        { status: { checklistStatus: 'CREDIT_FROZEN_WITH_PIN', uwDecision: 'INITIAL', flags: { creditFrozenWithPin: true } }, route: 'review-app/incorrect-pin', heading: 'Your credit file is frozen', empty: 'Enter the PIN from your credit bureau (4 to 12 digits)', fill: async () => page.getByLabel(/^Credit freeze PIN/).fill('482913'), path: '**/credit-pin', body: { pin: '482913' } },
        { status: { checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }, route: 'product/assets', heading: 'Tell us about your savings', empty: 'Enter your total liquid assets', fill: async () => { await page.getByLabel(/^Total liquid assets/).fill('250000'); await page.getByRole('checkbox', { name: /This amount is accurate/ }).check(); }, path: '**/assets', body: { liquidAssets: 250000 } },
      ];
      for (const c of cases) {
        const uuid = await signedInAt(page, url, `one-${c.route.replace(/\W/g, '')}`, c.status);
        await page.goto(`${url}/account/heloc/${uuid}`);
        await page.waitForURL(new RegExp(`/account/heloc/${uuid}/${c.route}$`), { timeout: 20_000 });
        await expect(page.getByRole('heading', { name: c.heading, level: 1 })).toBeVisible();
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByText(c.empty).first()).toBeVisible();
        await expectNoAxeViolations(page, `${c.route} after an empty Continue`);
        await shot(page, `page-${c.route.replace(/\//g, '-')}`);
        let sent: unknown = null;
        await page.route(c.path, async (route) => {
          sent = route.request().postDataJSON();
          await route.continue();
        });
        await c.fill();
        await page.getByRole('button', { name: 'Continue' }).click();
        await eventually(() => sent, c.body);
        await page.unroute(c.path);
      }
    },
  },
  {
    name: 'product/prequal-winback: the lower line and why, See my offers accepts it',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'winback', { checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY', uwDecision: 'INITIAL', application: { requalify: { maxLine: 42000, reason: 'The loans ahead of ours leave less room in your home' } } });
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/product/prequal-winback$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'You qualify for a smaller line', level: 1 })).toBeVisible();
      await expect(page.getByTestId('page-display')).toContainText('$42,000.00');
      await expectNoAxeViolations(page, 'product/prequal-winback');
      let sent: unknown = null;
      await page.route('**/requalify', async (route) => {
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByRole('button', { name: 'See my offers' }).click();
      await eventually(() => sent, { accept: true });
    },
  },
  {
    name: 'start/app-summary: answers grouped with Edit links, waits for the summary, the typed name must be the applicant\'s, e-sign consent required',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await signedInAt(page, url, 'summary', {
        checklistStatus: 'APP_SUBMISSION', uwDecision: 'SELECT', flags: { disclosures: { summaryReady: false } },
        application: { term: 15, rate: 9.6, amount: 60000, selectedOffer: { type: 'FIXED', term: 15, amount: 60000, autopay: false }, property: { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704', ownership: 'JOINT' }, hasHmda: true },
      });
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/start/app-summary$`), { timeout: 20_000 });
      await expect(page.getByText('We are still preparing your application summary')).toBeVisible();
      assert((await page.getByRole('button', { name: 'Sign and submit' }).count()) === 0, 'no signature before the summary is ready');
      await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, { flags: { disclosures: { summaryReady: true } } });
      await page.getByRole('button', { name: 'Check my status' }).click();
      await page.getByRole('button', { name: 'Sign and submit' }).waitFor({ timeout: 15_000 });
      const offer = page.getByRole('region', { name: 'Your line of credit' });
      await expect(offer).toContainText('$60,000.00');
      await expect(offer).toContainText('15 years');
      await expect(page.getByRole('region', { name: 'Your home' })).toContainText('With someone else (for example a spouse)');
      assert((await offer.getByRole('link', { name: 'Edit: Your line of credit' }).getAttribute('href')) === `/account/heloc/${uuid}/product/select`, 'Edit goes to product/select');
      await page.getByRole('button', { name: 'Sign and submit' }).click();
      await expect(page.getByText('Please agree to sign electronically').first()).toBeVisible();
      await expectNoAxeViolations(page, 'start/app-summary after an empty Continue');
      await page.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
      await page.getByLabel(/^Type your full name to sign/).fill('Someone Else');
      await page.getByRole('button', { name: 'Sign and submit' }).click();
      await expect(page.getByText('Type your full name as it appears above').first()).toBeVisible();
      await shot(page, 'page-start-app-summary');
      let sent: unknown = null;
      await page.route('**/summary-signature', async (route) => {
        sent = route.request().postDataJSON();
        await route.continue();
      });
      await page.getByLabel(/^Type your full name to sign/).fill('alex  morgan');
      await page.getByRole('button', { name: 'Sign and submit' }).click();
      await eventually(() => sent, { signature: 'alex  morgan', consent: true });
    },
  },
];

registerSpec(tests);
