// Part 1 of the journey by the UI alone against the sandbox lender: register, choose an offer,
// the more-info page with the SSN, HMDA, the application disclosures, review and sign the summary, and arrive at income
// verification (income/review), on a phone, under the default brand and a sample brand; then one
// test per magic value of docs/sandbox.md that leads to a part-1 page: the page the routing tables
// give (its heading as the applicant reads it, axe), and where the page has a form, the
// applicant's next move and where it leads; and the decline auto-route. The magic-value tests
// start from the API's create with the registration's body (applyAs) but for 'Declined', which
// types its magic last name into registration as the journeys do (decision 416).
// Every wait is the lender's own (a waiting status the routing polls); the lender's waits after
// the applicant's actions are short here (withLenderWait), the soft pull keeps its 3 s.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { acknowledgeAll } from '../support/disclosures';
import { assert, expect } from '../support/expect';
import { applyAs, at, correctAddress, declineHmda, giveMoreInfo, landsOn, onOffers, pickOffer, registerAs, registerUntilCreated, withLenderWait } from '../support/journey';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

/** The lender's wait after each action of the applicant in these tests (the default is 3 s). */
const LENDER_WAIT_MS = 300;

/** On the offers (their heading seen): the 15-year fixed offer, $50,000 drawn, confirmed. */
async function chooseOffer(page: Page, uuid: string, memberDiscount: boolean): Promise<void> {
  await at(page, uuid, 'product/select');
  await expect(page.getByRole('heading', { name: 'Choose your offer', level: 1 })).toBeVisible();
  // A credit union brand (LAKESHORE's partnerDiscounts) shows its member discount in the estimate; others show none.
  const estimate = page.getByTestId('offer-summary');
  await expect(estimate).toContainText('APR');
  if (memberDiscount) await expect(estimate).toContainText('Credit union member discount (included)0.125% off the APR');
  else assert(!(await estimate.textContent())?.includes('discount (included)'), 'no partner discount outside a partner brand');
  await pickOffer(page, uuid);
}

/** On start/contact (its heading seen): sole owner, the SSN, the hard-credit authorization. */
async function moreInfo(page: Page, uuid: string): Promise<void> {
  await at(page, uuid, 'start/contact');
  await expect(page.getByRole('heading', { name: 'A few more details', level: 1 })).toBeVisible();
  await giveMoreInfo(page, uuid);
}

