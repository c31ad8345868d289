import { describe, expect, it } from 'vitest';
import { shortenWallet } from '../../src/domain/wallet';

describe('shortenWallet', () => {
  it('keeps the first 6 and last 5 characters of an address longer than 11', () => {
    expect(shortenWallet('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...45678');
    expect(shortenWallet('0x123456789')).toBe('0x123456789');
    expect(shortenWallet('0x1234567890')).toBe('0x1234...67890');
    expect(shortenWallet('')).toBe('');
  });
});
