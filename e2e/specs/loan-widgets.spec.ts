// The loan widgets on real application pages at 390 px: the eSignature field on signing/sign (the
// agreement read to the end with the keyboard, the E-SIGN consent, a wrong name refused with the
// definition's message, the right one signs, the sandbox keeps who signed which version) and the
// slotPicker on notary/reserve-manual (times in the browser's zone with its name, keyboard, a time
// another applicant just took answered 409 with the answers kept and Try again, then booked).
// axe clean on first load, after a failed Continue and filled.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, eventually, expect } from '../support/expect';
import { type } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

const BASE = '/service-application/api/v1/application/heloc';

async function signedInAt(page: Page, url: string, tag: string, checklistStatus: string): Promise<{ uuid: string; jwt: string }> {
  const b = await borrowerWithApplication(url, tag);
  await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, { checklistStatus });
  await storeToken(page, url, b.jwt);
  return { uuid: b.uuid, jwt: b.jwt };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `loan-widgets-${name}-390.png`), fullPage: true });

export const tests: E2eTest[] = [
  {
    name: 'eSignature on signing/sign: read to the end, consent, a wrong name refused, the right name signs and the sandbox keeps the record',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const { uuid, jwt } = await signedInAt(page, url, 'esign', 'NOTE_SIGNING');
      let sent = 0;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/closing-signature')) sent++;
      });
      await page.goto(`${url}/account/heloc/${uuid}/signing/sign`);
      await expect(page.getByRole('heading', { name: 'Sign your closing documents', level: 1 })).toBeVisible();
      const region = page.getByRole('region', { name: 'Home Equity Line of Credit Agreement (scroll to read it all)' });
      await expect(region).toContainText('1420 Maple Ridge Dr');
      await expect(page.getByText(/^Date: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expectNoAxeViolations(page, 'signing/sign first load');

      const sign = page.getByRole('button', { name: 'Sign this document' });
      await sign.click();
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toContainText('Read the document to the end before you sign');
      // Each part says its own message under it.
      await expect(page.getByText('Please agree to sign electronically')).toBeVisible();
      await expect(page.getByText('Type your full name to sign', { exact: true }).last()).toBeVisible();
      await expectNoAxeViolations(page, 'signing/sign after a failed Continue');

      // Read with the keyboard: the region takes focus, End scrolls it to its end.
      assert(await region.evaluate((el) => el.scrollHeight > el.clientHeight + 2), 'the agreement needs scrolling at 390 px');
      await region.focus();
      await page.keyboard.press('End');
      await expect(page.getByText('You have read the document to the end.')).toBeVisible();
      await page.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
      const name = page.getByLabel(/^Type your full name to sign/);
      await type(name, 'Sam Other');
      await sign.click();
      await expect(page.getByText('Type your full name as it appears on your application').first()).toBeVisible();
      assert(sent === 0, 'a refused signature was sent');
      await shot(page, 'esign-wrong-name');

      await type(name, 'Alex Morgan');
      await expectNoAxeViolations(page, 'signing/sign filled');
      await sign.click();
      // The closing package goes on (part 2, issue 21): the agreement is signed, the closing disclosure is next.
      await expect(page.getByText('Signed: Home Equity Line of Credit Agreement')).toBeVisible();
      await expect(page.getByText('Document 2 of 3: Closing Disclosure')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Closing Disclosure (scroll to read it all)' })).toBeVisible();
      assert(Number(sent) === 1, `the signature was sent ${sent} times`);
      const record = await api(url, 'GET', `${BASE}/${uuid}/signing-documents/heloc-agreement/signature`, undefined, jwt);
      assert(record.documentId === 'heloc-agreement' && record.version === 2 && record.consent === true && record.typedName === 'Alex Morgan', `the sandbox kept ${JSON.stringify(record)}`);
      assert(Math.abs(Date.parse(record.signedAt) - Date.now()) < 5 * 60_000, `signedAt ${record.signedAt} is the time of signing`);
      await shot(page, 'esign-signed');
    },
  },
  {
    name: 'slotPicker on notary/reserve-manual: times in the browser zone (Central), keyboard, a time just taken is 409 with the answer kept and Try again, another time books',
    viewport: PHONE,
    fn: async ({ page, url, context }) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Chicago' });
      const { uuid, jwt } = await signedInAt(page, url, 'notary', 'MANUAL_DEED_SIGNING');
      const other = await borrowerWithApplication(url, 'notary-other');
      await api(url, 'PATCH', `/__sandbox/applications/${other.uuid}`, { checklistStatus: 'MANUAL_DEED_SIGNING' });

      await page.goto(`${url}/account/heloc/${uuid}/notary/reserve-manual`);
      await expect(page.getByRole('heading', { name: 'Book your notary session', level: 1 })).toBeVisible();
      await expect(page.getByText('Times in Central Time (CT)')).toBeVisible();
      await expectNoAxeViolations(page, 'notary/reserve-manual first load');

      const book = page.getByRole('button', { name: 'Book this time' });
      await book.click();
      await expect(page.getByText('Choose a time for your notary session').first()).toBeVisible();
      await expectNoAxeViolations(page, 'notary/reserve-manual after a failed Continue');

      // Days: a radio group; the arrow key moves to the next day and its times follow.
      const days = page.getByRole('group', { name: 'Day' });
      const firstDay = days.getByRole('radio').first();
      const secondDay = days.getByRole('radio').nth(1);
      const secondName = (await secondDay.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
      await firstDay.focus();
      await page.keyboard.press('ArrowRight');
      await eventually(() => secondDay.isChecked(), true);
      const [weekday] = secondName.split(',');
      const times = page.getByRole('group', { name: new RegExp(`^Times on ${weekday}`) });
      await expect(times).toBeVisible();
      // Notary hours 9:00-17:00 Eastern are 8:00 AM-4:00 PM Central.
      const firstTime = (await times.locator('label').first().textContent()) ?? '';
      assert(firstTime.startsWith('8:00 AM'), `the first time is ${firstTime}, not 8:00 AM Central`);

      const open = times.locator('input[type=radio]:not([disabled])');
      await open.first().focus();
      await page.keyboard.press('Space');
      await eventually(() => open.first().isChecked(), true);
      const chosen = await open.first().inputValue();
      const chosenName = (await open.first().evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
      await expect(page.getByTestId('slot-chosen')).toContainText(chosenName);

      // Another applicant takes that time first.
      await api(url, 'PUT', `${BASE}/${other.uuid}/notary/reservation`, { startsAt: chosen }, other.jwt);
      await book.click();
      await expect(page.getByText('That time was just taken. Choose another time.')).toBeVisible();
      // The answer stays; the page reads the times again, so that time now shows taken.
      const taken = page.locator(`input[value="${chosen}"]`);
      await eventually(() => taken.isChecked(), true);
      await expect(taken.locator('xpath=..')).toContainText('Taken');
      await eventually(() => taken.isDisabled(), true);
      await shot(page, 'slots-taken');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('That time was just taken. Choose another time.')).toBeVisible();

      const next = open.first();
      await next.check();
      const nextValue = await next.inputValue();
      await expectNoAxeViolations(page, 'notary/reserve-manual filled');
      await book.click();
      await expect(page.getByText('Your notary session is booked. You can choose another time below.')).toBeVisible();
      const reservation = await api(url, 'GET', `${BASE}/${uuid}/notary/reservation`, undefined, jwt);
      assert(reservation.startsAt === nextValue, `the sandbox holds ${reservation.startsAt}, chosen ${nextValue}`);
      await eventually(() => page.locator(`input[value="${nextValue}"]`).isChecked(), true);
      await shot(page, 'slots-booked');
    },
  },
];

registerSpec(tests);
