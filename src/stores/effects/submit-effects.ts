// The final Continue (seed 000 §7-8): waitlist, identity, consents, ability to start,
// create application. Each effect records what it obtained in the store's submitState, so a
// retry after a failure resumes where it stopped instead of registering twice.
import { RequestError } from '../../api/http';
import { formatPhone, reducePhone } from '../../domain';
import type { FlowStore } from '../flow-store';
import { buildApplicationRequest, idempotencyKey } from './application-request';
import { referrerOf } from './property-effects';
import { IDENTITY_EXISTS, submitFailure } from './submit-failure';
import type { EffectHandler } from './types';
import { CONTINUE, param } from './types';

const text = (store: FlowStore, field: string): string => {
  const v = store.data[field];
  return typeof v === 'string' ? v : '';
};
const addressOf = (store: FlowStore, field: string): Record<string, string> => {
  const v = store.data[field];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
};

/** Unlicensed state, excluded zip or source 'cloc' go to the waitlist instead of applying. */
export const joinWaitlist: EffectHandler = async (store, params) => {
  const { services, brand } = store.deps;
  const property = addressOf(store, 'propertyAddress');
  const query = store.deps.env.query();
  try {
    const fromCloc = query['source'] === param(params, 'source', 'cloc') || query['utm_source'] === param(params, 'source', 'cloc');
    let waitlist = fromCloc;
    if (!waitlist) {
      const { licensedStates } = await services.application.licensedStates(brand.orgCode);
      waitlist = !licensedStates.includes(property['state'] ?? '');
    }
    if (!waitlist) {
      const { eligible } = await services.application.zipEligibility(brand.orgCode, property['zip'] ?? '');
      waitlist = !eligible;
    }
    if (!waitlist) return CONTINUE;
    const income = store.data['income'];
    await services.application.joinWaitlist({
      firstName: text(store, 'firstName').trim(),
      lastName: text(store, 'lastName').trim(),
      dob: text(store, 'dob'),
      email: text(store, 'email') || store.submitState.email || '',
      income: typeof income === 'number' ? income : 0,
      street1: property['street1'] ?? '',
      street2: property['street2'] ?? '',
      city: property['city'] ?? '',
      state: property['state'] ?? '',
      zip: property['zip'] ?? '',
      consent: store.data['communicationConsent'] === true,
    });
    const to = brand.toggles['mainBrand'] === true ? param(params, 'mainBrandPath') : param(params, 'otherPath');
    return { kind: 'navigate', to };
  } catch (error) {
    return submitFailure(store, error);
  }
};

/** Creates the identity; 401 opens 'Account Already Exists'. */
export const registerIdentity: EffectHandler = async (store, params) => {
  if (store.submitState.jwt) return CONTINUE;
  const email = text(store, 'email');
  const phone = text(store, 'phoneNumber');
  const password = text(store, 'password');
  try {
    if (!email || !phone || !password) throw new Error('E-mail, phone and password are required to register');
    const { jwt } = await store.deps.services.identity.registerIdentity(store.deps.brand.orgCode, {
      email,
      password,
      phoneNumber: reducePhone(phone),
    });
    store.setSubmitState({ jwt });
    store.deps.services.session.setToken(jwt);
    return CONTINUE;
  } catch (error) {
    if (error instanceof RequestError && error.status === 401) {
      store.closeModal('processing');
      void store.openModal(param(params, 'existsModal', 'accountExists'), { email });
      return submitFailure(store, new Error(IDENTITY_EXISTS));
    }
    return submitFailure(store, error);
  }
};

/** Newer auth mode: sign-up and sign-in happen at the identity broker, which returns here. */
export const startNewLogin: EffectHandler = async (store) => {
  try {
    const returnTo = window.location.pathname + window.location.search;
    const { redirect } = await store.deps.services.identity.startNewLogin(returnTo);
    return { kind: 'navigate', to: redirect, external: true };
  } catch (error) {
    return submitFailure(store, error);
  }
};

