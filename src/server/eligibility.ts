// Where an organisation lends: licensed states, excluded zips, referrer rules.
import { ALL_STATES, STATE_NAMES } from './data/states';
import { LOAN_ORIGINATORS, type LoanOriginator } from './data/sample-records';
import { EXCLUDED_ZIPS, orgRules } from './scenarios';
import type { Brands } from './brands';

/** The states an organisation is licensed in, sorted. */
export function licensedStates(org: string): string[] {
  const rules = orgRules(org);
  const list = rules.licensedStates ?? ALL_STATES.filter((s) => !rules.unlicensedStates.includes(s));
  return [...list].sort();
}

/** Whether the organisation lends in the zip. */
export const zipEligible = (org: string, zip: string): boolean => !EXCLUDED_ZIPS.includes(zip) && !orgRules(org).excludedZips.includes(zip);

/** Whether the organisation requires a referrer (scenario rule or brand toggle). */
export function requiresReferrer(org: string, brands: Brands): boolean {
  return orgRules(org).requiresReferrer || brands.byCode.get(org)?.toggles['requiresReferrer'] === true;
}

/** The state's name for messages ('WV' -> 'West Virginia'). */
export const stateName = (code: string): string => STATE_NAMES[code] ?? code;

/** A loan originator by uuid (case-insensitive). */
export const findOriginator = (uuid: string): LoanOriginator | undefined =>
  LOAN_ORIGINATORS.find((lo) => lo.uuid.toLowerCase() === uuid.toLowerCase());

/** Whether the originator may refer a property in the state. */
export const originatorCovers = (lo: LoanOriginator, state: string): boolean =>
  !lo.enforceLicensedStatesForReferral || lo.licensedStates.includes(state);

/** The default referrer for a state: the first enforcing originator licensed there, else one licensed everywhere. */
export function defaultReferrer(state: string): LoanOriginator | undefined {
  return (
    LOAN_ORIGINATORS.find((lo) => lo.enforceLicensedStatesForReferral && lo.licensedStates.includes(state)) ??
    LOAN_ORIGINATORS.find((lo) => !lo.enforceLicensedStatesForReferral)
  );
}
