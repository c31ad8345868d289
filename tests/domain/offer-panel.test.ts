import { describe, expect, it } from 'vitest';
import { NO_PAYMENT, applicationPanelOffer, offerPanelView, panelRateType } from '../../src/domain/offer-panel';

const offer = { rate: 0.0995, amount: 50_000, term: 10, rateType: 'FIXED' };

describe('offerPanelView', () => {
  it('is hidden unless rate and amount are above 0', () => {
    expect(offerPanelView({ ...offer, rate: 0 }, { interestOnly: false })).toBeNull();
    expect(offerPanelView({ ...offer, amount: 0 }, { interestOnly: false })).toBeNull();
    expect(offerPanelView({ ...offer, rate: -0.01 }, { interestOnly: false })).toBeNull();
    expect(offerPanelView({ ...offer, amount: Number.NaN }, { interestOnly: false })).toBeNull();
    expect(offerPanelView(null, { interestOnly: false })).toBeNull();
  });

  it('shows APR with 3 digits, the draw and the annuity payment, and the term with the rate type', () => {
    // 50,000 at 9.95% over 10 years, monthly compounding: 659.37 a month.
    expect(offerPanelView(offer, { interestOnly: false })).toEqual({
      apr: '9.950%',
      initialDraw: '$50,000.00',
      monthlyPayment: '$659.37',
      term: { years: 10, rateType: 'FIXED' },
    });
  });

  it("shows '--' for the payment when it cannot be worked out (no term)", () => {
    const view = offerPanelView({ ...offer, term: 0 }, { interestOnly: false });
    expect(view?.monthlyPayment).toBe(NO_PAYMENT);
    expect(NO_PAYMENT).toBe('--');
  });

  it('has no term line on the 62+ (interest-only) flow and shows one month of interest', () => {
    const view = offerPanelView({ ...offer, term: 0 }, { interestOnly: true });
    expect(view?.term).toBeNull();
    // 50,000 × 9.95% / 365.25 × 30.4375 days = 414.58
    expect(view?.monthlyPayment).toBe('$414.58');
  });

  it('reads the seed limits: $15,000 at 17.20% and $400,000 at 7.60%', () => {
    expect(offerPanelView({ rate: 0.172, amount: 15_000, term: 30 }, { interestOnly: false })?.apr).toBe('17.200%');
    expect(offerPanelView({ rate: 0.076, amount: 400_000, term: 30 }, { interestOnly: false })?.initialDraw).toBe('$400,000.00');
  });

  it('defaults the rate type to Fixed', () => {
    expect(panelRateType(undefined)).toBe('FIXED');
    expect(panelRateType('UNKNOWN')).toBe('FIXED');
    expect(panelRateType('VARIABLE')).toBe('VARIABLE');
    expect(offerPanelView({ ...offer, rateType: 'VARIABLE' }, { interestOnly: false })?.term?.rateType).toBe('VARIABLE');
  });
});

describe('applicationPanelOffer', () => {
  it('takes the selected offer at the top level, rates from percent to fraction', () => {
    expect(applicationPanelOffer({ rate: 9.95, amount: 50_000, term: 10, rateType: 'VARIABLE', preliminaryOffer: { rate: 8, amount: 1 } })).toEqual({
      rate: 0.0995,
      amount: 50_000,
      term: 10,
      rateType: 'VARIABLE',
    });
  });

  it("falls back to the lender's preliminary offer, then to none", () => {
    const pre = { type: 'FIXED', term: 30, rate: 11.2, amount: 120_000, originationFee: 2.99 };
    expect(applicationPanelOffer({ rate: 0, amount: 0, term: 0, preliminaryOffer: pre })).toEqual({ rate: 0.112, amount: 120_000, term: 30, rateType: 'FIXED' });
    expect(applicationPanelOffer({ rate: 0, amount: 0, preliminaryOffer: null })).toBeNull();
    expect(applicationPanelOffer(undefined)).toBeNull();
  });
});