/** From the offers to income/review. */
async function offerToIncome(page: Page, url: string, uuid: string, name: string, memberDiscount = false): Promise<void> {
  await chooseOffer(page, uuid, memberDiscount);
  await moreInfo(page, uuid);

  await declineHmda(page, uuid);

  // The lender prepares the application disclosures; they are read and acknowledged first (decision 192).
  await at(page, uuid, 'document/disclosures');
  await acknowledgeAll(page, url);

  await at(page, uuid, 'start/app-summary');
  await page.getByRole('button', { name: 'Sign and submit' }).waitFor({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your line of credit' })).toContainText('$50,000.00');
  await expect(page.getByRole('region', { name: 'About you' })).toContainText('6789');
  await expectNoAxeViolations(page, 'start/app-summary in the journey');
  await page.getByRole('checkbox', { name: /I agree to use electronic records/ }).check();
  await page.getByLabel(/^Type your full name to sign/).fill(name);
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await at(page, uuid, 'income/review');
}

const DECLINE = "We can't approve your application right now";

/** A test on a phone with the lender's waits short. */
const test = (name: string, fn: E2eTest['fn']): E2eTest => ({ name, viewport: PHONE, fn: (ctx) => withLenderWait(LENDER_WAIT_MS, () => fn(ctx)) });

/** A magic last name whose page is information only: the heading, a line of its text, axe. */
const infoPage = (lastName: string, route: string, heading: string, text: string | RegExp): E2eTest =>
  test(`${lastName} (magic last name) lands on ${route}: ${heading}`, async ({ page, url }) => {
    const uuid = await applyAs(page, url, lastName);
    await landsOn(page, uuid, route, heading);
    await expect(page.getByText(text).first()).toBeVisible();
  });

/**
 * A magic last name the lender declines: the page for its kind of decline with what an
 * adverse-action notice carries (a principal reason, the score, its range, the bureau) and a way on.
 */
const declinePage = (lastName: string, route: string, text: RegExp, reason: string, score: string, byRegistration = false): E2eTest =>
  test(`${lastName} (magic last name${byRegistration ? ' typed into registration' : ''}) lands on ${route} with the adverse-action notice`, async ({ page, url }) => {
    const uuid = byRegistration ? await registerAs(page, url, lastName) : await applyAs(page, url, lastName);
    await landsOn(page, uuid, route, DECLINE);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByText(reason).first()).toBeVisible();
    await expect(page.getByText(score, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('300 to 850').first()).toBeVisible();
    await expect(page.getByText(/Experian/).first()).toBeVisible();
    await expect(page.getByText(/free copy/).first()).toBeVisible();
    assert(await page.getByRole('button', { name: /Contact support/ }).isVisible(), 'Contact support offered');
  });

/** Types the SSN on credit/social and continues. */
async function giveSsn(page: Page, ssn: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Social Security number/ }).fill(ssn);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Types the freeze PIN on review-app/incorrect-pin and continues. */
async function givePin(page: Page, pin: string): Promise<void> {
  await page.getByLabel(/^Credit freeze PIN/).fill(pin);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Types the liquid assets on product/assets, confirms them and continues. */
async function giveAssets(page: Page, amount: string): Promise<void> {
  await page.getByLabel(/^Total liquid assets/).fill(amount);
  await page.getByRole('checkbox', { name: /This amount is accurate/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export const tests: E2eTest[] = [
  test('an applicant registers and reaches income verification by the UI alone (offer, more info with SSN, HMDA, signed summary)', async ({ page, url }) => {
    const uuid = await registerAs(page, url, 'Doe', { keyByKey: true });
    await offerToIncome(page, url, uuid, 'Jane Doe');
    const stored = JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })));
    assert(!stored.includes('123456789'), 'the SSN never reaches browser storage');
  }),
  test('the same journey under LAKESHORE (birthdate before the legal name) reaches income verification', async ({ page, url }) => {
    const uuid = await registerAs(page, url, 'Doe', { org: 'LAKESHORE' });
    await offerToIncome(page, url, uuid, 'Jane Doe', true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'income/review under LAKESHORE');
  }),
  test('Liens: the mortgage found is confirmed, then the offers', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Liens');
    await landsOn(page, uuid, 'liens', 'Confirm the loans on your home');
    await expect(page.getByRole('group', { name: 'Rocket Mortgage' })).toBeVisible();
    await page.getByRole('checkbox', { name: /These loans are right/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await onOffers(page, uuid);
  }),
  test('Nomatch: credit/social asks the SSN; typed, the lender finds the file and the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Nomatch');
    await landsOn(page, uuid, 'credit/social', 'Help us find your credit report');
    await giveSsn(page, '123456789');
    await onOffers(page, uuid);
  }),
  test('SSN 111-11-1111 on credit/social finds no file again: review-app/no-credit', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Nomatch');
    await landsOn(page, uuid, 'credit/social', 'Help us find your credit report');
    await giveSsn(page, '111111111');
    await landsOn(page, uuid, 'review-app/no-credit', "We couldn't find your credit history");
  }),
  infoPage('Nossn', 'review-app/no-credit', "We couldn't find your credit history", /our team can check them with you/),
  test('Frozen: credit/error explains the freeze; Try again pulls again and the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Frozen');
    await landsOn(page, uuid, 'credit/error', 'Your credit file is frozen or locked');
    await page.getByRole('button', { name: 'Try again' }).click();
    await onOffers(page, uuid);
  }),
  test('Pinfrozen: review-app/incorrect-pin asks the PIN; with it the freeze is lifted and the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Pinfrozen');
    await landsOn(page, uuid, 'review-app/incorrect-pin', 'Your credit file is frozen');
    await givePin(page, '482913');
    await onOffers(page, uuid);
  }),
  test('PIN 0000 on review-app/incorrect-pin is wrong again: the lender answers and the page says so and asks for the PIN again', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Pinfrozen');
    await landsOn(page, uuid, 'review-app/incorrect-pin', 'Your credit file is frozen');
    // The lender's answer after its wait: frozen with a PIN again (read by the page's routing).
    const frozenAgain = page.waitForResponse(async (r) => r.url().endsWith(`/${uuid}/status`) && (await r.json().catch(() => ({}))).checklistStatus === 'CREDIT_FROZEN_WITH_PIN', { timeout: 20_000 });
    await givePin(page, '0000');
    await frozenAgain;
    await landsOn(page, uuid, 'review-app/incorrect-pin', 'Your credit file is frozen');
    await expect(page.getByRole('alert').filter({ hasText: 'The bureau did not accept that PIN' })).toBeVisible();
    assert(await page.getByRole('button', { name: 'Continue' }).isEnabled(), 'the PIN can be sent again');
    assert(!/product\/select/.test(page.url()), 'no offers with a wrong PIN');
  }),
  // The one magic value typed into registration here (the journeys above walk it too): the others start from the API's create with the same body.
  declinePage('Declined', 'error/decline', /unable to offer you a home equity line of credit/, 'Delinquent past or present credit obligations with others', '611', true),
  declinePage('Scoredecline', 'error/credit', /Your credit score is below what we need/, 'Credit score below our minimum of 640', '598'),
  declinePage('Dtidecline', 'error/income', /debt-to-income ratio/, 'Excessive obligations in relation to income', '712'),
  test('Noproperty: review-app/property shows the address given; corrected, the lender finds it and the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Noproperty');
    await landsOn(page, uuid, 'review-app/property', 'Confirm your home');
    await expect(page.getByText('We could not find a property record')).toBeVisible();
    await expect(page.getByText('1420 Maple Ridge Dr').first()).toBeVisible();
    await correctAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await onOffers(page, uuid);
  }),
  test('Multiproperty: review-app/property lists the homes found; one picked, the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Multiproperty');
    await landsOn(page, uuid, 'review-app/property', 'Confirm your home');
    await expect(page.getByText('We found more than one property')).toBeVisible();
    const homes = page.getByRole('radio');
    // The choices render a moment after the page's text (the radio widget is fetched on demand):
    // count them once the second is there, as the applicant would read them.
    await expect(homes.nth(1)).toBeVisible();
    assert((await homes.count()) === 2, `two properties to choose from, got ${await homes.count()}`);
    await homes.nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await onOffers(page, uuid);
  }),
  infoPage('Delinquent', 'review-app/delinquency', 'We need to review a past-due account', /shows a mortgage or other account that is past due/),
  test('Assets: product/assets asks the savings; enough of them and the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Assets');
    await landsOn(page, uuid, 'product/assets', 'Tell us about your savings');
    await giveAssets(page, '1000000');
    await onOffers(page, uuid);
  }),
  test('Assets: too little savings on product/assets is a decline for income and assets (error/income)', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Assets');
    await landsOn(page, uuid, 'product/assets', 'Tell us about your savings');
    await giveAssets(page, '1000');
    // ADVERSE_ACTION with the dtiDecline flag: the machine's dtiDeclined state (decision 246).
    await landsOn(page, uuid, 'error/income', DECLINE);
    await expect(page.getByText(/Insufficient liquid assets/).first()).toBeVisible();
    await expect(page.getByText(/Experian/).first()).toBeVisible();
  }),
  infoPage('Crediterror', 'error/timeout', 'This is taking longer than usual', /Your answers are saved/),
  test('Stuck: soft credit never finishes; when the routing poll runs out (about a minute of retries) the applicant lands on error/timeout (DECISIONS 1)', async ({ page, url }) => {
    // The page's clock is Playwright's, so the minute of doubling retries passes in seconds.
    await page.clock.install();
    await registerUntilCreated(page, url, 'Stuck');
    const timeout = /\/account\/heloc\/[0-9a-f-]{36}\/error\/timeout$/;
    let polls = 0;
    const counted = (r: { url(): string }) => void (r.url().endsWith('/status') && polls++);
    page.on('response', counted);
    for (let i = 0; i < 60 && !timeout.test(page.url()); i++) {
      await page.clock.fastForward(2500);
      await page.waitForTimeout(150);
    }
    page.off('response', counted);
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
    await landsOn(page, uuid, 'error/timeout', 'This is taking longer than usual');
    assert(polls >= 14, `the poll retried the waiting status 14 times first, saw ${polls} status reads`);
  }),
  test('Requalify: product/prequal-winback offers the smaller line; accepted, the offers follow', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Requalify');
    await landsOn(page, uuid, 'product/prequal-winback', 'You qualify for a smaller line');
    await expect(page.getByTestId('page-display')).toContainText('$30,000.00');
    await page.getByRole('button', { name: 'See my offers' }).click();
    await onOffers(page, uuid);
  }),
  test('Minoffer: the offers are the smallest line at the highest rate', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Minoffer');
    await onOffers(page, uuid);
    await expect(page.getByText('Any amount from $15,000 to $15,000')).toBeVisible();
    await expect(page.getByLabel('How much do you want to draw now?')).toHaveValue('15,000');
    // 17.20% for every term, shown less the autopay discount while autopay is chosen.
    for (const term of [5, 10, 15, 30]) await expect(page.getByRole('radio', { name: new RegExp(`^${term} years.*16\\.950% APR`) })).toHaveCount(1);
    await expect(page.getByTestId('offer-summary')).toContainText('16.950%');
    await expect(page.getByText('17.200%').first()).toBeVisible();
  }),
  test('Maxoffer: the offers are the largest line at the lowest rate', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Maxoffer');
    await onOffers(page, uuid);
    await expect(page.getByText('Any amount from $15,000 to $400,000')).toBeVisible();
    await expect(page.getByLabel('How much do you want to draw now?')).toHaveValue('400,000');
    for (const term of [5, 10, 15, 30]) await expect(page.getByRole('radio', { name: new RegExp(`^${term} years.*7\\.600% APR`) })).toHaveCount(1);
    await expect(page.getByTestId('offer-summary')).toContainText('7.600%'); // the floor: no discount below it
  }),
  test('Hardfrozen: the hard pull after start/contact finds a freeze (credit/error); Try again pulls again and HMDA follows', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Hardfrozen');
    await chooseOffer(page, uuid, false);
    await moreInfo(page, uuid);
    await landsOn(page, uuid, 'credit/error', 'Your credit file is frozen or locked');
    await page.getByRole('button', { name: 'Try again' }).click();
    await landsOn(page, uuid, 'start/hmda', /./);
  }),
  test('a decline decision while the offers are open (QA API) moves the applicant to error/decline by itself', async ({ page, url }) => {
    const uuid = await applyAs(page, url, 'Doe');
    await onOffers(page, uuid);
    await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' });
    await landsOn(page, uuid, 'error/decline', DECLINE);
  }),
  test('a decline decision does not route away from the disclosures page (seed 000 §4), but does from any other page', async ({ page, url }) => {
    const b = await borrowerWithApplication(url, 'journey-auto');
    await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', flags: { creditScoreDecline: false } });
    await storeToken(page, url, b.jwt);
    await page.goto(`${url}/account/heloc/${b.uuid}/document/disclosures`);
    await expect(page.getByRole('form', { name: 'Review your disclosures' })).toBeVisible();
    // Longer than the open page's status refresh (5 s, decision 240): the decline is seen and the page stays.
    await page.waitForTimeout(6000);
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${b.uuid}/document/disclosures$`));
    await page.goto(`${url}/account/heloc/${b.uuid}/identity`);
    await landsOn(page, b.uuid, 'error/decline', DECLINE);
  }),
];

registerSpec(tests);
