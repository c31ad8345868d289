// Every validation message of the registration steps (seed 000 §5, seed 001 §5 person and
// address fields), each with a failing value that shows it under its field and a passing
// value that clears it. Validated exactly as the form does: rjsf + ajv-errors on the
// composed step schema, errors placed by the renderer's placeErrors, a message said as a
// catalogue key (fields@2, issue 22) worded by the shipped catalogue as the form words it.
// The steps are those the shipped registration-v2 takes (tests/shipped.ts), named by step id, so
// a new step version is tested the day a flow takes it.
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { composeStep } from '../../src/engine/compose';
import { collectStrings } from '../../src/engine/definition-walk';
import { createTranslator } from '../../src/engine/messages';
import { placeErrors } from '../../src/renderer/step-form';
import { runNamedValidators } from '../../src/stores/named-validators';
import type { FlowDefinition, JsonValue, MessagesFile } from '../../src/engine/types';
import { shipped } from '../shipped';
import { catalogue, rawStepForm, stepForm } from './step-definitions';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
type Data = Record<string, JsonValue>;

/** The shipped catalogue (main and the field-rules bundle) as the form words a key: no brand override. */
const t = createTranslator({ ...catalogue, ...shipped<MessagesFile>('flows/messages/field-rules').messages });
const word = (message: string): string => t(message);

const flow = shipped<FlowDefinition>('flows/registration-v2');
/** The step schemas the shipped registration-v2 step `id` takes (its own, or its first schema variant's). */
function refsOf(id: string, variant?: number): string[] {
  const step = flow.steps.find((s) => s.id === id);
  if (!step) throw new Error(`registration-v2 has no step ${id}`);
  const schema = variant === undefined ? step.schema : step.schemaVariants?.[variant]?.schema;
  return Array.isArray(schema) ? [...schema] : [schema as string];
}

/** Messages the form shows under `field` for `data` on the step made of `refs`. */
function messagesFor(refs: string[], data: Data, field: string): string[] {
  const { schema, validators } = stepForm(...refs);
  const { errors } = validator.validateFormData(data, schema);
  const schemaMessages = placeErrors(errors, [], (key) => t(`msg:${key}`))
    .filter((e) => e.property === `.${field}`)
    .map((e) => e.message ?? '');
  const named = runNamedValidators(validators, data, { now: new Date('2026-11-22T12:00:00'), sixtyTwoPlus: false })
    .filter((e) => e.field === field)
    .map((e) => word(e.message));
  return [...new Set([...schemaMessages, ...named])];
}

