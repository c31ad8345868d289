// Part 2, income (issue 21): from INCOME_VERIFICATION (part 1 walked through the lender's own
// calls, fast) through the income pages by the UI alone, at 390 px: income/review, the simulated
// payroll/bank-data vendor reached by a full-page redirect (consent, a sample employer or bank,
// back to income/pointserv-callback), one test per magic value's branch (verified, failure,
// cancel, partial -> MANUAL_PAYSTUB upload, employer verification, lower income, self-employed tax
// returns, an unreadable document), upload refusals (wrong kind, over 10 MB), axe on every page
// empty and after a failed Continue. Screenshots in e2e/.artifacts/part2-income-*.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, eventually, expect } from '../support/expect';
import { at, withLenderWait } from '../support/journey';
import { PASSWORD, uniqueEmail, uniquePhone } from '../support/registration';
import { api, API_ORG } from '../support/sandbox-api';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';
import { onDisk } from '../support/files';
import { storeToken } from '../support/session';

const BASE = '/service-application/api/v1/application/heloc';
const WAIT_MS = 1000;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `part2-income-${name}-390.png`), fullPage: true });
}
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/** Polls the lender until the application's checklist status is `want`. */
async function statusIs(url: string, jwt: string, uuid: string, want: string): Promise<void> {
  await eventually(async () => (await api(url, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, undefined, jwt)).checklistStatus, want, 20_000);
}

/** Part 1 through the lender's own calls (every lender wait 0), to INCOME_VERIFICATION. */
async function walkPart1(url: string, tag: string, employmentType: string): Promise<{ jwt: string; uuid: string }> {
  const email = uniqueEmail(tag);
  const { jwt } = await api(url, 'POST', `/identity/api/v1/registration/register?organization=${API_ORG}`, { email, password: PASSWORD, phoneNumber: uniquePhone() });
  const created = await api(url, 'POST', `${BASE}?state=TX`, {
    consentRequests: [{ type: 'SOFT_CREDIT', version: 3 }],
    income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
    profileRequest: { name: { firstName: 'Alex', middleName: '', lastName: 'Morgan', suffix: '' }, dob: '1980-04-12', email },
    propertyListedForSale: false,
    propertyRequest: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
    publish: true,
    employmentType,
  }, jwt);
  const uuid = created.uuid as string;
  await statusIs(url, jwt, uuid, 'OFFER_SELECTION');
  const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
  const offer = (app.offers as { type: string; term: number; minDraw: number }[]).find((o) => o.type === 'FIXED' && o.term === 10)!;
  await api(url, 'PUT', `${BASE}/${uuid}/offer-selection`, { type: 'FIXED', term: 10, amount: offer.minDraw + 5000, autopay: true }, jwt);
  await statusIs(url, jwt, uuid, 'COLLECT_ADDITIONAL_INFO');
  await api(url, 'PUT', `${BASE}/${uuid}/additional-info`, { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] }, jwt);
  await statusIs(url, jwt, uuid, 'HMDA');
  await api(url, 'PUT', `${BASE}/${uuid}/hmda`, { ethnicity: ['DO_NOT_WISH'], race: ['DO_NOT_WISH'], sex: ['DO_NOT_WISH'] }, jwt);
  await statusIs(url, jwt, uuid, 'GEN_SUMMARY_DISCLOSURE');
  const docs = await api(url, 'GET', `${BASE}/${uuid}/disclosures`, undefined, jwt);
  await api(url, 'POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { documents: docs.documents.map((d: { id: string; version: number }) => ({ id: d.id, version: d.version })) }, jwt);
  await statusIs(url, jwt, uuid, 'APP_SUBMISSION');
  await api(url, 'PUT', `${BASE}/${uuid}/summary-signature`, { signature: 'Alex Morgan', consent: true }, jwt);
  await statusIs(url, jwt, uuid, 'INCOME_VERIFICATION');
  return { jwt, uuid };
}

/**
 * A borrower whose application the lender's own calls took through part 1 (offer, more info,
 * HMDA, disclosures, signed summary) to INCOME_VERIFICATION; the browser signed in on income/review.
 */
