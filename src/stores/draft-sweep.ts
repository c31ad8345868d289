// The expiry of drafts, apart from their reading and writing so the app's boot (the entry chunk)
// can sweep them without the draft code: a draft nobody comes back to must not keep personal data
// in the browser until the app happens to read it again (issue 25; docs/decisions.md 410).
/** How long a draft lives after its last save: 24 hours (docs/decisions.md 163). */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** Every draft's storage key starts with this (registration flows and application pages alike). */
export const DRAFT_PREFIX = 'heloc-draft:';

/** True when a stored draft's text is dated within its lifetime at `now` (an undated, future-dated or unreadable one is not). */
export function isFreshDraft(raw: string, now: number): boolean {
  try {
    const parsed = JSON.parse(raw) as { savedAt?: unknown };
    const savedAt = typeof parsed?.savedAt === 'string' ? Date.parse(parsed.savedAt) : NaN;
    return Number.isFinite(savedAt) && now - savedAt < DRAFT_TTL_MS && savedAt <= now + 60_000;
  } catch {
    return false;
  }
}

/**
 * Removes every expired (or unreadable) draft of every flow, brand and application from each
 * storage; fresh ones stay. Returns how many were removed. No storage (private modes) is no work.
 */
export function sweepExpiredDrafts(now: number, ...storages: (Storage | null | undefined)[]): number {
  let removed = 0;
  for (const storage of storages) {
    try {
      if (!storage) continue;
      const stale: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(DRAFT_PREFIX) && !isFreshDraft(storage.getItem(key) ?? '', now)) stale.push(key);
      }
      for (const key of stale) storage.removeItem(key);
      removed += stale.length;
    } catch {
      // storage refused: nothing to sweep there
    }
  }
  return removed;
}
