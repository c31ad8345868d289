// Part 2, identity and signing (issue 21), by the UI alone from IDENTITY_VERIFICATION (set with
// the QA control API, with the accounts and verified income the earlier parts leave): the ID
// kind, then its photos through the fileUpload widget (a wrong type and an over-size file refused),
// the lender's check and review-app/signdocs while it prepares the closing documents, signing/intro,
// the three closing documents e-signed in turn on signing/sign, then notary/intro (SOLE owner).
// Branches: a blurry* photo comes back to identity with the reason; a flood-zone zip waits on
// error/flood-cert; a JOINT owner invites a +cosign co-owner on signing/additional, who signs by
// itself. Phone width, axe on every page empty and after a failed Continue, screenshots in e2e/.artifacts/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { at, withLenderWait } from '../support/journey';
import { PASSWORD, type, uniqueEmail, uniquePhone } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { api, createApplicationBody } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { onDisk } from '../support/files';
import { storeToken } from '../support/session';

const BASE = '/service-application/api/v1/application/heloc';
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `part2-signing-${name}-390.png`), fullPage: true });
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/** A real (tiny) JPEG: its first bytes are what the widget and the lender check. */
const jpeg = (name: string, size = 2_000) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)]) });

const HOMES = {
  austin: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
  tampa: { street1: '1215 Bayshore Blvd', street2: '', city: 'Tampa', state: 'FL', zip: '33606', type: 'HOME' },
};

/**
 * A borrower signed in on an application where part 2 of the journey has got to `checklistStatus`:
 * income verified (VERIFIED_INCOME_MATCHED_OFFER), a disbursement account, manual pay, the ownership given.
 */
async function signedInAt(page: Page, url: string, tag: string, o: { checklistStatus: string; home?: keyof typeof HOMES; ownership?: string; flags?: Record<string, unknown> }): Promise<{ uuid: string; jwt: string }> {
  const email = uniqueEmail(tag);
  const { jwt } = await api(url, 'POST', '/identity/api/v1/registration/register?organization=HOMELINE', { email, password: PASSWORD, phoneNumber: uniquePhone() });
  const home = HOMES[o.home ?? 'austin'];
  const created = await api(url, 'POST', `${BASE}?state=${home.state}`, createApplicationBody(email, home), jwt);
  const uuid = created.uuid as string;
  await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, {
    checklistStatus: o.checklistStatus, uwDecision: 'SELECT', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
    flags: { bpo: 'BPO_COMPLETE', propertyComplete: true, liensComplete: true, ...(o.flags ?? {}) },
    application: { amount: 50000, rate: 8.25, term: 15, rateType: 'FIXED', disburseAccount: { uuid: 'acct-e2e', routingNumber: '021000021' }, payType: 'MANUAL', property: { ownership: o.ownership ?? 'SOLE' } },
  });
  await storeToken(page, url, jwt);
  return { uuid, jwt };
}

const photoInput = (page: Page, part: RegExp) => page.getByRole('group', { name: part }).locator('input[type="file"]');

