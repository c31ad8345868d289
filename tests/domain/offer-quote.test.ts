import { describe, expect, it } from 'vitest';
import type { Offer } from '../../src/domain/offer';
import { clampDraw, defaultChoice, drawBounds, findOffer, offerFromRecord, offersFromRecords, offerTerms, quoteOffer } from '../../src/domain/offer-quote';

const offer = (type: Offer['type'], term: number, rate: number, extra: Partial<Offer> = {}): Offer => ({
  type, term, rate, originationFee: 0.0299, min: 15000, max: 120000, minDraw: 15000, maxDraw: 120000,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - 0.0025 }, { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: rate - 0.005 }],
  ...extra,
});
const offers = [offer('VARIABLE', 10, 0.085), offer('FIXED', 30, 0.1), offer('FIXED', 5, 0.09), offer('FIXED', 10, 0.095), offer('FIXED', 15, 0.0975)];

describe('the offers by rate type and term', () => {
  it('lists fixed first, then variable, each with its terms ascending', () => {
    expect(offerTerms(offers)).toEqual([{ type: 'FIXED', terms: [5, 10, 15, 30] }, { type: 'VARIABLE', terms: [10] }]);
  });
  it('leaves out a rate type the lender did not offer', () => {
    expect(offerTerms(offers.filter((o) => o.type === 'FIXED')).map((g) => g.type)).toEqual(['FIXED']);
  });
  it('starts on the 10-year fixed offer at its largest draw, else the first offer, else nothing', () => {
    expect(defaultChoice(offers)).toEqual({ type: 'FIXED', term: 10, amount: 120000 });
    expect(defaultChoice([offer('VARIABLE', 10, 0.08)])).toEqual({ type: 'VARIABLE', term: 10, amount: 120000 });
    expect(defaultChoice([])).toBeNull();
  });
  it('finds an offer by type and term only', () => {
    expect(findOffer(offers, 'FIXED', 15)?.rate).toBe(0.0975);
    expect(findOffer(offers, 'VARIABLE', 30)).toBeUndefined();
  });
});

describe('draw bounds (seed 001 §9: slider bounds adjust by payoff amount)', () => {
  it('are the offer minDraw..maxDraw without a payoff', () => {
    expect(drawBounds(offers[0]!, 0)).toEqual({ min: 15000, max: 120000 });
  });
  it('never go below what the payoff takes from the line', () => {
    expect(drawBounds(offers[0]!, 40000)).toEqual({ min: 40000, max: 120000 });
    expect(drawBounds(offers[0]!, 5000)).toEqual({ min: 15000, max: 120000 });
  });
  it('are null when the payoff uses more than the whole line', () => {
    expect(drawBounds(offers[0]!, 130000)).toBeNull();
  });
  it('clamp a typed amount into the bounds, in whole dollars', () => {
    const b = { min: 15000, max: 120000 };
    expect(clampDraw(500, b)).toBe(15000);
    expect(clampDraw(999999, b)).toBe(120000);
    expect(clampDraw(50000.6, b)).toBe(50001);
    expect(clampDraw(Number.NaN, b)).toBe(120000);
  });
});

