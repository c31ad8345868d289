import { describe, expect, it } from 'vitest';
import { bankDigits, isAbaRoutingNumber, maskBank } from '../../src/domain/bank';

describe('maskBank', () => {
  it('shows only the last 4 digits', () => {
    expect(maskBank('000123456789')).toBe('****6789');
    expect(maskBank('12-34 56')).toBe('****3456');
    expect(maskBank('123')).toBe('****123');
    expect(maskBank('')).toBe('');
  });
});

describe('isAbaRoutingNumber (the ABA check digit)', () => {
  it('accepts real routing numbers', () => {
    // JPMorgan Chase NY, Bank of America CA, Wells Fargo, the Federal Reserve's own
    for (const ok of ['021000021', '121000358', '121042882', '011000015']) expect(isAbaRoutingNumber(ok), ok).toBe(true);
  });

  it('refuses a wrong check digit, an unassigned prefix, all zeros, a wrong length and non-digits', () => {
    for (const bad of ['021000022', '121000359', '12345678', '1210003580', '02100002a', '', '000000001', '000000000', '130000006']) expect(isAbaRoutingNumber(bad), bad).toBe(false);
  });
});

describe('bankDigits', () => {
  it('keeps the digits of pasted text, at most the maximum', () => {
    expect(bankDigits('0210-0002 1', 9)).toBe('021000021');
    expect(bankDigits('1234567890123456789', 17)).toBe('12345678901234567');
  });
});