const address = { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' };

interface Row {
  /** The registration-v2 step id (its shipped step schemas). */
  step: string;
  field: string;
  base: Data;
  failing: JsonValue | undefined;
  message: string;
  passing: JsonValue;
}

const rows: Row[] = [
  { step: 'index', field: 'occupancyType', base: { propertyAddress: address }, failing: 'INIT', message: 'Please select an occupancy type', passing: 'HOME' },
  { step: 'index', field: 'propertyAddress', base: { occupancyType: 'HOME' }, failing: undefined, message: 'Required', passing: address },
  { step: 'index', field: 'propertyAddress.street1', base: { occupancyType: 'HOME' }, failing: 'Maple', message: 'Please enter a valid property address', passing: '1420 Maple Ridge Dr' },
  { step: 'index', field: 'propertyAddress.city', base: { occupancyType: 'HOME' }, failing: 'Austin 7', message: 'Please enter a valid city name', passing: 'Austin' },
  { step: 'index', field: 'propertyAddress.state', base: { occupancyType: 'HOME' }, failing: 'Texas', message: 'State must be two characters in length', passing: 'TX' },
  { step: 'index', field: 'propertyAddress.state', base: { occupancyType: 'HOME' }, failing: 'XX', message: 'Please enter a valid state', passing: 'TX' },
  { step: 'index', field: 'propertyAddress.zip', base: { occupancyType: 'HOME' }, failing: '7870', message: 'Please enter a valid zipcode', passing: '78704' },
  { step: 'home-address', field: 'homeAddress', base: {}, failing: undefined, message: 'Required', passing: address },
  { step: 'for-sale', field: 'isListedForSale', base: {}, failing: undefined, message: 'Required', passing: false },
  { step: 'annual-income', field: 'employmentType', base: { income: 50000 }, failing: undefined, message: 'Required', passing: 'FULL_TIME' },
  { step: 'annual-income', field: 'employmentType', base: { income: 50000 }, failing: 'UNEMPLOYED', message: "We apologize. At this time, we don't lend to unemployed borrowers.", passing: 'RETIRED' },
  { step: 'annual-income', field: 'income', base: { employmentType: 'FULL_TIME' }, failing: undefined, message: 'Required', passing: 0 },
  { step: 'annual-income', field: 'income', base: { employmentType: 'FULL_TIME' }, failing: -1, message: 'Must be at least $0', passing: 0 },
  { step: 'annual-income', field: 'income', base: { employmentType: 'FULL_TIME' }, failing: 10000000, message: 'Must be less than $10,000,000', passing: 9999999 },
  { step: 'annual-income', field: 'otherIncome', base: { employmentType: 'FULL_TIME', income: 1 }, failing: -5, message: 'Must be at least $0', passing: null },
  { step: 'legal-name', field: 'firstName', base: { lastName: 'Doe' }, failing: undefined, message: 'Please enter the first name', passing: 'Jo' },
  { step: 'legal-name', field: 'firstName', base: { lastName: 'Doe' }, failing: 'J', message: 'First name must be at least 2 characters long', passing: 'Jo' },
  { step: 'legal-name', field: 'firstName', base: { lastName: 'Doe' }, failing: 'J0hn', message: 'Some of the characters entered are not supported.', passing: 'Mary-Jo Ann' },
  { step: 'legal-name', field: 'middleName', base: { firstName: 'Jo', lastName: 'Doe' }, failing: 'Q!', message: 'Some of the characters entered are not supported.', passing: "O'Neil Q." },
  { step: 'legal-name', field: 'lastName', base: { firstName: 'Jo' }, failing: undefined, message: 'Last name is required', passing: 'Doe' },
  { step: 'legal-name', field: 'suffix', base: { firstName: 'Jo', lastName: 'Doe' }, failing: 'ESQ', message: 'Please select a suffix from the list', passing: 'JR' },
  { step: 'birthdate', field: 'dob', base: {}, failing: undefined, message: 'Required', passing: '1980-01-15' },
  { step: 'birthdate', field: 'dob', base: {}, failing: '1980-13-01', message: 'Invalid date', passing: '1980-12-01' },
  { step: 'birthdate', field: 'dob', base: {}, failing: '2010-01-01', message: 'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.', passing: '2008-11-22' },
  { step: 'birthdate', field: 'dob', base: { occupancyType: 'HOME', propertyAddress: { ...address, state: 'AL' } }, failing: '2007-11-23', message: 'You must be at least 18 years old to apply for a loan, or 19 years old if you reside in the state of Alabama.', passing: '2007-11-22' },
  { step: 'phone-and-email', field: 'email', base: { phoneNumber: '(512) 555-0123' }, failing: undefined, message: 'Please enter your email', passing: 'jane@example.com' },
  { step: 'phone-and-email', field: 'email', base: { phoneNumber: '(512) 555-0123' }, failing: 'jane@example', message: 'Please enter a valid email address', passing: 'jane@example.com' },
  { step: 'phone-and-email', field: 'phoneNumber', base: { email: 'jane@example.com' }, failing: undefined, message: 'Please enter your mobile phone', passing: '(512) 555-0123' },
  { step: 'phone-and-email', field: 'phoneNumber', base: { email: 'jane@example.com' }, failing: '(512) 555-01', message: 'Please enter a valid phone number', passing: '(512) 555-0123' },
  { step: 'phone-and-email', field: 'phoneNumber', base: { email: 'jane@example.com' }, failing: '(155) 512-3456', message: 'Country code 1 is not needed', passing: '(512) 555-0123' },
  { step: 'set-password', field: 'password', base: { confirmPassword: 'x', termPrivacyConsent: true, communicationConsent: true }, failing: undefined, message: 'Required', passing: 'Str0ng!Passw0rd' },
  { step: 'set-password', field: 'password', base: { termPrivacyConsent: true, communicationConsent: true }, failing: 'short1!A', message: 'Password is not strong enough', passing: 'Str0ng!Passw0rd' },
  { step: 'set-password', field: 'confirmPassword', base: { password: 'Str0ng!Passw0rd', termPrivacyConsent: true, communicationConsent: true }, failing: 'Str0ng!Passw0rX', message: "Passwords don't match", passing: 'Str0ng!Passw0rd' },
  { step: 'set-password', field: 'termPrivacyConsent', base: { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', communicationConsent: true }, failing: false, message: 'Required', passing: true },
  { step: 'set-password', field: 'communicationConsent', base: { password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd', termPrivacyConsent: true }, failing: undefined, message: 'Required', passing: true },
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
    expect(messagesFor(refsOf(row.step), withField(row.base, row.field, row.failing), row.field)).toContain(row.message);
    expect(messagesFor(refsOf(row.step), withField(row.base, row.field, row.passing), row.field)).not.toContain(row.message);
  });
});

// Issue 23: seed 001 §5 'in production letters, hyphen, space, at least 2 characters; outside production digits also allowed'.
describe('the last name outside production (the legal-name step\'s sandbox variant, lastNameSandbox)', () => {
  it('accepts digits outside production and still refuses other characters and a single letter', () => {
    const sandbox = refsOf('legal-name', 0);
    expect(messagesFor(sandbox, { firstName: 'Jo', lastName: 'Doe2' }, 'lastName')).toEqual([]);
    expect(messagesFor(sandbox, { firstName: 'Jo', lastName: 'Doe!' }, 'lastName')).toContain('Some of the characters entered are not supported.');
    expect(messagesFor(sandbox, { firstName: 'Jo', lastName: 'D' }, 'lastName')).toContain('Last name must be at least 2 characters long');
    expect(messagesFor(sandbox, { firstName: 'Jo' }, 'lastName')).toContain('Last name is required');
    expect(messagesFor(sandbox, { firstName: 'Jo', lastName: 'D'.repeat(51) }, 'lastName')).toContain('Must be at most 50 characters');
  });

  it('the production step still refuses digits', () => {
    expect(messagesFor(refsOf('legal-name'), { firstName: 'Jo', lastName: 'Doe2' }, 'lastName')).toContain('Some of the characters entered are not supported.');
  });
});

// Issue 22: every message of a shipped registration step is a catalogue key (fields@2 and the
// steps' own, worded by the field-rules bundle), so a brand can reword it and flows:check gives a
// misspelt key its 'did you mean'. A literal left in a step schema a flow ships fails here.
describe("the shipped registration steps' messages are catalogue keys", () => {
  const stepIds = flow.steps.map((s) => s.id);
  it.each(stepIds.flatMap((id) => [undefined, ...(flow.steps.find((s) => s.id === id)!.schemaVariants ?? []).map((_, i) => i)].map((v) => [`${id}${v === undefined ? '' : ` (variant ${v})`}`, id, v] as const)))('%s', (_name, id, variant) => {
    const step = rawStepForm(...refsOf(id, variant));
    const messages = [
      ...collectStrings(step.schema as JsonValue).filter((s) => s.pointer.includes('/errorMessage')),
      ...collectStrings(step.validators as unknown as JsonValue).filter((s) => /\/message$|Message$/.test(s.pointer)),
    ];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((s) => !s.value.startsWith('msg:')).map((s) => `${s.pointer}: ${s.value}`)).toEqual([]);
    // Each key has words in the shipped catalogue: what the applicant reads is never the key.
    expect(messages.filter((s) => word(s.value) === s.value.slice(4)).map((s) => s.value)).toEqual([]);
  });
});