describe('the quote of one choice', () => {
  const tenYear = findOffer(offers, 'FIXED', 10)!;
  it('takes the autopay discount off the rate only when autopay is chosen', () => {
    expect(quoteOffer(tenYear, 50000, { autopay: false }).rate).toBe(0.095);
    const q = quoteOffer(tenYear, 50000, { autopay: true });
    expect(q.rate).toBeCloseTo(0.0925, 10);
    expect(q.autopayDiscount).toBeCloseTo(0.0025, 10);
  });
  it('applies a partner discount the brand grants (the lowest rate wins; discounts do not stack)', () => {
    expect(quoteOffer(tenYear, 50000, { autopay: true, partnerDiscounts: ['CREDIT_UNION'] }).rate).toBeCloseTo(0.09, 10);
  });
  it('says what the partner discount takes off, and what autopay takes off beyond it', () => {
    const member = quoteOffer(tenYear, 50000, { autopay: false, partnerDiscounts: ['CREDIT_UNION'] });
    expect(member.partnerDiscount).toBeCloseTo(0.005, 10);
    expect(member.autopayDiscount).toBe(0);
    expect(quoteOffer(tenYear, 50000, { autopay: false }).partnerDiscount).toBe(0);
  });
  it('works out the annuity payment, the origination fee and the cash to the borrower', () => {
    const q = quoteOffer(tenYear, 50000, { autopay: false, costs: [{ feeType: 'APPRAISAL', borrowerPaidAmount: 180 }] });
    // 50,000 at 9.5% over 120 months: 646.99
    expect(q.monthlyPayment).toBe(646.99);
    expect(q.originationFee).toBe(1495);
    expect(q.closingCosts).toBe(180);
    expect(q.cashToBorrower).toBe(50000 - 1495 - 180);
  });
  it('caps the origination fee at the offer set threshold', () => {
    expect(quoteOffer(tenYear, 100000, { autopay: false, ofeeMaxThreshold: 2000 }).originationFee).toBe(2000);
  });
  it('takes a recording tax cost line as it is, and shows a restricted state without one as the $0-$1,400 per $100,000 range', () => {
    expect(quoteOffer(tenYear, 100000, { autopay: false, state: 'NY', costs: [{ feeType: 'RECORDING_TAX', borrowerPaidAmount: 750 }] }).recordingTax).toEqual({ min: 750, max: 750 });
    expect(quoteOffer(tenYear, 50000, { autopay: false, state: 'MN' }).recordingTax).toEqual({ min: 0, max: 700 });
    expect(quoteOffer(tenYear, 50000, { autopay: false, state: 'CA' }).recordingTax).toEqual({ min: 0, max: 0 });
  });
  it("shows the lender's per-state recording tax line scaled by the draw, even a $0 one in a restricted state", () => {
    const md = [{ feeType: 'RECORDING_TAX', perHundredThousand: 1000 }];
    expect(quoteOffer(tenYear, 50000, { autopay: false, state: 'MD', costs: md }).recordingTax).toEqual({ min: 500, max: 500 });
    expect(quoteOffer(tenYear, 123456, { autopay: false, state: 'MD', costs: md }).recordingTax).toEqual({ min: 1234.56, max: 1234.56 });
    expect(quoteOffer(tenYear, 50000, { autopay: false, state: 'MD', costs: md }).cashToBorrower).toBe(50000 - 1495 - 500);
    expect(quoteOffer(tenYear, 50000, { autopay: false, state: 'NJ', costs: [{ feeType: 'RECORDING_TAX', perHundredThousand: 0 }] }).recordingTax).toEqual({ min: 0, max: 0 });
  });
  it('subtracts the payoff and the largest recording tax from the cash', () => {
    const q = quoteOffer(tenYear, 100000, { autopay: false, state: 'MN', payoff: 30000 });
    expect(q.cashToBorrower).toBe(100000 - 2990 - 1400 - 30000);
  });
  it('uses one month of interest on the interest-only (62+) product', () => {
    expect(quoteOffer(tenYear, 50000, { autopay: false, interestOnly: true }).monthlyPayment).toBe(395.83);
  });
});

describe('offer records from the lender', () => {
  it('keep well-formed offers and their discounts, percentages turned into fractions', () => {
    const o = offerFromRecord({ type: 'FIXED', term: 10, rate: 9, originationFee: 2.99, minDraw: 15000, maxDraw: 90000, discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 8.75 }, { bad: true }] });
    expect(o).toEqual({ type: 'FIXED', term: 10, rate: 0.09, originationFee: 0.0299, min: 15000, max: 90000, minDraw: 15000, maxDraw: 90000, discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 0.0875 }] });
  });
  it('leave out a record with a missing or non-numeric figure', () => {
    expect(offerFromRecord({ type: 'FIXED', term: 10, rate: '9%', originationFee: 0.03, minDraw: 1, maxDraw: 2 })).toBeNull();
    expect(offerFromRecord({ type: 'BALLOON', term: 10, rate: 0.09, originationFee: 0.03, minDraw: 1, maxDraw: 2 })).toBeNull();
    expect(offersFromRecords('nope')).toEqual([]);
    expect(offersFromRecords([null, { type: 'VARIABLE', term: 10, rate: 0.08, originationFee: 0.02, minDraw: 15000, maxDraw: 50000 }])).toHaveLength(1);
  });
});
