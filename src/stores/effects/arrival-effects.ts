// Effects run when an applicant arrives with marketing parameters (seed 000 §7, §9): a
// direct-mail offer code (reservationCode) and a referral id (rid). The affiliate's
// prepopulation cookie is prepop-effects.ts.
import { RequestError } from '../../api/http';
import type { JsonValue } from '../../engine/types';
import type { EffectHandler } from './types';
import { CONTINUE, param } from './types';

const OFFER_CODE_KEY = 'offerCode';


/**
 * Looks up the offer code from the query once, keeps it in session storage for the create
 * call, and fills the property address and name it carries where the applicant has not
 * answered yet. An unknown code is ignored: the applicant can still apply.
 */
export const applyOfferCode: EffectHandler = async (store, params) => {
  const code = store.deps.env.query()[param(params, 'query', 'reservationCode')];
  const storage = store.deps.services.sessionStorage;
  if (!code || storage.getItem(OFFER_CODE_KEY)?.includes(`"${code}"`)) return CONTINUE;
  try {
    const record = await store.deps.services.application.offerCode(code);
    storage.setItem(OFFER_CODE_KEY, JSON.stringify(record));
    const prefill: Record<string, JsonValue> = {};
    if (!store.data['propertyAddress'] && record['street1']) {
      prefill['propertyAddress'] = {
        street1: record['street1'],
        street2: record['street2'] ?? '',
        city: record['city'] ?? '',
        state: record['state'] ?? '',
        zip: record['zip'] ?? '',
      };
    }
    if (!store.data['firstName'] && record['firstName']) prefill['firstName'] = record['firstName'];
    if (!store.data['lastName'] && record['lastName']) prefill['lastName'] = record['lastName'];
    if (Object.keys(prefill).length > 0) store.change(prefill);
  } catch (error) {
    if (!(error instanceof RequestError && (error.status === 404 || error.status === 400))) {
      store.deps.services.logError('offer code lookup failed', error);
    }
  }
  return CONTINUE;
};

/**
 * A referral id whose lookup returns a status belongs to an account already: go to login with its
 * e-mail. Otherwise the broker's wholesale referral record (lead portal) prefills registration.
 */
export const checkReferral: EffectHandler = async (store, params) => {
  const rid = store.deps.env.query()[param(params, 'query', 'rid')];
  if (!rid) return CONTINUE;
  try {
    const referral = await store.deps.services.application.referral(rid);
    if (referral.status) {
      const back = encodeURIComponent(store.urlOf(store.step.id));
      return { kind: 'navigate', to: `/auth/login?email=${encodeURIComponent(referral.email ?? '')}&redirectUrl=${back}` };
    }
  } catch {
    // an unknown referral id: no account behind it; a broker's referral record may still prefill
  }
  await prefillFromReferral(store, rid);
  return CONTINUE;
};

/** Fills what the applicant has not answered from the broker's wholesale referral (seed 000 §3); an unknown one changes nothing. */
async function prefillFromReferral(store: Parameters<EffectHandler>[0], rid: string): Promise<void> {
  try {
    // Only arrivals with a referral id need the mapping: it loads with them, not with the first step.
    const [record, { referralPrefill }] = await Promise.all([store.deps.services.originator.wholesaleReferral(rid), import('../../domain/referral-prefill')]);
    const prefill = referralPrefill(record, store.data);
    if (Object.keys(prefill).length > 0) store.change(prefill);
  } catch (error) {
    if (!(error instanceof RequestError && (error.status === 404 || error.status === 400))) store.deps.services.logError('referral lookup failed', error);
  }
}
