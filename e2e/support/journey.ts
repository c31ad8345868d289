// The journey's part 1 by the UI alone: register with a magic value (docs/sandbox.md 'Magic
// values'), then assert the page the routing tables give as the applicant sees it (URL,
// heading, axe), and the common moves from one page to the next.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { expect } from './expect';
import { borrowerWithApplication } from './sandbox-api';
import { accountSteps, acceptLocation, landedApplication, middleSteps, propertyStep, type Applicant } from './registration';
import { signInWithToken } from './sign-in';

/** Brands whose registration asks the date of birth before the legal name (decision 191). */
const BIRTHDATE_FIRST = new Set(['LAKESHORE']);

/** Registers through every registration step with this last name (a magic value or not); text fields are pasted unless `keyByKey`. Returns the application's uuid. */
export async function registerAs(page: Page, url: string, lastName: string, opts: RegisterOptions = {}): Promise<string> {
  await registerUntilCreated(page, url, lastName, opts);
  return landedApplication(page);
}

export interface RegisterOptions {
  org?: string;
  firstName?: string;
  keyByKey?: boolean;
  /** Another home than the default Austin one (`typed`, `suggestion`). */
  home?: Pick<Applicant, 'typed' | 'suggestion'>;
}

/** Every registration step up to the create (the processing modal is up); for tests that then watch the routing poll. */
export async function registerUntilCreated(page: Page, url: string, lastName: string, opts: RegisterOptions = {}): Promise<void> {
  await page.goto(`${url}/account/heloc/register-v2${opts.org ? `?org=${opts.org}` : ''}`);
  // The first step's code loads first (a cold profile per test); on a busy machine it takes a while.
  await page.locator('#root_propertyAddress').waitFor({ timeout: 30_000 });
  await propertyStep(page, opts.home ?? {});
  await middleSteps(page, { firstName: opts.firstName ?? 'Jane', lastName, birthdateFirst: BIRTHDATE_FIRST.has(opts.org ?? ''), paste: !opts.keyByKey });
  await accountSteps(page, { paste: !opts.keyByKey });
  await acceptLocation(page);
}

/**
 * The applicant of `registerAs` without walking registration: the identity and the application
 * made through the API with the same calls and body registration sends (sandbox-api.ts), this last
 * name (a magic value or not), signed in on the application's root page, which routes as the
 * landing after registration does. For tests about a lender branch: registration itself, and a
 * magic last name typed into it, are walked by registerAs in the journeys and the 'Declined' test.
 */
export async function applyAs(page: Page, url: string, lastName: string): Promise<string> {
  const { jwt, uuid } = await borrowerWithApplication(url, '', { lastName });
  await signInWithToken(page, jwt);
  await page.goto(`${url}/account/heloc/${uuid}`);
  await page.waitForURL(new RegExp(`/account/heloc/${uuid}/[a-z]`), { timeout: 30_000 });
  return uuid;
}

/** Waits until the application shows `route` (the routing polls while the lender works). */
export const at = (page: Page, uuid: string, route: string, timeout = 40_000) =>
  page.waitForURL(new RegExp(`/account/heloc/${uuid}/${route}(\\?.*)?$`), { timeout });

/** The applicant is on `route`: its URL, its heading (h1) as the applicant reads it, and no axe violation. */
export async function landsOn(page: Page, uuid: string, route: string, heading: string | RegExp): Promise<void> {
  await at(page, uuid, route);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, route);
}

/** The offers page, as the applicant sees it. */
export const onOffers = (page: Page, uuid: string) => landsOn(page, uuid, 'product/select', 'Choose your offer');

/** Runs `fn` with every lender wait of the part-1 write calls at `ms` (SANDBOX_WAIT_MS; the e2e sandbox runs in this process). */
export async function withLenderWait<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const before = process.env['SANDBOX_WAIT_MS'];
  process.env['SANDBOX_WAIT_MS'] = String(ms);
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env['SANDBOX_WAIT_MS'];
    else process.env['SANDBOX_WAIT_MS'] = before;
  }
}

/** On the offers: an offer by term (the 15-year fixed, $50,000 drawn, by default), confirmed on product/select/confirm. */
export async function pickOffer(page: Page, uuid: string, choice: { term: RegExp; draw: string } = { term: /15 years/, draw: '50000' }): Promise<void> {
  await at(page, uuid, 'product/select');
  await page.getByRole('radio', { name: choice.term }).check();
  await page.getByLabel('How much do you want to draw now?').fill(choice.draw);
  await page.getByRole('button', { name: 'Continue' }).click();
  await at(page, uuid, 'product/select/confirm');
  await page.getByRole('checkbox', { name: /I want to continue with this offer/ }).check();
  await page.getByRole('button', { name: 'Continue with this offer' }).click();
}

/** On start/contact: sole owner, the SSN, the hard-credit authorization, Continue. */
export async function giveMoreInfo(page: Page, uuid: string): Promise<void> {
  await at(page, uuid, 'start/contact');
  await page.getByRole('radio', { name: 'Only in my name' }).check();
  await page.getByRole('textbox', { name: /^Social Security number/ }).fill('123456789');
  await page.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On start/hmda: 'I do not wish to provide this information' for each question, Continue. */
export async function declineHmda(page: Page, uuid: string): Promise<void> {
  await at(page, uuid, 'start/hmda');
  for (const q of ['Ethnicity', 'Race', 'Sex']) {
    await page.getByRole('group', { name: new RegExp(`^${q}`) }).getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On review-app/property: 'Edit address manually' and the corrected Austin address typed in (not sent). */
export async function correctAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit address manually' }).click();
  await page.getByLabel(/^Street address/).fill('1422 Maple Ridge Dr');
  await page.getByLabel(/^City/).fill('Austin');
  await page.getByLabel(/^ZIP code/).fill('78704');
  const state = page.getByLabel(/^State/);
  if ((await state.evaluate((e) => e.tagName)) === 'SELECT') await state.selectOption('TX');
  else await state.fill('TX');
}
