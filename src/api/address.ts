// Address typeahead.
import { request } from './http';

export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Suggestions for the typed text (at most a handful); the text goes in the body, never the URL (URLs are logged). */
export function searchAddresses(filter: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return request('/service-address/external/api/v1/typeahead', { method: 'POST', body: { filter: filter.slice(0, 200) }, external: true, ...(signal ? { signal } : {}) });
}
