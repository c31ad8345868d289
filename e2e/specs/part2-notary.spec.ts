// Part 2 (issue 21): the notary, the homeowners insurance and funding at 390 px, by the UI alone
// from where the part begins (GEN_NOTARY_DISCLOSURE, set through the QA API as the signing part
// leaves it): Talk to eNotary, the session (the sandbox notary's room: decision 520), the declarations page (refusals for a wrong type and
// an over-size file), complete with the rescission deadline, then the dashboard; and one test per
// magic value: +manualnotary (schedule-manual, reserve-manual), an attorney state (GA),
// +notaryfail (notary/error), 'nomortgagee' (refused, then the agent), an investment property
// with liens paid off. axe on every page empty and after a failed Continue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { at, withLenderWait } from '../support/journey';
import { throughNotaryRoom, type RoomOptions } from '../support/notary-room';
import { PASSWORD, type, uniqueEmail, uniquePhone } from '../support/registration';
import { ARTIFACTS, PHONE, type E2eTest } from '../support/runner';
import { API_ORG, api, createApplicationBody } from '../support/sandbox-api';
import { nextDay, rescissionEndsOn } from '../../src/domain/rescission';
import { registerSpec } from '../support/register';
import { onDisk } from '../support/files';
import { signInWithToken } from '../support/sign-in';

const BASE = '/service-application/api/v1/application/heloc';
/** Lender waits in these tests (SANDBOX_WAIT_MS): short, but long enough for the routing to poll. */
const WAIT = 1500;

/** Where the signing part leaves an application: signed, closing complete, the notary disclosure ready. */
const AT_NOTARY = {
  checklistStatus: 'GEN_NOTARY_DISCLOSURE', uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER',
  flags: { liensComplete: true, disclosures: { summaryComplete: true, closingReady: true, closingComplete: true } },
  application: { rate: 8.25, amount: 90000, term: 10, rateType: 'FIXED', hasHmda: true, disburseAccount: { uuid: 'd1', routingNumber: '021000021', accountNumber: '000123456789' }, payType: 'AUTOPAY', coDeedStatus: 'COMPLETE' },
};

/** The right of rescission of a deed notarised on `startsOn`, as the lender computes it. */
function rescissionFrom(startsOn: string) {
  const endsOn = rescissionEndsOn(startsOn);
  return { applies: true, startsOn, endsOn, fundsOn: nextDay(endsOn) };
}

/** Where the notary session leaves it: the deed notarised (by the notary or manually), insurance open (ours). */
const INSURANCE_OPEN = {
  checklistStatus: 'INSURANCE_REQUIRED',
  flags: { ...AT_NOTARY.flags, primaryParticipantAcceptComplete: true, disclosures: { ...AT_NOTARY.flags.disclosures, notaryReady: true, notaryComplete: true } },
  application: { closing: { rescission: rescissionFrom(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())) } },
};

/** A borrower (e-mail plus-tags `tags`) with an application in `state`, at `status`, signed in. */
async function signedInAt(page: Page, url: string, o: { tags?: string; state?: { state: string; city: string; zip: string }; patch?: Record<string, unknown> } = {}): Promise<{ uuid: string; jwt: string }> {
  const email = uniqueEmail(o.tags ?? '');
  const { jwt } = await api(url, 'POST', `/identity/api/v1/registration/register?organization=${API_ORG}`, { email, password: PASSWORD, phoneNumber: uniquePhone() });
  const where = o.state ?? { state: 'TX', city: 'Austin', zip: '78704' };
  const created = await api(url, 'POST', `${BASE}?state=${where.state}`, createApplicationBody(email, { street1: '1420 Maple Ridge Dr', ...where }), jwt);
  const uuid = created.uuid as string;
  await api(url, 'PATCH', `/__sandbox/applications/${uuid}`, { ...AT_NOTARY, ...(o.patch ?? {}), application: { ...AT_NOTARY.application, ...((o.patch?.['application'] as object | undefined) ?? {}) } });
  await signInWithToken(page, jwt);
  return { uuid, jwt };
}

const open = (page: Page, url: string, uuid: string, route: string) => page.goto(`${url}/account/heloc/${uuid}/${route}`);
const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { name, level: 1 }));
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `part2-notary-${name}-390.png`), fullPage: true });
const pdf = (name: string, size = 900) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 32)]) });
const statusOf = async (url: string, uuid: string) => (await api(url, 'GET', `/__sandbox/applications/${uuid}`)).status.checklistStatus as string;

