// Affiliate prepopulation at arrival (seed 000 §3, §7, §9). Loaded on demand (registry.ts):
// only a visitor with the affiliate's cookie needs it.
import { RequestError } from '../../api/http';
import { PREPOP_COOKIE, affiliateInfo, cookieValue, prepopPatch } from '../../domain';
import type { RegisterData } from '../draft';
import { AFFILIATE_KEY } from './affiliate-key';
import type { EffectHandler } from './types';
import { CONTINUE, param } from './types';

/**
 * With the affiliate's cookie (the flow adds: main brand only), fetches the prepopulation once
 * per tab, fills the answers the applicant has not given (name, property address, dob,
 * e-mail, phone, income) and keeps the affiliate list and A/B version for the create call.
 */
export const applyAffiliatePrepop: EffectHandler = async (store, params) => {
  const { services } = store.deps;
  if (cookieValue(services.cookies(), param(params, 'cookie', PREPOP_COOKIE)) === undefined) return CONTINUE;
  if (services.sessionStorage.getItem(AFFILIATE_KEY) !== null) return CONTINUE;
  try {
    const record = await services.prepop.affiliatePrepop();
    services.sessionStorage.setItem(AFFILIATE_KEY, JSON.stringify(affiliateInfo(record)));
    const patch = prepopPatch(record, store.data);
    if (Object.keys(patch).length > 0) store.change(patch as RegisterData);
  } catch (error) {
    // No record for the cookie: the applicant simply types everything.
    if (!(error instanceof RequestError && error.status === 404)) services.logError('affiliate prepopulation failed', error);
  }
  return CONTINUE;
};
