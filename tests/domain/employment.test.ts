import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPE_LABELS, employmentTypeError, mapEmploymentType } from '../../src/domain/employment';

describe('mapEmploymentType', () => {
  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['EMPLOYED', 'EMPLOYED'],
    ['FULL_TIME', 'FULL_TIME'],
    ['OTHER', 'OTHER'],
    ['PART_TIME', 'PART_TIME'],
    ['RETIRED', 'RETIRED'],
    ['SELF_EMPLOYED', 'SELF_EMPLOYED'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['UNEMPLOYED', 'UNRECOGNIZED'],
    ['full_time', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
    ['toString', 'UNRECOGNIZED'],
  ])('sends %j as %s', (input, expected) => {
    expect(mapEmploymentType(input)).toBe(expected);
  });
});

describe('EMPLOYMENT_TYPE_LABELS', () => {
  it('holds the labels of seed 000 verbatim', () => {
    expect(EMPLOYMENT_TYPE_LABELS).toEqual({
      ALIMONY: 'Alimony',
      CHILD_SUPPORT: 'Child support',
      FULL_TIME: 'Employed full-time',
      PART_TIME: 'Employed part-time',
      PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
      RETIRED: 'Retired',
      SELF_EMPLOYED: 'Self-employed',
      SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
      UNEMPLOYED: 'Unemployed / furloughed',
    });
  });
});

describe('employmentTypeError', () => {
  it('requires one of the types and refuses unemployed borrowers', () => {
    expect(employmentTypeError(undefined)).toBe('Required');
    expect(employmentTypeError('INIT')).toBe('Required');
    expect(employmentTypeError('constructor')).toBe('Required');
    expect(employmentTypeError('UNEMPLOYED')).toBe("We apologize. At this time, we don't lend to unemployed borrowers.");
    expect(employmentTypeError('RETIRED')).toBeUndefined();
  });
});
