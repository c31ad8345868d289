import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordError, passwordErrors, passwordRules, passwordStrength } from '../../src/domain/password';

const STRONG = 'Abcdefghij1!';

describe('passwordRules', () => {
  it('lists the five rules in order', () => {
    expect(passwordRules('').map((r) => r.id)).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
    expect(passwordRules('').every((r) => !r.met)).toBe(true);
  });

  it('needs 12 characters', () => {
    const met = (pw: string): boolean => passwordRules(pw).find((r) => r.id === 'length')?.met ?? false;
    expect(met('a'.repeat(11))).toBe(false);
    expect(met('a'.repeat(12))).toBe(true);
  });

  it.each([...'!@#$%^&*'])('counts %s as a special character', (c) => {
    expect(passwordRules(c).find((r) => r.id === 'special')?.met).toBe(true);
  });

  it.each(['_', '-', ' ', '?', '('])('does not count %j as a special character', (c) => {
    expect(passwordRules(c).find((r) => r.id === 'special')?.met).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['a', 0],
    ['aA', 1],
    ['aA1', 2],
    ['aA1!', 3],
    [STRONG, 4],
  ])('fills %j with %i segments', (pw, segments) => {
    expect(passwordStrength(pw)).toBe(segments);
  });

  it('fills the whole bar only when every rule is met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        expect(passwordStrength(pw) === 4).toBe(passwordRules(pw).every((r) => r.met));
      }),
    );
  });
});

describe('passwordError', () => {
  it.each([
    ['', '', 'Required'],
    ['short', 'short', 'Password is not strong enough'],
    ['abcdefghijkl', 'abcdefghijkl', 'Password is not strong enough'],
    [STRONG, '', 'Required'],
    [STRONG, 'Abcdefghij1@', "Passwords don't match"],
  ])('reports %j / %j as %s', (pw, confirm, message) => {
    expect(passwordError(pw, confirm)).toBe(message);
  });

  it('accepts a strong password confirmed', () => {
    expect(passwordError(STRONG, STRONG)).toBeUndefined();
  });

  it('reports each field separately', () => {
    expect(passwordErrors('weak', 'other')).toEqual({
      password: 'Password is not strong enough',
      confirmPassword: "Passwords don't match",
    });
  });
});
