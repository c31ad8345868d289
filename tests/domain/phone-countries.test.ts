import { describe, expect, it } from 'vitest';
import {
  PHONE_COUNTRIES,
  formatNational,
  nationalMaxLength,
  parsePhoneValue,
  phoneCountry,
  phoneValue,
  switchCountry,
} from '../../src/domain/phone-countries';

const US = phoneCountry('US');
const GB = phoneCountry('GB');
const FR = phoneCountry('FR');

describe('phone country list (seed 001 §3, §5)', () => {
  it('defaults to the US, listed first; unknown codes fall back to it', () => {
    expect(PHONE_COUNTRIES[0]?.countryCode).toBe('US');
    expect(phoneCountry(undefined).countryCode).toBe('US');
    expect(phoneCountry('zz').countryCode).toBe('US');
    expect(phoneCountry('gb')).toEqual({ country: 'United Kingdom', countryCode: 'GB', callingCode: '44', format: '#### ######' });
  });

  it("limits the length to the country's national format", () => {
    expect(nationalMaxLength(US)).toBe(14);
    expect(nationalMaxLength(GB)).toBe(11);
    expect(formatNational('555123456789', US)).toBe('(555) 123-4567');
    expect(formatNational('79111234567', GB)).toBe('7911 123456');
  });

  it('formats partial input as typed and empty input as empty', () => {
    expect(formatNational('555', US)).toBe('(555');
    expect(formatNational('5551', US)).toBe('(555) 1');
    expect(formatNational('', US)).toBe('');
    expect(formatNational('abc', FR)).toBe('');
    expect(formatNational('612', FR)).toBe('6 12');
  });

  it('reformats the digits when the country changes', () => {
    expect(switchCountry('(555) 123-4567', GB)).toBe('5551 234567');
    expect(switchCountry('5551 234567', FR)).toBe('5 55 12 34 56');
    expect(switchCountry('5 55 12 34 56', US)).toBe('(555) 123-456');
  });

  it('stores +code and the national number, and reads it back', () => {
    expect(phoneValue('7911123456', GB)).toBe('+44 7911 123456');
    expect(phoneValue('', GB)).toBe('');
    expect(parsePhoneValue('+44 7911 123456')).toEqual({ country: GB, national: '7911 123456' });
    expect(parsePhoneValue('+1 (555) 123-4567').country.countryCode).toBe('US');
    expect(parsePhoneValue('+1 (555) 123-4567', 'CA').country.countryCode).toBe('CA');
    expect(parsePhoneValue('5551234567')).toEqual({ country: US, national: '(555) 123-4567' });
  });
});
