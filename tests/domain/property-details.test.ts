import { describe, expect, it } from 'vitest';
import { PROPERTY_CONDITIONS, PROPERTY_CONDITION_LABELS, propertyCondition, propertyDetailsView } from '../../src/domain/property-details';
import { shipped } from '../shipped';

// The portal wording that ships (issue 25: never a version that does not).
const catalogue = shipped<{ messages: Record<string, string> }>('flows/messages/portal');

const property = { street1: '1420 MAPLE ridge dr', street2: 'apt 4b', city: 'san DIEGO', state: 'ca', zip: '92109' };

describe('propertyDetailsView', () => {
  it('formats the address (street and city words-capitalised, then state and zip), the value in whole dollars and the condition', () => {
    expect(propertyDetailsView({ property, adjustedHomeAmount: 512_000, status: { condition: 'GOOD' } })).toEqual({
      address: '1420 Maple Ridge Dr, Apt 4b, San Diego, CA 92109',
      value: '$512,000',
      condition: 'GOOD',
    });
  });

  it('has no value before the property is valued, and an unknown condition for anything unexpected', () => {
    const view = propertyDetailsView({ property, adjustedHomeAmount: 0, status: { condition: 'SPLENDID' } });
    expect(view?.value).toBeNull();
    expect(view?.condition).toBe('UNKNOWN_CONDITION');
    expect(propertyCondition(undefined)).toBe('UNKNOWN_CONDITION');
  });

  it('is null without a street', () => {
    expect(propertyDetailsView({ property: { ...property, street1: ' ' } })).toBeNull();
    expect(propertyDetailsView({})).toBeNull();
  });

  it('words every condition as the catalogue does', () => {
    expect(PROPERTY_CONDITIONS.map((c) => PROPERTY_CONDITION_LABELS[c])).toEqual(['Unknown', 'Not available', 'Poor', 'Fair', 'Average', 'Good', 'Excellent']);
    const messages = catalogue.messages as Record<string, string>;
    for (const c of PROPERTY_CONDITIONS) expect(messages[`property.condition.${c}`]).toBe(PROPERTY_CONDITION_LABELS[c]);
  });
});
