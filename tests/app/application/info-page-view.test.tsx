// @vitest-environment happy-dom
// Information pages (kind info) from their definitions: what happened and what the applicant can
// do, a single primary action (decision 271), and Contact support showing the brand's phone and
// e-mail on the page. review-app/datatree's one primary is its address correction (a form).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApplication, baseProfile, renderPage, stubLender } from './page-harness';

afterEach(() => vi.unstubAllGlobals());

const primaries = () => Array.from(document.querySelectorAll('button')).filter((b) => b.className.includes('r-button--variant-solid'));

describe('info pages', () => {
  it('review-app/delinquency says what happened and what to do, with the loan number; Contact support shows how to reach support', async () => {
    stubLender({ application: baseApplication(), status: { checklistStatus: 'DELINQUENCY_REVIEW' }, profile: baseProfile() });
    renderPage('review-app/delinquency');
    expect(await screen.findByText(/shows a mortgage or other account that is past due/)).toBeVisible();
    expect(screen.getByText(/Your loan number is 4821937750\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check my status' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Contact support' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact support' }));
    const support = await screen.findByRole('region', { name: 'Contact support' });
    expect(within(support).getByRole('link', { name: '888-819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(within(support).getByRole('link', { name: 'support@homeline.example' })).toHaveAttribute('href', 'mailto:support@homeline.example');
    expect(support).toHaveFocus();
  });

  it.each([
    { route: 'review-app/delinquency', text: /past due/, primary: 'Contact support' },
    { route: 'review-app/incorrect-ownership', text: /Public records don't show you as an owner/, primary: 'Contact support' },
    { route: 'review-app/datatree', text: /couldn't match your property to public records/, primary: 'Correct the address' },
  ])('$route has one primary action: $primary', async ({ route, text, primary }) => {
    stubLender({ application: baseApplication(), status: { checklistStatus: 'X' }, profile: baseProfile() });
    renderPage(route);
    expect(await screen.findByText(text)).toBeVisible();
    await screen.findByRole('button', { name: primary });
    expect(primaries().map((b) => b.textContent)).toEqual([primary]);
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeVisible();
  });
});
