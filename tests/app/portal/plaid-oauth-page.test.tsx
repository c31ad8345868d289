// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import PlaidOauthPage, { storedApplicationId } from '../../../src/app/pages/plaid-oauth-page';
import { renderPortal } from './harness';

const UUID = '6c1e7a0e-0000-4000-8000-000000000001';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const routes = (
  <Routes>
    <Route path="/plaid-oauth-success" element={<PlaidOauthPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

afterEach(() => sessionStorage.clear());

describe('/plaid-oauth-success (seed 001 §2)', () => {
  it("returns to the stored application's bank step with the provider's query", async () => {
    sessionStorage.setItem('applicationUuid', UUID);
    renderPortal(routes, '/plaid-oauth-success?oauth_state_id=abc-123');
    expect(await screen.findByTestId('where')).toHaveTextContent(`/account/heloc/${UUID}/bank?oauth_state_id=abc-123`);
  });

  it('without a stored application id, says so and offers the dashboard', () => {
    renderPortal(routes, '/plaid-oauth-success?oauth_state_id=abc-123');
    expect(screen.getByRole('heading', { level: 1, name: 'Linking your bank' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find the application you were linking a bank account for.');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('ignores a stored value that is not an application id', () => {
    expect(storedApplicationId({ getItem: () => '../../admin' })).toBeNull();
    expect(storedApplicationId({ getItem: () => UUID })).toBe(UUID);
    expect(storedApplicationId(null)).toBeNull();
  });
});
