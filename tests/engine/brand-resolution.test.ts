import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandVars, pageTitle, resolveBrand } from '../../src/engine/brand-resolution';
import type { BrandDefinition } from '../../src/engine/types';

const root = join(import.meta.dirname, '..', '..', 'brands');
const brands = readdirSync(root).map((d) => JSON.parse(readFileSync(join(root, d, 'brand.json'), 'utf8')) as BrandDefinition);

describe('brand resolution', () => {
  it.each([
    ['localhost', '', null, 'HOMELINE'],
    ['localhost', '?org=empire', null, 'EMPIRE'],
    ['lakeshore.localhost', '', null, 'LAKESHORE'],
    ['wholesale.example.com', '', null, 'BROKERLINK'],
    ['pinecrest.example.com', '?org=EMPIRE', null, 'EMPIRE'],
    ['localhost', '?org=UNKNOWN', 'PINECREST', 'PINECREST'],
    ['unknown.example.com', '', null, 'HOMELINE'],
  ])('%s%s (remembered %s) resolves to %s', (host, search, remembered, org) => {
    expect(resolveBrand(brands, host, search, remembered).orgCode).toBe(org);
  });

  it('raises the seed error when no brand is the default', () => {
    const noDefault = brands.map((b) => ({ ...b, toggles: { ...b.toggles, default: false } }));
    expect(() => resolveBrand(noDefault, 'localhost', '', null)).toThrow('No private label data found');
  });

  it("titles pages '{brand} | {page title}'", () => {
    const homeline = resolveBrand(brands, 'localhost', '', null);
    expect(pageTitle(homeline, 'Check your rate')).toBe('Homeline | Check your rate');
  });

  it('exposes brand fields as {brand.x.y} placeholders', () => {
    const vars = brandVars(resolveBrand(brands, 'localhost', '?org=LAKESHORE', null));
    expect(vars['brand.support.phone']).toBe('312-555-0123');
    expect(vars['brand.company.name']).toBe('Lakeshore Credit Union (sample)');
  });

  it('gives every sample brand a distinct host prefix and exactly one default', () => {
    const prefixes = brands.flatMap((b) => b.hostPrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(brands.filter((b) => b.toggles['default'] === true)).toHaveLength(1);
  });
});
