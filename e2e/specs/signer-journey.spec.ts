// The additional signer's journey (issue 23; seed 000 §2 /heloc-signer routes, seed 001 §6): a
// JOINT owner at CO_DEED_REQ invites a co-owner (the borrower's own call of signing/additional);
// the co-owner opens the invitation link (/heloc-signer/resume), signs in at the signer login,
// confirms identity, reads what is signed, the document, e-signs it; the borrower's application
// then has coDeedStatus COMPLETE. The borrower withdraws an invitation from signing/additional
// (a confirm modal; decision 550); a phone-number condition has its signer page (decision 551). Also: a withdrawn invitation (+withdrawn) shows the cancelled
// page, a failed signature (+signfail) the error page, a condition card opens its upload page and
// the upload is sent, and a CO_DEEDER opening the borrower's flow is signed out. Phone width, axe
// on every signer page; screenshots in e2e/.artifacts/signer-journey-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { type } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

const SIGNER_PASSWORD = 'Signer-Sandbox-2026!';
const BASE = '/service-application/api/v1/application/heloc';
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `signer-journey-${name}-390.png`), fullPage: true });
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

let seq = 0;
/** A JOINT owner's application at CO_DEED_REQ with a co-owner invited by the borrower's call; `tag` is a magic e-mail tag. */
async function invitation(url: string, tag = ''): Promise<{ uuid: string; jwt: string; loanNumber: string; email: string }> {
  const app = await borrowerWithApplication(url, 'jointowner');
  await api(url, 'PATCH', `/__sandbox/applications/${app.uuid}`, {
    checklistStatus: 'CO_DEED_REQ', flags: { disclosures: { closingReady: true, closingComplete: true } }, application: { coDeedStatus: 'NOT_STARTED', property: { ownership: 'JOINT' } },
  });
  const email = `coowner${Date.now()}${seq++}${tag ? `+${tag}` : ''}@example.com`;
  const invited = await api(url, 'POST', `${BASE}/${app.uuid}/co-deeders`, { firstName: 'Jo', lastName: 'Morgan', email }, app.jwt);
  assert(invited.coDeedStatus === 'IN_PROGRESS', 'the invitation puts the co-deed in progress');
  return { uuid: app.uuid, jwt: app.jwt, loanNumber: app.loanNumber, email };
}

