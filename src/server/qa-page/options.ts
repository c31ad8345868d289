// Choices the QA page offers: decisions and sub-decisions (seed 001 §4), checklist statuses
// from the routing definition, flag keys from the defaults and the seeds.
import { readResolvedFiles, shippedVersion } from '../../engine/definitions-node';
import { DEFAULT_FLAGS } from '../scenarios';

export const DECISIONS = ['APPROVED', 'ASSET_DEPLETION', 'DECLINE', 'ERROR', 'FINAL', 'INELIGIBLE', 'INITIAL', 'REVIEW', 'SELECT', 'UNKNOWN'] as const;

export const SUB_DECISIONS = [
  'BPO_PENDING', 'CREDIT_FROZEN', 'FINAL_OFFER', 'UNVERIFIED_DTI_LIMITED', 'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE', 'VERIFIED_DTI_LIMITED', 'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER', 'VERIFIED_RESERVE_LIMITED', 'UNKNOWN_SUBDECISION',
] as const;

/** Every checklist status the application definition names (routing rows, waiting and terminal lists). */
export function checklistStatuses(root: string): string[] {
  // The shipped (highest) version of the routing definition, resolved like the build does.
  const machine = shippedVersion<{
    checklistRoutes?: { statuses?: string[] }[];
    waitingStatuses?: unknown;
    terminalStatuses?: unknown;
  }>(readResolvedFiles(root), 'flows/application')?.json ?? {};
  const out = new Set<string>(['WAITING_FOR_SOFT_CREDIT', 'OFFER_SELECTION']);
  for (const row of machine.checklistRoutes ?? []) for (const s of row.statuses ?? []) out.add(s);
  const collect = (v: unknown): void => {
    if (typeof v === 'string' && /^[A-Z][A-Z0-9_]*$/.test(v)) out.add(v);
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  collect(machine.waitingStatuses);
  collect(machine.terminalStatuses);
  return [...out].sort();
}

/** Flag keys to suggest: the sandbox defaults plus the seeds' other flags. */
export const FLAG_KEYS: readonly string[] = [
  ...Object.keys(DEFAULT_FLAGS),
  'fe-heloc-direct-debt-payoff',
  'fe-heloc-broker',
  'sandbox-conditions-fail',
  'fe-webchat-stream',
  'fe-csp-feature-flag-borrower-authentication',
];
