// Page steps of registration, written as an applicant acts: by labels, roles and visible text.
import { expect } from './expect';
import type { Locator, Page } from 'playwright-core';

export const PASSWORD = 'Str0ng!Passw0rd';
let seq = 0;

/** A fresh e-mail per call (optionally with a sandbox plus-tag like '+recent'). */
export function uniqueEmail(tag = ''): string {
  return `applicant${Date.now()}${seq++}${tag}@example.com`;
}

/** A fresh valid US mobile number per call (10 digits, as typed). */
export function uniquePhone(): string {
  return `512555${String((Date.now() + seq++) % 10000).padStart(4, '0')}`;
}

/** Types like a person: focus the field, clear it, then one key press per character. */
export async function type(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Clicks the step's primary button (Continue, Check my rate or Apply Now). */
export async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Continue|Check my rate|Apply Now)$/ }).click();
}

/** Types into the address typeahead and picks the suggestion that matches. */
export async function pickAddress(page: Page, typed: string, suggestion: RegExp, field = '#root_propertyAddress'): Promise<void> {
  await type(page.locator(field), typed);
  await page.getByRole('option', { name: suggestion }).click();
}

export interface Applicant {
  typed?: string;
  suggestion?: RegExp;
  occupancy?: string;
  income?: string;
  firstName?: string;
  lastName?: string;
  dob?: string;
  email?: string;
  phone?: string;
  password?: string;
  /** The brand asks the date of birth before the legal name (LAKESHORE's own registration version, decision 191). */
  birthdateFirst?: boolean;
  /** Fill each text field at once (a paste) instead of key by key: for specs about the pages after registration. */
  paste?: boolean;
}

/** Types key by key, or fills at once when the applicant pastes. */
const enter = (a: Applicant) => (a.paste ? (field: Locator, text: string) => field.fill(text) : type);

/** Fills the property step and continues. */
export async function propertyStep(page: Page, a: Applicant = {}): Promise<void> {
  await pickAddress(page, a.typed ?? '1420 Maple', a.suggestion ?? /1420 Maple Ridge Dr/);
  await page.getByText(a.occupancy ?? 'Primary residence', { exact: true }).click();
  await submit(page);
}

/** From the for-sale step through the birthdate step. */
export async function middleSteps(page: Page, a: Applicant = {}): Promise<void> {
  await page.waitForURL(/\/for-sale/);
  await page.getByText('No', { exact: true }).click();
  await submit(page);
  await page.waitForURL(/\/annual-income/);
  await page.getByLabel('Employment status').selectOption({ label: 'Employed full-time' });
  await enter(a)(page.locator('#root_income'), a.income ?? '85000');
  await submit(page);
  const name = async () => {
    await page.waitForURL(/\/legal-name/);
    await enter(a)(page.getByLabel('First name'), a.firstName ?? 'Jane');
    await enter(a)(page.getByLabel('Last name'), a.lastName ?? 'Doe');
    await submit(page);
  };
  const birthdate = async () => {
    await page.waitForURL(/\/birthdate/);
    await enter(a)(page.getByLabel('Date of birth'), a.dob ?? '01/15/1980');
    await submit(page);
  };
  if (a.birthdateFirst) {
    await birthdate();
    await name();
  } else {
    await name();
    await birthdate();
  }
}

/** Contact and password steps, then 'Check my rate' and the location explanation. */
export async function accountSteps(page: Page, a: Applicant = {}): Promise<void> {
  await page.waitForURL(/\/phone-and-email/);
  await enter(a)(page.getByLabel('Email'), a.email ?? uniqueEmail());
  await enter(a)(page.getByLabel('Mobile phone'), a.phone ?? uniquePhone());
  await submit(page);
  await page.waitForURL(/\/set-password/);
  await enter(a)(page.locator('#root_password'), a.password ?? PASSWORD);
  await enter(a)(page.locator('#root_confirmPassword'), a.password ?? PASSWORD);
  await page.getByRole('checkbox', { name: /Terms/ }).check();
  await page.getByRole('checkbox', { name: /electronic communications/ }).check();
  await submit(page);
}

/** Answers the geolocation explanation if it shows. */
export async function acceptLocation(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Why we need your location' });
  await dialog.waitFor({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** Waits for the application page the routing table chose; returns the uuid. */
export async function landedApplication(page: Page): Promise<string> {
  await page.waitForURL(/\/account\/heloc\/[0-9a-f-]{36}\/[a-z]/, { timeout: 30_000 });
  await expect(page.getByTestId('loan-number')).toHaveText(/^\d{10}$/);
  return /\/account\/heloc\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
}

/** Registers a fresh applicant through every step of registration-v2 and waits for the application page; returns its uuid. */
export async function registerAndLand(page: Page, url: string): Promise<string> {
  await page.goto(`${url}/account/heloc/register-v2`);
  await propertyStep(page);
  await middleSteps(page);
  await accountSteps(page);
  await acceptLocation(page);
  return landedApplication(page);
}
