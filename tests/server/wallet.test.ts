import { describe, expect, it } from 'vitest';
import { SAMPLE_WALLET } from '../../src/server/routes/notifications';
import { identityWallet, type WalletAccountRecord } from '../../src/server/routes/wallet';
import { fileSandbox, register } from './helpers';

const sb = fileSandbox();

const ACCOUNT = '/service-wallet/secure/api/v3/account';
const ACCESS = '/service-wallet/secure/api/v3/account/access';

describe('wallet routes (seed 001 §7)', () => {
  it('need the bearer token', async () => {
    expect((await sb.call('GET', ACCOUNT)).status).toBe(401);
    expect((await sb.call('GET', ACCESS)).status).toBe(401);
  });

  it("answer the identity's account with its own wallet authorized", async () => {
    const token = await register(sb, 'wallet@example.com');
    const r = await sb.call<WalletAccountRecord[]>('GET', ACCOUNT, { token });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    expect(r.body[0]).toMatchObject({ account: { name: 'HELOC account', address: SAMPLE_WALLET }, authorizationType: 'OWNER' });
    const own = r.body[0]?.authorizedWallets[0]?.address ?? '';
    expect(own).toMatch(/^0x[0-9a-f]{40}$/);
    // access: by default for the identity's own wallet; the same list for that principal, none for another
    expect((await sb.call<WalletAccountRecord[]>('GET', ACCESS, { token })).body).toEqual(r.body);
    expect((await sb.call<WalletAccountRecord[]>('GET', `${ACCESS}?principal=${own.toUpperCase().replace('0X', '0x')}`, { token })).body).toEqual(r.body);
    expect((await sb.call<WalletAccountRecord[]>('GET', `${ACCESS}?principal=0x${'1'.repeat(40)}`, { token })).body).toEqual([]);
    const bad = await sb.call<{ message: string }>('GET', `${ACCESS}?principal=bob`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/principal must be a wallet address/);
  });

  it('derives a stable wallet per identity', () => {
    expect(identityWallet('a')).toBe(identityWallet('a'));
    expect(identityWallet('a')).not.toBe(identityWallet('b'));
  });

  it('plus-tags: +nowallet answers [], +walletfail answers 500', async () => {
    const none = await register(sb, 'w+nowallet@example.com');
    expect((await sb.call('GET', ACCOUNT, { token: none })).body).toEqual([]);
    expect((await sb.call('GET', ACCESS, { token: none })).body).toEqual([]);
    const fail = await register(sb, 'w+walletfail@example.com');
    const r = await sb.call<{ message: string }>('GET', ACCOUNT, { token: fail });
    expect(r.status).toBe(500);
    expect(r.body.message).toBe('Simulated wallet failure (+walletfail e-mail tag)');
  });
});