/** notary/intro -> Talk to eNotary -> ready -> notary/session: the checks, axe, Join -> the notary's room (decision 520) -> back on notary/session, which follows the lender (insurance/upload, or where the session leads). */
async function eNotaryAndJoin(page: Page, uuid: string, o: { axe?: boolean; ending?: RoomOptions['ending'] } = {}): Promise<void> {
  await at(page, uuid, 'notary/intro');
  await h1(page, 'Notarize your documents online').toBeVisible();
  if (o.axe) await expectNoAxeViolations(page, 'notary/intro');
  await button(page, 'Talk to eNotary now').click();
  await expect(page.getByText('Your notary is ready. Join the session now.')).toBeVisible();
  if (o.axe) {
    await expectNoAxeViolations(page, 'notary/intro, the notary ready');
    await shot(page, 'intro-ready');
  }
  await button(page, 'Join session').click();
  await at(page, uuid, 'notary/session');
  await h1(page, 'Join your notary session').toBeVisible();
  const join = button(page, 'Join session');
  if (o.axe) {
    await expectNoAxeViolations(page, 'notary/session');
    await join.click();
    await expect(page.getByText('Please agree to the recording of the session').first()).toBeVisible();
    await expectNoAxeViolations(page, 'notary/session after a failed Continue');
  }
  await page.getByRole('checkbox', { name: /Everyone on title is with me/ }).check();
  await page.getByRole('checkbox', { name: /I agree that the session is recorded/ }).check();
  await join.click();
  await throughNotaryRoom(page, uuid, { ...(o.axe ? { axe: true, shot: (step: string) => shot(page, `room-${step}`) } : {}), ...(o.ending ? { ending: o.ending } : {}) });
}

