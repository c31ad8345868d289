// The sandbox's payroll and bank-data vendor (Pointserv, like Argyle or Plaid Income): the
// applicant consents, picks an employer (or a bank), and the vendor reports the outcome to the
// lender (src/server/lender/income.ts), then sends the applicant back (income/pointserv-callback).
// Each sample employer or bank is a magic value of one outcome (docs/sandbox.md 'Part 2: income').
import { reportIncome, type MethodKey } from '../lender/income';
import { INCOME_STATUS, type IncomeOutcome } from '../lender/progression-income';
import { linkVendorResult, renderLinkVendor } from './render';
import type { VendorChoice, VendorDefinition } from './types';

const choice = (prefix: string, id: string, outcome: IncomeOutcome): VendorChoice => ({ id, label: `msg:vendor.${prefix}.choice.${id}`, detail: `msg:vendor.${prefix}.choice.${id}.detail`, outcome });

/** The sample employers: each leads to one outcome. */
export const PAYROLL_CHOICES: readonly VendorChoice[] = [
  choice('payroll', 'acme', 'success'),
  choice('payroll', 'northwind', 'partial'),
  choice('payroll', 'initech', 'employer'),
  choice('payroll', 'globex', 'failure'),
  choice('payroll', 'umbrella', 'lower'),
];

/** The sample banks: each leads to one outcome. */
export const BANK_DATA_CHOICES: readonly VendorChoice[] = [
  choice('bankData', 'firstsandbox', 'success'),
  choice('bankData', 'harbor', 'partial'),
  choice('bankData', 'lowdeposit', 'lower'),
  choice('bankData', 'offline', 'failure'),
];

function incomeVendor(vendor: string, slug: string, prefix: string, key: MethodKey, choices: readonly VendorChoice[]): VendorDefinition {
  return {
    vendor,
    slug,
    opens: (status) => status?.checklist_status === INCOME_STATUS,
    render: (view) => renderLinkVendor({ prefix, choices }, view),
    result: (form) => linkVendorResult(choices, form),
    report: (ctx, session, result) =>
      reportIncome(ctx, session.applicationUuid, key, result.outcome as IncomeOutcome, {
        sessionId: session.id,
        ...(result.choice !== null ? { source: result.choice } : {}),
        ...(result.outcome === 'failure' ? { reason: 'LINK_FAILED' } : {}),
      }),
  };
}

/** Payroll link (PAYROLL_LINK). */
export const PAYROLL_VENDOR = incomeVendor('PAYROLL', 'payroll', 'payroll', 'payroll', PAYROLL_CHOICES);
/** Bank-data link (BANK_LINK): income read from deposits. */
export const BANK_DATA_VENDOR = incomeVendor('BANK_DATA', 'bank-data', 'bankData', 'bankData', BANK_DATA_CHOICES);
