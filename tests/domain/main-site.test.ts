import { describe, expect, it } from 'vitest';
import { brandHost, mainSiteExit, mainSitePath, newYorkTarget, registerUrl } from '../../src/domain/main-site';
import { brandVars } from '../../src/engine/brand-resolution';
import type { BrandDefinition } from '../../src/engine/types';
import { readFileSync, readdirSync } from 'node:fs';

const brands = readdirSync('brands').map((dir) => JSON.parse(readFileSync(`brands/${dir}/brand.json`, 'utf8')) as BrandDefinition);
const byCode = (code: string) => brands.find((b) => b.orgCode === code)!;

describe('main-site exits (seed 000 §2, 001 §2)', () => {
  it('sends /terms, /communications, /privacy and /licenses to the same page on the brand host, query kept', () => {
    const homeline = byCode('HOMELINE');
    expect(mainSiteExit('/terms', '', homeline)).toBe('https://www.homeline.example/terms');
    expect(mainSiteExit('/privacy', '?a=1', homeline)).toBe('https://www.homeline.example/privacy?a=1');
    expect(mainSiteExit('/licenses/', '', homeline)).toBe('https://www.homeline.example/licenses');
    expect(mainSiteExit('/communications', '', byCode('EMPIRE'))).toBe('https://www.empire.example/communications');
  });

  it("sends the footer's {base}/communications to the main site's /communications", () => {
    expect(mainSiteExit('/account/heloc/communications', '', byCode('HOMELINE'))).toBe('https://www.homeline.example/communications');
  });

  it('sends the portal product paths to the main site and leaves the app own paths alone', () => {
    for (const p of ['/dashboard/settings', '/contact', '/exchange', '/pay', '/universal-marketplace', '/universal-passport']) {
      expect(mainSiteExit(p, '', byCode('LAKESHORE'))).toBe(`https://www.lakeshore.example${p}`);
    }
    for (const p of ['/dashboard', '/account/heloc/register-v2', '/payments', '/contacts', '/auth/login']) expect(mainSitePath(p)).toBeUndefined();
  });

  it('falls back to https://www. of the first domain, and to nothing without either', () => {
    expect(brandHost({ domains: ['acme.example'] })).toBe('https://www.acme.example');
    expect(brandHost({ host: 'https://acme.example/' })).toBe('https://acme.example');
    expect(mainSiteExit('/terms', '', {})).toBeUndefined();
  });

  it('every brand names its host', () => {
    for (const b of brands) expect(b.host, b.orgCode).toMatch(/^https:\/\/[a-z0-9.-]+$/);
  });
});

describe('the New York modal target (001 §2: {host}/account/{product}/register)', () => {
  it('is the New York brand registration from another brand, and the default brand registration from the New York brand', () => {
    expect(newYorkTarget(byCode('HOMELINE'), brands)).toBe('https://www.empire.example/account/heloc/register');
    expect(newYorkTarget(byCode('LAKESHORE'), brands)).toBe('https://www.empire.example/account/heloc/register');
    expect(newYorkTarget(byCode('EMPIRE'), brands)).toBe('https://www.homeline.example/account/heloc/register');
    expect(registerUrl('https://x.example/', 'crypto')).toBe('https://x.example/account/crypto/register');
  });

  it("fills the modal link's placeholder {brand.toggles.newYorkSiteUrl}; no brand file carries a fixed URL", () => {
    expect(brandVars(byCode('HOMELINE'), brands)['brand.toggles.newYorkSiteUrl']).toBe('https://www.empire.example/account/heloc/register');
    for (const b of brands) expect(b.toggles['newYorkSiteUrl'], b.orgCode).toBeUndefined();
  });
});
