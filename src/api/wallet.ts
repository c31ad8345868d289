// Wallet service (seed 001 §7, §8): the signed-in identity's wallet accounts and the accounts a
// principal may use. Errors carry the seed's texts: 'JWT error' without a stored token (no call
// is made), 'Failed to fetch profile details.' when the accounts call fails and 'Request
// failed.' when the access call fails. On 401 the JWT is cleared (http.ts ends the session).
import { RequestError, request } from './http';
import { session } from './session';

/** The seed's wallet error texts. */
export const WALLET_MESSAGES = {
  noToken: 'JWT error',
  accountFailed: 'Failed to fetch profile details.',
  accessFailed: 'Request failed.',
} as const;

/** A wallet account (seed 001 §3). */
export interface WalletAccount {
  account: { name: string; address: string };
  authorizedWallets: { address: string }[];
  authorizationType: string;
}

/** A wallet call's failure: the seed's text and the answer's status (0: network, -1: no token). */
export class WalletError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

const isAccount = (v: unknown): v is WalletAccount => {
  const a = v as Partial<WalletAccount> | null;
  return typeof a?.account?.address === 'string' && typeof a.account.name === 'string';
};

/** Keeps the well-formed accounts (unknown shapes are dropped, authorized wallets default to none). */
export function parseWalletAccounts(data: unknown): WalletAccount[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isAccount).map((a) => ({
    account: { name: a.account.name, address: a.account.address },
    authorizedWallets: Array.isArray(a.authorizedWallets) ? a.authorizedWallets.filter((w) => typeof w?.address === 'string') : [],
    authorizationType: typeof a.authorizationType === 'string' ? a.authorizationType : '',
  }));
}

async function walletCall(path: string, failure: string, query?: Record<string, string | undefined>): Promise<WalletAccount[]> {
  if (!session.token) throw new WalletError(WALLET_MESSAGES.noToken, -1);
  try {
    return parseWalletAccounts(await request<unknown>(path, query ? { query } : {}));
  } catch (error) {
    const status = error instanceof RequestError ? error.status : 0;
    // http.ts already ends the session on a 401 for a call that carried the token; make sure.
    if (status === 401) session.clear();
    throw new WalletError(failure, status);
  }
}

/** GET /service-wallet/secure/api/v3/account: the identity's wallet accounts. */
export function getWalletAccounts(): Promise<WalletAccount[]> {
  return walletCall('/service-wallet/secure/api/v3/account', WALLET_MESSAGES.accountFailed);
}

/** GET /service-wallet/secure/api/v3/account/access: the accounts `principal` (default: the identity's wallet) may use. */
export function getWalletAccess(principal?: string): Promise<WalletAccount[]> {
  return walletCall('/service-wallet/secure/api/v3/account/access', WALLET_MESSAGES.accessFailed, { principal });
}
