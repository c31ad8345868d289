// Part 2, bank accounts and merchant (issue 21), by the UI alone from DISBURSEMENT_ACCOUNT (set
// through the QA API after an offer is chosen, as the income part leaves it): the account typed
// by hand or linked through the simulated bank link, autopay (same account, another account,
// manual pay) with the discount, confirm, and the lender on to the ID; one test per magic value
// of the account check and of the bank link; an inquiry application through the merchant review
// and the lien attestation. Phone width, axe on every page empty and after a failed Continue,
// screenshots in e2e/.artifacts/. Account numbers never reach the URL or browser storage.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { at, withLenderWait } from '../support/journey';
import { type } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

const BASE = '/service-application/api/v1/application/heloc';
const CHASE = '021000021';
const ACCOUNT = '123456789012';

/** A signed-in applicant whose application waits for its disbursement account (an offer chosen with autopay). */
async function atDisbursement(page: Page, url: string, tag: string, application: Record<string, unknown> = {}): Promise<{ uuid: string; jwt: string }> {
  const b = await borrowerWithApplication(url, tag);
  await api(url, 'POST', `/__sandbox/applications/${b.uuid}/advance`);
  const app = await api(url, 'GET', `${BASE}/${b.uuid}`, undefined, b.jwt);
  const offer = (app.offers as { type: string; term: number; minDraw: number }[]).find((o) => o.type === 'FIXED' && o.term === 10)!;
  await api(url, 'PUT', `${BASE}/${b.uuid}/offer-selection`, { type: 'FIXED', term: 10, amount: offer.minDraw + 5000, autopay: true }, b.jwt);
  await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, { checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', application });
  await storeToken(page, url, b.jwt);
  await page.goto(`${url}/account/heloc/${b.uuid}/bank`);
  return { uuid: b.uuid, jwt: b.jwt };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `part2-bank-${name}-390.png`), fullPage: true });

/** On `route` with its heading shown (the page is ready for input). */
async function on(page: Page, uuid: string, route: string, title: string | RegExp): Promise<void> {
  await at(page, uuid, route);
  await expect(heading(page, title)).toBeVisible();
}

