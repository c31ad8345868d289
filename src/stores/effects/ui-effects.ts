// Effects that only change what the applicant sees: modals, banners, stopping, leaving.
import { formatMoney } from '../../domain';
import type { EffectHandler } from './types';
import { CONTINUE, STOP, param } from './types';

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
  const field = param(params, 'field', 'income');
  const confirmField = param(params, 'confirmField', 'incomeConfirmed');
  const threshold = typeof params['threshold'] === 'number' ? params['threshold'] : 15000;
  const income = store.data[field];
  if (typeof income !== 'number' || income >= threshold || store.data[confirmField] === true) return CONTINUE;
  const outcome = await store.openModal(param(params, 'modal', 'lowIncome'), { income: formatMoney(income, 0) });
  if (outcome !== 'confirm') return STOP;
  store.change({ [confirmField]: true });
  return CONTINUE;
};
