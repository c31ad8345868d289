import { describe, expect, it } from 'vitest';
import { canonicalJson, conditionKey } from '../../src/engine/condition-key';

describe('conditionKey', () => {
  it('is the same for conditions that differ only in key order', () => {
    const a = { type: 'object', required: ['data'], properties: { data: { const: 1, type: 'number' } } };
    const b = { properties: { data: { type: 'number', const: 1 } }, required: ['data'], type: 'object' };
    expect(conditionKey(a)).toBe(conditionKey(b));
  });

  it('differs when the condition differs, including array order', () => {
    expect(conditionKey({ enum: ['a', 'b'] })).not.toBe(conditionKey({ enum: ['b', 'a'] }));
    expect(conditionKey({ const: 1 })).not.toBe(conditionKey({ const: '1' }));
  });

  it('is stable across releases (keys are baked into generated code)', () => {
    // If this changes, every precompiled table must be regenerated before deploying.
    expect(conditionKey({ required: ['data'] })).toBe(conditionKey(JSON.parse('{"required":["data"]}') as { required: string[] }));
    expect(conditionKey({ required: ['data'] })).toMatchInlineSnapshot(`"c_69fcc7f02b5c97dc"`);
  });

  it('starts with c_ so it reads as a condition key', () => {
    expect(conditionKey(true)).toMatch(/^c_/);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: undefined }] })).toBe('{"a":[{"d":1}],"b":1}');
  });
});
