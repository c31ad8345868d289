import { describe, expect, it } from 'vitest';
import { renderSchemaOf } from '../../src/engine/render-schema';

const firstName = {
  type: 'string',
  maxLength: 50,
  allOf: [
    { pattern: '^\\s*\\S.*\\S\\s*$', errorMessage: 'First name must be at least 2 characters long' },
    { pattern: '^[A-Za-z -]*$', errorMessage: 'Some of the characters entered are not supported.' },
  ],
  errorMessage: { maxLength: 'Must be at most 50 characters' },
};

describe('renderSchemaOf', () => {
  it("drops a field's allOf of rules only, keeping its other keywords", () => {
    const schema = { $id: 'form:x', type: 'object', properties: { firstName, email: { type: 'string' } }, required: ['firstName'] };
    const out = renderSchemaOf(schema);
    expect(out.properties.firstName).toEqual({ type: 'string', maxLength: 50, errorMessage: { maxLength: 'Must be at most 50 characters' } });
    expect(out.properties.email).toBe(schema.properties.email);
    expect(out.required).toBe(schema.required);
    expect(out.$id).toBe('form:x');
    // The validator's schema is untouched.
    expect(schema.properties.firstName.allOf).toHaveLength(2);
  });

  it('keeps an allOf that says anything a form draws from (a type, an enum, a title)', () => {
    const mixed = { type: 'string', allOf: [{ pattern: 'a' }, { enum: ['a', 'b'] }] };
    const schema = { type: 'object', properties: { a: mixed } };
    expect(renderSchemaOf(schema)).toBe(schema);
  });

  it('keeps conditions and the root allOf as the same objects', () => {
    const cond = { if: { properties: { a: { const: 'x' } } }, then: { required: ['b'] } };
    const schema = { type: 'object', allOf: [cond], properties: { a: { type: 'string' }, b: firstName } };
    const out = renderSchemaOf(schema);
    expect(out.allOf).toBe(schema.allOf);
    expect(out.properties.b).not.toHaveProperty('allOf');
    expect(out.properties.a).toBe(schema.properties.a);
  });

  it("cleans a nested object's fields (a name group)", () => {
    const schema = { type: 'object', properties: { name: { type: 'object', properties: { first: firstName } } } };
    const out = renderSchemaOf(schema) as { properties: { name: { properties: { first: object } } } };
    expect(out.properties.name.properties.first).not.toHaveProperty('allOf');
  });

  it('returns the schema itself when there is nothing to drop', () => {
    const schema = { type: 'object', properties: { a: { type: 'number', minimum: 0 } } };
    expect(renderSchemaOf(schema)).toBe(schema);
  });
});
