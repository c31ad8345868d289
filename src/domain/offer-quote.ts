// What product/select shows for one choice of offer and draw (seed 001 §3 offer record, §9
// maths): the offers grouped by rate type and term, the draw bounds, and the payment, rate,
// fees, recording tax and cash to the borrower. Rates and fee rates are fractions here, as in
// every src/domain helper; the page's widget converts the lender's record once (offerFromRecord).
import { closingCosts, recordingTaxFromCosts, RECORDING_TAX_FEE_TYPE } from './costs';
import { discountedRate } from './discounts';
import { originationFee } from './draw';
import { isFiniteNumber } from './money';
import type { Offer, OfferCost, OfferType } from './offer';
import { interestOnlyPayment, monthlyPayment } from './payment';
import { isRecordingTaxRestricted, recordingTaxRange } from './recording-tax';
import { roundHalfEven } from './rounding';
import { MONEY_DECIMALS } from './constants';

/** The rate types in the order they are offered (fixed first: most applicants want it). */
export const RATE_TYPES: readonly OfferType[] = ['FIXED', 'VARIABLE'];

/** The discount type the autopay choice turns on (seed 001 §9 'Autopay ... discounts come from the discount list'). */
export const AUTOPAY_DISCOUNT = 'AUTOPAY';

/** Rate types offered, in RATE_TYPES order, each with its terms ascending. */
export function offerTerms(offers: readonly Offer[]): { type: OfferType; terms: number[] }[] {
  return RATE_TYPES.map((type) => ({
    type,
    terms: [...new Set(offers.filter((o) => o.type === type).map((o) => o.term))].sort((a, b) => a - b),
  })).filter((g) => g.terms.length > 0);
}

/** The offer of that rate type and term, if the lender made one. */
export function findOffer(offers: readonly Offer[], type: string | undefined, term: number | undefined): Offer | undefined {
  return offers.find((o) => o.type === type && o.term === term);
}

/** The choice a page starts with: the 10-year fixed offer (else the first) at its largest draw. */
export function defaultChoice(offers: readonly Offer[]): { type: OfferType; term: number; amount: number } | null {
  const o = findOffer(offers, 'FIXED', 10) ?? offers[0];
  return o === undefined ? null : { type: o.type, term: o.term, amount: o.maxDraw };
}

/**
 * The line amounts a draw may take: the offer's [minDraw, maxDraw], but never below what the
 * liens marked for payoff take from it (seed 001 §9 'slider bounds adjust by payoff amount':
 * the cash part moves within [minDraw - payoff, maxDraw - payoff]). Null when the payoff uses
 * the whole line.
 */
export function drawBounds(offer: Pick<Offer, 'minDraw' | 'maxDraw'>, payoff: number): { min: number; max: number } | null {
  const p = isFiniteNumber(payoff) && payoff > 0 ? payoff : 0;
  const min = Math.max(offer.minDraw, p);
  return min > offer.maxDraw ? null : { min, max: offer.maxDraw };
}

/** The amount inside the bounds, in whole dollars. */
export function clampDraw(amount: number, bounds: { min: number; max: number }): number {
  const v = isFiniteNumber(amount) ? Math.round(amount) : bounds.max;
  return Math.min(bounds.max, Math.max(bounds.min, v));
}

/** What the quote needs beyond the offer. */
export interface QuoteOptions {
  autopay: boolean;
  /** Discount types the brand's partner grants (credit union, employer...). */
  partnerDiscounts?: readonly string[];
  costs?: readonly OfferCost[];
  /** The offer set's largest origination fee in dollars. */
  ofeeMaxThreshold?: number;
  /** Two-letter property state: restricted states show the recording tax as a range. */
  state?: string;
  /** Liens paid off from the draw. */
  payoff?: number;
  /** The 62+ interest-only product. */
  interestOnly?: boolean;
}

/** Every figure of one choice; money in dollars (cents), rates as fractions. */
export interface OfferQuote {
  amount: number;
  /** The rate before discounts and after the ones that apply. */
  baseRate: number;
  rate: number;
  /** What the partner's discounts take off the rate (0 when none applies). */
  partnerDiscount: number;
  /** What autopay would take off the rate (0 when the offer has no autopay discount). */
  autopayDiscount: number;
  monthlyPayment: number;
  originationFee: number;
  closingCosts: number;
  /** A figure, or a range where the state restricts recording tax (seed 001 §9 list). */
  recordingTax: { min: number; max: number };
  payoff: number;
  /** Amount minus fee, costs, the largest recording tax and the payoff; never below 0. */
  cashToBorrower: number;
}

