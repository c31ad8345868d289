// The simulated lender: prices offers and scripts how an application's checklist status moves
// after it is created. Scripts are data stored with the status row and applied lazily when
// the status is read, so time can be injected in tests and QA can stop a script by forcing
// a status.
import { createHash, randomUUID } from 'node:crypto';
import { BPO_STATES, SOFT_CREDIT_MS, type Outcome } from './scenarios';
import { waitMs } from './lender/progression';

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

/** One scripted change: applied `afterMs` after the script started. */
export interface ScriptStep {
  afterMs: number;
  checklistStatus: string;
  uwDecision: string | null;
  uwSubDecision: string | null;
  flags: Record<string, unknown>;
  /** Application fields set along with the status. */
  application: Record<string, unknown>;
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

/** Status flags of a new application (seed 000 §3 Status fields). */
export function initialFlags(state: string): Record<string, unknown> {
  return {
    liensComplete: false,
    inquiryAttestNeeded: false,
    inquiryAttestComplete: false,
    disclosures: { summaryReady: false, summaryComplete: false, closingReady: false, closingComplete: false, notaryReady: false, notaryComplete: false },
    primaryParticipantAcceptComplete: false,
    manualDeedSigningComplete: false,
    manualPaystubUpload: false,
    manualPaystubTasksComplete: false,
    giactAccountStatus: null,
    bpo: BPO_STATES.includes(state) ? 'BPO_REQUIRED' : 'BPO_NOT_REQUIRED',
    title: 'UNKNOWN_TITLE_STATUS',
    propertyComplete: false,
    datatreeNoMatch: false,
    creditFrozenWithPin: false,
    dtiDecline: false,
    creditScoreDecline: false,
    employmentVerificationNeeded: false,
    waitingOnFloodCert: false,
  };
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

/** How long the usual soft credit pull takes: 3 s, or SANDBOX_WAIT_MS when set (decision 241). */
export function softCreditMs(env: NodeJS.ProcessEnv = process.env): number {
  return waitMs({ page: 'registration', from: [], waiting: 'WAITING_FOR_SOFT_CREDIT', ms: SOFT_CREDIT_MS, to: 'OFFER_SELECTION' }, env);
}

/** The script of a new application for the chosen outcome: empty when it never finishes. */
export function scriptFor(outcome: Outcome, pricing: PricingInput): ScriptStep[] {
  if (outcome.afterMs === null) return [];
  const application: Record<string, unknown> = { state: { decision: outcome.uwDecision } };
  if (outcome.checklistStatus === 'MULTIPLE_PROPERTIES') application['propertyCandidates'] = propertyCandidates(pricing);
  if (outcome.requalify) application['requalify'] = outcome.requalify;
  if (outcome.propertyFound) {
    const priced = priceOffers(pricing, outcome.offerSize);
    application['adjustedHomeAmount'] = priced.adjustedHomeAmount;
    application['selectedPropertyUuid'] = randomUUID();
    application['status'] = { condition: 'GOOD' };
    // The title search finds a first mortgage (the liens page confirms it when the lender asks).
    application['liens'] = liensFor(priced.adjustedHomeAmount, `${pricing.street1}|${pricing.zip}`);
    if (outcome.offers) {
      application['offers'] = priced.offers;
      application['offerSet'] = OFFER_SET;
      application['uwCalculatedDrawAmount'] = priced.maxLine;
      application['preliminaryOffer'] = preliminaryOffer(priced.offers);
    }
  }
  return [
    {
      // The usual soft pull follows SANDBOX_WAIT_MS like every lender wait; Slow keeps its 20 s.
      afterMs: outcome.afterMs === SOFT_CREDIT_MS ? softCreditMs() : outcome.afterMs,
      checklistStatus: outcome.checklistStatus,
      uwDecision: outcome.uwDecision,
      uwSubDecision: outcome.uwSubDecision,
      flags: outcome.flags ?? {},
      application,
    },
  ];
}
