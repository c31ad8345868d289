import type { Offer } from './offer';

/** The lowest rate among the offer's discountList entries whose discount.type is in `discountTypes` (e.g. AUTOPAY, a credit-union or partner discount), never above offer.rate; offer.rate when none applies. Entries do not stack: each rateWithDiscount is already a final rate. */
export function discountedRate(offer: Pick<Offer, 'rate' | 'discountList'>, discountTypes: readonly string[]): number {
  const wanted = new Set(discountTypes);
  return (offer.discountList ?? [])
    .filter((d) => wanted.has(d.discount.type) && Number.isFinite(d.rateWithDiscount))
    .reduce((best, d) => Math.min(best, d.rateWithDiscount), offer.rate);
}
