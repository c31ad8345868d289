// Which organisation a visit belongs to (seed 001 §1): the `org` query parameter wins, then
// the host's first label matched against each brand's host prefixes, then the default brand.
import { newYorkTarget } from '../domain/main-site';
import { DEFAULT_PRODUCT, mergePricing } from '../domain/private-label';
import type { BrandDefinition } from './types';

/** Picks the brand for a host name and query string; throws if no brand is marked default. */
export function resolveBrand(brands: readonly BrandDefinition[], hostname: string, search: string, remembered?: string | null): BrandDefinition {
  const byCode = (code: string | null | undefined): BrandDefinition | undefined =>
    code ? brands.find((b) => b.orgCode === code.trim().toUpperCase()) : undefined;
  const fromQuery = byCode(new URLSearchParams(search).get('org'));
  if (fromQuery) return fromQuery;
  const prefix = hostname.split('.')[0]?.toLowerCase() ?? '';
  const fromHost = hostname.includes('.') ? brands.find((b) => b.hostPrefixes.includes(prefix)) : undefined;
  if (fromHost) return fromHost;
  const fromMemory = byCode(remembered);
  if (fromMemory) return fromMemory;
  const fallback = brands.find((b) => b.toggles['default'] === true);
  if (!fallback) throw new Error('No private label data found: no brand has toggles.default');
  return fallback;
}

/** The page title format '{brand} | {page title}'. */
export function pageTitle(brand: BrandDefinition, title: string): string {
  return title ? `${brand.company.shortName} | ${title}` : brand.company.shortName;
}

/**
 * Flattens brand fields into {brand.x.y} placeholder values for messages and links. Given every
 * brand, `brand.toggles.newYorkSiteUrl` (the New York modal's link) is the other brand's
 * registration on its host (seed 001 §2), unless the brand file sets it.
 */
export function brandVars(brand: BrandDefinition, brands: readonly BrandDefinition[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (prefix: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(`${prefix}.${k}`, v);
    } else if (!Array.isArray(value)) {
      out[prefix] = String(value);
    }
  };
  walk('brand', {
    orgCode: brand.orgCode,
    company: brand.company,
    support: brand.support,
    legal: brand.legal,
    toggles: brand.toggles,
    // 001 §1: the current product's data and the pricing list merged
    product: brand.products?.[DEFAULT_PRODUCT],
    pricing: brand.pricing ? mergePricing(brand.pricing) : undefined,
  });
  const ny = newYorkTarget(brand, brands);
  if (ny !== undefined) out['brand.toggles.newYorkSiteUrl'] = ny;
  return out;
}
