import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lenderImageKey, mergePricing, privateLabel } from '../../src/domain/private-label';
import { brandVars } from '../../src/engine/brand-resolution';
import type { BrandDefinition } from '../../src/engine/types';

const brands = readdirSync('brands').map((dir) => JSON.parse(readFileSync(`brands/${dir}/brand.json`, 'utf8')) as BrandDefinition);

describe('private-label data (seed 001 §1)', () => {
  it('merges the pricing list in order, a later key winning, nested objects merged', () => {
    expect(mergePricing([{ a: 1, fees: { x: 1 } }, { b: 2, fees: { y: 2 } }, { a: 3 }])).toEqual({ a: 3, b: 2, fees: { x: 1, y: 2 } });
  });

  it('reads the product keyed by product, default heloc, and the lender image key EHL, EOL or other', () => {
    const label = privateLabel({ orgCode: 'X', lenderImageKey: 'EOL', products: { heloc: { name: 'H' }, crypto: { name: 'C' } }, pricing: [{ a: 1 }] });
    expect(label).toEqual({ lenderImageKey: 'EOL', product: { name: 'H' }, pricing: { a: 1 } });
    expect(privateLabel({ orgCode: 'X', products: { crypto: { name: 'C' } }, pricing: [{}] }, 'crypto').product).toEqual({ name: 'C' });
    expect(lenderImageKey('ZZZ')).toBe('other');
  });

  it("raises 'No private label data found' with what is missing", () => {
    expect(() => privateLabel({ orgCode: 'X', pricing: [{}] })).toThrow("No private label data found: X has no product data for 'heloc'");
    expect(() => privateLabel({ orgCode: 'X', products: { heloc: {} } })).toThrow('No private label data found: X has no pricing data');
  });

  it('every brand has heloc product data and pricing; messages read them as {brand.product.*} and {brand.pricing.*}', () => {
    for (const b of brands) expect(() => privateLabel(b), b.orgCode).not.toThrow();
    const vars = brandVars(brands.find((b) => b.orgCode === 'HOMELINE')!, brands);
    expect(vars['brand.product.name']).toBe('Home Equity Line of Credit');
    expect(vars['brand.pricing.originationFeeMaxPercent']).toBe('4.99');
    expect(vars['brand.pricing.recordingFeeMax']).toBe('315');
  });
});
