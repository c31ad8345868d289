// Inquiry applications (seed 000 §2 Modals, §8): the 'Contact Your Loan Officer' modal shows
// for an inquiry from any wholesale broker but the exempt one (brand toggle
// wholesaleBrokerIdNoInquiryModal, WB-0001 for BROKERLINK); the exempt applicant, who still
// cannot start, gets the account-exists modal (§8 'canStartApplication false').
import { expect } from '../support/expect';
import { submit, uniqueEmail } from '../support/registration';
import type { E2eTest } from '../support/runner';
import { fillStep, walkTo } from '../support/steps';
import { registerSpec } from '../support/register';

const BROKERLINK = '?org=BROKERLINK&referrer=0b6f2a52-6a4e-4b1e-9c2a-1d4f00000002';

export const tests: E2eTest[] = [
  {
    name: 'an inquiry from the exempt broker under BROKERLINK shows no loan-officer modal, but Account Already Exists',
    fn: async ({ page, url }) => {
      const email = uniqueEmail('+inquiryexempt');
      await walkTo(page, url, 'set-password', { email }, BROKERLINK);
      await fillStep(page, 'set-password');
      await submit(page);
      await expect(page.getByRole('dialog', { name: 'Account Already Exists' })).toContainText(`It looks like ${email} already has an account with us.`);
      await expect(page.getByRole('dialog', { name: 'Action Required: Contact Your Loan Officer' })).toBeHidden();
    },
  },
  {
    name: "an inquiry from another broker under BROKERLINK shows the referring loan officer's phone (formatted) and e-mail",
    fn: async ({ page, url }) => {
      await walkTo(page, url, 'set-password', { email: uniqueEmail('+inquiry') }, BROKERLINK);
      await fillStep(page, 'set-password');
      await submit(page);
      const modal = page.getByRole('dialog', { name: 'Action Required: Contact Your Loan Officer' });
      await expect(modal).toContainText('Please contact them to continue.');
      // Marcus Bell (the ?referrer), phone 3125550187: written as a phone number, like the brand's.
      await expect(modal).toContainText('marcus.bell@example.com');
      await expect(modal.getByText(/Call (\(312\) 555-0187|312-555-0187)/)).toBeVisible();
    },
  },
];

registerSpec(tests);
