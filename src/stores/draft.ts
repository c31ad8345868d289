// Registration drafts survive a reload (seed: nothing typed is lost) but hold personal data
// (name, date of birth, e-mail, phone, income, address) no longer than they must, on a device
// that may be shared: a draft expires DRAFT_TTL_MS after it was last saved (an expired one is
// removed when read), logout removes every draft, and the flow removes its draft once the
// server holds the answers (the application is created). Sensitive fields (x-sensitive, the
// ssn/password/bank-account controls, well-known secret names) never reach storage at all.
import { withoutSensitive } from '../engine/sensitive';
import { migrateDraft } from '../engine/draft-migration';
import type { JsonValue } from '../engine/types';
import { DRAFT_PREFIX, isFreshDraft } from './draft-sweep';

export { DRAFT_PREFIX, DRAFT_TTL_MS, sweepExpiredDrafts } from './draft-sweep';

export type RegisterData = { [key: string]: JsonValue };

const VERSION = 1;

/** Removes sensitive fields (the given dotted paths and every well-known secret name, deeply). */
export function withoutSecrets(data: RegisterData, sensitivePaths: readonly string[] = []): RegisterData {
  return withoutSensitive(data, sensitivePaths);
}

/** Storage key of a flow's draft for an organisation. */
export function draftKey(flowId: string, orgCode: string): string {
  return `${DRAFT_PREFIX}${orgCode}:${flowId}`;
}

/** The flow version a draft is saved under and each version's declared renames (shipped.js). */
export interface DraftFlowVersion {
  version: number;
  renames?: readonly { version: number; renames: Readonly<Record<string, string>> }[];
}

/**
 * Loads a draft. A corrupt, older-format or expired draft is removed and reads as empty
 * rather than crashing the step or outliving its time. A draft saved under an older version
 * of the flow comes back with the fields later versions renamed under their new names.
 */
export function loadDraft(storage: Storage, key: string, now: number = Date.now(), flow?: DraftFlowVersion): RegisterData {
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as { version?: number; flowVersion?: number; savedAt?: string; data?: RegisterData };
    const fresh = isFreshDraft(raw, now);
    if (parsed.version === VERSION && parsed.data && fresh) {
      // Drafts from before versions were recorded were saved under version 1.
      const saved = typeof parsed.flowVersion === 'number' ? parsed.flowVersion : 1;
      return flow && saved < flow.version ? migrateDraft(parsed.data, saved, flow.renames ?? []) : parsed.data;
    }
    storage.removeItem(key);
    return {};
  } catch {
    clearDraft(storage, key);
    return {};
  }
}

/** Saves a draft without secrets, stamped with the time. Storage errors (private mode, quota) are ignored. */
export function saveDraft(storage: Storage, key: string, data: RegisterData, sensitivePaths: readonly string[] = [], now: number = Date.now(), flowVersion?: number): void {
  try {
    const stamp = flowVersion === undefined ? {} : { flowVersion };
    storage.setItem(key, JSON.stringify({ version: VERSION, ...stamp, savedAt: new Date(now).toISOString(), data: withoutSecrets(data, sensitivePaths) }));
  } catch {
    // losing the draft is better than losing the page
  }
}

/** Removes a draft (the server holds the answers). */
export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}

/** Removes every draft, of every flow and brand, from each storage (logout). */
export function clearAllDrafts(...storages: Storage[]): void {
  for (const storage of storages) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k?.startsWith(DRAFT_PREFIX)) keys.push(k);
      }
      for (const k of keys) storage.removeItem(k);
    } catch {
      // no storage: nothing to clear
    }
  }
}

/** Storage key of an application page's draft: per brand, application and page (its route, with the query that picks a variant). */
export function pageDraftKey(orgCode: string, uuid: string, page: string): string {
  return `${DRAFT_PREFIX}${orgCode}:application:${uuid}:${page}`;
}
