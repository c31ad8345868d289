import { describe, expect, it } from 'vitest';
import { emailError } from '../../src/domain/email';

describe('emailError', () => {
  it('requires an e-mail', () => {
    expect(emailError('')).toBe('Please enter your email');
    expect(emailError(undefined)).toBe('Please enter your email');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@@example.com', 'ada@example..com', 'ada@example.c0m', `${'a'.repeat(250)}@example.com`])(
    'rejects %j',
    (email) => {
      expect(emailError(email)).toBe('Please enter a valid email address');
    },
  );

  it.each(['ada@example.com', ' ada.lovelace+heloc@mail.example.co.uk '])('accepts %j', (email) => {
    expect(emailError(email)).toBeUndefined();
  });
});
