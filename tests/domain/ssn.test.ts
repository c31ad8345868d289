import { describe, expect, it } from 'vitest';
import { formatSsn, isValidSsn, maskSsn, ssnDigits } from '../../src/domain/ssn';

describe('SSN helpers', () => {
  it('reads 9 digits from typed or pasted text', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits(' 123 45 6789 ')).toBe('123456789');
    expect(ssnDigits('1234567890123')).toBe('123456789');
    expect(ssnDigits('abc')).toBe('');
  });

  it('formats a partial or full number as 123-45-6789', () => {
    expect(formatSsn('12')).toBe('12');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123456789')).toBe('123-45-6789');
  });

  it('masks all but the last four of a full number, and every digit of a partial one', () => {
    expect(maskSsn('123456789')).toBe('•••-••-6789');
    expect(maskSsn('12345')).toBe('•••-••');
    expect(maskSsn('')).toBe('');
  });

  it('refuses never-issued numbers: area 000, 666, 9xx; group 00; serial 0000', () => {
    expect(isValidSsn('123456789')).toBe(true);
    expect(isValidSsn('665121234')).toBe(true);
    for (const bad of ['000456789', '666456789', '900456789', '999456789', '123006789', '123450000', '12345678', '1234567890', '12345678a']) {
      expect(isValidSsn(bad), bad).toBe(false);
    }
  });
});
