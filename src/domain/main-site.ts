// The brand's main site (seed 000 §2 'Redirects', seed 001 §2): the legal pages and the other
// products' paths are not this app's; a visit there leaves for the same path on the brand's host.
// The New York modal sends an applicant to the other brand's registration, built the same way.

/** The legal pages of 000 §2 ('/terms, /communications, /privacy and /licenses leave for the main site pages'). */
export const LEGAL_EXIT_PATHS = ['/terms', '/communications', '/privacy', '/licenses'] as const;

/** The portal's navigation paths of 001 §2 that live on the main site, not in this app. */
export const PRODUCT_EXIT_PATHS = ['/dashboard/settings', '/contact', '/exchange', '/pay', '/universal-marketplace', '/universal-passport'] as const;

/** Every path that leaves; '{base}/communications' (001 §2 footer) is the same page as '/communications'. */
export const MAIN_SITE_PATHS: readonly string[] = [...LEGAL_EXIT_PATHS, ...PRODUCT_EXIT_PATHS];

const BASE = '/account/heloc';

/** What a brand says about its sites (structurally a BrandDefinition). */
export interface BrandSites {
  host?: string;
  domains?: readonly string[];
}

/**
 * The brand's main-site origin without a trailing slash: `host` when given, else https://www. of
 * its first domain; undefined when the brand names neither (the caller must not leave then).
 */
export function brandHost(brand: BrandSites): string | undefined {
  const host = brand.host?.trim();
  if (host) return host.replace(/\/+$/, '');
  const domain = brand.domains?.[0];
  return domain ? `https://www.${domain}` : undefined;
}

/** The main-site path a visited path leaves for, or undefined when the path is this app's. */
export function mainSitePath(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = path === `${BASE}/communications` ? '/communications' : path;
  return MAIN_SITE_PATHS.find((p) => own === p || own.startsWith(`${p}/`)) === undefined ? undefined : own;
}

/** Where a visit to `pathname` + `search` goes on the brand's main site (query kept), or undefined. */
export function mainSiteExit(pathname: string, search: string, brand: BrandSites): string | undefined {
  const path = mainSitePath(pathname);
  const host = brandHost(brand);
  if (path === undefined || host === undefined) return undefined;
  return `${host}${path}${search.startsWith('?') || search === '' ? search : `?${search}`}`;
}

/** A brand's registration on its own host (001 §2 'New York redirect modal target: {host}/account/{product}/register'). */
export function registerUrl(host: string, product = 'heloc'): string {
  return `${host.replace(/\/+$/, '')}/account/${product}/register`;
}

/** What the New York modal needs of each brand (structurally a BrandDefinition). */
export interface NewYorkBrand extends BrandSites {
  orgCode: string;
  toggles: { [name: string]: unknown };
}

/**
 * The New York modal's target for `brand`: a brand that is not the New York brand sends New York
 * properties to the New York brand's registration; the New York brand sends the others to the
 * default brand's. A brand's own `toggles.newYorkSiteUrl` wins (ops override); undefined when no
 * such brand or host exists.
 */
export function newYorkTarget(brand: NewYorkBrand, brands: readonly NewYorkBrand[], product = 'heloc'): string | undefined {
  const own = brand.toggles['newYorkSiteUrl'];
  if (typeof own === 'string' && own.trim() !== '') return own;
  const other =
    brand.toggles['newYorkBrand'] === true
      ? brands.find((b) => b.toggles['default'] === true && b.orgCode !== brand.orgCode)
      : brands.find((b) => b.toggles['newYorkBrand'] === true && b.orgCode !== brand.orgCode);
  const host = other === undefined ? undefined : brandHost(other);
  return host === undefined ? undefined : registerUrl(host, product);
}
