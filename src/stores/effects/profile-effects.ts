// Registration prefill from who the applicant already is (seed 000 §3, §9; 001 §4): the signed-in
// profile, the arrival query (`state`, `userData`), and the has-been-set flags of a step's answer.
import { profilePrefill, queryPrefill } from '../../domain/profile-prefill';
import type { RegisterData } from '../draft';
import type { EffectHandler } from './types';
import { CONTINUE } from './types';

/**
 * Fills name, date of birth, e-mail and phone from the signed-in profile where the applicant has
 * not answered, with the prefilled flags, isPrepopComplete and profileHasContact (the flow omits
 * Contact Info on it). A failed read is logged: the applicant types instead.
 */
export const applyProfilePrefill: EffectHandler = async (store) => {
  try {
    const profile = await store.deps.services.profile.getProfile();
    store.change(profilePrefill(profile, store.data) as RegisterData);
  } catch (error) {
    store.deps.services.logError('profile prefill failed', error);
  }
  return CONTINUE;
};

/** Fills what the arrival query's `state` and `userData` carry, never over an answer. */
export const applyQueryPrefill: EffectHandler = async (store) => {
  const patch = queryPrefill(store.deps.env.query(), store.data);
  if (Object.keys(patch).length > 0) store.change(patch as RegisterData);
  return CONTINUE;
};

/** Records fixed values in the answers (the has-been-set flags of 000 §3, set as a step is answered). */
export const setData: EffectHandler = async (store, params) => {
  const values = params['values'];
  if (values && typeof values === 'object' && !Array.isArray(values)) store.change(values as RegisterData);
  return CONTINUE;
};
