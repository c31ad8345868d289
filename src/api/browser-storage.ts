// The browser's local and session storage as the app reads them. Chromium throws a SecurityError
// on `window.localStorage` itself when the user blocks site data (and in sandboxed frames), so a
// bare read would crash the page; these never throw. (Kept small: the first step loads it.)

export type StorageName = 'localStorage' | 'sessionStorage';

/** The storage, or null where the browser refuses it. */
export function storageOrNull(name: StorageName): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/** A storage that keeps its items in memory, for this page only (`clear` is the Map's own). */
export class MemoryStorage extends Map<string, string> implements Storage {
  get length(): number {
    return this.size;
  }
  getItem(key: string): string | null {
    return this.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.delete(key);
  }
  setItem(key: string, value: string): void {
    this.set(key, value);
  }
}

const standIns: Partial<Record<StorageName, Storage>> = {};

/**
 * The storage, or where the browser refuses it an in-memory stand-in (one per page): the flow
 * works, and its answers last until the page is left, as a private window's would.
 */
export function storageOrMemory(name: StorageName): Storage {
  return storageOrNull(name) ?? (standIns[name] ??= new MemoryStorage());
}
