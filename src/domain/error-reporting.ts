// What the error reporting keeps (seed 001 §8: network-type noise is ignored) and how a
// failed dynamic module load is handled (reload up to 5 times, counted per tab, then the
// error page). Pure: storage is passed in.
import { CHUNK_RELOADS_MAX } from './constants';

/** Messages browsers give when a lazily loaded module (a code chunk) cannot be fetched. */
export const CHUNK_ERROR_PATTERNS = [
  'failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'importing a module script failed',
  'unable to preload css',
  'loading chunk',
  'loading css chunk',
] as const;

/** Messages of network failures that say nothing about our code (seed 001 §8 'and similar'). */
export const NETWORK_NOISE_PATTERNS = [
  'failed to fetch',
  'network error',
  'networkerror',
  'network request failed',
  'request timeout',
  'timeout exceeded',
  'timed out',
  'load failed',
  'the network connection was lost',
  'the internet connection appears to be offline',
  'err_network',
  'err_internet_disconnected',
  'econnreset',
  'econnrefused',
  'aborterror',
  'the user aborted a request',
] as const;

const text = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`.toLowerCase();
  if (typeof error === 'object' && error !== null && 'message' in error) return String((error as { message: unknown }).message).toLowerCase();
  return String(error).toLowerCase();
};

/** True when `error` says a lazily loaded module or chunk could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const t = text(error);
  return error instanceof Error && error.name === 'ChunkLoadError' ? true : CHUNK_ERROR_PATTERNS.some((p) => t.includes(p));
}

/**
 * True for network-type noise the error reporting drops: a request error with status 0, an
 * abort or timeout, or a message naming a network failure. A chunk that failed to load is not
 * noise (it is reported once the reloads are spent), though its message says 'failed to fetch'.
 */
export function isNetworkNoise(error: unknown): boolean {
  if (isChunkLoadError(error)) return false;
  if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0) return true;
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return true;
  const t = text(error);
  return NETWORK_NOISE_PATTERNS.some((p) => t.includes(p));
}

/** Session storage key counting reloads after failed module loads. */
export const CHUNK_RELOADS_KEY = 'heloc-module-reloads';

/** The part of Web Storage the reload counter uses. */
export interface CounterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reloads counted so far: a non-negative integer; anything unreadable counts as 0. */
export function chunkReloadCount(storage: CounterStorage): number {
  let raw: string | null = null;
  try {
    raw = storage.getItem(CHUNK_RELOADS_KEY);
  } catch {
    return 0;
  }
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * After a failed module load: 'reload' (and the count stored one higher) while fewer than `max`
 * reloads were made in this tab, else 'fallback'. The count is never reset within the tab: a reset
 * after a page loads would loop forever when a later chunk on that page keeps failing. Storage
 * that cannot be written means 'fallback' (a reload we cannot count could loop forever).
 */
export function onChunkLoadFailure(storage: CounterStorage, max: number = CHUNK_RELOADS_MAX): 'reload' | 'fallback' {
  const count = chunkReloadCount(storage);
  if (count >= max) return 'fallback';
  try {
    storage.setItem(CHUNK_RELOADS_KEY, String(count + 1));
  } catch {
    return 'fallback';
  }
  return 'reload';
}
