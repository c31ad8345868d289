// The sandbox lender's pricing: the property's valuation, the offers within seed 001 §9's
// limits, the title search's liens and the candidates of a multiple-property lookup. Stable per
// address, so the same property always gets the same numbers.
import { createHash, randomUUID } from 'node:crypto';

/** An offer (seed 001 §3 Offer, the fields the product select page needs). */
export interface Offer {
  type: 'FIXED' | 'VARIABLE';
  term: number;
  rate: number;
  originationFee: number;
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  /** Rates after each discount, in percent like `rate`. */
  discountList?: { discount: { type: string }; rateWithDiscount: number }[];
}

/** Rate points the AUTOPAY discount takes off. */
export const AUTOPAY_DISCOUNT_POINTS = 0.25;

/** The offer set's cost lines (seed 001 §3/§9: recording fees $0-$315) and the origination fee cap in dollars. */
export const OFFER_SET = { costs: [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 125, totalPaidByBorrower: 125 }], ofeeMaxThreshold: 9980 } as const;

/**
 * The lender's recording tax per $100,000 drawn, by property state (seed 001 §9: $0 to $1,400).
 * Sandbox figures, not the states' law: every state of seed 001's restricted list has one, plus
 * a few others that tax mortgages; a state not listed records without tax (no cost line).
 */
export const RECORDING_TAX_PER_100K: Readonly<Record<string, number>> = {
  AR: 330, CO: 0, HI: 100, IL: 150, IN: 0, KY: 100, LA: 200, MD: 1000, ME: 220, MI: 110, MN: 240,
  MO: 50, NJ: 0, NV: 390, OK: 100, OR: 120, PA: 200, SD: 50, UT: 40, WV: 330, WY: 80,
  AL: 15, FL: 550, GA: 300, NY: 1400, TN: 115, VA: 330,
};

/** The offer set for a property in `state`: OFFER_SET's lines plus the state's RECORDING_TAX line (scaled by the draw). */
export function offerSetFor(state: string | undefined): { costs: Record<string, unknown>[]; ofeeMaxThreshold: number; minRecordingTax?: number; maxRecordingTax?: number } {
  const rate = state === undefined ? undefined : RECORDING_TAX_PER_100K[state.toUpperCase()];
  const base = { costs: OFFER_SET.costs.map((c) => ({ ...c })), ofeeMaxThreshold: OFFER_SET.ofeeMaxThreshold };
  if (rate === undefined) return base;
  // minRecordingTax/maxRecordingTax (seed 001 §3): the tax at the smallest and the largest line.
  const at = (amount: number): number => Math.round((amount / 100_000) * rate * 100) / 100;
  return { ...base, costs: [...base.costs, { feeType: 'RECORDING_TAX', perHundredThousand: rate, state: state?.toUpperCase() }], minRecordingTax: at(LIMITS.minAmount), maxRecordingTax: at(LIMITS.maxAmount) };
}

/** Loan limits and APR range (seed 001 §9). */
export const LIMITS = { minAmount: 15000, maxAmount: 400000, minApr: 7.6, maxApr: 17.2, originationFee: 2.99 } as const;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const round2 = (v: number): number => Math.round(v * 100) / 100;

/** A stable number in [0, 1) from a string, so the same property gets the same valuation. */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/** What pricing looks at. */
export interface PricingInput {
  street1: string;
  zip: string;
  city?: string;
  state?: string;
  occupancy: string;
  income: number;
  otherIncome: number;
}

/** Values the property and prices offers within the seed's limits. */
export function priceOffers(input: PricingInput, size?: 'min' | 'max'): { adjustedHomeAmount: number; offers: Offer[]; maxLine: number } {
  const adjustedHomeAmount = Math.round((250000 + unit(`${input.street1}|${input.zip}`) * 1000000) / 1000) * 1000;
  let maxLine = clamp(Math.round((adjustedHomeAmount * 0.4) / 1000) * 1000, LIMITS.minAmount, LIMITS.maxAmount);
  const yearly = input.income + input.otherIncome;
  let apr = LIMITS.minApr + (yearly < 50000 ? 4 : yearly < 100000 ? 2 : 0.5) + (input.occupancy === 'INVESTMENT' ? 2 : input.occupancy === 'SECONDARY' ? 1 : 0);
  if (size === 'min') {
    maxLine = LIMITS.minAmount;
    apr = LIMITS.maxApr;
  } else if (size === 'max') {
    maxLine = LIMITS.maxAmount;
    apr = LIMITS.minApr;
  }
  const offer = (type: Offer['type'], term: number, bump: number): Offer => ({
    type,
    term,
    rate: round2(clamp(apr + bump, LIMITS.minApr, LIMITS.maxApr)),
    originationFee: LIMITS.originationFee,
    min: LIMITS.minAmount,
    max: maxLine,
    minDraw: LIMITS.minAmount,
    maxDraw: maxLine,
    // Autopay takes 0.25 points off (never below the floor); the offer page shows it (seed 001 §9).
    discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: round2(clamp(apr + bump - AUTOPAY_DISCOUNT_POINTS, LIMITS.minApr, LIMITS.maxApr)) }],
  });
  const bumps = size === undefined ? [0, 0.35, 0.7, 1.05] : [0, 0, 0, 0];
  const offers = [5, 10, 15, 30].map((t, i) => offer('FIXED', t, bumps[i] ?? 0));
  offers.push(offer('VARIABLE', 10, size === undefined ? -0.4 : 0));
  return { adjustedHomeAmount, offers, maxLine };
}

/** The offer the lender quotes before one is selected (the offer panel shows it). */
export interface PreliminaryOffer {
  type: Offer['type'];
  term: number;
  /** APR in percent, as every rate the application service answers. */
  rate: number;
  /** The initial draw: the largest line of that offer. */
  amount: number;
  originationFee: number;
}

/** The 10-year fixed offer (else the first) at its largest draw; null when there are no offers. */
export function preliminaryOffer(offers: readonly Offer[]): PreliminaryOffer | null {
  const o = offers.find((x) => x.type === 'FIXED' && x.term === 10) ?? offers[0];
  return o === undefined ? null : { type: o.type, term: o.term, rate: o.rate, amount: o.maxDraw, originationFee: o.originationFee };
}

/** The liens a title search finds: one first mortgage at 35-55% of the home's value (stable per property). */
export function liensFor(homeValue: number, seed: string): Record<string, unknown>[] {
  const share = 0.35 + unit(`liens|${seed}`) * 0.2;
  const balance = Math.round((homeValue * share) / 100) * 100;
  return [{ id: `lien-${createHash('sha256').update(seed).digest('hex').slice(0, 8)}`, lender: 'Rocket Mortgage', position: 1, type: 'MORTGAGE', balance, monthlyPayment: Math.round(balance * 0.0062), payoff: false }];
}

/** What a property lookup that finds several homes lists (MULTIPLE_PROPERTIES). */
export function propertyCandidates(p: { street1: string; city?: string; state?: string; zip: string }): Record<string, unknown>[] {
  const base = { city: p.city ?? '', state: p.state ?? '', zip: p.zip };
  return [
    { uuid: randomUUID(), street1: p.street1, ...base },
    { uuid: randomUUID(), street1: `${p.street1} Unit B`, ...base },
  ];
}
