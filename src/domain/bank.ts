import { BANK_MASK_VISIBLE } from './constants';

/** A bank account number masked to its last 4 digits ('****6789'); non-digits are ignored and '' gives ''. */
export function maskBank(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return digits === '' ? '' : `****${digits.slice(-BANK_MASK_VISIBLE)}`;
}

/**
 * True for a 9-digit ABA routing number: its first two digits are an assigned prefix (00-12,
 * 21-32, 61-72, 80), it is not all zeros, and its check digit holds:
 * 3·(d1 + d4 + d7) + 7·(d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10.
 */
export function isAbaRoutingNumber(routing: string): boolean {
  if (!/^[0-9]{9}$/.test(routing) || routing === '000000000') return false;
  const prefix = Number(routing.slice(0, 2));
  if (!(prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80)) return false;
  const d = [...routing].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((acc, digit, i) => acc + digit * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/** The digits of a typed or pasted bank number (spaces and dashes dropped), at most `max`. */
export function bankDigits(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, max);
}

/** Longest routing number (ABA) and account number (US accounts run to 17 digits). */
export const ROUTING_NUMBER_LENGTH = 9;
export const ACCOUNT_NUMBER_MAX = 17;
