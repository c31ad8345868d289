// Part 2, conditions (issue 21; docs/sandbox.md 'Part 2: conditions'): the lender's conditions by
// the UI alone, one test per magic value, at 390 px with axe on every page empty and after a
// failed Continue. The ad-hoc request comes from the applicant's e-mail plus-tag typed in
// registration (+adhocdoc), once the lender has verified income (set through the QA API, where
// part 2's income pages would leave it); the other branches start from a conditions list QA sets.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { at, withLenderWait } from '../support/journey';
import { accountSteps, acceptLocation, landedApplication, middleSteps, propertyStep, type } from '../support/registration';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { uniqueEmail } from '../support/registration';
import { registerSpec } from '../support/register';
import { onDisk } from '../support/files';
import { signInWithToken } from '../support/sign-in';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `part2-conditions-${name}-390.png`), fullPage: true });

function pdf(name: string, size = 900) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('%%EOF\n')]) };
}

/** Signs the browser in as a new borrower with an application (API), with QA's conditions list. */
async function borrowerWithConditions(page: Page, url: string, conditions: unknown[]): Promise<string> {
  const { jwt, uuid } = await borrowerWithApplication(url, 'conditions');
  await api(url, 'PUT', `/__sandbox/applications/${uuid}/conditions`, { conditions });
  await signInWithToken(page, jwt);
  return uuid;
}

/** The lender's review wait in the tests that watch it twice (SANDBOX_WAIT_MS). */
const REVIEW_MS = 600;

const C_BANK = '11111111-1111-4111-a111-111111111111';
const C_PHONE = '33333333-3333-4333-a333-333333333333';

/** The signed-in browser's token (set by borrowerWithConditions). */
const jwtOf = (page: Page): Promise<string> => page.evaluate(`localStorage.getItem('jwt')`) as Promise<string>;

/** The conditions page: its heading, axe clean. */
async function onConditions(page: Page, uuid: string, label: string): Promise<void> {
  await at(page, uuid, 'conditions');
  await expect(heading(page, 'What we still need from you')).toBeVisible();
  await expectNoAxeViolations(page, `conditions (${label})`);
}

/** Back on the list once more (axe ran on it already in this test). */
async function backOnList(page: Page, uuid: string): Promise<void> {
  await at(page, uuid, 'conditions');
  await expect(heading(page, 'What we still need from you')).toBeVisible();
}

const card = (page: Page, title: string) => page.getByTestId('condition-list').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });

/** On upload-document: empty (axe), Continue with nothing (message, axe), refusals in the browser, then `files` uploaded and sent. */
async function uploadAndSend(page: Page, uuid: string, files: ReturnType<typeof pdf>[], label: string): Promise<void> {
  await at(page, uuid, 'conditions/upload-document');
  await expect(heading(page, 'Upload a document')).toBeVisible();
  await expectNoAxeViolations(page, `upload-document empty (${label})`);
  await page.getByRole('button', { name: 'Send to the lender' }).click();
  await expect(page.locator('#page_documents__error')).toContainText('Upload the document the lender asked for');
  await expectNoAxeViolations(page, `upload-document after a failed Continue (${label})`);
  const input = page.locator('#page_documents__input');
  for (const f of files) {
    await input.setInputFiles([f]);
    await expect(page.getByRole('listitem').filter({ hasText: f.name })).toContainText('Uploaded');
  }
  await page.getByRole('button', { name: 'Send to the lender' }).click();
}

