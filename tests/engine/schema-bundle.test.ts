import { describe, expect, it } from 'vitest';
import { bundleSchema, resolveFile, resolvePointer } from '../../src/engine/schema-bundle';

const fields = {
  version: 1,
  $defs: {
    email: { type: 'string', pattern: '@', errorMessage: 'Bad email' },
    contact: { type: 'object', properties: { email: { $ref: '#/$defs/email' }, alt: { $ref: 'v1.json#/$defs/email' } } },
  },
};
const files = { 'schemas/fields/v1.json': fields };
const from = 'schemas/steps/contact/v1.json';

describe('bundleSchema', () => {
  it('inlines a $ref into schemas/fields', () => {
    const out = bundleSchema({ properties: { e: { $ref: '../../fields/v1.json#/$defs/email' } } }, from, files);
    expect(out).toEqual({ properties: { e: fields.$defs.email } });
  });

  it('lets sibling keywords of the $ref override the shared rule', () => {
    const out = bundleSchema({ $ref: '../../fields/v1.json#/$defs/email', errorMessage: 'Work e-mail please' }, from, files);
    expect(out).toEqual({ type: 'string', pattern: '@', errorMessage: 'Work e-mail please' });
  });

  it('follows refs from one field file into the same file and leaves local refs to ajv', () => {
    const out = bundleSchema({ $ref: '../../fields/v1.json#/$defs/contact' }, from, files) as { properties: Record<string, unknown> };
    expect(out.properties['alt']).toEqual(fields.$defs.email);
    expect(out.properties['email']).toEqual({ $ref: '#/$defs/email' });
  });

  it('throws naming the file and the ref when a ref dangles', () => {
    expect(() => bundleSchema({ $ref: '../../fields/v2.json#/$defs/email' }, from, files)).toThrow(/v2\.json.*does not exist/);
    expect(() => bundleSchema({ $ref: '../../fields/v1.json#/$defs/phone' }, from, files)).toThrow(/points at nothing/);
  });

  it('stops on a $ref cycle', () => {
    const cyclic = { 'schemas/fields/v1.json': { $defs: { a: { $ref: 'v1.json#/$defs/a' } } } };
    expect(() => bundleSchema({ $ref: '../../fields/v1.json#/$defs/a' }, from, cyclic)).toThrow(/cycle/);
  });
});

describe('resolveFile and resolvePointer', () => {
  it('joins a relative ref to the directory of its file', () => {
    expect(resolveFile(from, '../../fields/v1.json')).toBe('schemas/fields/v1.json');
  });

  it('follows an escaped JSON pointer and returns undefined for a missing part', () => {
    expect(resolvePointer({ 'a/b': { c: [1, 2] } }, '/a~1b/c/1')).toBe(2);
    expect(resolvePointer({ a: 1 }, '/b')).toBeUndefined();
  });
});
