import { describe, expect, it } from 'vitest';
import { answeredFlags, decodeUserData, profilePrefill, queryPrefill } from '../../src/domain/profile-prefill';

const profile = {
  name: { firstName: 'Jane', middleName: '', lastName: 'Doe', suffix: '' },
  email: 'jane@example.com',
  dob: '1980-01-15',
  phoneNumbers: [{ type: 'MOBILE', number: '5125550123' }],
};

describe('profile prefill (seed 000 §3, 001 §4)', () => {
  it('fills name, date of birth, e-mail and phone, and says which it filled', () => {
    const patch = profilePrefill(profile, {});
    expect(patch).toMatchObject({ firstName: 'Jane', lastName: 'Doe', dob: '1980-01-15', email: 'jane@example.com', phoneNumber: '(512) 555-0123' });
    expect(patch['prefilled']).toEqual({ email: true, name: true, dob: true });
    expect(patch['isPrepopComplete']).toBe(true);
    expect(patch['profileHasContact']).toBe(true);
  });

  it('never overwrites an answer, and a profile without dob or phone is not complete and keeps Contact Info', () => {
    const patch = profilePrefill({ name: profile.name, email: 'x@example.com' }, { email: 'typed@example.com' });
    expect(patch['email']).toBeUndefined();
    expect(patch['prefilled']).toEqual({ email: false, name: true, dob: false });
    expect(patch['isPrepopComplete']).toBe(false);
    expect(patch['profileHasContact']).toBe(false);
  });

  it('keeps flags from an earlier fill when a reload finds the answers already there', () => {
    const first = profilePrefill(profile, {});
    const again = profilePrefill(profile, first);
    expect(again['prefilled']).toEqual({ email: true, name: true, dob: true });
    expect(again['firstName']).toBeUndefined();
  });
});

describe('has-been-set flags (000 §3)', () => {
  it('count false as an answered sale status and only a number as an income', () => {
    expect(answeredFlags({})).toEqual({ hasSaleStatusBeenSet: false, hasIncomeBeenSet: false });
    expect(answeredFlags({ isListedForSale: false, income: 0 })).toEqual({ hasSaleStatusBeenSet: true, hasIncomeBeenSet: true });
  });
});

describe('arrival query (000 §9: state, userData)', () => {
  it('state preselects the property state; an answered address wins', () => {
    expect(queryPrefill({ state: 'tx' }, {})['propertyAddress']).toEqual({ street1: '', street2: '', city: '', zip: '', state: 'TX' });
    expect(queryPrefill({ state: 'TX' }, { propertyAddress: { street1: '1 A St', state: 'CA' } })).toEqual({});
    expect(queryPrefill({ state: 'Texas' }, {})).toEqual({});
  });

  it('userData as JSON or base64url fills the answers it carries', () => {
    const user = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '5125550199', address: { street1: '9 Elm St', city: 'Reno', state: 'nv', zip: '89501' } };
    const b64 = Buffer.from(JSON.stringify(user)).toString('base64url');
    for (const raw of [JSON.stringify(user), b64]) {
      expect(queryPrefill({ userData: raw }, {})).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phoneNumber: '(512) 555-0199', propertyAddress: { street1: '9 Elm St', state: 'NV' } });
    }
    expect(decodeUserData('not json')).toBeUndefined();
    expect(decodeUserData('[1,2]')).toBeUndefined();
  });
});
