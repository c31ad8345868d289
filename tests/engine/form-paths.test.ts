import { describe, expect, it } from 'vitest';
import { checkFormPath } from '../../src/engine/form-paths';
import type { JsonValue } from '../../src/engine/types';

const schema: JsonValue = {
  type: 'object',
  $defs: { account: { type: 'object', properties: { routingNumber: { type: 'string' }, accountNumber: { type: 'string' } } } },
  properties: {
    payment: { enum: ['SAME', 'OTHER'] },
    account: { $ref: '#/$defs/account' },
    files: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
  },
  allOf: [{ if: { properties: { payment: { const: 'OTHER' } } }, then: { properties: { other: { type: 'string' } } } }],
};

describe('checkFormPath', () => {
  it('accepts the whole form, a field, a field behind a $ref, one only a branch declares, and a list item by index', () => {
    expect(checkFormPath([schema], '')).toBeUndefined();
    expect(checkFormPath([schema], 'payment')).toBeUndefined();
    expect(checkFormPath([schema], 'account.routingNumber')).toBeUndefined();
    expect(checkFormPath([schema], 'other')).toBeUndefined();
    expect(checkFormPath([schema], 'files.0.id')).toBeUndefined();
  });

  it("names the segment that is missing, where, and what is allowed there", () => {
    expect(checkFormPath([schema], 'paymnt')).toEqual({ segment: 'paymnt', parent: '', allowed: ['account', 'files', 'other', 'payment'] });
    expect(checkFormPath([schema], 'account.routing')).toEqual({ segment: 'routing', parent: 'account', allowed: ['accountNumber', 'routingNumber'] });
  });

  it("checks $pick keys against a list's items or an object's fields", () => {
    expect(checkFormPath([schema], 'files', ['id'])).toBeUndefined();
    expect(checkFormPath([schema], 'files', ['id', 'size'])).toMatchObject({ segment: 'size', parent: 'files', allowed: ['id', 'name'] });
    expect(checkFormPath([schema], 'account', ['accountNumber'])).toBeUndefined();
  });

  it('accepts a field any of the page\'s schemas (composed steps, variants) has', () => {
    expect(checkFormPath([schema, { properties: { consent: { type: 'boolean' } } }], 'consent')).toBeUndefined();
  });
});
