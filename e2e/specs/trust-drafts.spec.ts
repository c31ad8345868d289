// Answers that survive and focus that follows (issue 25): an application page's answers come
// back after a reload until the lender has them (product/select's term and draw, start/contact's
// ownership and authorization, every HMDA choice), an SSN never reaches web storage, a stale draft
// is swept when any page starts, and keyboard focus lands on the new page's h1 after each Continue,
// and on the result after Sign this document / Book this time (decisions 410-412).
import type { Page } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { applyAs, at, withLenderWait } from '../support/journey';
import { join } from 'node:path';
import { submit, type } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { BASE as REGISTER, HEADINGS, fillStep, onStep } from '../support/steps';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { signInWithToken } from '../support/sign-in';

const SSN = '123456789';

/** Everything in localStorage and sessionStorage, as one string. */
const storage = (page: Page): Promise<string> => page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
/** What has keyboard focus, for a failure message. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
/** The new page's h1 has focus (not <body>). */
async function headingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(h1(page, name)).toBeVisible();
  await expect(h1(page, name)).toBeFocused();
}
/** Waits until this page's draft (a key ending in `route`) holds `text`. */
const draftHolds = (page: Page, route: string, text: string) =>
  page.waitForFunction(([r, t]) => Object.keys(sessionStorage).some((k) => k.startsWith('heloc-draft:') && k.endsWith(`:${r}`) && sessionStorage.getItem(k)!.includes(t)), [route, text] as const, { timeout: 10_000 });
const noDraftOf = (page: Page, route: string) => page.evaluate((r) => !Object.keys(sessionStorage).some((k) => k.startsWith('heloc-draft:') && k.endsWith(`:${r}`)), route);

const hmdaBox = (page: Page, group: string, name: string) => page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('checkbox', { name, exact: true });

