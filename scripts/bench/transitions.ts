// The application pages `npm run bench` measures (and scripts/bench/ab.ts compares): the deep
// link, and the page-to-page transitions after Continue, each with the application state it
// starts from and how the page is filled.
import type { Page } from 'playwright-core';

/** The deep link: start/profile of an application without the SOFT_CREDIT consent; its first field. */
export const DEEP_LINK = { route: 'start/profile', ready: '#page_firstName' };

export interface Transition {
  name: string;
  from: string;
  fromReady: string;
  /** Application state before the page (created through the sandbox API, then what QA sets). */
  setup: { softCredit: boolean; patch?: Record<string, unknown> };
  fill: (page: Page) => Promise<void>;
  to: string;
  /** The next page's first control: usable = the page is usable. */
  toReady: string;
}

export const TRANSITIONS: Transition[] = [
  {
    // After HMDA the lender's disclosures come first (decision 192), so the next page is document/disclosures.
    name: 'start/hmda -> document/disclosures',
    from: 'start/hmda',
    fromReady: '#page_ethnicity-0',
    setup: { softCredit: true, patch: { checklistStatus: 'HMDA', uwDecision: 'SELECT' } },
    // 'I do not wish to provide this information' (the last value) in each question
    fill: async (page) => {
      for (const id of ['#page_ethnicity-6', '#page_race-16', '#page_sex-2']) await page.check(id);
    },
    to: 'document/disclosures',
    toReady: '[data-page-route="document/disclosures"] button',
  },
  {
    name: 'start/profile -> product/select',
    from: 'start/profile',
    fromReady: '#page_firstName',
    setup: { softCredit: false },
    fill: async (page) => {
      await page.getByRole('checkbox', { name: 'This is the property I want to borrow against' }).check();
      await page.getByRole('checkbox', { name: /I authorize/ }).check();
    },
    to: 'product/select',
    toReady: '[data-page-route="product/select"] input',
  },
];
