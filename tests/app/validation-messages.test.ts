// Every validation message of the registration steps (seed 000 §5, seed 001 §5 person and
// address fields), each with a failing value that shows it under its field and a passing
// value that clears it. Validated exactly as the form does: rjsf + ajv-errors on the
// composed step schema, errors placed by the renderer's placeErrors.
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { placeErrors } from '../../src/renderer/step-form';
import { runNamedValidators } from '../../src/stores/named-validators';
import type { JsonValue } from '../../src/engine/types';
import { stepForm } from './step-definitions';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
type Data = Record<string, JsonValue>;

/** Messages the form shows under `field` for `data` on the step made of `refs`. */
function messagesFor(refs: string[], data: Data, field: string): string[] {
  const { schema, validators } = stepForm(...refs);
  const { errors } = validator.validateFormData(data, schema);
  const schemaMessages = placeErrors(errors)
    .filter((e) => e.property === `.${field}`)
    .map((e) => e.message ?? '');
  const named = runNamedValidators(validators, data, { now: new Date('2026-11-22T12:00:00'), sixtyTwoPlus: false })
    .filter((e) => e.field === field)
    .map((e) => e.message);
  return [...new Set([...schemaMessages, ...named])];
}

const address = { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' };

interface Row {
  refs: string[];
  field: string;
  base: Data;
  failing: JsonValue | undefined;
  message: string;
  passing: JsonValue;
}

const rows: Row[] = [
  { refs: ['property-address@1'], field: 'occupancyType', base: { propertyAddress: address }, failing: 'INIT', message: 'Please select an occupancy type', passing: 'HOME' },
  { refs: ['property-address@1'], field: 'propertyAddress', base: { occupancyType: 'HOME' }, failing: undefined, message: 'Required', passing: address },
  { refs: ['property-address@1'], field: 'propertyAddress.street1', base: { occupancyType: 'HOME' }, failing: 'Maple', message: 'Please enter a valid property address', passing: '1420 Maple Ridge Dr' },
  { refs: ['property-address@1'], field: 'propertyAddress.city', base: { occupancyType: 'HOME' }, failing: 'Austin 7', message: 'Please enter a valid city name', passing: 'Austin' },
  { refs: ['property-address@1'], field: 'propertyAddress.state', base: { occupancyType: 'HOME' }, failing: 'Texas', message: 'State must be two characters in length', passing: 'TX' },
  { refs: ['property-address@1'], field: 'propertyAddress.state', base: { occupancyType: 'HOME' }, failing: 'XX', message: 'Please enter a valid state', passing: 'TX' },
  { refs: ['property-address@1'], field: 'propertyAddress.zip', base: { occupancyType: 'HOME' }, failing: '7870', message: 'Please enter a valid zipcode', passing: '78704' },
  { refs: ['home-address@1'], field: 'homeAddress', base: {}, failing: undefined, message: 'Required', passing: address },
  { refs: ['for-sale@1'], field: 'isListedForSale', base: {}, failing: undefined, message: 'Required', passing: false },
  { refs: ['annual-income@1'], field: 'employmentType', base: { income: 50000 }, failing: undefined, message: 'Required', passing: 'FULL_TIME' },
  { refs: ['annual-income@1'], field: 'employmentType', base: { income: 50000 }, failing: 'UNEMPLOYED', message: "We apologize. At this time, we don't lend to unemployed borrowers.", passing: 'RETIRED' },
  { refs: ['annual-income@1'], field: 'income', base: { employmentType: 'FULL_TIME' }, failing: undefined, message: 'Required', passing: 0 },
  { refs: ['annual-income@1'], field: 'income', base: { employmentType: 'FULL_TIME' }, failing: -1, message: 'Must be at least $0', passing: 0 },
  { refs: ['annual-income@1'], field: 'income', base: { employmentType: 'FULL_TIME' }, failing: 10000000, message: 'Must be less than $10,000,000', passing: 9999999 },
  { refs: ['annual-income@1'], field: 'otherIncome', base: { employmentType: 'FULL_TIME', income: 1 }, failing: -5, message: 'Must be at least $0', passing: null },
  { refs: ['legal-name@1'], field: 'firstName', base: { lastName: 'Doe' }, failing: undefined, message: 'Please enter the first name', passing: 'Jo' },
  { refs: ['legal-name@1'], field: 'firstName', base: { lastName: 'Doe' }, failing: 'J', message: 'First name must be at least 2 characters long', passing: 'Jo' },
  { refs: ['legal-name@1'], field: 'firstName', base: { lastName: 'Doe' }, failing: 'J0hn', message: 'Some of the characters entered are not supported.', passing: 'Mary-Jo Ann' },
  { refs: ['legal-name@1'], field: 'middleName', base: { firstName: 'Jo', lastName: 'Doe' }, failing: 'Q!', message: 'Some of the characters entered are not supported.', passing: "O'Neil Q." },
  { refs: ['legal-name@1'], field: 'lastName', base: { firstName: 'Jo' }, failing: undefined, message: 'Last name is required', passing: 'Doe' },
  { refs: ['legal-name@1'], field: 'suffix', base: { firstName: 'Jo', lastName: 'Doe' }, failing: 'ESQ', message: 'Please select a suffix from the list', passing: 'JR' },
  { refs: ['birthdate@1'], field: 'dob', base: {}, failing: undefined, message: 'Required', passing: '1980-01-15' },
  { refs: ['birthdate@1'], field: 'dob', base: {}, failing: '1980-13-01', message: 'Invalid date', passing: '1980-12-01' },
  { refs: ['birthdate@1'], field: 'dob', base: {}, failing: '2010-01-01', message: 'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.', passing: '2008-11-22' },
  { refs: ['birthdate@1'], field: 'dob', base: { occupancyType: 'HOME', propertyAddress: { ...address, state: 'AL' } }, failing: '2007-11-23', message: 'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.', passing: '2007-11-22' },
  { refs: ['phone-and-email@1'], field: 'email', base: { phoneNumber: '(512) 555-0123' }, failing: undefined, message: 'Please enter your email', passing: 'jane@example.com' },
  { refs: ['phone-and-email@1'], field: 'email', base: { phoneNumber: '(512) 555-0123' }, failing: 'jane@example', message: 'Please enter a valid email address', passing: 'jane@example.com' },
  { refs: ['phone-and-email@1'], field: 'phoneNumber', base: { email: 'jane@example.com' }, failing: undefined, message: 'Please enter your mobile phone', passing: '(512) 555-0123' },
  { refs: ['phone-and-email@1'], field: 'phoneNumber', base: { email: 'jane@example.com' }, failing: '(512) 555-01', message: 'Please enter a valid phone number', passing: '(512) 555-0123' },
  { refs: ['phone-and-email@1'], field: 'phoneNumber', base: { email: 'jane@example.com' }, failing: '(155) 512-3456', message: 'Country code 1 is not needed', passing: '(512) 555-0123' },
  { refs: ['set-password@1', 'accept-consents@1'], field: 'password', base: { confirmPassword: 'x', termPrivacyConsent: true, communicationConsent: true }, failing: undefined, message: 'Required', passing: 'Str0ng!Passw0rd' },
  { refs: ['set-password@1', 'accept-consents@1'], field: 'password', base: { termPrivacyConsent: true, communicationConsent: true }, failing: 'short1!A', message: 'Password is not strong enough', passing: 'Str0ng!Passw0rd' },
  { refs: ['set-password@1', 'accept-consents@1'], field: 'confirmPassword', base: { password: 'Str0ng!Passw0rd', termPrivacyConsent: true, communicationConsent: true }, failing: 'Str0ng!Passw0rX', message: "Passwords don't match", passing: 'Str0ng!Passw0rd' },
  { refs: ['set-password@1', 'accept-consents@1'], field: 'termPrivacyConsent', base: { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', communicationConsent: true }, failing: false, message: 'Required', passing: true },
  { refs: ['set-password@1', 'accept-consents@1'], field: 'communicationConsent', base: { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', termPrivacyConsent: true }, failing: undefined, message: 'Required', passing: true },
];

/** Sets a possibly nested field ('propertyAddress.zip') on a copy of data. */
function withField(data: Data, field: string, value: JsonValue | undefined): Data {
  const [head = '', tail] = field.split('.') as [string, string | undefined];
  const next: Data = { ...data };
  if (tail) next[head] = { ...address, ...(data[head] as Data | undefined), [tail]: value ?? null } as JsonValue;
  else if (value === undefined) delete next[head];
  else next[head] = value;
  if (tail && value === undefined) delete (next[head] as Data)[tail];
  return next;
}

describe('registration validation messages', () => {
  it.each(rows.map((r) => [`${r.field} = ${JSON.stringify(r.failing)}`, r] as const))('%s shows its message, and a valid value clears it', (_name, row) => {
    expect(messagesFor(row.refs, withField(row.base, row.field, row.failing), row.field)).toContain(row.message);
    expect(messagesFor(row.refs, withField(row.base, row.field, row.passing), row.field)).not.toContain(row.message);
  });
});

// Issue 23: seed 001 §5 'in production letters, hyphen, space, at least 2 characters; outside production digits also allowed'.
describe('the last name outside production (legal-name@2, lastNameSandbox)', () => {
  it('accepts digits outside production and still refuses other characters and a single letter', () => {
    expect(messagesFor(['legal-name@2'], { firstName: 'Jo', lastName: 'Doe2' }, 'lastName')).toEqual([]);
    expect(messagesFor(['legal-name@2'], { firstName: 'Jo', lastName: 'Doe!' }, 'lastName')).toContain('Some of the characters entered are not supported.');
    expect(messagesFor(['legal-name@2'], { firstName: 'Jo', lastName: 'D' }, 'lastName')).toContain('Last name must be at least 2 characters long');
  });

  it('the production step (legal-name@1) still refuses digits', () => {
    expect(messagesFor(['legal-name@1'], { firstName: 'Jo', lastName: 'Doe2' }, 'lastName')).toContain('Some of the characters entered are not supported.');
  });
});
