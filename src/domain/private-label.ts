// Per-organisation private-label data (seed 001 §1): the theme's lender image key (EHL, EOL or
// other), product data keyed by product (default heloc) and pricing data given as a list of
// objects merged together; missing data raises 'No private label data found' with a detail.

/** The product a page speaks of when none is named (001 §1 'keyed by product, default heloc'). */
export const DEFAULT_PRODUCT = 'heloc';

/** The lender image keys the seed names; any other key reads as 'other'. */
export type LenderImageKey = 'EHL' | 'EOL' | 'other';

type Obj = { [key: string]: unknown };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a brand carries of it (structurally a BrandDefinition). */
export interface PrivateLabelSource {
  orgCode: string;
  lenderImageKey?: string;
  products?: { [product: string]: Obj };
  pricing?: readonly Obj[];
}

/** The resolved private-label data of one organisation and product. */
export interface PrivateLabel {
  lenderImageKey: LenderImageKey;
  product: Obj;
  pricing: Obj;
}

/** EHL and EOL as given; anything else 'other'. */
export function lenderImageKey(key: string | undefined): LenderImageKey {
  return key === 'EHL' || key === 'EOL' ? key : 'other';
}

/** The pricing list merged in order (a later object's keys win; nested objects merge too). */
export function mergePricing(list: readonly Obj[]): Obj {
  const merge = (into: Obj, from: Obj): Obj => {
    for (const [k, v] of Object.entries(from)) into[k] = isObj(v) && isObj(into[k]) ? merge({ ...(into[k] as Obj) }, v) : v;
    return into;
  };
  return list.filter(isObj).reduce<Obj>((acc, o) => merge(acc, o), {});
}

/** The organisation's data for `product`; throws 'No private label data found' naming what is missing. */
export function privateLabel(source: PrivateLabelSource, product: string = DEFAULT_PRODUCT): PrivateLabel {
  const data = source.products?.[product];
  if (!isObj(data)) throw new Error(`No private label data found: ${source.orgCode} has no product data for '${product}'`);
  if (!Array.isArray(source.pricing) || source.pricing.length === 0) throw new Error(`No private label data found: ${source.orgCode} has no pricing data`);
  return { lenderImageKey: lenderImageKey(source.lenderImageKey), product: data, pricing: mergePricing(source.pricing) };
}