/** Checks the identity behind the token (new or signed in) and keeps its e-mail. */
export const verifyIdentity: EffectHandler = async (store) => {
  if (store.submitState.identityUuid) return CONTINUE;
  try {
    const identity = await store.deps.services.identity.verifyIdentity(store.submitState.jwt);
    store.setSubmitState({ identityUuid: identity.uuid, email: identity.email });
    return CONTINUE;
  } catch (error) {
    return submitFailure(store, error);
  }
};

/** Records the SMS consents (main brand only; the transactional prompt only with its flag). */
export const sendConsents: EffectHandler = async (store, params) => {
  const { services, brand, env } = store.deps;
  try {
    const types: ('SMS' | 'SMS_TRANSACTIONAL')[] = ['SMS'];
    const answers: Record<string, boolean> = { SMS: store.data['smsMarketingConsent'] === true };
    if (env.flags()[param(params, 'transactionalFlag')]?.enabled) {
      types.push('SMS_TRANSACTIONAL');
      answers['SMS_TRANSACTIONAL'] = store.data['smsTransactionalConsent'] === true;
    }
    const prompts = await Promise.all(types.map((t) => services.comms.consentPrompt(t)));
    await services.comms.saveUserConsent({
      org: brand.orgCode,
      source: 'APP_FLOW',
      productType: 'HELOC',
      phone: reducePhone(text(store, 'phoneNumber')),
      email: text(store, 'email'),
      consents: prompts.map((p, i) => ({ consentPromptUuid: p.uuid, optInOut: answers[types[i] ?? 'SMS'] ? 'OPT_IN' : 'OPT_OUT' })),
    });
    return CONTINUE;
  } catch (error) {
    return submitFailure(store, error);
  }
};

/** An applicant who cannot start now gets the modal that says why; the name is saved first. */
export const verifyAbilityToStart: EffectHandler = async (store, params) => {
  const { services, brand } = store.deps;
  try {
    const ability = await services.application.verifyAbilityToStart();
    if (ability.canStartApplication) return CONTINUE;
    await services.profile.saveName({
      firstName: text(store, 'firstName').trim(),
      lastName: text(store, 'lastName').trim(),
      suffix: text(store, 'suffix'),
    });
    store.closeModal('processing');
    const active = ability.organizationsWithActiveApplication[0];
    if (ability.reason === 'ACTIVE_APPLICATION' && active?.applicationUuid) {
      void store.openModal(param(params, 'activeModal'), { applicationUuid: active.applicationUuid });
    } else if (ability.reason === 'RECENT_HELOC') {
      void store.openModal(param(params, 'recentModal'));
    } else if (ability.reason === 'INQUIRY' && active?.wholesaleBrokerId !== brand.toggles['wholesaleBrokerIdNoInquiryModal']) {
      const lo = await referrerOf(store).catch(() => null);
      void store.openModal(param(params, 'inquiryModal'), {
        phone: lo ? formatPhone(lo.originatorDisplayInfo.phoneNumber) : brand.support.phone,
        email: lo?.originatorDisplayInfo.email ?? brand.support.email,
      });
    } else {
      void store.openModal(param(params, 'existsModal'), { email: text(store, 'email') });
    }
    return submitFailure(store, new Error(IDENTITY_EXISTS));
  } catch (error) {
    return submitFailure(store, error);
  }
};

/** Creates the application with the whole body of seed 000 §7; a retry sends the same idempotency key. */
export const createApplication: EffectHandler = async (store, params) => {
  if (store.submitState.applicationUuid) return CONTINUE;
  const { services } = store.deps;
  try {
    const property = addressOf(store, 'propertyAddress');
    void services.telemetry.trackEvent('helocStarted', { eventType: 'APP' });
    const body = await buildApplicationRequest(store, { nyFcraFlag: param(params, 'nyFcraFlag') });
    const app = await services.application.createApplication(property['state'] ?? '', body, idempotencyKey(store));
    store.setSubmitState({ applicationUuid: app.uuid });
    // The server holds the answers now: the draft's personal data leaves the device.
    store.discardDraft();
    services.sessionStorage.setItem('applicationUuid', app.uuid);
    void services.telemetry.trackEvent('appStarted', { eventType: 'APP', applicationUuid: app.uuid });
    return CONTINUE;
  } catch (error) {
    return submitFailure(store, error);
  }
};

