import { afterEach, describe, expect, it } from 'vitest';
import {
  ageMessage,
  isAtLeastAge,
  minimumAge,
  personDobError,
  registrationDobError,
  stateOfResidence,
} from '../../src/domain/age';

const ADULT_TEXT =
  'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.';
const SIXTY_TWO_TEXT = 'You must be at least 62 years old to apply for a loan.';

describe('isAtLeastAge', () => {
  it('counts the birthday itself, from its first moment', () => {
    const dob = new Date(2008, 5, 15);
    expect(isAtLeastAge(dob, 18, new Date(2026, 5, 15, 0, 0, 0))).toBe(true);
    expect(isAtLeastAge(dob, 18, new Date(2026, 5, 14, 23, 59, 59, 999))).toBe(false);
  });

  it('lets a 29 February birthday come of age on 1 March in a common year', () => {
    const dob = new Date(2008, 1, 29);
    expect(isAtLeastAge(dob, 18, new Date(2026, 1, 28, 23, 59))).toBe(false);
    expect(isAtLeastAge(dob, 18, new Date(2026, 2, 1, 0, 0))).toBe(true);
  });

  it('lets a 29 February birthday come of age on 29 February in a leap year', () => {
    const dob = new Date(2004, 1, 29);
    expect(isAtLeastAge(dob, 20, new Date(2024, 1, 29, 8))).toBe(true);
    expect(isAtLeastAge(dob, 20, new Date(2024, 1, 28, 23))).toBe(false);
  });

  it('uses 62 years on the age-restricted flow', () => {
    expect(isAtLeastAge(new Date(1964, 0, 1), 62, new Date(2026, 0, 1))).toBe(true);
    expect(isAtLeastAge(new Date(1964, 0, 2), 62, new Date(2026, 0, 1))).toBe(false);
  });

  it('is false for an invalid date', () => {
    expect(isAtLeastAge(new Date(Number.NaN), 18, new Date())).toBe(false);
  });

  describe('at the end of the day in the local time zone', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it('decides by the calendar day where the applicant is, not by UTC', () => {
      process.env.TZ = 'America/Los_Angeles';
      const dob = new Date(2008, 2, 1);
      // 07:30 UTC on 1 March is still 28 February (23:30) in Los Angeles.
      const now = new Date(Date.UTC(2026, 2, 1, 7, 30));
      expect(now.getDate()).toBe(28);
      expect(isAtLeastAge(dob, 18, now)).toBe(false);
      expect(isAtLeastAge(dob, 18, new Date(Date.UTC(2026, 2, 1, 8, 0)))).toBe(true);
    });

    it('counts the whole of today even east of UTC', () => {
      process.env.TZ = 'Pacific/Kiritimati';
      const dob = new Date(2008, 2, 1);
      // 10:30 UTC on 28 February is 00:30 on 1 March at UTC+14.
      expect(isAtLeastAge(dob, 18, new Date(Date.UTC(2026, 1, 28, 10, 30)))).toBe(true);
      expect(isAtLeastAge(dob, 18, new Date(Date.UTC(2026, 1, 28, 9, 30)))).toBe(false);
    });
  });
});

describe('minimumAge', () => {
  it.each([
    [{ state: 'CA' }, 18],
    [{ state: 'AL' }, 19],
    [{ state: 'al ' }, 19],
    [{ state: 'AL', residenceState: 'GA' }, 18],
    [{ state: 'GA', residenceState: 'AL' }, 19],
    [{ state: 'GA', residenceState: '' }, 18],
    [{ state: 'AL', isSixtyTwoPlus: true }, 62],
    [{ state: 'CA', isSixtyTwoPlus: false }, 18],
    [{}, 18],
  ])('is the right age for %j', (input, expected) => {
    expect(minimumAge(input)).toBe(expected);
  });
});

describe('stateOfResidence', () => {
  it('is the property state for a primary home and the home state otherwise (DECISIONS 5)', () => {
    expect(stateOfResidence({ occupancyType: 'HOME', propertyState: 'AL', homeState: 'GA' })).toBe('AL');
    expect(stateOfResidence({ occupancyType: 'SECONDARY', propertyState: 'GA', homeState: 'AL' })).toBe('AL');
    expect(stateOfResidence({ occupancyType: 'INVESTMENT', propertyState: 'GA' })).toBe('GA');
  });
});

describe('ageMessage', () => {
  it.each([
    [18, ADULT_TEXT],
    [19, ADULT_TEXT],
    [62, SIXTY_TWO_TEXT],
  ])('gives the registration text for %i', (age, text) => {
    expect(ageMessage(age)).toBe(text);
  });
});

describe('personDobError', () => {
  const now = new Date(2026, 5, 15, 12);

  it.each([
    ['', 'Date of birth is required'],
    [undefined, 'Date of birth is required'],
    [null, 'Date of birth is required'],
    [{ day: '', month: '', year: '' }, 'Date of birth is required'],
    ['02/30/1990', 'Invalid date'],
    ['12/31/1899', 'Invalid date'],
    [{ day: 31, month: 4, year: 1990 }, 'Invalid date'],
    [new Date(Number.NaN), 'Invalid date'],
    ['06/16/2008', 'Must be at least 18 years old'],
    ['01/01/2030', 'Must be at least 18 years old'],
  ])('rejects %j with %s', (value, message) => {
    expect(personDobError(value, { now })).toBe(message);
  });

  it('accepts an adult in every shape the forms hold', () => {
    expect(personDobError('06/15/2008', { now })).toBeUndefined();
    expect(personDobError('2008-06-15', { now })).toBeUndefined();
    expect(personDobError(new Date(2008, 5, 15), { now })).toBeUndefined();
    expect(personDobError({ day: '15', month: '6', year: '2008' }, { now })).toBeUndefined();
  });

  it('asks for 62 years on the age-restricted variant', () => {
    expect(personDobError('06/16/1964', { min62: true, now })).toBe('Must be 62 years or older to apply for a loan');
    expect(personDobError('06/15/1964', { min62: true, now })).toBeUndefined();
  });
});

describe('registrationDobError', () => {
  const now = new Date(2026, 5, 15, 12);

  it('uses the registration texts', () => {
    expect(registrationDobError('', { minAge: 18, now })).toBe('Required');
    expect(registrationDobError('13/40/2000', { minAge: 18, now })).toBe('Invalid date');
    expect(registrationDobError('06/16/2007', { minAge: 19, now })).toBe(ADULT_TEXT);
    expect(registrationDobError('06/15/2007', { minAge: 19, now })).toBeUndefined();
    expect(registrationDobError('06/16/1964', { minAge: 62, now })).toBe(SIXTY_TWO_TEXT);
  });
});
