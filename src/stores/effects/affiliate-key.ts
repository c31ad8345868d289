/** Session storage: the affiliate list and A/B version of the prepopulation, for the create call. */
export const AFFILIATE_KEY = 'affiliatePrepop';
