import { describe, expect, it } from 'vitest';
import {
  addressErrors,
  capitaliseWords,
  cityError,
  formatAddress,
  stateError,
  street1Error,
  streetError,
  zipError,
} from '../../src/domain/address';

const NOT_LENDING =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

describe('formatAddress', () => {
  it('capitalises street and city words, then state and zip', () => {
    expect(formatAddress({ street1: '123 MAIN st', city: 'san  JOSE', state: 'ca', zip: '95112' })).toBe(
      '123 Main St, San Jose, CA 95112',
    );
  });

  it('includes the second street line when present', () => {
    expect(formatAddress({ street1: '1 elm ave', street2: 'apt 4b', city: 'austin', state: 'TX', zip: '78701' })).toBe(
      '1 Elm Ave, Apt 4b, Austin, TX 78701',
    );
    expect(formatAddress({ street1: '1 elm ave', street2: '  ', city: 'austin', state: 'TX', zip: '78701' })).toBe(
      '1 Elm Ave, Austin, TX 78701',
    );
  });

  it('capitalises each word and lowers the rest', () => {
    expect(capitaliseWords('  100 NORTH 1ST street ')).toBe('100 North 1st Street');
  });
});

describe('streetError', () => {
  it.each(['', '  ', 'ab', 'Main', '1234567'])('rejects %j', (street) => {
    expect(streetError(street)).toBe('Please enter a valid property address');
  });

  it.each(['1 A', '123 Main St'])('accepts %j', (street) => {
    expect(streetError(street)).toBeUndefined();
  });
});

describe('person address fields', () => {
  it('requires street1', () => {
    expect(street1Error('')).toBe('Street address is required');
    expect(street1Error('1 Main')).toBeUndefined();
  });

  it.each(['', 'Paris2', '  ', '-Dallas', 'Dallas!'])('rejects the city %j', (city) => {
    expect(cityError(city)).toBe('Please enter a valid city name');
  });

  it.each(['Salt Lake City', 'St. Louis', "Coeur d'Alene", 'Winston-Salem'])('accepts the city %j', (city) => {
    expect(cityError(city)).toBeUndefined();
  });

  it.each([
    ['', 'State must be two characters in length'],
    ['C', 'State must be two characters in length'],
    ['CAL', 'State must be two characters in length'],
    ['ZZ', 'Please enter a valid state'],
    ['12', 'Please enter a valid state'],
  ])('rejects the state %j with %s', (state, message) => {
    expect(stateError(state)).toBe(message);
  });

  it('refuses NY only while regulator review is on', () => {
    expect(stateError('NY')).toBeUndefined();
    expect(stateError('ny', { regulatorReview: true })).toBe(NOT_LENDING);
    expect(stateError('NJ', { regulatorReview: true })).toBeUndefined();
  });

  it.each(['', '1234', '123456', '1234a', '12345-6789'])('rejects the zip %j', (zip) => {
    expect(zipError(zip)).toBe('Please enter a valid zipcode');
  });

  it('accepts a 5-digit zip', () => {
    expect(zipError('02134')).toBeUndefined();
  });

  it('reports every field at once', () => {
    expect(addressErrors({ street1: '', city: '', state: 'NY', zip: '1' }, { regulatorReview: true })).toEqual({
      street1: 'Street address is required',
      city: 'Please enter a valid city name',
      state: NOT_LENDING,
      zip: 'Please enter a valid zipcode',
    });
    expect(addressErrors({ street1: '1 Main St', city: 'Boston', state: 'MA', zip: '02134' })).toEqual({});
  });
});
