// One filler per registration-v2 step, typed as an applicant types, and `walkTo` to reach any
// step from the start. Steps are found by their heading, fields by label or role.
import type { Locator, Page } from 'playwright-core';
import { expect } from './expect';
import { PASSWORD, pickAddress, submit, type, uniqueEmail, uniquePhone } from './registration';

export const BASE = '/account/heloc/register-v2';

export type StepId = 'index' | 'home-address' | 'for-sale' | 'annual-income' | 'legal-name' | 'birthdate' | 'phone-and-email' | 'set-password';

/** The h1 of each step (the main catalogue, flows/messages). */
export const HEADINGS: Record<StepId, string> = {
  index: "What is the address of the property you'd like to borrow against?",
  'home-address': 'What is your primary home address?',
  'for-sale': 'Is the property for sale?',
  'annual-income': 'What is your annual income?',
  'legal-name': 'What is your legal name?',
  birthdate: 'What is your date of birth?',
  'phone-and-email': 'How can we reach you?',
  'set-password': 'Create your account',
};

export interface Answers {
  /** Typed into the typeahead, then the suggestion matching `suggestion` is picked. */
  typed?: string;
  suggestion?: RegExp;
  occupancy?: 'Primary residence' | 'Second home' | 'Investment property';
  homeTyped?: string;
  homeSuggestion?: RegExp;
  forSale?: 'Yes' | 'No';
  employment?: string;
  income?: string;
  firstName?: string;
  lastName?: string;
  dob?: string;
  email?: string;
  phone?: string;
}

/** Waits until the step's heading shows. */
export async function onStep(page: Page, step: StepId): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS[step] })).toBeVisible();
}

/** The step's primary button (Continue, Check my rate or Apply Now). */
export const primaryButton = (page: Page): Locator => page.getByRole('button', { name: /^(Continue|Check my rate|Apply Now)$/ });

/** Fills one step (without continuing). */
export async function fillStep(page: Page, step: StepId, a: Answers = {}): Promise<void> {
  switch (step) {
    case 'index':
      await pickAddress(page, a.typed ?? '1420 Maple', a.suggestion ?? /1420 Maple Ridge Dr/);
      await page.getByRole('radio', { name: a.occupancy ?? 'Primary residence' }).check();
      return;
    case 'home-address':
      await pickAddress(page, a.homeTyped ?? '712 Elm', a.homeSuggestion ?? /712 Elm St/, '#root_homeAddress');
      return;
    case 'for-sale':
      await page.getByRole('radio', { name: a.forSale ?? 'No' }).check();
      return;
    case 'annual-income':
      await page.getByRole('combobox', { name: 'Employment status' }).selectOption({ label: a.employment ?? 'Employed full-time' });
      await type(page.getByRole('textbox', { name: 'Annual income', exact: true }), a.income ?? '85000');
      return;
    case 'legal-name':
      await type(page.getByRole('textbox', { name: 'First name' }), a.firstName ?? 'Jane');
      await type(page.getByRole('textbox', { name: 'Last name' }), a.lastName ?? 'Doe');
      return;
    case 'birthdate':
      await type(page.getByRole('textbox', { name: 'Date of birth' }), a.dob ?? '01151980');
      return;
    case 'phone-and-email':
      await type(page.getByRole('textbox', { name: 'Email' }), a.email ?? uniqueEmail());
      await type(page.getByRole('textbox', { name: 'Mobile phone' }), a.phone ?? uniquePhone());
      return;
    case 'set-password':
      await type(page.getByRole('textbox', { name: 'Password', exact: true }), PASSWORD);
      await type(page.getByRole('textbox', { name: 'Confirm password' }), PASSWORD);
      await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
      await page.getByRole('checkbox', { name: /electronic communications/ }).check();
      return;
  }
}

/** The steps an applicant walks, in order, for these answers (home-address only for a non-primary home). */
export function stepsFor(a: Answers = {}): StepId[] {
  const all: StepId[] = ['index', 'home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email', 'set-password'];
  return all.filter((s) => s !== 'home-address' || (a.occupancy !== undefined && a.occupancy !== 'Primary residence'));
}

/**
 * Opens registration (with `query`, e.g. '?org=EMPIRE') and answers every step before
 * `target`, which is left empty and on screen.
 */
export async function walkTo(page: Page, url: string, target: StepId, a: Answers = {}, query = ''): Promise<void> {
  await page.goto(`${url}${BASE}${query}`);
  for (const step of stepsFor(a)) {
    await onStep(page, step);
    if (step === target) return;
    await fillStep(page, step, a);
    await submit(page);
  }
  throw new Error(`step ${target} is not on the walk for these answers`);
}

/** The error summary ('There is a problem'). */
export const errorSummary = (page: Page): Locator => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });

/**
 * The field shows `message` inline: it is aria-invalid (or holds an invalid control) and
 * its accessible description (aria-describedby) carries the same words.
 */
export async function expectInlineError(field: Locator, message: string): Promise<void> {
  await expect(field).toBeVisible();
  const state = await field.evaluate((el) => {
    const invalid = el.getAttribute('aria-invalid') === 'true' || el.querySelector('[aria-invalid="true"]') !== null;
    const ids = [el, ...Array.from(el.querySelectorAll('[aria-describedby]'))]
      .flatMap((e) => (e.getAttribute('aria-describedby') ?? '').split(/\s+/))
      .filter(Boolean);
    const described = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
    return { invalid, described };
  });
  if (!state.invalid) throw new Error(`field is not marked aria-invalid (expected '${message}')`);
  if (!state.described.includes(message)) throw new Error(`field's description is '${state.described}', expected it to include '${message}'`);
}
