// Drafts survive a reload (seed: nothing typed is lost) but never hold secrets: password
// fields are dropped before anything touches storage.
import type { JsonValue } from '../engine/types';

export type RegisterData = { [key: string]: JsonValue };

const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'ssn', 'accountNumber']);
const VERSION = 1;

/** Removes secret fields (deeply) from register data. */
export function withoutSecrets(data: RegisterData): RegisterData {
  const out: RegisterData = {};
  for (const [k, v] of Object.entries(data)) {
    if (SECRET_FIELDS.has(k)) continue;
    out[k] = v !== null && typeof v === 'object' && !Array.isArray(v) ? withoutSecrets(v as RegisterData) : v;
  }
  return out;
}

/** Storage key of a flow's draft for an organisation. */
export function draftKey(flowId: string, orgCode: string): string {
  return `heloc-draft:${orgCode}:${flowId}`;
}

/** Loads a draft; a corrupt or older-format draft is ignored rather than crashing the step. */
export function loadDraft(storage: Storage, key: string): RegisterData {
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as { version?: number; data?: RegisterData };
    return parsed.version === VERSION && parsed.data ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Saves a draft without secrets. Storage errors (private mode, quota) are ignored. */
export function saveDraft(storage: Storage, key: string, data: RegisterData): void {
  try {
    storage.setItem(key, JSON.stringify({ version: VERSION, savedAt: new Date().toISOString(), data: withoutSecrets(data) }));
  } catch {
    // losing the draft is better than losing the page
  }
}

/** Removes a draft (after the application is created). */
export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}