/** On `route` with its heading, axe clean, a screenshot. */
async function seen(page: Page, uuid: string, route: string, title: string | RegExp, name = route.replace(/\//g, '-')): Promise<void> {
  await at(page, uuid, route);
  await expect(heading(page, title)).toBeVisible();
  await expectNoAxeViolations(page, `${route} (${name})`);
  await shot(page, name);
}

/** Types an account into the bank-account field and continues. */
async function enterAccount(page: Page, routing: string, account: string, kind: 'Checking' | 'Savings' = 'Checking'): Promise<void> {
  await type(page.getByRole('textbox', { name: /^Routing number/ }), routing);
  await type(page.getByRole('textbox', { name: /^Account number/ }), account);
  await type(page.getByRole('textbox', { name: /^Re-enter account number/ }), account);
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** bank/disburse -> bank/manual-disburse and a typed account; `full`: both pages empty and a failed Continue checked (axe), and a bad check digit refused. */
async function manualDisburse(page: Page, uuid: string, account: string, kind: 'Checking' | 'Savings' = 'Checking', full = false): Promise<void> {
  if (!full) {
    await on(page, uuid, 'bank/disburse', 'Where should we send your money?');
    await page.getByRole('button', { name: 'Enter account details instead' }).click();
    await on(page, uuid, 'bank/manual-disburse', 'Enter your bank account');
    await enterAccount(page, CHASE, account, kind);
    return;
  }
  await seen(page, uuid, 'bank/disburse', 'Where should we send your money?', 'bank-disburse');
  await page.getByRole('button', { name: 'Enter account details instead' }).click();
  await seen(page, uuid, 'bank/manual-disburse', 'Enter your bank account', 'bank-manual-disburse-empty');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolations(page, 'bank/manual-disburse after a failed Continue');
  // A routing number with a wrong check digit is refused on the page.
  await enterAccount(page, '021000022', account, kind);
  await expect(page.getByText('Enter a valid routing number').first()).toBeVisible();
  await enterAccount(page, CHASE, account, kind);
}

/** Nothing sensitive left in the browser: URL, local and session storage. */
async function noAccountNumberKept(page: Page, account: string): Promise<void> {
  assert(!page.url().includes(account), 'the account number is in the URL');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  assert(!stored.includes(account), 'the account number is in browser storage');
}

export const tests: E2eTest[] = [
  {
    name: 'typed account -> autopay from the same account (discount shown) -> confirm -> identity',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1500, async () => {
        const { uuid, jwt } = await atDisbursement(page, url, '+bankhappy');
        await manualDisburse(page, uuid, ACCOUNT);
        await seen(page, uuid, 'bank/autopay', 'How do you want to pay?', 'bank-autopay');
        await expect(page.getByText('Autopay discount', { exact: true })).toBeVisible();
        await expect(page.getByText('0.250%')).toBeVisible();
        await expect(page.getByText('****9012')).toBeVisible();
        await noAccountNumberKept(page, ACCOUNT);
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByText('Choose how you want to pay').first()).toBeVisible();
        await expectNoAxeViolations(page, 'bank/autopay after a failed Continue');
        await page.getByRole('radio', { name: 'Autopay from the account above' }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await seen(page, uuid, 'bank/confirm', 'Confirm your accounts', 'bank-confirm');
        await expect(page.getByText('****9012').first()).toBeVisible();
        await expect(page.getByText('Autopay', { exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Confirm accounts' }).click();
        await at(page, uuid, 'identity');
        const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
        assert(app.payType === 'AUTOPAY' && app.autopayAccount.uuid === app.disburseAccount.uuid, `accounts ${JSON.stringify([app.disburseAccount, app.autopayAccount])}`);
        await noAccountNumberKept(page, ACCOUNT);
      }),
  },
  {
    name: 'account check FAILED (an account ending 0000): back to bank/disburse with the message',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1500, async () => {
        const { uuid } = await atDisbursement(page, url, '+bankfailed');
        await manualDisburse(page, uuid, '55550000', 'Checking', true);
        await at(page, uuid, 'bank/disburse');
        await expect(page.getByText(/We couldn't verify the account ending 0000/)).toBeVisible();
        await expectNoAxeViolations(page, 'bank/disburse after a failed account check');
        await shot(page, 'bank-disburse-failed');
      }),
  },
  {
    name: 'account check PENDING_REVIEW (ending 9999): goes on; the review ends (VERIFIED, the notice goes); manual pay -> confirm -> identity',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1500, async () => {
        const { uuid } = await atDisbursement(page, url, '+bankreview');
        await manualDisburse(page, uuid, '55559999', 'Savings');
        await on(page, uuid, 'bank/autopay', 'How do you want to pay?');
        await expect(page.getByText(/We're confirming your deposit account with your bank/)).toBeVisible();
        await shot(page, 'bank-autopay-review');
        // The lender's review ends on its own (two lender waits, decision 521): the page reads the
        // status again every 5 s and the notice goes, the answers and the status unchanged.
        await page.getByText(/We're confirming your deposit account with your bank/).waitFor({ state: 'hidden', timeout: 20_000 });
        const reviewed = await api(url, 'GET', `/__sandbox/applications/${uuid}`);
        assert(reviewed.status.giactAccountStatus === 'VERIFIED' && reviewed.status.checklistStatus === 'AUTOPAY_ACCOUNT', `reviewed: ${JSON.stringify(reviewed.status)}`);
        await page.getByRole('radio', { name: /I'll pay manually/ }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await on(page, uuid, 'bank/confirm', 'Confirm your accounts');
        await expect(page.getByText('Manual payments')).toBeVisible();
        await page.getByRole('button', { name: 'Confirm accounts' }).click();
        await at(page, uuid, 'identity');
      }),
  },
  {
    name: 'autopay from another account: a failing one refused with the answers kept, a good one confirmed',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1500, async () => {
        const { uuid } = await atDisbursement(page, url, '+bankother');
        await manualDisburse(page, uuid, ACCOUNT);
        await on(page, uuid, 'bank/autopay', 'How do you want to pay?');
        await page.getByRole('radio', { name: 'Autopay from another account' }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await seen(page, uuid, 'bank/autopay-manual', 'Autopay from another account', 'bank-autopay-manual-empty');
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
        await expectNoAxeViolations(page, 'bank/autopay-manual after a failed Continue');
        await enterAccount(page, '026009593', '44440000');
        await expect(page.getByText(/could not verify this account/).first()).toBeVisible();
        const kept = await page.getByRole('textbox', { name: /^Account number/ }).inputValue();
        assert(kept.endsWith('0000'), `the account number was not kept (${kept})`);
        await expectNoAxeViolations(page, 'bank/autopay-manual after a refused account');
        await shot(page, 'bank-autopay-manual-refused');
        await enterAccount(page, '026009593', '44441234');
        await on(page, uuid, 'bank/confirm', 'Confirm your accounts');
        await expect(page.getByText('****1234')).toBeVisible();
        await expect(page.getByText('Bank of America')).toBeVisible();
        await page.getByRole('button', { name: 'Confirm accounts' }).click();
        await at(page, uuid, 'identity');
      }),
  },
  {
    name: 'bank link: consent, a sample bank, a wrong then the sample sign-in, savings -> bank/autopay with the linked account',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1500, async () => {
        const { uuid } = await atDisbursement(page, url, '+banklink');
        await on(page, uuid, 'bank/disburse', 'Where should we send your money?');
        await page.getByRole('button', { name: 'Link your bank' }).click();
        await page.waitForURL(/\/__vendor\/bank-link\//);
        await expect(heading(page, 'Link your bank account')).toBeVisible();
        await expectNoAxeViolations(page, 'bank link consent');
        await page.getByRole('link', { name: 'Agree and continue' }).click();
        await expect(heading(page, 'Sign in to your bank')).toBeVisible();
        await page.getByRole('radio', { name: /JPMorgan Chase Bank/ }).check();
        await page.getByLabel('Username').fill('user_good');
        await page.getByLabel('Password').fill('wrong');
        await page.getByRole('radio', { name: /Way2Save Savings/ }).check();
        await page.getByRole('button', { name: 'Sign in and link' }).click();
        await expect(page.getByText(/username or password is not right/)).toBeVisible();
        await expectNoAxeViolations(page, 'bank link wrong sign-in');
        await shot(page, 'bank-link-wrong-sign-in');
        await page.getByRole('radio', { name: /JPMorgan Chase Bank/ }).check();
        await page.getByLabel('Username').fill('user_good');
        await page.getByLabel('Password').fill('pass_good');
        await page.getByRole('radio', { name: /Way2Save Savings/ }).check();
        await page.getByRole('button', { name: 'Sign in and link' }).click();
        await on(page, uuid, 'bank/autopay', 'How do you want to pay?');
        await expect(page.getByText('****8765')).toBeVisible();
        await expect(page.getByText('JPMorgan Chase Bank')).toBeVisible();
        await shot(page, 'bank-autopay-linked');
      }),
  },
  {
    name: "bank link: the offline bank's failure, then a cancel, each said on bank/disburse",
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1500, async () => {
        const { uuid } = await atDisbursement(page, url, '+banklinkfail');
        await on(page, uuid, 'bank/disburse', 'Where should we send your money?');
        await page.getByRole('button', { name: 'Link your bank' }).click();
        await page.getByRole('link', { name: 'Agree and continue' }).click();
        await page.getByRole('radio', { name: /Sandbox Offline Bank/ }).check();
        await page.getByLabel('Username').fill('user_good');
        await page.getByLabel('Password').fill('pass_good');
        await page.getByRole('radio', { name: /Everyday Checking/ }).check();
        await page.getByRole('button', { name: 'Sign in and link' }).click();
        await at(page, uuid, 'bank/disburse');
        await expect(page.getByText(/We couldn't link your bank/)).toBeVisible();
        await expectNoAxeViolations(page, 'bank/disburse after a failed link');
        await shot(page, 'bank-disburse-link-failed');
        await page.getByRole('button', { name: 'Link your bank' }).click();
        await page.getByRole('button', { name: /Cancel and return/ }).click();
        await at(page, uuid, 'bank/disburse');
        await expect(page.getByText(/You left the bank link/)).toBeVisible();
      }),
  },
  {
    name: 'an inquiry application: confirm -> merchant/review (waits) -> merchant/lien-attestation -> identity',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(2500, async () => {
        const { uuid, jwt } = await atDisbursement(page, url, '+bankinquiry', { isInquiry: true });
        await on(page, uuid, 'bank/disburse', 'Where should we send your money?');
        await page.getByRole('button', { name: 'Enter account details instead' }).click();
        await on(page, uuid, 'bank/manual-disburse', 'Enter your bank account');
        await enterAccount(page, CHASE, ACCOUNT);
        await on(page, uuid, 'bank/autopay', 'How do you want to pay?');
        await page.getByRole('radio', { name: 'Autopay from the account above' }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await on(page, uuid, 'bank/confirm', 'Confirm your accounts');
        await page.getByRole('button', { name: 'Confirm accounts' }).click();
        await at(page, uuid, 'merchant/review');
        await expect(page.getByTestId('wait-message')).toBeVisible();
        await expect(heading(page, "We're reviewing your application")).toBeVisible();
        await expectNoAxeViolations(page, 'merchant/review');
        await shot(page, 'merchant-review');
        await seen(page, uuid, 'merchant/lien-attestation', 'Confirm the liens on your home', 'merchant-lien-attestation-empty');
        await expect(page.getByText('Rocket Mortgage')).toBeVisible();
        await page.getByRole('button', { name: 'Confirm and continue' }).click();
        await expect(page.getByText('Confirm the liens on your home to continue').first()).toBeVisible();
        await expectNoAxeViolations(page, 'merchant/lien-attestation after a failed Continue');
        await page.getByRole('checkbox', { name: /I confirm these are all the loans/ }).check();
        await page.getByRole('button', { name: 'Confirm and continue' }).click();
        await at(page, uuid, 'identity');
        const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
        // The review's event is over and seed 000's lienAttestation is raised (decision 402), until the ID photos.
        assert(typeof app.lienAttestation?.attestedAt === 'string' && JSON.stringify(app.machineEvents) === '["lienAttestation"]', `attestation ${JSON.stringify(app.lienAttestation)} events ${JSON.stringify(app.machineEvents)}`);
      }),
  },
];

registerSpec(tests);
