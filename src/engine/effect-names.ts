// The effects a definition may name. Each has a typed handler in the stores' registry; the
// loader rejects any other name, so a typo in a flow fails `npm run flows:check`, not a user.
// Adding a name here without a handler is caught by the stores' registry type.

/** Every effect name a flow, step schema or machine file may use. */
export const EFFECT_NAMES = [
  'openModal',
  'stop',
  'showBanner',
  'redirect',
  'confirmLowIncome',
  'lookupReferrer',
  'checkLicensedState',
  'checkDisasterZip',
  'checkZipEligibility',
  'rejectOccupancyInit',
  'registerIdentity',
  'startNewLogin',
  'verifyIdentity',
  'sendConsents',
  'verifyAbilityToStart',
  'createApplication',
  'joinWaitlist',
  'routeApplication',
  'trackEvent',
  'rejectField',
  'requestGeolocation',
  'applyOfferCode',
  'checkReferral',
  'applyAffiliatePrepop',
  'syncTracker',
  'saveExperiments',
  'applyProfilePrefill',
  'applyQueryPrefill',
  'setData',
  'ageAtLeast',
  'matchesField',
  'abaRoutingNumber',
  'matchesContextName',
] as const;

export type EffectName = (typeof EFFECT_NAMES)[number];

/** Tells whether a string is a known effect name. */
export function isEffectName(name: string): name is EffectName {
  return (EFFECT_NAMES as readonly string[]).includes(name);
}
