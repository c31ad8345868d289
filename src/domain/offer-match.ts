import type { Offer } from './offer';

/** What the borrower chose: a draw amount (dollars), a term (years) and an origination fee rate (a fraction). */
export interface OfferChoice {
  readonly draw: number;
  readonly term: number;
  readonly fee: number;
}

// Fee rates arrive as decimals from JSON (0.0499); compare them with a tolerance far below
// any real fee step so 0.1 + 0.2 style noise never breaks a match.
const FEE_TOLERANCE = 1e-9;

/** The first offer whose minDraw <= draw <= maxDraw, whose term equals `term` and whose origination fee equals `fee`; undefined when none matches or draw is not a finite number. */
export function matchOffer<T extends Pick<Offer, 'minDraw' | 'maxDraw' | 'term' | 'originationFee'>>(
  offers: readonly T[],
  { draw, term, fee }: OfferChoice,
): T | undefined {
  if (!Number.isFinite(draw)) return undefined;
  return offers.find(
    (o) =>
      draw >= o.minDraw &&
      draw <= o.maxDraw &&
      o.term === term &&
      Math.abs(o.originationFee - fee) < FEE_TOLERANCE,
  );
}