/** Opens `path` signed out: the signer login, then back to `path`. */
async function signIn(page: Page, url: string, path: string, email: string): Promise<void> {
  await page.goto(`${url}${path}`);
  await expect(page).toHaveURL(new RegExp(`/heloc-signer/login\\?redirectUrl=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await type(page.getByLabel('Email'), email);
  await type(page.getByLabel('Password'), SIGNER_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** An invited signer whose application has `conditions` (the QA API), signed in on their conditions list; its region. */
async function signerWithConditions(page: Page, url: string, conditions: Record<string, unknown>[]) {
  const { uuid, email } = await invitation(url);
  await api(url, 'PUT', `/__sandbox/applications/${uuid}/conditions`, { conditions });
  await signIn(page, url, `/heloc-signer/conditions?applicationUuid=${uuid}`, email);
  return page.getByRole('region', { name: 'Your conditions' });
}

async function confirmIdentity(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Confirm my identity' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/identity$/);
  await expect(h1(page, 'Confirm your identity')).toBeVisible();
  // The name comes from the invitation; the date of birth is the signer's.
  await expect(page.getByLabel('First name')).toHaveValue('Jo');
  await expect(page.getByLabel('Last name')).toHaveValue('Morgan');
  // Which account is signed in: the identity broker's self/figureinfo (decision 564).
  await expect(page.getByText(`You are signed in as ${email}.`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'heloc-signer/identity');
  await shot(page, 'identity');
  await type(page.getByLabel('Date of birth'), '04/02/1980');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/heloc-signer\/intro$/);
}

async function signDocument(page: Page): Promise<void> {
  await expect(h1(page, 'Sign the document')).toBeVisible();
  const title = 'Co-owner\u2019s Consent to the Deed of Trust';
  const region = page.getByRole('region', { name: `${title} (scroll to read it all)` });
  await expect(region).toBeVisible();
  await expectNoAxeViolations(page, 'heloc-signer/sign');
  await shot(page, 'sign');
  await region.focus();
  await page.keyboard.press('End');
  await expect(page.getByText('You have read the document to the end.')).toBeVisible();
  const consent = page.getByRole('checkbox', { name: /I agree to sign this document electronically/ });
  if (!(await consent.isChecked())) await consent.check();
  await type(page.getByLabel(/^Type your full name to sign/), 'Jo Morgan');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}

export const tests: E2eTest[] = [
  {
    name: 'invitation -> signer login -> identity -> intro -> documents -> sign; the borrower\'s application has the co-deed COMPLETE (390 px, axe)',
    viewport: PHONE,
    timeoutMs: 180_000,
    fn: async ({ page, url }) => {
      const { uuid, jwt, loanNumber, email } = await invitation(url);
      await signIn(page, url, '/heloc-signer/resume', email);
      await expect(h1(page, 'Sign as a co-owner')).toBeVisible();
      await expect(page.getByText(loanNumber)).toBeVisible();
      await expect(page.getByText('Waiting for your signature')).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/resume');
      await shot(page, 'resume');
      await confirmIdentity(page, email);

      await expect(h1(page, 'What you will sign')).toBeVisible();
      await expect(page.getByText('You do not borrow and you do not owe the payments.', { exact: false })).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/intro');
      await shot(page, 'intro');
      await page.getByRole('button', { name: 'Read the document' }).click();

      await expect(page).toHaveURL(/\/heloc-signer\/documents$/);
      await expect(h1(page, 'Your document')).toBeVisible();
      await expect(page.getByText('Not signed yet')).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/documents');
      await shot(page, 'documents');
      await page.getByRole('button', { name: 'Review and sign' }).click();
      await expect(page).toHaveURL(/\/heloc-signer\/sign$/);
      await signDocument(page);
      await expect(page.getByText('Signed. Thank you', { exact: false })).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/sign, signed');
      await shot(page, 'signed');

      // The borrower's application: every co-deeder signed, the co-deed complete.
      const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
      assert(app.coDeedStatus === 'COMPLETE', `coDeedStatus ${app.coDeedStatus}`);
      assert(app.coDeeders[0].status === 'SIGNED', 'the co-deeder is signed');
      // Coming back: resume says it is done.
      await page.goto(`${url}/heloc-signer/resume`);
      await expect(page.getByText('You have signed. Thank you', { exact: false })).toBeVisible();
    },
  },
  {
    name: 'a withdrawn invitation shows the cancelled page; a failed signature the error page (390 px, axe)',
    viewport: PHONE,
    timeoutMs: 180_000,
    fn: async ({ page, url }) => {
      const withdrawn = await invitation(url, 'withdrawn');
      await signIn(page, url, '/heloc-signer/intro', withdrawn.email);
      await expect(page).toHaveURL(/\/heloc-signer\/cancelled$/);
      await expect(h1(page, 'This invitation was withdrawn')).toBeVisible();
      await expect(page.getByText('You no longer need to sign for this application.')).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/cancelled');
      await shot(page, 'cancelled');

      await page.context().clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      const failing = await invitation(url, 'signfail');
      await signIn(page, url, '/heloc-signer/resume', failing.email);
      await confirmIdentity(page, failing.email);
      await page.goto(`${url}/heloc-signer/sign`);
      await signDocument(page);
      await expect(page).toHaveURL(/\/heloc-signer\/error$/);
      await expect(h1(page, 'We could not complete your signature')).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/error');
      await shot(page, 'error');
      const app = await api(url, 'GET', `${BASE}/${failing.uuid}`, undefined, failing.jwt);
      assert(app.coDeedStatus === 'IN_PROGRESS', `a failed signature leaves the co-deed in progress (${app.coDeedStatus})`);
    },
  },
  {
    name: 'the borrower withdraws the invitation on signing/additional (confirm first); the list says withdrawn and the signer sees the cancelled page (390 px, axe)',
    viewport: PHONE,
    timeoutMs: 180_000,
    fn: async ({ page, url }) => {
      const { uuid, jwt, email } = await invitation(url);
      await storeToken(page, url, jwt);
      await page.goto(`${url}/account/heloc/${uuid}/signing/additional`);
      await expect(h1(page, 'Your co-owners sign the deed')).toBeVisible();
      const card = page.getByRole('region', { name: 'Co-owner 1' });
      await expect(card).toContainText('Invited, not signed yet');
      const withdraw = page.getByRole('button', { name: "Withdraw Jo's invitation" });
      // Keeping the invitation changes nothing.
      await withdraw.click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw this invitation?' });
      await expect(dialog).toContainText('Jo Morgan');
      await expectNoAxeViolations(page, 'signing/additional, withdraw confirmation');
      await shot(page, 'withdraw-confirm');
      await dialog.getByRole('button', { name: 'Keep the invitation' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Invited, not signed yet');
      await withdraw.click();
      await page.getByRole('dialog', { name: 'Withdraw this invitation?' }).getByRole('button', { name: 'Withdraw the invitation' }).click();
      await expect(card).toContainText('Invitation withdrawn');
      await expect(card).toContainText('Withdrawn on');
      await expect(withdraw).toBeHidden();
      await expectNoAxeViolations(page, 'signing/additional, withdrawn');
      await shot(page, 'withdrawn-borrower');
      const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
      assert(app.coDeeders[0].status === 'WITHDRAWN', `the co-deeder is withdrawn (${app.coDeeders[0].status})`);

      // The signer, on their next visit: the cancelled page.
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, url, '/heloc-signer/intro', email);
      await expect(page).toHaveURL(/\/heloc-signer\/cancelled$/);
      await expect(h1(page, 'This invitation was withdrawn')).toBeVisible();
    },
  },
  {
    name: 'a condition card links to its upload page; the signer uploads the document; ID verification opens conditions/identity (390 px, axe)',
    viewport: PHONE,
    timeoutMs: 180_000,
    fn: async ({ page, url }) => {
      const region = await signerWithConditions(page, url, [
        { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION', notes: 'Upload the recorded deed.', created: '2026-03-01T16:00:00Z' },
        { categoryEnum: 'ID_VERIFICATION_FAILURE', created: '2026-03-02T16:00:00Z' },
      ]);
      await expect(region.getByRole('listitem')).toHaveCount(2);
      const links = region.getByRole('link');
      await expect(links).toHaveCount(2);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      assert(hrefs[0]!.startsWith('/heloc-signer/conditions/upload-document?conditionUuid='), `upload link ${hrefs[0]}`);
      assert(hrefs[1]!.startsWith('/heloc-signer/conditions/identity?conditionUuid=') && hrefs[1]!.includes('conditionEnum=ID_VERIFICATION_FAILURE'), `identity link ${hrefs[1]}`);

      await links.nth(1).click();
      await expect(h1(page, 'Verify your ID again')).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/conditions/identity');
      await shot(page, 'condition-identity');
      await page.getByRole('button', { name: 'Back to my conditions' }).click();
      await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);

      await region.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/heloc-signer\/conditions\/upload-document\?/);
      await expect(h1(page, 'Upload a document')).toBeVisible();
      await expect(page.getByText('From the lender: Upload the recorded deed.')).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/conditions/upload-document');
      await page.locator('input[type=file]').first().setInputFiles({ name: 'deed.jpg', mimeType: 'image/jpeg', buffer: JPG });
      await expect(page.getByText('deed.jpg').first()).toBeVisible();
      await shot(page, 'condition-upload');
      await page.getByRole('button', { name: /^Send/ }).first().click();
      await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);
      await expect(region.getByRole('listitem').first()).toContainText('Submitted, in review');
    },
  },
  {
    name: 'a phone-number condition card opens the signer\'s phone page; the seed\'s phone rules refuse a bad number; the number is sent (390 px, axe)',
    viewport: PHONE,
    timeoutMs: 180_000,
    fn: async ({ page, url }) => {
      const region = await signerWithConditions(page, url, [{ categoryEnum: 'MISSING_PHONE_NUMBER', created: '2026-03-03T16:00:00Z' }]);
      const link = region.getByRole('link');
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(/\/heloc-signer\/conditions\/phone-number\?conditionUuid=.*conditionEnum=MISSING_PHONE_NUMBER/);
      await expect(h1(page, 'Give us your phone number')).toBeVisible();
      const phonePage = page.url();
      // The phone the sign-in carries now (the sandbox signer account's), from self/figureinfo.
      const onSignIn = page.getByText('Phone on your sign-in').locator('xpath=..');
      await expect(onSignIn).toContainText('(512) 555-0199');
      const phone = page.getByRole('textbox', { name: /phone/i });
      await type(phone, '1512555014');
      await page.getByRole('button', { name: 'Save my phone number' }).click();
      await expect(page.getByText('Country code 1 is not needed').first()).toBeVisible();
      await expectNoAxeViolations(page, 'heloc-signer/conditions/phone-number, refused');
      await shot(page, 'condition-phone');
      await phone.fill('');
      await type(phone, '5125550142');
      await page.getByRole('button', { name: 'Save my phone number' }).click();
      await expect(page).toHaveURL(/\/heloc-signer\/conditions$/);
      await expect(region.getByRole('listitem').first()).toContainText('Submitted, in review');
      // The sign-in now carries the new number too (PUT identity/alias, read back through figureinfo; decision 564).
      await page.goto(phonePage);
      await expect(h1(page, 'Give us your phone number')).toBeVisible();
      await expect(onSignIn).toContainText('(512) 555-0142');
      await expectNoAxeViolations(page, 'heloc-signer/conditions/phone-number, sign-in phone');
      await shot(page, 'condition-phone-sent');
    },
  },
  {
    name: 'a CO_DEEDER who opens the borrower\'s application is signed out (token removed, reload) and lands on the login',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const { uuid, email } = await invitation(url);
      await signIn(page, url, '/heloc-signer/resume', email);
      await expect(h1(page, 'Sign as a co-owner')).toBeVisible();
      await page.goto(`${url}/account/heloc/${uuid}`);
      await expect(page).toHaveURL(/\/auth\/login/);
      const tokens = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => /token|jwt/i.test(k) && window.localStorage.getItem(k)));
      assert(tokens.length === 0, `no token left: ${tokens.join(', ')}`);
    },
  },
];

registerSpec(tests);
