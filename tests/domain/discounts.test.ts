import { describe, expect, it } from 'vitest';
import { discountedRate } from '../../src/domain/discounts';

const offer = {
  rate: 0.0899,
  discountList: [
    { discount: { type: 'AUTOPAY' }, rateWithDiscount: 0.0874 },
    { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: 0.0849 },
    { discount: { type: 'BROKEN' }, rateWithDiscount: 0.12 },
  ],
};

describe('discountedRate', () => {
  it('gives the discounted rate of an applicable discount', () => {
    expect(discountedRate(offer, ['AUTOPAY'])).toBe(0.0874);
  });

  it('takes the lowest rate when several discounts apply, without stacking them', () => {
    expect(discountedRate(offer, ['AUTOPAY', 'CREDIT_UNION'])).toBe(0.0849);
  });

  it('keeps the offer rate when no discount applies or a discount would raise it', () => {
    expect(discountedRate(offer, [])).toBe(0.0899);
    expect(discountedRate(offer, ['PARTNER'])).toBe(0.0899);
    expect(discountedRate(offer, ['BROKEN'])).toBe(0.0899);
    expect(discountedRate({ rate: 0.1 }, ['AUTOPAY'])).toBe(0.1);
  });
});