export const tests: E2eTest[] = [
  {
    name: 'product/select, start/contact and start/hmda keep their answers over a reload (no SSN in storage); each Continue focuses the next page\'s h1',
    viewport: PHONE,
    timeoutMs: 150_000,
    fn: ({ page, url }) =>
      withLenderWait(300, async () => {
        const uuid = await applyAs(page, url, 'Drafts');
        await at(page, uuid, 'product/select');
        await expect(h1(page, 'Choose your offer')).toBeVisible();

        // product/select: a term other than the one shown first, and a draw of our own.
        const terms = page.getByRole('radio', { name: /years/ });
        await terms.first().waitFor();
        let term = -1;
        for (let i = 0; i < (await terms.count()) && term < 0; i++) {
          if (!(await terms.nth(i).isChecked())) term = i;
        }
        assert(term >= 0, 'no other term to choose');
        await terms.nth(term).check();
        const draw = page.getByLabel('How much do you want to draw now?');
        await draw.fill('42000');
        await draftHolds(page, 'product/select', '42000');
        await page.reload();
        await expect(h1(page, 'Choose your offer')).toBeVisible();
        await expect(page.getByLabel('How much do you want to draw now?')).toHaveValue('42,000');
        assert(await page.getByRole('radio', { name: /years/ }).nth(term).isChecked(), `the term (option ${term + 1}) was lost on reload`);
        await page.getByRole('button', { name: 'Continue' }).click();
        await at(page, uuid, 'product/select/confirm');
        await headingFocused(page, 'Review your offer');
        assert((await page.title()).endsWith('Review your offer'), `the document title was not updated: ${await page.title()}`);
        await page.screenshot({ path: join(ARTIFACTS, 'trust-drafts-confirm-heading-focused-390.png') });
        await page.getByRole('checkbox', { name: /I want to continue with this offer/ }).check();
        await page.getByRole('button', { name: 'Continue with this offer' }).click();

        // start/contact: ownership and the authorization come back; the SSN never was written.
        await at(page, uuid, 'start/contact');
        await headingFocused(page, 'A few more details');
        assert(await noDraftOf(page, 'product/select'), 'the offer draft outlived the save');
        await page.getByRole('radio', { name: 'Only in my name' }).check();
        await page.getByRole('textbox', { name: /^Social Security number/ }).fill(SSN);
        await page.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }).check();
        await draftHolds(page, 'start/contact', 'true');
        const saved = await storage(page);
        assert(!saved.includes(SSN) && !saved.includes('123-45-6789'), `the SSN reached web storage: ${saved.slice(0, 400)}`);
        await page.reload();
        await expect(h1(page, 'A few more details')).toBeVisible();
        assert(await page.getByRole('radio', { name: 'Only in my name' }).isChecked(), 'the ownership was lost on reload');
        assert(await page.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }).isChecked(), 'the authorization was lost on reload');
        await expect(page.getByRole('textbox', { name: /^Social Security number/ })).toHaveValue('');
        await page.getByRole('textbox', { name: /^Social Security number/ }).fill(SSN);
        assert(!(await storage(page)).includes(SSN), 'the SSN reached web storage after the reload');
        await page.getByRole('button', { name: 'Continue' }).click();

        // start/hmda: every choice comes back.
        await at(page, uuid, 'start/hmda');
        await headingFocused(page, 'Demographic information');
        assert(await noDraftOf(page, 'start/contact'), 'the contact draft outlived the save');
        await hmdaBox(page, 'Ethnicity', 'Not Hispanic or Latino').check();
        await hmdaBox(page, 'Race', 'White').check();
        await hmdaBox(page, 'Race', 'Asian').check();
        await hmdaBox(page, 'Sex', 'Female').check();
        await draftHolds(page, 'start/hmda', 'FEMALE');
        await page.reload();
        await expect(h1(page, 'Demographic information')).toBeVisible();
        for (const [group, name] of [['Ethnicity', 'Not Hispanic or Latino'], ['Race', 'White'], ['Race', 'Asian'], ['Sex', 'Female']] as const) {
          assert(await hmdaBox(page, group, name).isChecked(), `HMDA ${group} '${name}' was lost on reload`);
        }
        await page.getByRole('button', { name: 'Continue' }).click();
        await at(page, uuid, 'document/disclosures');
        await expect(h1(page, /./)).toBeFocused();
        assert(await noDraftOf(page, 'start/hmda'), 'the HMDA draft outlived the save');
      }),
  },
  {
    name: "a registration step's Continue focuses the next step's h1 (not <body> or the whole main)",
    fn: async ({ page, url }) => {
      await page.goto(`${url}${REGISTER}`);
      await fillStep(page, 'index', { occupancy: 'Investment property' });
      await submit(page);
      await onStep(page, 'home-address');
      await headingFocused(page, HEADINGS['home-address']);
    },
  },
  {
    name: 'an expired draft of any flow, brand or application is swept when a page starts; a fresh one stays',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/auth/login`);
      const draft = (hoursAgo: number, data: object) => JSON.stringify({ version: 1, savedAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(), data });
      const local = { 'heloc-draft:HOMELINE:registration-v2': draft(25, { firstName: 'Jane', dob: '1950-01-01', email: 'old@example.com' }), 'heloc-draft:LAKESHORE:register': draft(1, { firstName: 'Ann' }) };
      const session = { 'heloc-draft:HOMELINE:application:u-old:start/hmda': draft(30, { sex: ['FEMALE'] }), 'heloc-draft:HOMELINE:application:u-new:product/select': draft(2, { offerChoice: { amount: 42000 } }) };
      await page.evaluate(([l, s]) => {
        for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
      }, [local, session] as const);
      await page.goto(`${url}/auth/login`);
      await page.waitForFunction(() => localStorage.getItem('heloc-draft:HOMELINE:registration-v2') === null, undefined, { timeout: 10_000 }).catch(() => undefined);
      const left = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith('heloc-draft:')).sort());
      assert(JSON.stringify(left) === JSON.stringify(['heloc-draft:HOMELINE:application:u-new:product/select', 'heloc-draft:LAKESHORE:register']), `drafts after boot: ${JSON.stringify(left)}`);
    },
  },
  {
    name: "'Sign this document' on signing/sign focuses what it signed, not <body>",
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1_000, async () => {
        const uuid = await signedIn(page, url, 'trustsign', { checklistStatus: 'NOTE_SIGNING', uwDecision: 'SELECT', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', flags: { bpo: 'BPO_COMPLETE', propertyComplete: true, liensComplete: true, disclosures: { closingReady: true } }, application: { amount: 50000, rate: 8.25, term: 15, rateType: 'FIXED', disburseAccount: { uuid: 'acct-e2e', routingNumber: '021000021' }, payType: 'MANUAL', property: { ownership: 'SOLE' } } });
        await page.goto(`${url}/account/heloc/${uuid}/signing/sign`);
        await expect(h1(page, 'Sign your closing documents')).toBeVisible();
        const title = 'Home Equity Line of Credit Agreement';
        const region = page.getByRole('region', { name: `${title} (scroll to read it all)` });
        await region.focus();
        await page.keyboard.press('End');
        await expect(page.getByText('You have read the document to the end.')).toBeVisible();
        await page.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
        await type(page.getByLabel(/^Type your full name to sign/), 'Alex Morgan');
        await page.getByRole('button', { name: 'Sign this document' }).click();
        await expect(page.getByText(`Signed: ${title}`)).toBeVisible();
        await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 5_000 }).catch(() => undefined);
        const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        assert(text === `Signed: ${title}`, `focus after Sign is not on its result: ${await focused(page)}`);
      }),
  },
  {
    name: "'Book this time' on notary/reserve-manual focuses the booking, not <body>",
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1_500, async () => {
        const uuid = await signedIn(page, url, '+manualnotary', {
          checklistStatus: 'GEN_NOTARY_DISCLOSURE', uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER',
          flags: { liensComplete: true, disclosures: { summaryComplete: true, closingReady: true, closingComplete: true } },
          application: { rate: 8.25, amount: 90000, term: 10, rateType: 'FIXED', hasHmda: true, disburseAccount: { uuid: 'd1', routingNumber: '021000021', accountNumber: '000123456789' }, payType: 'AUTOPAY', coDeedStatus: 'COMPLETE' },
        });
        await page.goto(`${url}/account/heloc/${uuid}/notary/intro`);
        await expect(h1(page, 'Notarize your documents online')).toBeVisible();
        await page.getByRole('button', { name: 'Schedule Notary Session', exact: true }).click();
        await at(page, uuid, 'notary/schedule-manual');
        await headingFocused(page, 'When can a notary reach you?');
        await page.getByRole('checkbox', { name: 'Monday' }).check();
        await page.getByRole('checkbox', { name: 'Morning (9 am to 12 pm)' }).check();
        await type(page.getByRole('textbox', { name: /Phone the notary can call/ }), '5125550142');
        await page.getByRole('button', { name: 'Send my availability', exact: true }).click();
        await at(page, uuid, 'notary/reserve-manual');
        await headingFocused(page, 'Book your notary session');
        await page.getByRole('group', { name: /^Times on / }).locator('input[type=radio]:not([disabled])').first().check();
        await page.getByRole('button', { name: 'Book this time', exact: true }).click();
        await expect(page.getByText('Your notary session is booked. You can choose another time below.')).toBeVisible();
        await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 5_000 }).catch(() => undefined);
        const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        assert(text === 'Your notary session is booked. You can choose another time below.', `focus after Book is not on its result: ${await focused(page)}`);
      }),
  },
];

/** A borrower (e-mail plus-tag `tag`) signed in on an application the sandbox has moved to `patch`. */
async function signedIn(page: Page, url: string, tag: string, patch: Record<string, unknown>): Promise<string> {
  const { jwt, uuid } = await borrowerWithApplication(url, tag);
  await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, patch);
  await signInWithToken(page, jwt);
  return uuid;
}

registerSpec(tests);
