// Every effect name a definition may use, bound to its handler. The type makes a missing
// handler a compile error.
import { RequestError } from '../../api/http';
import { applyOfferCode, checkReferral } from './arrival-effects';
import { checkDisasterZip, checkLicensedState, lookupReferrer } from './property-effects';
import { routeApplication } from './route-effects';
import { createApplication, joinWaitlist, registerIdentity, sendConsents, startNewLogin, verifyAbilityToStart, verifyIdentity } from './submit-effects';
import { submitFailure } from './submit-failure';
import type { RegisterData } from '../draft';
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

/** Only a signed-in applicant has a profile to map (the flow's `when`): the mapping loads then. */
const applyProfilePrefill: EffectHandler = async (store, params) => (await import('./profile-effects')).applyProfilePrefill(store, params);
/** Without `state` or `userData` in the arrival query there is nothing to load. */
const applyQueryPrefill: EffectHandler = async (store, params) => {
  const query = store.deps.env.query();
  return query['state'] === undefined && query['userData'] === undefined ? CONTINUE : (await import('./profile-effects')).applyQueryPrefill(store, params);
};
/** Records fixed values in the answers (the has-been-set flags of 000 §3, set as a step is answered). */
const setData: EffectHandler = async (store, params) => {
  const values = params['values'];
  if (values && typeof values === 'object' && !Array.isArray(values)) store.change(values as RegisterData);
  return CONTINUE;
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
