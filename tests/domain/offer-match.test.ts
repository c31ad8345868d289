import { describe, expect, it } from 'vitest';
import { matchOffer } from '../../src/domain/offer-match';

const offers = [
  { id: 'a', term: 10, originationFee: 0.0499, minDraw: 15_000, maxDraw: 100_000 },
  { id: 'b', term: 30, originationFee: 0.0499, minDraw: 15_000, maxDraw: 100_000 },
  { id: 'c', term: 30, originationFee: 0, minDraw: 15_000, maxDraw: 60_000 },
  { id: 'd', term: 30, originationFee: 0.0499, minDraw: 100_000, maxDraw: 400_000 },
];

describe('matchOffer', () => {
  it('finds the offer with the term and fee whose draw range holds the draw', () => {
    expect(matchOffer(offers, { draw: 50_000, term: 30, fee: 0.0499 })?.id).toBe('b');
    expect(matchOffer(offers, { draw: 50_000, term: 30, fee: 0 })?.id).toBe('c');
    expect(matchOffer(offers, { draw: 50_000, term: 10, fee: 0.0499 })?.id).toBe('a');
  });

  it('includes both ends of the draw range and takes the first match', () => {
    expect(matchOffer(offers, { draw: 15_000, term: 30, fee: 0.0499 })?.id).toBe('b');
    expect(matchOffer(offers, { draw: 100_000, term: 30, fee: 0.0499 })?.id).toBe('b');
    expect(matchOffer(offers, { draw: 100_001, term: 30, fee: 0.0499 })?.id).toBe('d');
  });

  it('ignores floating-point noise in the fee', () => {
    expect(matchOffer(offers, { draw: 50_000, term: 30, fee: 0.0299 + 0.02 })?.id).toBe('b');
  });

  it('finds nothing outside every range, for an unknown term or fee, or a non-numeric draw', () => {
    expect(matchOffer(offers, { draw: 14_999, term: 30, fee: 0.0499 })).toBeUndefined();
    expect(matchOffer(offers, { draw: 70_000, term: 30, fee: 0 })).toBeUndefined();
    expect(matchOffer(offers, { draw: 50_000, term: 20, fee: 0.0499 })).toBeUndefined();
    expect(matchOffer(offers, { draw: Number.NaN, term: 30, fee: 0.0499 })).toBeUndefined();
    expect(matchOffer([], { draw: 50_000, term: 30, fee: 0.0499 })).toBeUndefined();
  });
});
