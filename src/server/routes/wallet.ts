// Wallet service (seed 001 §3 'Wallet account', §7): the signed-in identity's wallet accounts and
// the accounts a principal may use. Secure: bearer token required. The seed shows no data, so
// the sandbox answers one account per identity: the HELOC account the notifications name
// (SAMPLE_WALLET), with the identity's own wallet (derived from its uuid) authorized as OWNER.
// Magic by the identity's e-mail plus-tag: `+nowallet` -> [], `+walletfail` -> 500.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authOf, requireAuth, type Ctx } from '../context';
import { HttpError, badRequest } from '../errors';
import { emailTags } from '../scenarios';
import { findIdentity } from '../store/identities';
import { SAMPLE_WALLET } from './notifications';

/** E-mail plus-tags that change the wallet answers. */
export const WALLET_TAGS = { none: 'nowallet', fail: 'walletfail' } as const;

/** A wallet account as the service answers it (seed 001 §3). */
export interface WalletAccountRecord {
  account: { name: string; address: string };
  authorizedWallets: { address: string }[];
  authorizationType: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The identity's own wallet address: stable per identity, shaped like an EVM address. */
export function identityWallet(identityUuid: string): string {
  return `0x${createHash('sha256').update(`wallet:${identityUuid}`).digest('hex').slice(0, 40)}`;
}

/** The accounts of an identity. */
export function walletAccounts(identityUuid: string): WalletAccountRecord[] {
  return [{ account: { name: 'HELOC account', address: SAMPLE_WALLET }, authorizedWallets: [{ address: identityWallet(identityUuid) }], authorizationType: 'OWNER' }];
}

/** Registers GET /service-wallet/secure/api/v3/account and .../account/access. */
export function walletRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  /** The identity's accounts, or the magic answers. */
  const accountsFor = async (identityUuid: string): Promise<WalletAccountRecord[]> => {
    const identity = await findIdentity(ctx.db, identityUuid);
    const tags = emailTags(identity?.email ?? '');
    if (tags.has(WALLET_TAGS.fail)) throw new HttpError(500, 'Simulated wallet failure (+walletfail e-mail tag)');
    if (tags.has(WALLET_TAGS.none)) return [];
    return walletAccounts(identityUuid);
  };

  app.get('/service-wallet/secure/api/v3/account', secure, async (req) => accountsFor(authOf(req).identityUuid));

  // principal: a wallet address; default the identity's own. Only accounts that address is
  // authorized on are listed (an unknown address has none).
  app.get<{ Querystring: { principal?: string } }>('/service-wallet/secure/api/v3/account/access', secure, async (req) => {
    const { identityUuid } = authOf(req);
    const principal = req.query.principal;
    if (principal !== undefined && principal !== '' && !ADDRESS.test(principal)) throw badRequest('principal must be a wallet address (0x and 40 hex digits)');
    const who = (principal === undefined || principal === '' ? identityWallet(identityUuid) : principal).toLowerCase();
    const accounts = await accountsFor(identityUuid);
    return accounts.filter((a) => a.authorizedWallets.some((w) => w.address.toLowerCase() === who));
  });
}
