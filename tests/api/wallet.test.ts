// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/api/session';
import { getWalletAccess, getWalletAccounts, parseWalletAccounts, WALLET_MESSAGES } from '../../src/api/wallet';

const ACCOUNT = { account: { name: 'HELOC account', address: '0x7a3F5b2c1D9e8F0a4B6c3D2e1F0a9B8c7D69c2E1' }, authorizedWallets: [{ address: '0xabc' }], authorizationType: 'OWNER' };

function answer(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

beforeEach(() => {
  localStorage.setItem('jwt', 'token');
  vi.spyOn(session, 'endSession').mockImplementation(() => session.clear());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('wallet client (seed 001 §7, §8)', () => {
  it('reads the accounts, and the access list for a principal', async () => {
    const calls = answer(200, [ACCOUNT, { nope: true }]);
    expect(await getWalletAccounts()).toEqual([ACCOUNT]);
    await getWalletAccess('0xabc');
    await getWalletAccess();
    expect(calls).toEqual(['/service-wallet/secure/api/v3/account', '/service-wallet/secure/api/v3/account/access?principal=0xabc', '/service-wallet/secure/api/v3/account/access']);
  });

  it("says 'JWT error' without a token and makes no call", async () => {
    localStorage.removeItem('jwt');
    const calls = answer(200, []);
    await expect(getWalletAccounts()).rejects.toThrow('JWT error');
    await expect(getWalletAccess()).rejects.toThrow(WALLET_MESSAGES.noToken);
    expect(calls).toEqual([]);
  });

  it("says 'Failed to fetch profile details.' / 'Request failed.' on a non-OK answer", async () => {
    answer(500, { message: 'boom' });
    await expect(getWalletAccounts()).rejects.toMatchObject({ message: 'Failed to fetch profile details.', status: 500 });
    await expect(getWalletAccess()).rejects.toMatchObject({ message: 'Request failed.', status: 500 });
  });

  it('clears the JWT on 401', async () => {
    answer(401, { message: 'unauthenticated' });
    await expect(getWalletAccounts()).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('drops malformed accounts and fills missing lists', () => {
    expect(parseWalletAccounts({})).toEqual([]);
    expect(parseWalletAccounts([{ account: { name: 'A', address: '0x1' } }])).toEqual([{ account: { name: 'A', address: '0x1' }, authorizedWallets: [], authorizationType: '' }]);
  });
});