async function atIncome(page: Page, url: string, tag: string, employmentType = 'FULL_TIME'): Promise<{ uuid: string; jwt: string }> {
  const { jwt, uuid } = await withLenderWait(0, () => walkPart1(url, tag, employmentType));
  await storeToken(page, url, jwt);
  await page.goto(`${url}/account/heloc/${uuid}/income/review`);
  await at(page, uuid, 'income/review');
  await expect(heading(page, 'Verify your income')).toBeVisible();
  return { uuid, jwt };
}

/** From income/review, through the vendor's consent page to its list (axe on both). */
async function toVendorList(page: Page, button: string, consentTitle: string, listTitle: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/__vendor\/[a-z-]+\/[0-9a-f-]+$/, { timeout: 15_000 });
  await expect(heading(page, consentTitle)).toBeVisible();
  await expectNoAxeViolations(page, `vendor consent (${button})`);
  await page.getByRole('link', { name: 'Agree and continue' }).click();
  await expect(heading(page, listTitle)).toBeVisible();
  await expectNoAxeViolations(page, `vendor list (${button})`);
}

async function payroll(page: Page, employer: RegExp): Promise<void> {
  await toVendorList(page, 'Link my payroll', 'Connect your payroll account', 'Find your employer or payroll provider');
  await page.getByRole('radio', { name: employer }).check();
  await page.getByRole('button', { name: 'Sign in and connect' }).click();
}

const pdf = (name: string, size = 900) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('%%EOF\n')]) };
};

const test = (name: string, fn: E2eTest['fn']): E2eTest => ({ name, viewport: PHONE, fn: (ctx) => withLenderWait(WAIT_MS, () => fn(ctx)) });

