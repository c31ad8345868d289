// Communication preferences: SMS consent prompts and the user's consents.
import { request } from './http';

/** The prompt uuid for an SMS consent type. */
export function consentPrompt(consentType: 'SMS' | 'SMS_TRANSACTIONAL'): Promise<{ uuid: string }> {
  return request(`/service-comms-prefs/external/api/v1/consent/prompt/${consentType}`, { external: true });
}

/** Records the user's SMS consents (main brand only). */
export function saveUserConsent(body: {
  org: string;
  source: 'APP_FLOW';
  productType: 'HELOC';
  phone: string;
  email: string;
  consents: { consentPromptUuid: string; optInOut: 'OPT_IN' | 'OPT_OUT' }[];
}): Promise<unknown> {
  return request('/service-comms-prefs/secure/api/v1/consent/user', { method: 'POST', body });
}
