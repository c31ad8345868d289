import { describe, expect, it } from 'vitest';
import {
  NAME_SUFFIXES,
  firstNameError,
  lastNameError,
  middleNameError,
  nameErrors,
  normaliseSuffix,
  suffixLabel,
  trimName,
} from '../../src/domain/names';

const UNSUPPORTED = 'Some of the characters entered are not supported.';

describe('trimName', () => {
  it('removes surrounding whitespace and treats missing as empty', () => {
    expect(trimName('  Ada  ')).toBe('Ada');
    expect(trimName(undefined)).toBe('');
    expect(trimName(null)).toBe('');
  });
});

describe('first name', () => {
  it.each([
    ['', 'Please enter the first name'],
    ['   ', 'Please enter the first name'],
    ['A', 'First name must be at least 2 characters long'],
    [' A ', 'First name must be at least 2 characters long'],
    ['Ad4', UNSUPPORTED],
    ["O'Neil", UNSUPPORTED],
    ['José', UNSUPPORTED],
  ])('rejects %j with %s', (value, message) => {
    expect(firstNameError(value)).toBe(message);
  });

  it.each(['Al', 'Mary Jane', 'Jean-Luc', '  Ada  '])('accepts %j', (value) => {
    expect(firstNameError(value)).toBeUndefined();
  });
});

describe('middle name', () => {
  it.each(['', 'J', 'J.', "D'Arcy", 'Anne Marie', 'Ann-Marie'])('accepts %j', (value) => {
    expect(middleNameError(value)).toBeUndefined();
  });

  it.each(['J..', 'Anne  Marie', 'Ann--Marie', '-Ann', 'J.R', 'A1'])('rejects %j as unsupported', (value) => {
    expect(middleNameError(value)).toBe(UNSUPPORTED);
  });
});

describe('last name', () => {
  it('is required', () => {
    expect(lastNameError(' ', { production: true })).toBe('Last name is required');
  });

  it('refuses digits in production and allows them elsewhere', () => {
    expect(lastNameError('Smith2', { production: true })).toBe(UNSUPPORTED);
    expect(lastNameError('Smith2', { production: false })).toBeUndefined();
    expect(lastNameError('Smith!', { production: false })).toBe(UNSUPPORTED);
  });

  it('needs at least 2 characters', () => {
    expect(lastNameError('X', { production: true })).toBe('Last name must be at least 2 characters long');
    expect(lastNameError('Li', { production: true })).toBeUndefined();
    expect(lastNameError('Smith-Jones', { production: true })).toBeUndefined();
  });
});

describe('suffix', () => {
  it('stores N/A as empty and offers the DECISIONS 7 list', () => {
    expect([...NAME_SUFFIXES]).toEqual(['', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V']);
    expect(suffixLabel('')).toBe('N/A');
    expect(normaliseSuffix('N/A')).toBe('');
    expect(normaliseSuffix(' jr ')).toBe('JR');
    expect(normaliseSuffix('VI')).toBeUndefined();
  });
});

describe('nameErrors', () => {
  it('is empty for a valid name', () => {
    expect(nameErrors({ firstName: 'Ada', lastName: 'Lovelace', suffix: '' }, { production: true })).toEqual({});
  });

  it('reports every field at once', () => {
    expect(nameErrors({ firstName: '', middleName: '1', lastName: '', suffix: 'ESQ' }, { production: true })).toEqual({
      firstName: 'Please enter the first name',
      middleName: UNSUPPORTED,
      lastName: 'Last name is required',
      suffix: 'Please select a suffix from the list',
    });
  });
});
