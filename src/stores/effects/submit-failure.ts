// How a failed call in the final submit chain ends (seed 000 §8 'Registration failure'),
// with one deliberate change recorded in docs/decisions.md: a network failure, a timeout or
// a 5xx keeps the applicant on the step with their answers and a Try again, instead of
// sending them to the dashboard, because the next attempt usually succeeds.
import { RequestError } from '../../api/http';
import type { FlowStore } from '../flow-store';
import type { EffectResult } from './types';
import { STOP } from './types';

const NOT_OFFERED = 'we do not currently offer loans in';

/** Error thrown for 'identity exists': already handled by a modal, so it is not logged. */
export const IDENTITY_EXISTS = 'identity exists';

/** Turns a failure of the submit chain into what the applicant sees. */
export function submitFailure(store: FlowStore, error: unknown): EffectResult {
  const message = error instanceof Error ? error.message : String(error);
  if (message === IDENTITY_EXISTS) return STOP;
  if (message.toLowerCase().startsWith(NOT_OFFERED)) {
    store.setError(message);
    return STOP;
  }
  const transient = error instanceof RequestError && (error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 400);
  store.deps.services.logError('registration failed', error);
  if (transient || !(error instanceof RequestError)) {
    store.setError(message || store.deps.t('msg:common.requestError'));
    return STOP;
  }
  return { kind: 'navigate', to: '/dashboard' };
}
