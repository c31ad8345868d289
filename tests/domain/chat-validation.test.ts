// The chat forms' rules, verbatim from seed 001 §5, and the step schemas agreeing with them.
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { describe, expect, it } from 'vitest';
import { CHAT_FEEDBACK_REASONS, CHAT_MESSAGES, feedbackErrors, feedbackMessage, prechatErrors } from '../../src/domain/chat-validation';
import { placeErrors } from '../../src/renderer/step-form';
import { stepForm } from '../app/step-definitions';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });

/** The messages the rendered form shows per field (rjsf drops empty strings to undefined). */
function schemaErrors(ref: string, data: Record<string, unknown>): Record<string, string> {
  const { schema } = stepForm(ref);
  const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== undefined));
  const out: Record<string, string> = {};
  for (const e of placeErrors(validator.validateFormData(clean, schema).errors)) {
    const field = (e.property ?? '').replace(/^\./, '');
    out[field] ??= e.message ?? '';
  }
  return out;
}

const n128 = 'a'.repeat(128);
const email128 = `${'a'.repeat(116)}@example.com`; // 128 characters

describe('pre-chat form', () => {
  const rows: [string, Record<string, string>, Record<string, string>][] = [
    ['valid', { name: 'Alex Morgan', email: 'alex@example.com' }, {}],
    ['name missing', { name: '', email: 'alex@example.com' }, { name: 'Please enter your name' }],
    ['name blank', { name: '   ', email: 'alex@example.com' }, { name: 'Please enter your name' }],
    ['name 128', { name: n128, email: 'alex@example.com' }, {}],
    ['name 129', { name: `${n128}b`, email: 'alex@example.com' }, { name: 'Cannot be more than 128 characters' }],
    ['email missing', { name: 'Alex', email: '' }, { email: 'Please enter your email' }],
    ['email invalid', { name: 'Alex', email: 'alex@' }, { email: 'Please enter a valid email address' }],
    ['email 128', { name: 'Alex', email: email128 }, {}],
    ['email 129', { name: 'Alex', email: `a${email128}` }, { email: 'Cannot be more than 128 characters' }],
  ];

  it.each(rows)('%s', (_label, data, expected) => {
    expect(prechatErrors(data)).toEqual(expected);
    expect(schemaErrors('chat-prechat@1', data)).toEqual(expected);
  });

  it('keeps the seed wording', () => {
    expect(CHAT_MESSAGES.tooLong).toBe('Cannot be more than 128 characters');
    expect(email128).toHaveLength(128);
  });
});

describe('thumbs-down feedback', () => {
  it('offers the four reasons in the seed order', () => {
    expect([...CHAT_FEEDBACK_REASONS]).toEqual(['Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'Other']);
  });

  const rows: [string, Record<string, string>, Record<string, string>][] = [
    ['reason only', { reason: 'Other' }, {}],
    ['no reason', { extraInfo: 'hm' }, { reason: 'Please select a reason' }],
    ['unknown reason', { reason: 'Rude' }, { reason: 'Please select a reason' }],
    ['140 characters', { reason: 'Answer too vague', extraInfo: 'x'.repeat(140) }, {}],
    ['141 characters', { reason: 'Answer too vague', extraInfo: 'x'.repeat(141) }, { extraInfo: 'Please restrict your response to 140 characters.' }],
  ];

  it.each(rows)('%s', (_label, data, expected) => {
    expect(feedbackErrors(data)).toEqual(expected);
    expect(schemaErrors('chat-feedback@1', data)).toEqual(expected);
  });

  it('sends the reason, then the extra information when given', () => {
    expect(feedbackMessage('Other', '  ')).toBe('Other');
    expect(feedbackMessage('Other', 'Wrong rate')).toBe('Other: Wrong rate');
  });
});
