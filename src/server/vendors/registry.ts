// The sandbox's simulated vendors by the name the lender call takes. A new vendor is one file
// (a VendorDefinition: ./types.ts) and one line here (docs/sandbox.md 'Simulated vendors').
import { BANK_DATA_VENDOR, PAYROLL_VENDOR } from './income-link';
import { BANK_LINK_VENDOR } from './bank-link';
import { NOTARY_SESSION_VENDOR } from './notary-session';
import type { VendorDefinition } from './types';

export const VENDORS: readonly VendorDefinition[] = [
  PAYROLL_VENDOR,
  BANK_DATA_VENDOR,
  BANK_LINK_VENDOR,
  NOTARY_SESSION_VENDOR,
];

/** The vendor of a name (`PAYROLL`) or a URL slug (`payroll`). */
export function vendorNamed(name: string): VendorDefinition | undefined {
  return VENDORS.find((v) => v.vendor === name || v.slug === name);
}
