import type { AddressSuggestion } from '../api/address';
import type { Translate } from './chrome-text';

/** One address typeahead suggestion, as the address service returns it. */
export type { AddressSuggestion };

/** What StepForm passes to widgets and fields through rjsf's formContext. */
export interface RendererFormContext {
  /** Address typeahead; the renderer aborts the signal when the request goes stale. */
  searchAddresses?(filter: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
  /** Overrides of the renderer's chrome strings (chrome-text.ts keys). */
  t?: Translate;
  /** A value of the application page's context by dotted path (application pages only; fields such as offerChoice read server data through it). */
  readContext?(path: string): unknown;
  /** The whole context of a registration-style flow (data, flags, brand, auth, query); a widget reads paths from it itself. */
  flowContext?(): unknown;
  [extra: string]: unknown;
}

/** The renderer's form context from whatever rjsf hands a widget or template. */
export function rendererContext(formContext: unknown): RendererFormContext {
  return (formContext ?? {}) as RendererFormContext;
}
