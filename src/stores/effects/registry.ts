// Every effect name a definition may use, bound to its handler. The type makes a missing
// handler a compile error.
import { RequestError } from '../../api/http';
import { applyOfferCode, checkReferral } from './arrival-effects';
import { applyProfilePrefill, applyQueryPrefill, setData } from './profile-effects';
import { checkDisasterZip, checkLicensedState, lookupReferrer } from './property-effects';
import { routeApplication } from './route-effects';
import { createApplication, joinWaitlist, registerIdentity, sendConsents, startNewLogin, verifyAbilityToStart, verifyIdentity } from './submit-effects';
import { submitFailure } from './submit-failure';
import type { EffectHandler, EffectRegistry } from './types';
import { CONTINUE, STOP, param } from './types';
import { confirmLowIncome, openModal, redirect, rejectField, requestGeolocation, showBanner, stop } from './ui-effects';

/** The property zip must not be excluded for the organisation (also part of joinWaitlist). */
const checkZipEligibility: EffectHandler = async (store, params) => {
  const a = store.data['propertyAddress'];
  const zip = a && typeof a === 'object' && !Array.isArray(a) ? String(a['zip'] ?? '') : '';
  try {
    const { eligible } = await store.deps.services.application.zipEligibility(store.deps.brand.orgCode, zip);
    if (eligible) return CONTINUE;
    store.showBanner(param(params, 'banner'));
    return STOP;
  } catch (error) {
    if (error instanceof RequestError) return submitFailure(store, error);
    throw error;
  }
};

/** INIT is the untouched occupancy; the schema rejects it too, this keeps older flows safe. */
const rejectOccupancyInit: EffectHandler = async (store) =>
  store.data['occupancyType'] === 'INIT' || store.data['occupancyType'] === undefined ? STOP : CONTINUE;

/** Sends a telemetry event; never blocks the flow. */
const trackEvent: EffectHandler = async (store, params) => {
  void store.deps.services.telemetry.trackEvent(param(params, 'event'), { eventType: 'WEB' });
  return CONTINUE;
};

// Off the first step's bundle: loaded when they run.
const syncTracker: EffectHandler = async (store, params) => (await import('./experiment-effects')).syncTracker(store, params);
const saveExperiments: EffectHandler = async (store, params) => (await import('./experiment-effects')).saveExperiments(store, params);
/** Without the affiliate's cookie there is nothing to load. */
const applyAffiliatePrepop: EffectHandler = async (store, params) => {
  const name = param(params, 'cookie', '_ft_prepop');
  const present = store.deps.services.cookies().split(';').some((c) => c.trim().split('=')[0] === name);
  return present ? (await import('./prepop-effects')).applyAffiliatePrepop(store, params) : CONTINUE;
};

/** The registry the app and the tests use. */
export const effects: EffectRegistry = {
  openModal,
  stop,
  showBanner,
  redirect,
  confirmLowIncome,
  lookupReferrer,
  checkLicensedState,
  checkDisasterZip,
  checkZipEligibility,
  rejectOccupancyInit,
  registerIdentity,
  startNewLogin,
  verifyIdentity,
  sendConsents,
  verifyAbilityToStart,
  createApplication,
  joinWaitlist,
  routeApplication,
  trackEvent,
  rejectField,
  requestGeolocation,
  applyOfferCode,
  checkReferral,
  applyAffiliatePrepop,
  syncTracker,
  saveExperiments,
  applyProfilePrefill,
  applyQueryPrefill,
  setData,
};
