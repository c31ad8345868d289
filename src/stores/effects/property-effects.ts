// Effects of the property step: referrer, licensed states, disaster zips (seed 000 §5).
import { RequestError } from '../../api/http';
import type { LoanOriginator } from '../../api/originator';
import type { JsonValue } from '../../engine/types';
import type { FlowStore } from '../flow-store';
import type { EffectHandler } from './types';
import { CONTINUE, STOP, param } from './types';

const originators = new WeakMap<FlowStore, LoanOriginator | null>();

function propertyState(store: FlowStore): string {
  const a = store.data['propertyAddress'];
  return a && typeof a === 'object' && !Array.isArray(a) && typeof a['state'] === 'string' ? a['state'] : '';
}

function propertyZip(store: FlowStore): string {
  const a = store.data['propertyAddress'];
  return a && typeof a === 'object' && !Array.isArray(a) && typeof a['zip'] === 'string' ? a['zip'] : '';
}

/** The originator named by the `referrer` query, looked up once per flow; null when none or unknown. */
export async function referrerOf(store: FlowStore): Promise<LoanOriginator | null> {
  if (originators.has(store)) return originators.get(store) ?? null;
  const uuid = store.deps.env.query()['referrer'];
  if (!uuid) return null;
  try {
    const lo = await store.deps.services.originator.loanOriginator(uuid, store.deps.brand.orgCode);
    originators.set(store, lo);
    return lo;
  } catch (error) {
    if (error instanceof RequestError && (error.status === 404 || error.status === 400)) {
      originators.set(store, null);
      return null;
    }
    throw error;
  }
}

/** On entering the first step: an organisation that requires a referrer sends visitors without a known one away. */
export const lookupReferrer: EffectHandler = async (store, params) => {
  if (store.deps.brand.toggles['requiresReferrer'] !== true) return CONTINUE;
  try {
    if (await referrerOf(store)) return CONTINUE;
  } catch (error) {
    store.setError(store.deps.t('msg:common.requestError'));
    store.deps.services.logError('referrer lookup failed', error);
    return STOP;
  }
  return { kind: 'navigate', to: `${param(params, 'notAcceptingPath')}?reason=referrer-required` };
};

/** With a referrer that enforces licensed states, an unlisted state shows the error banner and disables Continue; without one, the state's default referrer is written into the URL. */
export const checkLicensedState: EffectHandler = async (store, params) => {
  const banner = param(params, 'banner');
  const state = propertyState(store);
  try {
    const lo = await referrerOf(store);
    if (lo) {
      if (lo.enforceLicensedStatesForReferral && !lo.licensedStates.includes(state)) {
        store.showBanner(banner);
        return STOP;
      }
      store.hideBanner(banner);
      return CONTINUE;
    }
    store.hideBanner(banner);
    if (store.deps.brand.toggles['requiresReferrer'] === true) return CONTINUE;
    const { referrerUuid } = await store.deps.services.originator.referrerForState(store.deps.brand.orgCode, state);
    if (referrerUuid) store.deps.services.replaceQuery({ referrer: referrerUuid });
  } catch (error) {
    // No default referrer for the state is normal; the application goes on without one.
    if (!(error instanceof RequestError && (error.status === 404 || error.status === 400))) {
      store.deps.services.logError('referrer for state failed', error);
    }
  }
  return CONTINUE;
};

function zipList(variables: { [key: string]: JsonValue } | undefined): string[] {
  const raw = variables?.['disasterZips'];
  const parsed: JsonValue | undefined = typeof raw === 'string' ? (JSON.parse(raw) as JsonValue) : raw;
  const zips = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed['zipcodes'] : undefined;
  return Array.isArray(zips) ? zips.map(String) : [];
}

/** A zip in the disaster flag's list shows the post-disaster inspection warning once before going on. */
export const checkDisasterZip: EffectHandler = async (store, params) => {
  const banner = param(params, 'banner');
  const flag = store.deps.env.flags()[param(params, 'flag')];
  const zip = propertyZip(store);
  let listed = false;
  try {
    listed = zipList(flag?.variables).includes(zip);
  } catch {
    listed = false; // a malformed flag variable must not block applicants
  }
  if (!listed) {
    store.hideBanner(banner);
    return CONTINUE;
  }
  store.showBanner(banner);
  if (store.acknowledged.has(`${banner}:${zip}`)) return CONTINUE;
  store.acknowledged.add(`${banner}:${zip}`);
  return STOP;
};
