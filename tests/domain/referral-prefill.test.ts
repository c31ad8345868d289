// A wholesale referral prefilling registration (seed 000 §3): only unanswered fields, only valid values.
import { describe, expect, it } from 'vitest';
import { referralPrefill } from '../../src/domain/referral-prefill';

const record = {
  firstName: ' Morgan ', lastName: 'Reyes', suffix: 'Jr.', phoneNumber: '+1 512 555 0199', email: 'morgan.reyes@example.com',
  address: { street1: '1422 Maple Ridge Dr', street2: null, city: 'Austin', state: 'tx', zip: '78704' },
};

describe('referralPrefill', () => {
  it('fills name, suffix, address, phone and e-mail', () => {
    expect(referralPrefill(record, {})).toEqual({
      firstName: 'Morgan', lastName: 'Reyes', suffix: 'JR', email: 'morgan.reyes@example.com', phoneNumber: '(512) 555-0199',
      propertyAddress: { street1: '1422 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' },
    });
  });

  it('never overwrites an answer and leaves out what the form would refuse', () => {
    const out = referralPrefill({ ...record, suffix: 'Esq', phoneNumber: '555-01' }, { firstName: 'Alex', propertyAddress: { street1: '1 Elm St' } });
    expect(out).toEqual({ lastName: 'Reyes', email: 'morgan.reyes@example.com' });
  });

  it('fills nothing from an empty record', () => {
    expect(referralPrefill({}, {})).toEqual({});
  });
});