/** identity: the page empty and after a failed Continue (axe both), then the kind and its photos. */
async function sendId(page: Page, url: string, uuid: string, kind: string, files: { front: string; back?: string }, first = true): Promise<void> {
  await page.goto(`${url}/account/heloc/${uuid}/identity`);
  await expect(h1(page, 'Verify your identity')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send my ID' });
  if (first) {
    await expectNoAxeViolations(page, 'identity empty');
    await send.click();
    await expect(page.getByText('Choose the ID you will photograph').first()).toBeVisible();
    await expectNoAxeViolations(page, 'identity after a failed Continue');
  }
  await page.getByText(kind, { exact: true }).click();
  const front = photoInput(page, kind === 'U.S. passport' ? /Passport photo page/ : /Front of your ID/);
  await front.waitFor({ state: 'attached' });
  if (first) {
    // With the kind chosen and no photo: the photos' own messages.
    await send.click();
    await expect(page.getByText(kind === 'U.S. passport' ? "Add a photo of your passport's photo page" : 'Add a photo of the front of your ID').first()).toBeVisible();
  }
  await front.setInputFiles(jpeg(files.front));
  await expect(page.getByRole('status').filter({ hasText: `${files.front} uploaded` })).toBeVisible();
  if (files.back) {
    await photoInput(page, /Back of your ID/).setInputFiles(jpeg(files.back));
    await expect(page.getByRole('status').filter({ hasText: `${files.back} uploaded` })).toBeVisible();
  }
  await shot(page, `identity-${first ? 'filled' : 'again'}`);
  await send.click();
}

/** signing/sign: reads, consents to and signs each closing document in turn. */
async function signPackage(page: Page, uuid: string): Promise<void> {
  await at(page, uuid, 'signing/sign');
  await expect(h1(page, 'Sign your closing documents')).toBeVisible();
  const titles = ['Home Equity Line of Credit Agreement', 'Closing Disclosure', 'Notice of Right to Cancel'];
  for (const [i, title] of titles.entries()) {
    await expect(page.getByText(`Document ${i + 1} of 3: ${title}`)).toBeVisible();
    const region = page.getByRole('region', { name: `${title} (scroll to read it all)` });
    await expect(region).toBeVisible();
    if (i === 0) {
      await expectNoAxeViolations(page, 'signing/sign first load');
      await page.getByRole('button', { name: 'Sign this document' }).click();
      await expect(page.getByText('Read the document to the end before you sign').first()).toBeVisible();
      await expectNoAxeViolations(page, 'signing/sign after a failed Continue');
    }
    await region.focus();
    await page.keyboard.press('End');
    await expect(page.getByText('You have read the document to the end.')).toBeVisible();
    const consent = page.getByRole('checkbox', { name: /I agree to sign this document electronically/ });
    if (!(await consent.isChecked())) await consent.check();
    const name = page.getByLabel(/^Type your full name to sign/);
    await name.fill('');
    await type(name, 'Alex Morgan');
    await page.getByRole('button', { name: 'Sign this document' }).click();
    await expect(page.getByText(`Signed: ${title}`)).toBeVisible();
  }
  await expect(page.getByText('You have signed all your closing documents.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'signing/sign, the package signed');
  await shot(page, 'sign-complete');
  await page.getByRole('button', { name: 'Continue' }).click();
}

export const tests: E2eTest[] = [
  {
    name: 'identity refuses a photo of a wrong type and one over 10 MB, in the browser, with their messages',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const { uuid } = await signedInAt(page, url, 'p2refuse', { checklistStatus: 'IDENTITY_VERIFICATION' });
      await page.goto(`${url}/account/heloc/${uuid}/identity`);
      await expect(h1(page, 'Verify your identity')).toBeVisible();
      await page.getByText("Driver's license", { exact: true }).click();
      const front = photoInput(page, /Front of your ID/);
      await front.setInputFiles([{ name: 'license.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
      await expect(page.getByRole('alert').filter({ hasText: 'license.txt' })).toContainText('license.txt can’t be uploaded.');
      await front.setInputFiles([await onDisk('huge.jpg', jpeg('huge.jpg', 10_200_000).buffer)]);
      await expect(page.getByRole('alert').filter({ hasText: 'huge.jpg' })).toContainText('huge.jpg is 10.2 MB. Each file must be 10 MB or smaller.');
      await expect(page.getByText('0 of 1 photo added').first()).toBeVisible();
      await shot(page, 'identity-refused');
    },
  },
  {
    name: 'identity -> review-app/signdocs -> signing/intro: the kind, then the front and back sent; the ID filed on the application',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1_000, async () => {
        const { uuid, jwt } = await signedInAt(page, url, 'p2sign', { checklistStatus: 'IDENTITY_VERIFICATION' });
        await sendId(page, url, uuid, "Driver's license", { front: 'license-front.jpg', back: 'license-back.jpg' });
        await at(page, uuid, 'review-app/signdocs');
        await expect(h1(page, 'Preparing your documents')).toBeVisible();
        await expectNoAxeViolations(page, 'review-app/signdocs');
        await at(page, uuid, 'signing/intro', 30_000);
        await expect(h1(page, 'Sign your closing documents')).toBeVisible();
        await expect(page.getByText('2. Closing Disclosure', { exact: false })).toBeVisible();
        await expect(page.getByText('$50,000.00').first()).toBeVisible();
        await expectNoAxeViolations(page, 'signing/intro');
        await shot(page, 'intro');
        const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
        assert(JSON.stringify(app.documents.map((d: { type: string }) => d.type)) === '["DRIVERS_LICENSE_FRONT","DRIVERS_LICENSE_BACK"]', `documents ${JSON.stringify(app.documents)}`);
      }),
  },
  {
    name: 'signing/intro -> signing/sign (agreement, closing disclosure, right to cancel in turn) -> notary/intro: a SOLE owner',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1_000, async () => {
        const { uuid, jwt } = await signedInAt(page, url, 'p2sign2', { checklistStatus: 'NOTE_SIGNING', flags: { disclosures: { closingReady: true } } });
        await page.goto(`${url}/account/heloc/${uuid}/signing/intro`);
        await expect(h1(page, 'Sign your closing documents')).toBeVisible();
        await page.getByRole('button', { name: 'Start signing' }).click();
        await signPackage(page, uuid);
        await at(page, uuid, 'notary/intro', 30_000);
        const status = await api(url, 'GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, undefined, jwt);
        assert(status.checklistStatus === 'GEN_NOTARY_DISCLOSURE' && status.disclosures.closingComplete === true && status.uwSubDecision === 'VERIFIED_INCOME_MATCHED_OFFER', `status ${JSON.stringify(status)}`);
      }),
  },
  {
    name: 'identity, a blurry* photo: the lender cannot read it, the page says why and asks again; a new photo goes on',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(1_000, async () => {
        const { uuid, jwt } = await signedInAt(page, url, 'p2blurry', { checklistStatus: 'IDENTITY_VERIFICATION' });
        await sendId(page, url, uuid, 'U.S. passport', { front: 'blurry-passport.jpg' });
        await expect(page.getByText("We couldn't read the photo blurry-passport.jpg", { exact: false })).toBeVisible();
        await at(page, uuid, 'identity');
        await expectNoAxeViolations(page, 'identity, photo refused');
        await shot(page, 'identity-unreadable');
        const app = await api(url, 'GET', `${BASE}/${uuid}`, undefined, jwt);
        assert(JSON.stringify(app.machineEvents) === '["idReUpload"]', `machineEvents ${JSON.stringify(app.machineEvents)}`);
        await sendId(page, url, uuid, 'U.S. passport', { front: 'passport.jpg' }, false);
        await at(page, uuid, 'review-app/signdocs', 30_000);
      }),
  },
  {
    name: 'identity, a home in a flood zone (1215 Bayshore Blvd, Tampa FL 33606): error/flood-cert while the certificate is out, then signing/intro',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(3_000, async () => {
        const { uuid } = await signedInAt(page, url, 'p2flood', { checklistStatus: 'IDENTITY_VERIFICATION', home: 'tampa' });
        await sendId(page, url, uuid, 'State ID card', { front: 'card-front.jpg', back: 'card-back.jpg' }, false);
        await at(page, uuid, 'error/flood-cert', 30_000);
        await expect(h1(page, "We're waiting on your flood certificate")).toBeVisible();
        await expectNoAxeViolations(page, 'error/flood-cert');
        await at(page, uuid, 'signing/intro', 40_000);
      }),
  },
  {
    name: 'signing/additional (JOINT): invite a +cosign co-owner, see them invited, remind, they sign, then notary/intro',
    viewport: PHONE,
    fn: ({ page, url }) =>
      withLenderWait(3_000, async () => {
        const { uuid } = await signedInAt(page, url, 'p2codeed', { checklistStatus: 'CO_DEED_REQ', ownership: 'JOINT', flags: { disclosures: { closingReady: true, closingComplete: true } } });
        await page.goto(`${url}/account/heloc/${uuid}/signing/additional`);
        await expect(h1(page, 'Your co-owners sign the deed')).toBeVisible();
        await expect(page.getByText("You haven't invited anyone yet.")).toBeVisible();
        await expectNoAxeViolations(page, 'signing/additional empty');
        const invite = page.getByRole('button', { name: 'Send invitation' });
        await invite.click();
        await expect(page.getByText("Enter the co-owner's first name").first()).toBeVisible();
        await expectNoAxeViolations(page, 'signing/additional after a failed Continue');
        await page.getByLabel(/^Co-owner's first name/).fill('Jo');
        await page.getByLabel(/^Co-owner's last name/).fill('Morgan');
        await page.getByLabel(/^Co-owner's e-mail/).fill(`jo+cosign+${Date.now()}@example.com`);
        await invite.click();
        const card = page.getByRole('region', { name: 'Co-owner 1' });
        await expect(card).toContainText('Invited, not signed yet');
        await expect(card).toContainText('Jo Morgan');
        await page.getByRole('button', { name: 'Send reminders' }).click();
        await expect(card).toContainText('Reminded on');
        await expectNoAxeViolations(page, 'signing/additional, one invited');
        await shot(page, 'additional-invited');
        await new Promise((r) => setTimeout(r, 3_500));
        await page.getByRole('button', { name: 'Check for signatures' }).click();
        await at(page, uuid, 'notary/intro', 30_000);
      }),
  },
];

registerSpec(tests);
