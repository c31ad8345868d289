// flows:compact's converter: a JSON Schema condition becomes the compact form ops read, only
// where the compact form expands back to exactly the same schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCompact } from '../../src/engine/compact-convert';
import { expandCondition } from '../../src/engine/compact-conditions';
import { collectConditions } from '../../src/engine/definition-walk';
import type { Condition, JsonValue } from '../../src/engine/types';
import { compactDefinition } from '../../scripts/flows-compact';

const path = (keys: string[], leaf: JsonValue): JsonValue =>
  keys.reduceRight<JsonValue>((inner, k) => ({ type: 'object', required: [k], properties: { [k]: inner } }), leaf);

describe('toCompact', () => {
  it('turns a path to a constant into one line', () => {
    expect(toCompact(path(['brand', 'toggles', 'mainBrand'], { const: true }) as Condition)).toEqual({ 'brand.toggles.mainBrand': true });
  });

  it('turns enum, bounds and presence into operators, not into negation and all/any', () => {
    expect(toCompact(path(['data', 'state'], { enum: ['NY', 'HI'] }) as Condition)).toEqual({ 'data.state': { in: ['NY', 'HI'] } });
    expect(toCompact(path(['application', 'amount'], { type: 'number', exclusiveMinimum: 0 }) as Condition)).toEqual({ 'application.amount': { gt: 0 } });
    expect(toCompact({ not: path(['auth', 'newAuthMode'], { const: true }) } as Condition)).toEqual({ 'auth.newAuthMode': { not: true } });
    const both = { allOf: [path(['data', 'state'], { const: 'NY' }), path(['flags', 'x', 'enabled'], { const: true })] };
    expect(toCompact(both as Condition)).toEqual({ 'data.state': 'NY', 'flags.x.enabled': true });
    const either = { anyOf: [path(['a', 'b'], { const: 1 }), path(['a', 'b'], { const: 2 })] };
    expect(toCompact(either as Condition)).toEqual({ any: [{ 'a.b': 1 }, { 'a.b': 2 }] });
  });

  it('keeps what has no compact form with the same meaning, and converts the parts that do', () => {
    const blank = path(['data', 'street1'], { type: 'string', pattern: '\\S' });
    expect(toCompact(blank as Condition)).toEqual(blank);
    const twoRequired = { type: 'object', required: ['a', 'b'], properties: { a: { const: 1 }, b: { const: 2 } } };
    expect(toCompact(twoRequired as Condition)).toEqual(twoRequired);
    const mixed = { allOf: [blank, path(['auth', 'authenticated'], { const: true })] };
    expect(toCompact(mixed as Condition)).toEqual({ all: [blank, { 'auth.authenticated': true }] });
  });

  it('never changes a condition of the published registration flows or the machine: each expands back to its original', () => {
    for (const [file, kind] of [['flows/registration-v2/v1.json', 'flow'], ['flows/register/v1.json', 'flow'], ['flows/application/v1.json', 'machine']] as const) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as JsonValue;
      const conditions = collectConditions(kind, json);
      expect(conditions.length).toBeGreaterThan(10);
      for (const c of conditions) expect(expandCondition(toCompact(c.value as Condition))).toEqual(expandCondition(c.value as Condition));
      const { json: out, converted } = compactDefinition(kind, json);
      expect(converted).toBeGreaterThan(10);
      expect(JSON.stringify(out).length).toBeLessThan(JSON.stringify(json).length);
    }
  });
});
