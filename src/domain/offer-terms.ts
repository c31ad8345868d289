// What the offer and cost screens must state (seed 001 §9), as the context root `terms` the page
// definitions' wording reads ('{terms.originationFeeCap}'): the constants, formatted once, so a
// figure is changed in src/domain/constants.ts and every screen follows.
import { MANUAL_NOTARIZATION_FEE, ORIGINATION_FEE_RATE_MAX, RECORDING_FEE_MAX, RECORDING_FEE_MIN, VALUATION_FEE_NO_AVM } from './constants';

/** The context root `terms` (schemas/meta/context.schema.json). */
export interface OfferTerms {
  /** '4.99%': the origination fee's cap, of the initial draw. */
  readonly originationFeeCap: string;
  /** '$0' and '$315': the recording fees' range. */
  readonly recordingFeeMin: string;
  readonly recordingFeeMax: string;
  /** '$300': a manual notarization. */
  readonly manualNotarizationFee: string;
  /** '$180': the valuation when there is no automated valuation. */
  readonly valuationFee: string;
}

/** Whole dollars as the seed writes them ('$1,400'; cents only when there are some). */
export function dollars(n: number): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** A fraction as a percentage with up to 3 decimals and no trailing zeros (0.0499 -> '4.99%'). */
export function percentText(fraction: number): string {
  return `${Number((fraction * 100).toFixed(3))}%`;
}

export function offerTerms(): OfferTerms {
  return {
    originationFeeCap: percentText(ORIGINATION_FEE_RATE_MAX),
    recordingFeeMin: dollars(RECORDING_FEE_MIN),
    recordingFeeMax: dollars(RECORDING_FEE_MAX),
    manualNotarizationFee: dollars(MANUAL_NOTARIZATION_FEE),
    valuationFee: dollars(VALUATION_FEE_NO_AVM),
  };
}
