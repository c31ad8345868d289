// The offer shapes the domain helpers read (seed 001 §3). Extra server fields are allowed.

/** Rate type of an offer. */
export type OfferType = 'FIXED' | 'VARIABLE';

/** One entry of an offer's discount list: the rate after that discount (a fraction). */
export interface OfferDiscount {
  readonly discount: { readonly type: string };
  readonly rateWithDiscount: number;
}

/** An offer; rates and the origination fee are fractions, amounts are dollars, term is years. */
export interface Offer {
  readonly type: OfferType;
  readonly term: number;
  readonly rate: number;
  readonly otherRate?: number;
  readonly baseRate?: number;
  readonly originationFee: number;
  readonly min: number;
  readonly max: number;
  readonly minDraw: number;
  readonly maxDraw: number;
  readonly discountList?: readonly OfferDiscount[];
}

/** A cost line of an offer set; `feeType` RECORDING_TAX marks the recording tax. */
export interface OfferCost {
  readonly feeType: string;
  readonly borrowerPaidAmount?: number;
  readonly totalPaidByBorrower?: number;
  /**
   * Ours (decision 226): the line's amount per $100,000 drawn, for a cost that scales with the
   * draw (the lender's RECORDING_TAX line of the property's state); wins over the fixed amounts.
   */
  readonly perHundredThousand?: number;
}
