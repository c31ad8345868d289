// Registration prefill from who the applicant already is (seed 000 §3, §9; 001 §4): the signed-in
// profile, the arrival query (`state`, `userData`), and the has-been-set flags of a step's answer.
// Loaded when there is something to map (registry.ts): this module and src/domain/profile-prefill.ts
// (with the affiliate prepop fields it reuses) are not part of the first step's JS budget.
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
