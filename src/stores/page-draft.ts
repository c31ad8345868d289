// An application page's draft (issue 25, decision 410): what the applicant typed on a page and the
// lender does not have yet survives a reload, a reopened tab or a crash, like registration's.
// The same rules as registration's drafts (src/stores/draft.ts): no secret is written, 24 hours
// of life; it is removed as soon as the page's save succeeds (the lender has the answers).
import { canonicalJson } from '../engine/condition-key';
import type { JsonValue } from '../engine/types';
import { clearDraft, loadDraft, pageDraftKey, saveDraft } from './draft';

type Obj = { [key: string]: JsonValue };

/** One page's draft, bound to its storage and key. */
export interface PageDraft {
  /** The answers kept for this page ({} when none, or expired). */
  load(): Obj;
  /** Keeps `form` (without its secrets); answers equal to `unchanged` (the lender's own, prefilled) need no draft. */
  save(form: Obj, unchanged?: Obj): void;
  /** The lender has the answers: no draft any more. */
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
    clear: () => clearDraft(storage, key),
  };
}