export const tests: E2eTest[] = [
  {
    name: 'ad-hoc request (+adhocdoc e-mail): conditions -> upload a letter -> in review -> Continue -> the page the request held up',
    viewport: PHONE,
    // Every lender wait at 1 s (the soft pull too): the page still polls through the review.
    fn: ({ page, url }) => withLenderWait(REVIEW_MS, async () => {
      // Registration by the UI with the plus-tag typed in the e-mail.
      await page.goto(`${url}/account/heloc/register-v2`);
      await page.locator('#root_propertyAddress').waitFor({ timeout: 30_000 });
      await propertyStep(page);
      await middleSteps(page, { lastName: 'Doe', paste: true });
      await accountSteps(page, { email: uniqueEmail('+adhocdoc'), paste: true });
      await acceptLocation(page);
      const uuid = await landedApplication(page);
      await at(page, uuid, 'product/select');
      // Where part 2's income pages leave it: income verified, the lender asks for the disbursement account.
      await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, { checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' });
      await page.goto(`${url}/account/heloc/${uuid}/`);
      // The lender asked for one more document first: the machine's documents state routes here.
      await onConditions(page, uuid, 'ad-hoc request');
      const request = card(page, 'Document request');
      await expect(request).toContainText('Upload the document the lender describes below.');
      await expect(request).toContainText('letter explaining the large deposit');
      await expect(request).toContainText('Needs your action');
      // Every application has the sandbox's default list too (two open); only this request holds routing.
      await expect(page.getByText('Requests that need your action: 3.')).toBeVisible();
      await expect(page.getByText('Your application moves on once you send what the lender asks for')).toBeVisible();
      assert((await page.getByRole('button', { name: 'Continue my application' }).count()) === 0, 'no Continue while the lender holds the application');
      await shot(page, 'list-open');
      await request.getByRole('link', { name: /Upload a document/ }).click();

      await at(page, uuid, 'conditions/upload-document');
      assert(/conditionType=UPLOAD_DOCUMENT/.test(page.url()) && /conditionEnum=GENERIC_DOCUMENT_REQUEST/.test(page.url()), `the seed's query: ${page.url()}`);
      await expect(page.getByText('From the lender: Our underwriter needs a letter')).toBeVisible();
      await uploadAndSend(page, uuid, [pdf('explanation letter.pdf')], 'ad-hoc request');

      await backOnList(page, uuid);
      await expect(card(page, 'Document request')).toContainText('Submitted, in review');
      await expect(page.getByText('Requests that need your action: 2.')).toBeVisible();
      // Continue: the routing polls while the lender reviews, then the page the request held up.
      await page.getByRole('button', { name: 'Continue my application' }).click();
      await at(page, uuid, 'bank/disburse', 45_000);
      const app = await api(url, 'GET', `/__sandbox/applications/${uuid}`);
      assert(JSON.stringify(app.application?.machineEvents ?? app.machineEvents ?? []) === '[]', `the event is gone: ${JSON.stringify(app).slice(0, 300)}`);
    }),
  },
  {
    name: 'a #reject file name: the lender rejects it with its comment, shown on the list and on the upload page',
    viewport: PHONE,
    fn: ({ page, url }) => withLenderWait(REVIEW_MS, async () => {
      const uuid = await borrowerWithConditions(page, url, [
        { uuid: C_BANK, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', notes: 'Statement for the account ending 6789', requestDocuments: ['Bank statement'], created: '2026-03-01T10:00:00Z' },
        { categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW', status: 'CLEARED', created: '2026-02-01T10:00:00Z' },
        { categoryEnum: 'VENDOR_ONLY', notes: 'Internal only', created: '2026-02-02T10:00:00Z' },
      ]);
      await page.goto(`${url}/account/heloc/${uuid}/conditions`);
      await onConditions(page, uuid, 'QA list');
      await expect(page.getByTestId('condition-list').getByRole('listitem')).toHaveCount(2);
      await expect(card(page, 'Ownership type review')).toContainText('Done');
      assert(!(await page.content()).includes('Internal only'), 'an unknown category is left out');
      await card(page, 'Bank account review').getByRole('link', { name: /Upload a document/ }).click();
      await uploadAndSend(page, uuid, [pdf('statement #reject.pdf')], 'reject');
      await backOnList(page, uuid);
      await expect(card(page, 'Bank account review')).toContainText('Submitted, in review');
      // The lender's review (3 s): the list reads again on Check for updates.
      await page.waitForTimeout(REVIEW_MS + 300);
      await page.getByRole('button', { name: 'Check for updates' }).click();
      const bank = card(page, 'Bank account review');
      await expect(bank).toContainText('Needs a new answer');
      await expect(bank).toContainText('From the lender: We could not use the document you sent');
      await expectNoAxeViolations(page, 'conditions with a rejected request');
      await shot(page, 'list-rejected');
      await bank.getByRole('link', { name: /Upload a document/ }).click();
      await at(page, uuid, 'conditions/upload-document');
      await expect(page.getByText('We could not accept what you sent: We could not use the document you sent')).toBeVisible();
    }),
  },
  {
    name: 'after a rejection: the lender\'s words on the page, a clear copy sent, the request done and Continue offered',
    viewport: PHONE,
    fn: ({ page, url }) => withLenderWait(REVIEW_MS, async () => {
      const uuid = await borrowerWithConditions(page, url, [
        { uuid: C_BANK, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', status: 'REJECTED', commentsToBorrower: 'The statement was cut off at the bottom.', created: '2026-03-01T10:00:00Z' },
      ]);
      await page.goto(`${url}/account/heloc/${uuid}/conditions/upload-document?conditionUuid=${C_BANK}&conditionType=UPLOAD_DOCUMENT&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`);
      await expect(page.getByText('We could not accept what you sent: The statement was cut off at the bottom.')).toBeVisible();
      await uploadAndSend(page, uuid, [pdf('statement clear.pdf')], 'after a rejection');
      await backOnList(page, uuid);
      await page.waitForTimeout(REVIEW_MS + 300);
      await page.getByRole('button', { name: 'Check for updates' }).click();
      await expect(card(page, 'Bank account review')).toContainText('Done');
      await expect(page.getByText('You have nothing to send right now.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue my application' })).toBeVisible();
      await expectNoAxeViolations(page, 'conditions, nothing open');
      await shot(page, 'list-done');
    }),
  },
  {
    name: 'phone-number: the unreachable (201) 555-0000 is rejected with the lender\'s comment; another number clears it',
    viewport: PHONE,
    fn: ({ page, url }) => withLenderWait(REVIEW_MS, async () => {
      const uuid = await borrowerWithConditions(page, url, [{ uuid: C_PHONE, categoryEnum: 'MISSING_PHONE_NUMBER', created: '2026-03-01T10:00:00Z' }]);
      await page.goto(`${url}/account/heloc/${uuid}/conditions`);
      await onConditions(page, uuid, 'phone');
      await card(page, 'Phone number').getByRole('link', { name: /Give a phone number/ }).click();
      await at(page, uuid, 'conditions/phone-number');
      assert(/conditionType=PHONE_NUMBER/.test(page.url()), `the seed's query: ${page.url()}`);
      await expect(heading(page, 'Give us a phone number')).toBeVisible();
      await expectNoAxeViolations(page, 'phone-number empty');
      await page.getByRole('button', { name: 'Save my phone number' }).click();
      await expect(page.getByText('Please enter your mobile phone').first()).toBeVisible();
      await expectNoAxeViolations(page, 'phone-number after a failed Continue');
      await shot(page, 'phone-error');
      const field = page.getByRole('textbox', { name: /phone/i });
      await type(field, '2015550000');
      await page.getByRole('button', { name: 'Save my phone number' }).click();
      await onConditions(page, uuid, 'phone in review');
      await page.waitForTimeout(REVIEW_MS + 300);
      await page.getByRole('button', { name: 'Check for updates' }).click();
      const phone = card(page, 'Phone number');
      await expect(phone).toContainText('We could not reach you at (201) 555-0000');
      await phone.getByRole('link', { name: /Give a phone number/ }).click();
      await at(page, uuid, 'conditions/phone-number');
      await type(page.getByRole('textbox', { name: /phone/i }), '5125550142');
      await page.getByRole('button', { name: 'Save my phone number' }).click();
      await backOnList(page, uuid);
      await page.waitForTimeout(REVIEW_MS + 300);
      await page.getByRole('button', { name: 'Check for updates' }).click();
      await expect(card(page, 'Phone number')).toContainText('Done');
      // The page of a condition that is done says so and offers no form.
      await page.goto(`${url}/account/heloc/${uuid}/conditions/phone-number?conditionUuid=${C_PHONE}&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE_NUMBER`);
      await expect(page.getByText('This request is done. Thank you.')).toBeVisible();
      assert((await page.getByRole('button', { name: 'Save my phone number' }).count()) === 0, 'no form for a request that is done');
    }),
  },
  {
    name: 'upload refusals in the browser: a kind not accepted and a file over 10 MB, before any upload',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const uuid = await borrowerWithConditions(page, url, [{ uuid: C_BANK, categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 }, created: '2026-03-01T10:00:00Z' }]);
      await page.goto(`${url}/account/heloc/${uuid}/conditions/upload-document?conditionUuid=${C_BANK}&conditionType=UPLOAD_DOCUMENT&conditionEnum=HELOC_MANUAL_PAYSTUB_UPLOAD`);
      await expect(heading(page, 'Upload a document')).toBeVisible();
      // Paystubs asking for two: the form of two (xtraData.numDocsRequired).
      await expect(page.getByText('0 of 2 uploaded')).toBeVisible();
      await page.locator('#page_documents__input').setInputFiles([await onDisk('notes.txt', 'hello'), await onDisk('big scan.pdf', pdf('big scan.pdf', 10_400_000).buffer)]);
      const refused = page.getByRole('alert').filter({ hasText: 'notes.txt' });
      await expect(refused).toContainText('notes.txt can’t be uploaded.');
      await expect(refused).toContainText('big scan.pdf is 10.4 MB. Each file must be 10 MB or smaller.');
      await expectNoAxeViolations(page, 'upload-document with refusals');
      await shot(page, 'upload-refused');
      const stored = await api(url, 'GET', `/service-application/api/v1/application/heloc/${uuid}/documents`, undefined, await jwtOf(page));
      assert(stored.documents.length === 0, 'nothing refused reached the store');
    },
  },
];

registerSpec(tests);
