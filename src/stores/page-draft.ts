// An application page's draft (issue 25, decision 410): what the applicant typed on a page and the
// lender does not have yet survives a reload, a reopened tab or a crash, like registration's.
// The same rules as registration's drafts (src/stores/draft.ts): no secret is written, 24 hours
// of life; it is removed as soon as the page's save succeeds (the lender has the answers), with
// the drafts of the other pages of its group: a group is one subject, and its answers reach the
// lender through that save (product/select's offer is saved by product/select/confirm).
import { canonicalJson } from '../engine/condition-key';
import type { JsonValue } from '../engine/types';
import { groupOf } from '../engine/pages';
import { clearDraft, loadDraft, pageDraftKey, saveDraft } from './draft';

type Obj = { [key: string]: JsonValue };

/** One page's draft, bound to its storage and key. */
export interface PageDraft {
  /** The answers kept for this page ({} when none, or expired). */
  load(): Obj;
  /** Keeps `form` (without its secrets); answers equal to `unchanged` (the lender's own, prefilled) need no draft. */
  save(form: Obj, unchanged?: Obj): void;
  /** The lender has the answers: no draft of this page, nor of the other pages of its group, any more. */
  clear(): void;
}

export interface PageDraftOptions {
  /** Session storage (decision 411); null where the browser has none. */
  storage: Storage | null;
  orgCode: string;
  uuid: string;
  /** The page's route and query (`insurance/upload?by=agent`). */
  page: string;
  /** Dotted paths of the page's sensitive fields (every schema it may show). */
  sensitivePaths: readonly string[];
  now?: () => number;
}

/**
 * The page a draft belongs to: its route and the query that picks a variant (`?by=agent`,
 * `?type=W2`), without `session`, which a simulated vendor adds when it sends the applicant back
 * (`notary/session?session=<id>`): the answers given before leaving for the vendor are the same
 * page's (decision 419).
 */
export function draftPage(route: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('session');
  const rest = query.toString();
  return rest ? `${route}?${rest}` : route;
}

/** The draft of one application page (a no-op without storage). */
export function pageDraft(o: PageDraftOptions): PageDraft {
  const key = pageDraftKey(o.orgCode, o.uuid, o.page);
  const now = o.now ?? Date.now;
  const storage = o.storage;
  if (!storage) return { load: () => ({}), save: () => undefined, clear: () => undefined };
  return {
    load: () => loadDraft(storage, key, now()),
    save(form, unchanged) {
      if (unchanged !== undefined && canonicalJson(form) === canonicalJson(unchanged)) clearDraft(storage, key);
      else saveDraft(storage, key, form, o.sensitivePaths, now());
    },
    clear() {
      const ofApplication = pageDraftKey(o.orgCode, o.uuid, '');
      const group = groupOf(o.page);
      const keys: string[] = [];
      try {
        for (let i = 0; i < storage.length; i++) {
          const k = storage.key(i);
          if (k?.startsWith(ofApplication) && groupOf(k.slice(ofApplication.length)) === group) keys.push(k);
        }
      } catch {
        // storage refused: this page's own key below
      }
      for (const k of new Set([key, ...keys])) clearDraft(storage, k);
    },
  };
}
