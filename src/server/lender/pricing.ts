// The sandbox lender's pricing: the property's valuation, the offers within seed 001 §9's
// limits, the title search's liens and the candidates of a multiple-property lookup. Stable per
// address, so the same property always gets the same numbers.
import { createHash, randomUUID } from 'node:crypto';

/** An offer (seed 001 §3 Offer). Rates are percent, as the application service answers them. */
export interface Offer {
  type: 'FIXED' | 'VARIABLE';
  term: number;
  /** The initial draw's APR. */
  rate: number;
  /** The index the line is priced on: the Prime Rate of the prior month (PRIME_RATE). */
  baseRate: number;
  /** The rate of an additional draw today: the index plus the offer's margin (seed 001 §9 'Additional draws index'). */
  otherRate: number;
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

/**
 * Rate points each partner program takes off (decision 258). Every offer lists them in its
 * discountList, as a lender lists the programs it runs; which apply is the brand's
 * (`toggles.partnerDiscounts`), and entries do not stack (src/domain/discounts.ts).
 */
export const PARTNER_DISCOUNT_POINTS: Readonly<Record<string, number>> = { CREDIT_UNION: 0.125 };

/** The sandbox's Prime Rate of the prior month, in percent: the index of variable rates and additional draws. */
export const PRIME_RATE = 7.5;

/** What an additional draw costs over today's rate on a fixed offer (its rate is set at each draw). */
const ADDITIONAL_DRAW_POINTS = 0.25;

/** The offer set's cost lines (seed 001 §3/§9: recording fees $0-$315) and the origination fee cap in dollars. */
export const OFFER_SET = { costs: [{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 125, totalPaidByBorrower: 125, jsCriteria: null }], ofeeMaxThreshold: 9980 } as const;

/** The valuation when no AVM values the home (seed 001 §9: $180 if no AVM): a BPO or appraisal line. */
export const VALUATION_COST = { feeType: 'VALUATION', borrowerPaidAmount: 180, totalPaidByBorrower: 180, jsCriteria: null } as const;

/** The income verification methods the lender accepts (part 2's income pages read them). */
export const INCOME_REQUEST_RECORDS = [{ incomeType: 'PRIMARY', methods: ['PAYROLL_LINK', 'BANK_LINK', 'MANUAL_PAYSTUB'] }] as const;

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

/** An offer set (seed 001 §3): cost lines, the fee cap, the DTI-unlimited line, income methods, the recording tax range. */
export interface OfferSet {
  costs: Record<string, unknown>[];
  ofeeMaxThreshold: number;
  /** The largest line the home supports before any income (DTI) limit; above the offers' max when a limit cut them. */
  maxDtiUnlimited: number;
  incomeRequestRecords: { incomeType: string; methods: string[] }[];
  minRecordingTax?: number;
  maxRecordingTax?: number;
}

/**
 * The offer set for a property in `state`: OFFER_SET's lines, the valuation line when no AVM
 * valued the home, and the state's RECORDING_TAX line (scaled by the draw).
 */
export function offerSetFor(state: string | undefined, o: { maxDtiUnlimited: number; valuation?: boolean }): OfferSet {
  const rate = state === undefined ? undefined : RECORDING_TAX_PER_100K[state.toUpperCase()];
  const costs: Record<string, unknown>[] = [...OFFER_SET.costs, ...(o.valuation ? [VALUATION_COST] : [])].map((c) => ({ ...c }));
  const base = {
    costs,
    ofeeMaxThreshold: OFFER_SET.ofeeMaxThreshold,
    maxDtiUnlimited: o.maxDtiUnlimited,
    incomeRequestRecords: INCOME_REQUEST_RECORDS.map((r) => ({ incomeType: r.incomeType, methods: [...r.methods] })),
  };
  if (rate === undefined) return base;
  // minRecordingTax/maxRecordingTax (seed 001 §3): the tax at the smallest and the largest line.
  const at = (amount: number): number => Math.round((amount / 100_000) * rate * 100) / 100;
  const tax = { feeType: 'RECORDING_TAX', perHundredThousand: rate, state: state?.toUpperCase(), jsCriteria: null };
  return { ...base, costs: [...costs, tax], minRecordingTax: at(LIMITS.minAmount), maxRecordingTax: at(LIMITS.maxAmount) };
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
  const apr2 = (v: number): number => round2(clamp(v, LIMITS.minApr, LIMITS.maxApr));
  // A discounted rate keeps three decimals (seed 001: percentages show 3 fraction digits), so 0.125 points stay 0.125.
  const apr3 = (v: number): number => Math.round(clamp(v, LIMITS.minApr, LIMITS.maxApr) * 1000) / 1000;
  const offer = (type: Offer['type'], term: number, bump: number): Offer => {
    const rate = apr2(apr + bump);
    return {
      type,
      term,
      rate,
      baseRate: PRIME_RATE,
      // A variable line's draws all move with the index; a fixed line fixes each later draw at its own rate.
      otherRate: type === 'VARIABLE' ? rate : apr2(rate + ADDITIONAL_DRAW_POINTS),
      originationFee: LIMITS.originationFee,
      min: LIMITS.minAmount,
      max: maxLine,
      minDraw: LIMITS.minAmount,
      maxDraw: maxLine,
      // Autopay and each partner program take their points off (never below the floor); the offer page shows them (seed 001 §9).
      discountList: [
        { discount: { type: 'AUTOPAY' }, rateWithDiscount: apr3(rate - AUTOPAY_DISCOUNT_POINTS) },
        ...Object.entries(PARTNER_DISCOUNT_POINTS).map(([t, points]) => ({ discount: { type: t }, rateWithDiscount: apr3(rate - points) })),
      ],
    };
  };
  const bumps = size === undefined ? [0, 0.35, 0.7, 1.05] : [0, 0, 0, 0];
  const offers = [5, 10, 15, 30].map((t, i) => offer('FIXED', t, bumps[i] ?? 0));
  offers.push(offer('VARIABLE', 10, size === undefined ? -0.4 : 0));
  return { adjustedHomeAmount, offers, maxLine };
}

/** The offers grouped by rate type (seed 001 §3 offersByType), each group by term. */
export function offersByType(offers: readonly Offer[]): Partial<Record<Offer['type'], Offer[]>> {
  const byType: Partial<Record<Offer['type'], Offer[]>> = {};
  for (const o of [...offers].sort((a, b) => a.term - b.term)) (byType[o.type] ??= []).push(o);
  return byType;
}

/** What the lender writes on the application when it prices offers. */
export interface PricedApplication {
  adjustedHomeAmount: number;
  offers: Offer[];
  offersByType: Partial<Record<Offer['type'], Offer[]>>;
  offerSet: OfferSet;
  uwCalculatedDrawAmount: number;
  preliminaryOffer: PreliminaryOffer | null;
}

/**
 * The offer record of an application (seed 001 §3): the offers (capped at `maxLine` when an
 * income or requalify limit applies), grouped by type, and their offer set; `valuation` when a
 * BPO or the applicant's estimate, not an AVM, valued the home.
 */
export function pricedApplication(input: PricingInput, o: { size?: 'min' | 'max'; maxLine?: number; valuation?: boolean } = {}): PricedApplication {
  const priced = priceOffers(input, o.size);
  const cap = o.maxLine;
  const offers = cap === undefined ? priced.offers : priced.offers.map((x) => ({ ...x, max: Math.min(x.max, cap), maxDraw: Math.min(x.maxDraw, cap) }));
  return {
    adjustedHomeAmount: priced.adjustedHomeAmount,
    offers,
    offersByType: offersByType(offers),
    offerSet: offerSetFor(input.state, { maxDtiUnlimited: priced.maxLine, ...(o.valuation ? { valuation: true } : {}) }),
    uwCalculatedDrawAmount: offers[0]?.maxDraw ?? priced.maxLine,
    preliminaryOffer: preliminaryOffer(offers),
  };
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
