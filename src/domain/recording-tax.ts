// States where recording tax rules are restricted (seed 001 §9).
import { MONEY_DECIMALS, RECORDING_TAX_PER_100K_MAX, RECORDING_TAX_PER_100K_MIN } from './constants';
import { roundHalfEven } from './rounding';

/** The 21 states on seed 001's state-restricted recording-tax list. */
export const RECORDING_TAX_RESTRICTED_STATES: readonly string[] = [
  'AR', 'CO', 'HI', 'IL', 'IN', 'KY', 'LA', 'MD', 'ME', 'MI', 'MN',
  'MO', 'NJ', 'NV', 'OK', 'OR', 'PA', 'SD', 'UT', 'WV', 'WY',
];

const restricted = new Set(RECORDING_TAX_RESTRICTED_STATES);

/** True when `state` (two letters, any case, surrounding spaces ignored) is on the restricted recording-tax list. */
export function isRecordingTaxRestricted(state: string): boolean {
  return restricted.has(state.trim().toUpperCase());
}

/** The advertised recording-tax range for `loanAmount` dollars: $0 to $1,400 per $100,000, pro rata, in cents; {0, 0} for a non-finite or negative amount. */
export function recordingTaxRange(loanAmount: number): { min: number; max: number } {
  if (!Number.isFinite(loanAmount) || loanAmount < 0) return { min: 0, max: 0 };
  const per = loanAmount / 100_000;
  return {
    min: roundHalfEven(per * RECORDING_TAX_PER_100K_MIN, MONEY_DECIMALS),
    max: roundHalfEven(per * RECORDING_TAX_PER_100K_MAX, MONEY_DECIMALS),
  };
}
