import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, nationalDigits, phoneError, reducePhone } from '../../src/domain/phone';

describe('formatPhone', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['1-555-123-4567', '(555) 123-4567'],
    ['5551234567', '(555) 123-4567'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['55512', '(555) 12'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['+1555', '(555'],
  ])('formats the partial input %s progressively as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('drops digits beyond ten and anything that is not a digit', () => {
    expect(formatPhone('555123456789')).toBe('(555) 123-4567');
    expect(formatPhone('abc')).toBe('');
  });

  it('keeps a 10-digit number that starts with 1 so the rule can reject it', () => {
    expect(formatPhone('1555123456')).toBe('(155) 512-3456');
  });

  it('is reversed by reducePhone for any 10-digit national number not starting with 0 or 1', () => {
    const national = fc
      .tuple(fc.integer({ min: 2, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }))
      .map(([first, rest]) => `${first}${rest.join('')}`);
    fc.assert(
      fc.property(national, (x) => {
        expect(reducePhone(formatPhone(x))).toBe(x);
        expect(formatPhone(`+1${x}`)).toBe(formatPhone(x));
        expect(formatPhone(formatPhone(x))).toBe(formatPhone(x));
      }),
    );
  });
});

describe('reducePhone', () => {
  it('removes spaces, parentheses and dashes only', () => {
    expect(reducePhone('(555) 123-4567')).toBe('5551234567');
    expect(reducePhone('+1 555.123')).toBe('+1555.123');
  });
});

describe('nationalDigits', () => {
  it('drops the country code of +1 and 11-digit forms only', () => {
    expect(nationalDigits('+1 555 123 4567')).toBe('5551234567');
    expect(nationalDigits('15551234567')).toBe('5551234567');
    expect(nationalDigits('1555123456')).toBe('1555123456');
  });
});

describe('phoneError', () => {
  it.each([
    ['', 'Please enter your mobile phone'],
    ['   ', 'Please enter your mobile phone'],
    ['(155) 512-3456', 'Country code 1 is not needed'],
    ['1', 'Country code 1 is not needed'],
    ['+1 1555123456', 'Country code 1 is not needed'],
    ['(555) 123-456', 'Please enter a valid phone number'],
    ['555', 'Please enter a valid phone number'],
    ['555123456789', 'Please enter a valid phone number'],
    ['555-123-456x', 'Please enter a valid phone number'],
  ])('rejects %j with %s', (value, message) => {
    expect(phoneError(value)).toBe(message);
  });

  it.each(['(555) 123-4567', '5551234567', '+15551234567', '15551234567', '555-123-4567'])('accepts %s', (value) => {
    expect(phoneError(value)).toBeUndefined();
  });
});
