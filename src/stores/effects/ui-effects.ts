// Effects that only change what the applicant sees: modals, banners, stopping, leaving.
import { formatMoney } from '../../domain';
import type { EffectHandler } from './types';
import { CONTINUE, STOP, param, requiredParam } from './types';

/** Opens a flow modal; with stop (default) the step stays put, else the flow goes on under it. */
export const openModal: EffectHandler = async (store, params) => {
  const id = param(params, 'modal');
  const stop = params['stop'] !== false;
  void store.openModal(id);
  return stop ? STOP : CONTINUE;
};

/** Shows a flow banner and goes on. */
export const showBanner: EffectHandler = async (store, params) => {
  store.showBanner(param(params, 'banner'));
  return CONTINUE;
};

/** Stops on the step. */
export const stop: EffectHandler = async () => STOP;

/** Leaves the flow for a path, keeping the query when asked. */
export const redirect: EffectHandler = async (_store, params) => {
  const to = param(params, 'to');
  return { kind: 'navigate', to: params['keepQuery'] === true ? `${to}${window.location.search}` : to };
};

/** Income under the threshold must be confirmed once as annual pre-tax income (seed 000 §5). */
export const confirmLowIncome: EffectHandler = async (store, params) => {
  // Required by schemas/meta/effects/confirmLowIncome.json: the seed's 15000 lives in the flow.
  const field = requiredParam(params, 'field', 'string');
  const confirmField = requiredParam(params, 'confirmField', 'string');
  const threshold = requiredParam(params, 'threshold', 'number');
  const income = store.data[field];
  if (typeof income !== 'number' || income >= threshold || store.data[confirmField] === true) return CONTINUE;
  const outcome = await store.openModal(requiredParam(params, 'modal', 'string'), { income: formatMoney(income, 0) });
  if (outcome !== 'confirm') return STOP;
  store.change({ [confirmField]: true });
  return CONTINUE;
};

/** Refuses a value the schema allows but a rule does not (e.g. NY under regulator review), under its field. */
export const rejectField: EffectHandler = async (store, params) => {
  store.setFieldErrors([{ field: param(params, 'field'), message: store.deps.t(param(params, 'message')) }]);
  return STOP;
};

const GEO_TIMEOUT_MS = 8000;

/**
 * Explains why the location is needed (e-signing security and legal compliance), then asks
 * the browser once. A refusal or a timeout never blocks the application.
 */
export const requestGeolocation: EffectHandler = async (store, params) => {
  if (store.submitState.location !== undefined || typeof navigator === 'undefined' || !navigator.geolocation) return CONTINUE;
  const outcome = await store.openModal(param(params, 'modal', 'geolocation'));
  if (outcome !== 'confirm') {
    store.setSubmitState({ location: null });
    return CONTINUE;
  }
  void store.openModal('processing');
  const location = await new Promise<{ latitude: number; longitude: number; accuracy: number } | null>((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
      () => resolve(null),
      { timeout: GEO_TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
  store.setSubmitState({ location });
  return CONTINUE;
};
