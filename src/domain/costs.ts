// Closing costs of an offer set and the cash left to draw after them (seed 001 §9).
import { MONEY_DECIMALS } from './constants';
import { originationFee } from './draw';
import { isFiniteNumber } from './money';
import type { OfferCost } from './offer';
import { roundHalfEven } from './rounding';

/** feeType of the recording-tax cost line. */
export const RECORDING_TAX_FEE_TYPE = 'RECORDING_TAX';

/**
 * What the borrower pays for one cost line: with `perHundredThousand` and a `drawn` amount, that
 * rate pro rata; else borrowerPaidAmount, else totalPaidByBorrower, else 0 (non-finite counts as 0).
 */
export function borrowerCost(cost: OfferCost, drawn?: number): number {
  if (isFiniteNumber(cost.perHundredThousand) && isFiniteNumber(drawn) && drawn >= 0) return (drawn / 100_000) * cost.perHundredThousand;
  const amount = cost.borrowerPaidAmount ?? cost.totalPaidByBorrower ?? 0;
  return isFiniteNumber(amount) ? amount : 0;
}

/** Sum the borrower pays for every cost line except the recording tax, in cents. */
export function closingCosts(costs: readonly OfferCost[]): number {
  const sum = costs.filter((c) => c.feeType !== RECORDING_TAX_FEE_TYPE).reduce((t, c) => t + borrowerCost(c), 0);
  return roundHalfEven(sum, MONEY_DECIMALS);
}

/** Sum the borrower pays for RECORDING_TAX cost lines (lines with a rate at `drawn` dollars), in cents. */
export function recordingTaxFromCosts(costs: readonly OfferCost[], drawn?: number): number {
  const sum = costs.filter((c) => c.feeType === RECORDING_TAX_FEE_TYPE).reduce((t, c) => t + borrowerCost(c, drawn), 0);
  return roundHalfEven(sum, MONEY_DECIMALS);
}

/** Inputs of drawAmounts; rates are fractions, amounts dollars. */
export interface DrawAmountsInput {
  readonly loanAmount: number;
  readonly originationFeeRate: number;
  readonly costs: readonly OfferCost[];
  /** The offer set's ofeeMaxThreshold: the largest origination fee in dollars. */
  readonly ofeeMaxThreshold?: number;
  /** Overrides the RECORDING_TAX cost lines (e.g. a restricted state's estimate). */
  readonly recordingTax?: number;
}

/** How a line amount splits at the initial draw. */
export interface DrawAmounts {
  readonly loanAmount: number;
  readonly originationFee: number;
  readonly closingCosts: number;
  readonly recordingTax: number;
  /** Cash to the borrower: loan amount minus fee, costs and recording tax, never below 0. */
  readonly netDraw: number;
}

/** Splits a loan amount into origination fee (rate x amount, capped at ofeeMaxThreshold), other closing costs, recording tax and the net cash drawn; throws INVALID_MONEY_INPUT when loanAmount or the fee rate is not numeric or loanAmount < 0. */
export function drawAmounts(input: DrawAmountsInput): DrawAmounts {
  const fee = originationFee(input.loanAmount, input.originationFeeRate, input.ofeeMaxThreshold);
  const costs = closingCosts(input.costs);
  const tax = isFiniteNumber(input.recordingTax) ? roundHalfEven(input.recordingTax, MONEY_DECIMALS) : recordingTaxFromCosts(input.costs, input.loanAmount);
  const net = roundHalfEven(Math.max(0, input.loanAmount - fee - costs - tax), MONEY_DECIMALS);
  return { loanAmount: input.loanAmount, originationFee: fee, closingCosts: costs, recordingTax: tax, netDraw: net };
}
