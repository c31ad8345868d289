import { describe, expect, it } from 'vitest';
import { borrowerCost, closingCosts, drawAmounts, recordingTaxFromCosts } from '../../src/domain/costs';

const costs = [
  { feeType: 'VALUATION', borrowerPaidAmount: 180 },
  { feeType: 'RECORDING_FEE', borrowerPaidAmount: 315 },
  { feeType: 'RECORDING_TAX', borrowerPaidAmount: 1_400 },
  { feeType: 'NOTARY', totalPaidByBorrower: 300 },
];

describe('costs', () => {
  it('reads what the borrower pays, preferring borrowerPaidAmount', () => {
    expect(borrowerCost({ feeType: 'X', borrowerPaidAmount: 10, totalPaidByBorrower: 20 })).toBe(10);
    expect(borrowerCost({ feeType: 'X', totalPaidByBorrower: 20 })).toBe(20);
    expect(borrowerCost({ feeType: 'X' })).toBe(0);
    expect(borrowerCost({ feeType: 'X', borrowerPaidAmount: Number.NaN })).toBe(0);
  });

  it('keeps the recording tax apart from the other closing costs', () => {
    expect(closingCosts(costs)).toBe(795);
    expect(recordingTaxFromCosts(costs)).toBe(1_400);
    expect(closingCosts([])).toBe(0);
  });
});

describe('a cost line per $100,000 drawn (the recording tax of the state from the lender)', () => {
  it('scales with the amount drawn, wins over fixed amounts, and without an amount falls back to them', () => {
    const line = { feeType: 'RECORDING_TAX', perHundredThousand: 240, borrowerPaidAmount: 99 };
    expect(borrowerCost(line, 250000)).toBe(600);
    expect(borrowerCost(line)).toBe(99);
    expect(recordingTaxFromCosts([line], 100000)).toBe(240);
    expect(drawAmounts({ loanAmount: 100000, originationFeeRate: 0, costs: [line] }).recordingTax).toBe(240);
  });
});

describe('drawAmounts', () => {
  it('takes the origination fee, closing costs and recording tax off the loan amount', () => {
    expect(drawAmounts({ loanAmount: 100_000, originationFeeRate: 0.0499, costs })).toEqual({
      loanAmount: 100_000,
      originationFee: 4_990,
      closingCosts: 795,
      recordingTax: 1_400,
      netDraw: 92_815,
    });
  });

  it('caps the origination fee at the fee maximum threshold', () => {
    const r = drawAmounts({ loanAmount: 100_000, originationFeeRate: 0.0499, costs, ofeeMaxThreshold: 2_500 });
    expect(r.originationFee).toBe(2_500);
    expect(r.netDraw).toBe(95_305);
  });

  it('uses a given recording tax instead of the cost lines', () => {
    expect(drawAmounts({ loanAmount: 100_000, originationFeeRate: 0, costs, recordingTax: 0 }).netDraw).toBe(99_205);
  });

  it('never gives a negative net draw', () => {
    expect(drawAmounts({ loanAmount: 1_000, originationFeeRate: 0.0499, costs }).netDraw).toBe(0);
  });

  it('throws the invalid-input text for a negative loan amount', () => {
    expect(() => drawAmounts({ loanAmount: -1, originationFeeRate: 0.0499, costs })).toThrow(/^Invalid input: formatMoney/);
  });
});
