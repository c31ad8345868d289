import { BANK_MASK_VISIBLE } from './constants';

/** A bank account number masked to its last 4 digits ('****6789'); non-digits are ignored and '' gives ''. */
export function maskBank(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return digits === '' ? '' : `****${digits.slice(-BANK_MASK_VISIBLE)}`;
}
