import { describe, expect, it } from 'vitest';
import { dollars, offerTerms, percentText } from '../../src/domain/offer-terms';

describe('offerTerms (seed 001 §9)', () => {
  it('states the fee cap, the recording fees, the manual notarization and the valuation as the seed does', () => {
    expect(offerTerms()).toEqual({ originationFeeCap: '4.99%', recordingFeeMin: '$0', recordingFeeMax: '$315', manualNotarizationFee: '$300', valuationFee: '$180' });
  });
  it('formats dollars and percentages', () => {
    expect(dollars(1400)).toBe('$1,400');
    expect(dollars(12.5)).toBe('$12.50');
    expect(percentText(0.076)).toBe('7.6%');
    expect(percentText(0.0499)).toBe('4.99%');
  });
});
