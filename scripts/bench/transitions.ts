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
  /** Application state before the page (created through the sandbox API, then what QA sets; `emailTag` a magic plus-tag). */
  setup: { softCredit: boolean; patch?: Record<string, unknown>; emailTag?: string };
  fill: (page: Page) => Promise<void>;
  to: string;
  /** The next page's first control: usable = the page is usable. */
  toReady: string;
}

/** What the earlier triggers read, for a page of part 2 opened by QA's status (offer chosen, HMDA given, summary signed). */
const PART2_DATA = {
  flags: { liensComplete: true, disclosures: { summaryReady: true, summaryComplete: true } },
  application: { rate: 8.25, amount: 60000, term: 10, rateType: 'FIXED', hasHmda: true, payType: 'AUTOPAY', property: { ownership: 'SOLE' } },
};

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
  // Part 2 (issue 21): the bank step's two forms and the manual notary's, each from the status
  // QA sets where the page opens (the data earlier triggers read, as the e2e specs set it).
  {
    name: 'bank/manual-disburse -> bank/autopay',
    from: 'bank/manual-disburse',
    fromReady: '[data-page-route="bank/manual-disburse"] input',
    setup: { softCredit: true, patch: { checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', ...PART2_DATA } },
    fill: async (page) => {
      await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
      await page.getByRole('textbox', { name: /^Account number/ }).fill('123456789012');
      await page.getByRole('textbox', { name: /^Re-enter account number/ }).fill('123456789012');
      await page.getByRole('radio', { name: 'Checking' }).check();
    },
    to: 'bank/autopay',
    toReady: '[data-page-route="bank/autopay"] input',
  },
  {
    name: 'bank/autopay -> bank/confirm',
    from: 'bank/autopay',
    fromReady: '[data-page-route="bank/autopay"] input',
    setup: {
      softCredit: true,
      patch: { checklistStatus: 'AUTOPAY_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', flags: { ...PART2_DATA.flags, giactAccountStatus: 'VERIFIED' }, application: { ...PART2_DATA.application, disburseAccount: { uuid: 'd1', routingNumber: '021000021', last4: '9012', accountType: 'CHECKING', bankName: 'JPMorgan Chase Bank' } } },
    },
    fill: async (page) => {
      await page.getByRole('radio', { name: 'Autopay from the account above' }).check();
    },
    to: 'bank/confirm',
    toReady: '[data-page-route="bank/confirm"] button',
  },
  {
    name: 'notary/schedule-manual -> notary/reserve-manual',
    from: 'notary/schedule-manual',
    fromReady: '[data-page-route="notary/schedule-manual"] input',
    setup: {
      softCredit: true,
      emailTag: '+manualnotary',
      patch: {
        checklistStatus: 'GEN_NOTARY_DISCLOSURE', uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER',
        flags: { liensComplete: true, disclosures: { summaryComplete: true, closingReady: true, closingComplete: true } },
        application: { ...PART2_DATA.application, disburseAccount: { uuid: 'd1', routingNumber: '021000021', last4: '6789' }, payType: 'AUTOPAY', autopayAccount: { uuid: 'd1' }, coDeedStatus: 'COMPLETE' },
      },
    },
    fill: async (page) => {
      await page.getByRole('checkbox', { name: 'Monday' }).check();
      await page.getByRole('checkbox', { name: 'Morning (9 am to 12 pm)' }).check();
      await page.getByRole('textbox', { name: /Phone the notary can call/ }).fill('5125550142');
    },
    to: 'notary/reserve-manual',
    toReady: '[data-page-route="notary/reserve-manual"] input',
  },
];