/** The figures for `amount` drawn on `offer`. */
export function quoteOffer(offer: Offer, amount: number, o: QuoteOptions): OfferQuote {
  const partner = o.partnerDiscounts ?? [];
  const withoutAutopay = discountedRate(offer, partner);
  const autopayRate = discountedRate(offer, [...partner, AUTOPAY_DISCOUNT]);
  const rate = o.autopay ? autopayRate : withoutAutopay;
  const costs = o.costs ?? [];
  const fee = originationFee(amount, offer.originationFee, o.ofeeMaxThreshold);
  const closing = closingCosts(costs);
  // The lender's figure for the property's state when it sends one; else the seed's range in restricted states.
  const taxFromCosts = recordingTaxFromCosts(costs, amount);
  const lenderFigure = costs.some((c) => c.feeType === RECORDING_TAX_FEE_TYPE);
  const recordingTax = !lenderFigure && o.state !== undefined && isRecordingTaxRestricted(o.state) ? recordingTaxRange(amount) : { min: taxFromCosts, max: taxFromCosts };
  const payoff = isFiniteNumber(o.payoff) && o.payoff > 0 ? o.payoff : 0;
  const payment = o.interestOnly ? interestOnlyPayment(amount, rate) : monthlyPayment(amount, rate, offer.term);
  return {
    amount,
    baseRate: offer.rate,
    rate,
    partnerDiscount: roundHalfEven(Math.max(0, offer.rate - withoutAutopay), 6),
    autopayDiscount: roundHalfEven(Math.max(0, withoutAutopay - autopayRate), 6),
    monthlyPayment: Number.isNaN(payment) ? Number.NaN : roundHalfEven(payment, MONEY_DECIMALS),
    originationFee: fee,
    closingCosts: closing,
    recordingTax,
    payoff,
    cashToBorrower: roundHalfEven(Math.max(0, amount - fee - closing - recordingTax.max - payoff), MONEY_DECIMALS),
  };
}

const num = (v: unknown): number | undefined => (isFiniteNumber(v) ? v : undefined);

/** A percentage as the application service sends it (9.95) as the fraction src/domain works in (0.0995). */
const fraction = (percent: number): number => roundHalfEven(percent / 100, 8);

/**
 * An offer record as the application service sends it (seed 001 §3; rates, discounted rates and
 * the origination fee in percent, like every rate it answers: docs/decisions.md), checked and in
 * fractions: null when its type, term, rate, fee or draw bounds are missing or not numbers, so a
 * bad record is left out rather than priced wrong.
 */
export function offerFromRecord(r: unknown): Offer | null {
  if (r === null || typeof r !== 'object') return null;
  const o = r as Record<string, unknown>;
  const type = o['type'] === 'FIXED' || o['type'] === 'VARIABLE' ? o['type'] : undefined;
  const [term, rate, fee, minDraw, maxDraw] = [o['term'], o['rate'], o['originationFee'], o['minDraw'], o['maxDraw']].map(num);
  if (type === undefined || term === undefined || rate === undefined || fee === undefined || minDraw === undefined || maxDraw === undefined) return null;
  const list = Array.isArray(o['discountList']) ? o['discountList'] : [];
  const discountList = list.flatMap((d: unknown) => {
    const e = d as { discount?: { type?: unknown }; rateWithDiscount?: unknown } | null;
    const t = e?.discount?.type;
    const rw = num(e?.rateWithDiscount);
    return typeof t === 'string' && rw !== undefined ? [{ discount: { type: t }, rateWithDiscount: fraction(rw) }] : [];
  });
  return { type, term, rate: fraction(rate), originationFee: fraction(fee), min: num(o['min']) ?? minDraw, max: num(o['max']) ?? maxDraw, minDraw, maxDraw, discountList };
}

/** The offers of a record list that are well formed. */
export function offersFromRecords(list: unknown): Offer[] {
  return Array.isArray(list) ? list.map(offerFromRecord).filter((o): o is Offer => o !== null) : [];
}
