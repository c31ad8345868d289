// The partner helper of seed 001 §2 ('whether the current partner is not one of six listed
// partner lenders'). The seed does not name the six, so membership is brand data
// (DECISIONS.md 8): `toggles.listedPartner` in brands/<org>/brand.json. Conditions in flows can
// read the same toggle as `brand.toggles.listedPartner`.

/** The most partners the list may hold (seed 001 §2: six listed partner lenders). */
export const LISTED_PARTNER_LIMIT = 6;

/** True unless the brand's toggles mark it as one of the listed partner lenders (`listedPartner: true`). */
export function isUnlistedPartner(toggles: { readonly [name: string]: unknown }): boolean {
  return toggles['listedPartner'] !== true;
}
