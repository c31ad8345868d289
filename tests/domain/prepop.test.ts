import { describe, expect, it } from 'vitest';
import { affiliateRequestFields } from '../../src/domain/affiliate';
import { affiliateInfo, cookieValue, prepopDob, prepopIncome, prepopPatch } from '../../src/domain/prepop';

const RECORD = {
  name: { firstName: 'Riley', middleName: '', lastName: 'Hart', suffix: 'JR' },
  address: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'tx', zip: '78704' },
  dob: '03/09/1979',
  email: 'riley.hart@example.com',
  phone: '5125550142',
  income: 98000,
  affiliates: ['EVEN_FINANCIAL', ''],
  abVersion: 'B',
};

describe('prepopPatch', () => {
  it('fills every answer of an empty draft', () => {
    expect(prepopPatch(RECORD, {})).toEqual({
      firstName: 'Riley',
      lastName: 'Hart',
      suffix: 'JR',
      propertyAddress: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' },
      dob: '1979-03-09',
      email: 'riley.hart@example.com',
      phoneNumber: '(512) 555-0142',
      income: 98000,
    });
  });

  it('never overwrites what the applicant typed', () => {
    const typed = { firstName: 'Sam', propertyAddress: { street1: '9 Elm St', city: 'Reno', state: 'NV', zip: '89501' }, income: 0, email: '  ' };
    const patch = prepopPatch(RECORD, typed);
    expect(patch).not.toHaveProperty('firstName');
    expect(patch).not.toHaveProperty('propertyAddress');
    expect(patch).not.toHaveProperty('income');
    expect(patch['email']).toBe('riley.hart@example.com');
  });

  it('fills an address the applicant started but left without a street', () => {
    expect(prepopPatch(RECORD, { propertyAddress: { street1: '' } })).toHaveProperty('propertyAddress.street1', '1420 Maple Ridge Dr');
  });

  it('drops values the steps would refuse', () => {
    expect(prepopPatch({ dob: '1979-13-01', phone: '12345', income: -5, email: 42 }, {})).toEqual({});
  });
});

describe('value parsing', () => {
  it.each([['1979-03-09', '1979-03-09'], ['03/09/1979', '1979-03-09'], ['9/3/1979', undefined], ['', undefined]])('dob %j -> %j', (v, out) => {
    expect(prepopDob(v)).toBe(out);
  });
  it.each([[98000, 98000], ['98,000', 98000], ['98000.75', 98000], ['ninety', undefined], [-1, undefined]])('income %j -> %j', (v, out) => {
    expect(prepopIncome(v)).toBe(out);
  });
});

describe('affiliate fields of the create call', () => {
  it('carries the A/B version and marks an affiliate application', () => {
    expect(affiliateRequestFields(affiliateInfo(RECORD), '', ['HELOC_LEADS_EVENFINACIAL'])).toEqual({
      affiliateAbVersion: 'B',
      affiliateAppIndicator: true,
      affiliateLiveOffers: false,
    });
  });
  it('without a record: no version, no indicator; the live-offer campaigns still count', () => {
    expect(affiliateRequestFields(null, 'heloc_leads_coredigital', ['HELOC_LEADS_EVENFINACIAL', 'HELOC_LEADS_COREDIGITAL'])).toEqual({
      affiliateAbVersion: null,
      affiliateAppIndicator: false,
      affiliateLiveOffers: true,
    });
  });
});

describe('cookieValue', () => {
  it('finds the cookie by exact name', () => {
    expect(cookieValue('a=1; _ft_prepop=AFF%2D1; _ft_prepop_x=2', '_ft_prepop')).toBe('AFF-1');
    expect(cookieValue('x_ft_prepop=1', '_ft_prepop')).toBeUndefined();
    expect(cookieValue('_ft_prepop=', '_ft_prepop')).toBe('');
  });
});