export const tests: E2eTest[] = [
  {
    name: 'happy path, notary: notary/intro, Talk to eNotary, the notary ready, notary/session (a failed Continue), joined: insurance/upload',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url);
        await open(page, url, uuid, 'notary/intro');
        await eNotaryAndJoin(page, uuid, { axe: true });

        await at(page, uuid, 'insurance/upload');
        await h1(page, 'Show us your homeowners insurance').toBeVisible();
        const s = (await api(url, 'GET', `/__sandbox/applications/${uuid}`)).status;
        assert(s.primaryParticipantAcceptComplete === true && s.disclosures.notaryComplete === true, 'the deed is notarised');
      }),
  },
  {
    name: 'happy path, insurance to funding: the declarations page (a wrong type refused), complete with the rescission deadline, then the dashboard',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url, { patch: INSURANCE_OPEN });
        await open(page, url, uuid, '');
        await at(page, uuid, 'insurance/upload');
        await h1(page, 'Show us your homeowners insurance').toBeVisible();
        await expect(page.getByTestId('page-display')).toContainText('Loan number');
        await expectNoAxeViolations(page, 'insurance/upload');
        const send = button(page, 'Send my declarations page');
        await send.click();
        await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText("Upload your policy's declarations page");
        await expectNoAxeViolations(page, 'insurance/upload after a failed Continue');
        const input = page.locator('input[type=file]');
        await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
        await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toContainText('notes.txt can’t be uploaded');
        await shot(page, 'insurance-refused-files');
        await input.setInputFiles([pdf('declarations.pdf')]);
        await expect(page.getByText('declarations.pdf').first()).toBeVisible();
        await send.click();

        await at(page, uuid, 'complete');
        await h1(page, "You're all set: your line is funding").toBeVisible();
        await expect(page.getByTestId('page-display')).toContainText('You may cancel until midnight of');
        await expect(page.getByTestId('page-display')).toContainText('Line amount$90,000.00');
        await expectNoAxeViolations(page, 'complete');
        await shot(page, 'complete');
        const app = await api(url, 'GET', `/__sandbox/applications/${uuid}`);
        assert(app.application.insurance.complete === true || app.status.checklistStatus === 'FUNDING_DECISION', 'the policy was accepted');
        // The page follows the lender and leaves for the dashboard when the line is funded (COMPLETE -> root).
        await page.waitForURL(/\/dashboard/, { timeout: 40_000 });
        const done = await api(url, 'GET', `/__sandbox/applications/${uuid}`);
        assert(done.status.checklistStatus === 'COMPLETE', `funded: ${done.status.checklistStatus}`);
        assert(JSON.stringify(done.application.machineEvents) === '["insuranceConfirmed","fund"]', `events ${JSON.stringify(done.application.machineEvents)}`);
      }),
  },
  {
    name: 'insurance/upload refuses an over-size declarations file in the browser (over 10 MB)',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const { uuid } = await signedInAt(page, url, { patch: INSURANCE_OPEN });
      await open(page, url, uuid, 'insurance/upload');
      await h1(page, 'Show us your homeowners insurance').toBeVisible();
      await page.locator('input[type=file]').setInputFiles([await onDisk('big scan.pdf', pdf('big scan.pdf', 10_100_000).buffer)]);
      await expect(page.getByRole('alert').filter({ hasText: 'big scan.pdf' })).toContainText('big scan.pdf is 10.1 MB');
    },
  },
  {
    name: 'manual notary (+manualnotary): Schedule Notary Session, the availability form, the notary\'s times on reserve-manual, booked, then the session',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url, { tags: '+manualnotary' });
        await open(page, url, uuid, 'notary/intro');
        await h1(page, 'Notarize your documents online').toBeVisible();
        assert((await button(page, 'Talk to eNotary now').count()) === 0, 'no eNotary for a manual notary');
        await button(page, 'Schedule Notary Session').click();
        await at(page, uuid, 'notary/schedule-manual');
        await h1(page, 'When can a notary reach you?').toBeVisible();
        await expectNoAxeViolations(page, 'notary/schedule-manual');
        const send = button(page, 'Send my availability');
        await send.click();
        await expect(page.getByText('Choose at least one day').first()).toBeVisible();
        await expectNoAxeViolations(page, 'notary/schedule-manual after a failed Continue');
        await page.getByRole('checkbox', { name: 'Monday' }).check();
        await page.getByRole('checkbox', { name: 'Morning (9 am to 12 pm)' }).check();
        await type(page.getByRole('textbox', { name: /Phone the notary can call/ }), '5125550142');
        await send.click();
        await at(page, uuid, 'notary/reserve-manual');
        await h1(page, 'Book your notary session').toBeVisible();
        await expect(page.getByText('Your notary offered these times.', { exact: false })).toBeVisible();
        await expectNoAxeViolations(page, 'notary/reserve-manual (manual notary)');
        const openTime = page.getByRole('group', { name: /^Times on / }).locator('input[type=radio]:not([disabled])').first();
        await openTime.check();
        await button(page, 'Book this time').click();
        await expect(page.getByText('Your notary session is booked. You can choose another time below.')).toBeVisible();
        // At the booked time (SANDBOX_WAIT_MS) the session opens.
        await open(page, url, uuid, 'notary/intro');
        await expect(page.getByText('Your notary is ready. Join the session now.')).toBeVisible();
        await button(page, 'Join session').click();
        await page.getByRole('checkbox', { name: /Everyone on title is with me/ }).check();
        await page.getByRole('checkbox', { name: /I agree that the session is recorded/ }).check();
        await button(page, 'Join session').click();
        await throughNotaryRoom(page, uuid);
        await at(page, uuid, 'insurance/upload');
        const s = (await api(url, 'GET', `/__sandbox/applications/${uuid}`)).status;
        assert(s.manualDeedSigningComplete === true && s.primaryParticipantAcceptComplete === false, 'a manual deed signing');
      }),
  },
  {
    name: 'a booked notary time offers Add to calendar: Google and Outlook links for that time and an .ics download, on reserve-manual and notary/intro (decision 552)',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(60_000, async () => {
        const { uuid } = await signedInAt(page, url);
        await open(page, url, uuid, 'notary/intro');
        await h1(page, 'Notarize your documents online').toBeVisible();
        // Nothing booked yet: no calendar.
        assert((await page.getByRole('region', { name: 'Add to your calendar' }).count()) === 0, 'no calendar before a booking');
        await button(page, 'Book a time instead').click();
        await at(page, uuid, 'notary/reserve-manual');
        await page.getByRole('group', { name: /^Times on / }).locator('input[type=radio]:not([disabled])').first().check();
        await button(page, 'Book this time').click();
        await at(page, uuid, 'notary/intro');
        await expect(page.getByText('Your notary session is booked.', { exact: false })).toBeVisible();
        const calendar = page.getByRole('region', { name: 'Add to your calendar' });
        await expect(calendar).toBeVisible();
        const app = await api(url, 'GET', `/__sandbox/applications/${uuid}`);
        const startsAt = new Date(app.application.requestedManualNotaryTime as string);
        const basic = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
        const google = calendar.getByRole('link', { name: /Google Calendar/ });
        const href = (await google.getAttribute('href')) ?? '';
        assert(href.startsWith('https://calendar.google.com/') && href.includes(encodeURIComponent(`${basic(startsAt)}/${basic(new Date(startsAt.getTime() + 30 * 60_000))}`)), `the Google link is for the booked half hour: ${href}`);
        assert((await google.getAttribute('target')) === '_blank', 'Google Calendar opens in a new tab');
        const outlook = (await calendar.getByRole('link', { name: /Outlook/ }).getAttribute('href')) ?? '';
        assert(outlook.startsWith('https://outlook.live.com/') && outlook.includes(encodeURIComponent(startsAt.toISOString())), `the Outlook link: ${outlook}`);
        const [download] = await Promise.all([page.waitForEvent('download'), calendar.getByRole('link', { name: /\.ics/ }).click()]);
        assert(download.suggestedFilename() === 'notary-session.ics', download.suggestedFilename());
        const ics = readFileSync((await download.path())!, 'utf8');
        assert(ics.includes(`DTSTART:${basic(startsAt)}`) && ics.includes('SUMMARY:Online notary session for your home equity line'), ics);
        await expectNoAxeViolations(page, 'notary/intro, booked, with Add to calendar');
        await shot(page, 'intro-calendar');
        // The booking page offers the same for the time it holds.
        await open(page, url, uuid, 'notary/reserve-manual');
        await expect(page.getByText('Your notary session is booked. You can choose another time below.')).toBeVisible();
        const again = (await page.getByRole('region', { name: 'Add to your calendar' }).getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '';
        assert(again === href, `the same event on reserve-manual: ${again}`);
        await expectNoAxeViolations(page, 'notary/reserve-manual, booked, with Add to calendar');
        await shot(page, 'reserve-calendar');
      }),
  },
  {
    name: 'attorney state (GA): the attorney reviews first (ATTORNEY_REVIEW on notary/intro), then the eNotary',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      // The review lasts one lender wait: long enough here for the page to show it on a loaded
      // CI host (1.5 s was shorter than the action's answer and the status read there).
      withLenderWait(6000, async () => {
        const { uuid } = await signedInAt(page, url, { state: { state: 'GA', city: 'Atlanta', zip: '30301' } });
        await open(page, url, uuid, 'notary/intro');
        await button(page, 'Talk to eNotary now').click();
        await page.getByText(/A closing attorney licensed in GA is reviewing your documents/).waitFor({ timeout: 30_000 });
        await expectNoAxeViolations(page, 'notary/intro, attorney review');
        await shot(page, 'attorney');
        // The page reads the status again every 5 s (or Check my status): the notary is ready after the review.
        await page.getByText('Your notary is ready. Join the session now.').waitFor({ timeout: 30_000 });
        await expect(button(page, 'Join session')).toBeVisible();
      }),
  },
  {
    name: 'a failing session (+notaryfail): notary/error, back to the notary, a new session succeeds',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url, { tags: '+notaryfail' });
        await open(page, url, uuid, 'notary/intro');
        await eNotaryAndJoin(page, uuid);
        await at(page, uuid, 'notary/error');
        await h1(page, "Your notary session couldn't be completed").toBeVisible();
        await expectNoAxeViolations(page, 'notary/error');
        await button(page, 'Back to notary').click();
        await at(page, uuid, 'notary/intro');
        await expect(page.getByText(/Your last notary session ended before your deed was notarized/)).toBeVisible();
        await eNotaryAndJoin(page, uuid);
        await at(page, uuid, 'insurance/upload');
      }),
  },
  {
    name: "the notary's room: Leave (said on notary/session, Join again), then the notary ends the session (notary/error)",
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url);
        await open(page, url, uuid, 'notary/intro');
        await eNotaryAndJoin(page, uuid, { ending: 'leave' });
        await h1(page, 'Join your notary session').toBeVisible();
        await expect(page.getByText(/You left the notary session before it ended/)).toBeVisible();
        await expectNoAxeViolations(page, 'notary/session after leaving the room');
        await shot(page, 'session-left');
        assert((await statusOf(url, uuid)) === 'DEED_SIGNING', 'leaving changes nothing at the lender');
        await page.getByRole('checkbox', { name: /Everyone on title is with me/ }).check();
        await page.getByRole('checkbox', { name: /I agree that the session is recorded/ }).check();
        await button(page, 'Join session').click();
        await throughNotaryRoom(page, uuid, { ending: 'failure' });
        await at(page, uuid, 'notary/error');
        await h1(page, "Your notary session couldn't be completed").toBeVisible();
      }),
  },
  {
    name: 'a policy without the mortgagee clause (file name with nomortgagee) is refused and asked again; the agent instead',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url, { patch: INSURANCE_OPEN });
        await open(page, url, uuid, '');
        await at(page, uuid, 'insurance/upload');
        await page.locator('input[type=file]').setInputFiles([pdf('declarations nomortgagee.pdf')]);
        await expect(page.getByText('declarations nomortgagee.pdf').first()).toBeVisible();
        await button(page, 'Send my declarations page').click();
        const why = page.getByRole('alert').filter({ hasText: 'as mortgagee' });
        await expect(why).toContainText('We could not accept the policy we received');
        await expectNoAxeViolations(page, 'insurance/upload, the policy refused');
        await shot(page, 'insurance-refused');
        await button(page, 'Have my agent send it').click();
        await at(page, uuid, 'insurance/upload');
        await h1(page, 'Show us your homeowners insurance').toBeVisible();
        const ask = button(page, 'Ask my agent');
        await expectNoAxeViolations(page, 'insurance/upload?by=agent');
        await ask.click();
        await expect(page.getByText("Enter your agent's or insurer's name").first()).toBeVisible();
        await expectNoAxeViolations(page, 'insurance/upload?by=agent after a failed Continue');
        await page.getByRole('textbox', { name: /Agent or insurer name/ }).fill('Pat Rivera, Lone Star Insurance');
        await type(page.getByRole('textbox', { name: /Agent phone/ }), '5125550188');
        await page.getByRole('textbox', { name: /Agent email/ }).fill('pat@lonestar-ins.com');
        await ask.click();
        await at(page, uuid, 'complete');
        const ins = (await api(url, 'GET', `/__sandbox/applications/${uuid}`)).application.insurance;
        assert(ins.method === 'AGENT' && ins.agent.name === 'Pat Rivera, Lone Star Insurance', `insurance ${JSON.stringify(ins)}`);
      }),
  },
  {
    name: 'an investment property with liens paid off: no rescission period, DIRECT_DEBT_PAYOFF on complete',
    viewport: PHONE,
    fn: async ({ page, url }) =>
      withLenderWait(WAIT, async () => {
        const { uuid } = await signedInAt(page, url, { patch: { application: { property: { type: 'INVESTMENT' }, payoffAmount: 25000 } } });
        await open(page, url, uuid, 'notary/intro');
        await eNotaryAndJoin(page, uuid);
        await at(page, uuid, 'insurance/upload');
        await page.locator('input[type=file]').setInputFiles([pdf('policy.pdf')]);
        await expect(page.getByText('policy.pdf').first()).toBeVisible();
        // Funding steps long enough for the page's 5 s poll to see each.
        await withLenderWait(7000, async () => {
          await button(page, 'Send my declarations page').click();
          await at(page, uuid, 'complete');
        });
        await expect(page.getByText(/there is no waiting period to cancel/)).toBeVisible();
        await page.getByText('We are paying off the debts you chose to pay with your line, directly to those lenders.').waitFor({ timeout: 30_000 });
        await expectNoAxeViolations(page, 'complete, liens being paid off');
        await expect(page.getByTestId('page-display')).toContainText('Paid to your other lenders$25,000.00');
        assert((await statusOf(url, uuid)) !== 'RESCISSION', 'no rescission');
      }),
  },
];

registerSpec(tests);
