// @vitest-environment happy-dom
// The `conditions` page widget and the shared ConditionCards (part 2, issue 21): the seed's
// categories with what each asks, the lender's notes and comments, status, and the action link
// with the seed's query while a condition needs the applicant; other categories left out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ConditionsContent, conditionHref } from '../../../src/app/portal/conditions-content';
import { ConditionCards } from '../../../src/app/portal/condition-card';
import { toSignerCondition, type SignerCondition } from '../../../src/domain/conditions';
import { renderPortal, stubFetch } from './harness';

const APP = '2b0f7a3e-8a54-4d5c-9d8f-0b7c1e2a3f4d';
const LIST = [
  { uuid: 'c-bank', categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', notes: 'Statement for the account ending 6789', requestDocuments: ['Bank statement'], status: 'REJECTED', commentsToBorrower: 'The statement was cut off.', created: '2026-03-02T15:00:00Z' },
  { uuid: 'c-phone', categoryEnum: 'MISSING_PHONE_NUMBER', status: 'OPEN', created: '2026-03-01T15:00:00Z' },
  { uuid: 'c-id', categoryEnum: 'ID_VERIFICATION_FAILURE', status: 'OPEN', created: '2026-03-03T15:00:00Z' },
  { uuid: 'c-deed', categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW', status: 'CLEARED', created: '2026-03-04T15:00:00Z' },
  { uuid: 'c-int', categoryEnum: 'UNDERWRITING_INTERNAL', notes: 'Internal only', created: '2026-02-01T15:00:00Z' },
];

afterEach(() => vi.unstubAllGlobals());

describe('the conditions page widget', () => {
  it('lists the known categories oldest first, each with what it asks, and links the open ones to their page with the seed\'s query', async () => {
    stubFetch({ '/conditions/external-applicants': { body: LIST } });
    renderPortal(<ConditionsContent uuid={APP} />, `/account/heloc/${APP}/conditions`);
    const list = await screen.findByTestId('condition-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Phone number', 'Bank account review', 'Identity verification', 'Ownership type review']);
    expect(screen.queryByText('Internal only')).toBeNull();

    const [phone, bank, id, deed] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(phone).getByRole('link', { name: /Give a phone number/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP}/conditions/phone-number?conditionUuid=c-phone&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE_NUMBER`,
    );
    expect(bank).toHaveTextContent('Upload a recent statement of the bank account you linked.');
    expect(bank).toHaveTextContent('Statement for the account ending 6789');
    expect(bank).toHaveTextContent('Documents asked for: Bank statement');
    expect(bank).toHaveTextContent('From the lender: The statement was cut off.');
    expect(bank).toHaveTextContent('Needs a new answer');
    expect(within(bank).getByRole('link', { name: /Upload a document/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP}/conditions/upload-document?conditionUuid=c-bank&conditionType=UPLOAD_DOCUMENT&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
    );
    // The link names its condition for screen readers.
    expect(within(bank).getByRole('link').textContent).toContain('for Bank account review');
    expect(within(id).getByRole('link', { name: /Verify your ID again/ })).toHaveAttribute('href', `/account/heloc/${APP}/identity`);
    expect(deed).toHaveTextContent('Done');
    expect(within(deed).queryByRole('link')).toBeNull();
  });

  it('draws nothing for an empty list (the page\'s texts say what happens next)', async () => {
    const calls = stubFetch({ '/conditions/external-applicants': { body: [] } });
    const { container } = renderPortal(<ConditionsContent uuid={APP} />, `/account/heloc/${APP}/conditions`);
    await vi.waitFor(() => expect(calls.some((u) => u.includes('/conditions/external-applicants'))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('[data-testid="condition-list"]')).toBeNull();
  });
});

describe('ConditionCards without links (the signer\'s list)', () => {
  it('shows no action link when no page is given', () => {
    const c = toSignerCondition(LIST[1]) as SignerCondition;
    renderPortal(<ConditionCards conditions={[c]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Phone number' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(conditionHref('u', c)).toBe('/account/heloc/u/conditions/phone-number?conditionUuid=c-phone&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE_NUMBER');
  });
});
