import { WALLET_HEAD, WALLET_SHORTEN_THRESHOLD, WALLET_TAIL } from './constants';

/** A wallet address longer than 11 characters as its first 6 and last 5 joined by '...'; shorter ones unchanged. */
export function shortenWallet(address: string): string {
  if (address.length <= WALLET_SHORTEN_THRESHOLD) return address;
  return `${address.slice(0, WALLET_HEAD)}...${address.slice(-WALLET_TAIL)}`;
}
