// What every page needs to know about this visit, resolved once at start: the brand, the
// translator with the brand's wording, and the condition evaluator over precompiled code.
import { brandVars, resolveBrand } from '../engine/brand-resolution';
import { createTranslator, interpolate, type Translate } from '../engine/messages';
import type { AppEnv } from './app-env-context';
import { evaluate } from './conditions';
import { brands, catalogue, setPageBrand } from './definitions';

export { AppEnvContext, useAppEnv, type AppEnv } from './app-env-context';

const ORG_KEY = 'heloc-org';

/** Resolves the visit's brand (query, host prefix, remembered, default) and remembers it for the tab. */
export function createAppEnv(location: Location = window.location): AppEnv {
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(ORG_KEY);
  } catch {
    remembered = null;
  }
  const brand = resolveBrand(brands, location.hostname, location.search, remembered);
  try {
    sessionStorage.setItem(ORG_KEY, brand.orgCode);
  } catch {
    // private mode: the brand is resolved again on each load
  }
  // The brand's own application page versions, if it has any, are the ones its pages load.
  setPageBrand(brand.orgCode);
  const base = createTranslator(catalogue, brand.messages);
  const vars = brandVars(brand, brands);
  // A brand may point a key at another key ('msg:forSale.questionSixMonths'), so a brand
  // picks a shared wording instead of copying it.
  const t: Translate = (text, extra) => {
    let resolved = base(text);
    if (resolved.startsWith('msg:')) resolved = base(resolved);
    return interpolate(resolved, { ...vars, ...extra });
  };
  return { brand, t, evaluate };
}