export const tests: E2eTest[] = [
  test('verified (Acme): income/review -> the payroll vendor (consent, employer) -> the callback wait page -> bank/disburse', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-ok');
    await expect(page.getByText('Nothing started yet.')).toBeVisible();
    assert(await page.getByRole('button', { name: 'Upload a paystub' }).isVisible(), 'documents offered');
    assert(!(await page.getByRole('button', { name: 'Upload tax returns' }).isVisible()), 'no tax returns for an employee');
    await expectNoAxeViolations(page, 'income/review');
    await shot(page, 'review');
    await toVendorList(page, 'Link my payroll', 'Connect your payroll account', 'Find your employer or payroll provider');
    await shot(page, 'vendor-list');
    await page.getByRole('radio', { name: /Acme Logistics/ }).check();
    await page.getByRole('button', { name: 'Sign in and connect' }).click();
    await at(page, uuid, 'income/pointserv-callback', 15_000);
    await expect(heading(page, 'Verifying your income')).toBeVisible();
    await expectNoAxeViolations(page, 'income/pointserv-callback');
    await shot(page, 'callback');
    await at(page, uuid, 'bank/disburse');
  }),

  test('failure (Globex) and cancel: back on income/review with what failed, the other ways offered', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-fail');
    await payroll(page, /Globex/);
    await at(page, uuid, 'income/review');
    await expect(page.getByText(/We couldn't connect to your payroll account/)).toBeVisible();
    await expect(page.getByText(/Didn't work/)).toBeVisible();
    await expectNoAxeViolations(page, 'income/review after a failed link');
    await shot(page, 'review-failed');
    await toVendorList(page, 'Link my bank', 'Verify your income with your bank', 'Choose your bank');
    await page.getByRole('button', { name: /Cancel and return/ }).click();
    await at(page, uuid, 'income/review');
    await expect(page.getByText(/You left the connection before it finished/)).toBeVisible();
  }),

  test('partial (Northwind): income/upload/MANUAL_PAYSTUB; a failed Submit, then a paystub -> bank/disburse', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-partial');
    await payroll(page, /Northwind/);
    await at(page, uuid, 'income/upload/MANUAL_PAYSTUB');
    await expect(heading(page, 'Upload your income documents')).toBeVisible();
    await expect(page.getByText(/verified part of your income/)).toBeVisible();
    await expectNoAxeViolations(page, 'income/upload/MANUAL_PAYSTUB');
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await expect(page.locator('#page_documents__error')).toHaveText('Upload your most recent paystub');
    await expectNoAxeViolations(page, 'income/upload/MANUAL_PAYSTUB after a failed Submit');
    const input = page.locator('#page_documents__input');
    await input.setInputFiles([pdf('paystub-may.pdf')]);
    await expect(page.getByText('paystub-may.pdf').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await at(page, uuid, 'bank/disburse');
  }),

  test('employer verification (Initech): the employer form, a failed Continue, then verified -> bank/disburse', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-employer');
    await payroll(page, /Initech/);
    await at(page, uuid, 'income/employer-verification');
    await expect(heading(page, 'Help us verify your employment')).toBeVisible();
    await expectNoAxeViolations(page, 'income/employer-verification');
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(page.getByText("Enter your employer's name").first()).toBeVisible();
    await expectNoAxeViolations(page, 'income/employer-verification after a failed Submit');
    await shot(page, 'employer-errors');
    await page.getByLabel("Employer's name").fill('Initech');
    await page.getByLabel(/Employer's phone number/).fill('5125550100');
    await page.getByLabel('Your job title').fill('Software engineer');
    // Seed 001 §9's stable-year check on the start month as typed (decision 565).
    const now = new Date();
    await page.getByLabel(/When you started/).fill(`${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`);
    const recent = page.getByText(/less than 2 years\. We look for 2 years of steady income/);
    await expect(recent).toBeVisible();
    await expectNoAxeViolations(page, 'income/employer-verification, a recent start');
    await shot(page, 'employer-recent');
    await page.getByLabel(/When you started/).fill('03/2019');
    await expect(recent).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await at(page, uuid, 'bank/disburse');
  }),

  test('lower verified income (Umbrella, bank data: Prairie Savings likewise): a revised offer on product/select', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-lower');
    await payroll(page, /Umbrella/);
    await at(page, uuid, 'product/select');
    await expect(heading(page, 'Choose your offer')).toBeVisible();
  }),

  test('self-employed: bank link or tax returns (2 needed); uploads -> bank/disburse', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-self', 'SELF_EMPLOYED');
    await expect(page.getByText(/Because you're self-employed/)).toBeVisible();
    assert(!(await page.getByRole('button', { name: 'Link my payroll' }).isVisible()), 'no payroll link for the self-employed');
    await shot(page, 'review-self-employed');
    await page.getByRole('button', { name: 'Upload tax returns' }).click();
    await at(page, uuid, 'income/upload/TAX_RETURN');
    await expect(page.getByText(/for each of the last 2 years/)).toBeVisible();
    await expectNoAxeViolations(page, 'income/upload/TAX_RETURN');
    const input = page.locator('#page_documents__input');
    await input.setInputFiles([pdf('return-2024.pdf')]);
    await expect(page.getByText('return-2024.pdf').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await expect(page.locator('#page_documents__error')).toHaveText('Upload your federal tax returns for the last 2 years');
    await expectNoAxeViolations(page, 'income/upload/TAX_RETURN after a failed Submit');
    await input.setInputFiles([pdf('return-2023.pdf')]);
    await expect(page.getByText('return-2023.pdf').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await at(page, uuid, 'bank/disburse');
  }),

  test('upload refusals (kind, size) in the browser; an unreadable paystub (magic file name): back on income/review with what failed', async ({ page, url }) => {
    const { uuid } = await atIncome(page, url, 'inc-unreadable');
    await page.getByRole('button', { name: 'Upload a paystub' }).click();
    await at(page, uuid, 'income/upload/PAYSTUB');
    await expectNoAxeViolations(page, 'income/upload/PAYSTUB');
    await shot(page, 'upload-paystub');
    const input = page.locator('#page_documents__input');
    // Refused in the browser before any upload: a kind not accepted, a file over 10 MB.
    await input.setInputFiles([await onDisk('notes.txt', 'hello'), await onDisk('big scan.pdf', pdf('big scan.pdf', 12_500_000).buffer)]);
    const alert = page.getByRole('alert').filter({ hasText: 'notes.txt' });
    await expect(alert).toContainText('notes.txt can’t be uploaded. Choose a PDF, JPG or PNG file.');
    await expect(alert).toContainText('big scan.pdf is 12.5 MB. Each file must be 10 MB or smaller.');
    await expectNoAxeViolations(page, 'income/upload/PAYSTUB with refused files');
    await shot(page, 'upload-refused');
    await input.setInputFiles([pdf('paystub-unreadable.pdf')]);
    await expect(page.getByText('paystub-unreadable.pdf').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await at(page, uuid, 'income/review');
    await expect(page.getByText(/We couldn't read the documents you uploaded/)).toBeVisible();
  }),
];

registerSpec(tests);
