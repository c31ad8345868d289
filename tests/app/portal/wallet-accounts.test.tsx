// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusAnnouncerProvider } from '../../../src/app/portal/status-announcer';
import { toasts } from '../../../src/app/portal/toast-store';
import { WalletAccounts } from '../../../src/app/portal/wallet-accounts';
import { renderPortal, stubFetch } from './harness';

const FULL = '0x7a3F5b2c1D9e8F0a4B6c3D2e1F0a9B8c7D69c2E1';
const OWN = '0x1234567890abcdef1234567890abcdef12345678';
const ACCOUNTS = [{ account: { name: 'HELOC account', address: FULL }, authorizedWallets: [{ address: OWN }], authorizationType: 'OWNER' }];

const show = () =>
  renderPortal(
    <StatusAnnouncerProvider>
      <WalletAccounts />
    </StatusAnnouncerProvider>,
    '/dashboard',
  );

beforeEach(() => localStorage.setItem('jwt', 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toasts.snapshot().forEach((t) => toasts.dismiss(t.id));
});

describe('WalletAccounts', () => {
  it('shows each account with its address shortened, the full one in a tooltip on focus', async () => {
    stubFetch({ '/service-wallet/secure/api/v3/account': { body: ACCOUNTS } });
    show();
    const section = screen.getByRole('region', { name: 'Wallet accounts' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'HELOC account' })).toBeInTheDocument();
    expect(within(section).getByText('0x7a3F...9c2E1')).toBeInTheDocument();
    expect(within(section).getByText('0x1234...45678')).toBeInTheDocument();
    expect(within(section).getByText('OWNER')).toBeInTheDocument();
    expect(section.textContent).not.toContain(FULL);
    await userEvent.tab();
    expect(screen.getByText('0x7a3F...9c2E1')).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(`Full address: ${FULL}`);
  });

  it('raises an error toast when the browser refuses the copy', async () => {
    stubFetch({ '/service-wallet/secure/api/v3/account': { body: ACCOUNTS } });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => { throw new Error('denied'); } } });
    show();
    const copy = await screen.findByRole('button', { name: 'Copy wallet address' });
    await act(async () => void fireEvent.click(copy));
    expect(toasts.snapshot().map((t) => [t.tone, t.message])).toEqual([['error', 'Could not copy the wallet address: your browser did not allow it. Select the text and copy it instead.']]);
  });

  it("shows the seed's message and Try again when the call fails", async () => {
    stubFetch({ '/service-wallet/secure/api/v3/account': { status: 500, body: { message: 'boom' } } });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile details.');
    stubFetch({ '/service-wallet/secure/api/v3/account': { body: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No wallet accounts yet.')).toBeInTheDocument();
  });

  it("shows seed 001 §8's generic error box: 'Error', 'Something went wrong. Please try again.' and the call's own words", async () => {
    stubFetch({ '/service-wallet/secure/api/v3/account': { status: 500, body: { message: 'boom' } } });
    show();
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Error');
    expect(box).toHaveTextContent('Something went wrong. Please try again.');
    expect(box).toHaveTextContent('Failed to fetch profile details.');
    expect(within(box).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says 'JWT error' without a token", async () => {
    localStorage.removeItem('jwt');
    const calls = stubFetch({});
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('JWT error');
    expect(calls).toEqual([]);
  });
});
