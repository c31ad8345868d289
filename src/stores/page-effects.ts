// The effects an application page's buttons run (src/engine/page-vocabulary.ts names them), in
// order; the first that does not continue ends the run. Handlers speak to the API through the
// injected services and answer what the page does next; they never touch the DOM.
import { answerFieldErrors } from '../domain/request-failure';
import { fillBody, fillPathTemplate, formFieldOf } from '../engine/pages';
import type { PageEffectName } from '../engine/page-vocabulary';
import type { JsonValue } from '../engine/types';
import type { PageStore } from './page-store';

/** What the page does after an effect. */
export type PageEffectResult = { kind: 'continue' } | { kind: 'stop' } | { kind: 'navigate'; to: string; external?: boolean };

export type PageEffectParams = { readonly [key: string]: JsonValue };
type Handler = (store: PageStore, params: PageEffectParams) => Promise<PageEffectResult>;

const CONTINUE: PageEffectResult = { kind: 'continue' };
/** `to` with the filled query's scalar values as search parameters (absent ones left out). */
function withQuery(to: string, query: JsonValue | undefined): string {
  if (query === null || query === undefined || typeof query !== 'object' || Array.isArray(query)) return to;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') search.set(k, String(v));
  const s = search.toString();
  return s === '' ? to : `${to}${to.includes('?') ? '&' : '?'}${s}`;
}

const str = (v: JsonValue | undefined, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/**
 * The `url` of a vendor session's answer when it may be followed: a same-origin path (`/x`, not
 * `//host`) or an https URL; undefined otherwise.
 */
export function vendorUrl(answer: unknown): string | undefined {
  const url = typeof answer === 'object' && answer !== null ? (answer as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return undefined;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Every page effect's handler (the type makes a missing one a compile error). */
export const pageEffects: Record<PageEffectName, Handler> = {
  /** Sends the form (through the body template) to the lender; a retry of the same answers reuses its idempotency key. */
  async save(store, params) {
    const body = fillBody(params['body'] ?? { $form: '' }, store.form, store.context) ?? {};
    const path = fillPathTemplate(str(params['path']), { uuid: store.deps.uuid, ...store.deps.params });
    const method = str(params['method'], 'PUT') as 'PUT' | 'POST' | 'PATCH';
    try {
      await store.deps.services.send(method, path, body, store.idempotencyKey(path, body));
    } catch (error) {
      // A refusal's field messages go on the fields they were filled from (the body template read backwards).
      const template = params['body'] ?? { $form: '' };
      const data = error !== null && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
      const onFields = answerFieldErrors(data).flatMap((e) => {
        const field = formFieldOf(template, e.path);
        return field === undefined ? [] : [{ field, message: e.message }];
      });
      if (onFields.length > 0) store.setFieldErrors(onFields);
      throw error;
    }
    store.discardDraft();
    return CONTINUE;
  },
  /** Asks the lender to apply a machine event (POST .../{uuid}/events). */
  async sendEvent(store, params) {
    await store.deps.services.sendEvent(str(params['event']));
    return CONTINUE;
  },
  /** Refetches profile, application and status and lets the routing tables choose the next page (polling while the lender works). */
  async route(store) {
    const to = await store.deps.services.route();
    return { kind: 'navigate', to };
  },
  /** Goes to an application route, a local path or an https URL; `query` (a body template) adds search parameters from the form or context (never sensitive values: URLs are logged). */
  async navigate(store, params) {
    const to = withQuery(str(params['to']), fillBody(params['query'] ?? null, store.form, store.context));
    if (/^https:\/\//.test(to)) return { kind: 'navigate', to, external: true };
    if (to.startsWith('/')) return { kind: 'navigate', to };
    return { kind: 'navigate', to: `/account/heloc/${encodeURIComponent(store.deps.uuid)}/${to}` };
  },
  /** Opens a modal of the page's file; the run goes on only if the applicant confirms. */
  async openModal(store, params) {
    const outcome = await store.openModal(str(params['modal']));
    return outcome === 'confirm' ? CONTINUE : { kind: 'stop' };
  },
  /** Like openModal, for a question that must be confirmed before the next effect. */
  async confirm(store, params) {
    const outcome = await store.openModal(str(params['modal']));
    return outcome === 'confirm' ? CONTINUE : { kind: 'stop' };
  },
  /** Shows how to reach support (phone, e-mail, chat) on the page. */
  async contactSupport(store) {
    store.showSupport();
    return { kind: 'stop' };
  },
  /**
   * Opens a session with a (simulated) vendor through a lender call whose answer is `{ url }`, then
   * leaves the app for that URL by a full-page navigation, as a real vendor's hosted page is reached
   * (the vendor sends the applicant back to the session's `returnTo`). Only a same-origin path or
   * an https URL is followed; anything else is an error shown on the page.
   */
  async vendorRedirect(store, params) {
    const body = fillBody(params['body'] ?? {}, store.form, store.context) ?? {};
    const path = fillPathTemplate(str(params['path']), { uuid: store.deps.uuid, ...store.deps.params });
    const method = str(params['method'], 'POST') as 'PUT' | 'POST' | 'PATCH';
    const answer = await store.deps.services.send(method, path, body, store.idempotencyKey(path, body));
    const url = vendorUrl(answer);
    if (url === undefined) throw new Error(store.deps.fallbackError);
    return { kind: 'navigate', to: url, external: true };
  },
  /** Reloads the application, its status and the profile, staying on the page. */
  async refresh(store) {
    await store.deps.services.refresh();
    return CONTINUE;
  },
};
