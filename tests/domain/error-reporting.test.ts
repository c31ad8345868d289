import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOADS_KEY,
  chunkReloadCount,
  isChunkLoadError,
  isNetworkNoise,
  onChunkLoadFailure,
  type CounterStorage,
} from '../../src/domain/error-reporting';

class MemoryStorage implements CounterStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/page-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
    'Loading chunk 42 failed.',
  ])('knows %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('isNetworkNoise (seed 001 §8)', () => {
  it.each(['Failed to fetch', 'Network Error', 'NetworkError when attempting to fetch resource.', 'Request timeout', 'Load failed', 'Network request failed', 'The network connection was lost.'])(
    'drops %s',
    (message) => expect(isNetworkNoise(new TypeError(message))).toBe(true),
  );

  it('drops aborts, timeouts and request errors with status 0', () => {
    expect(isNetworkNoise(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isNetworkNoise(Object.assign(new Error('Something unexpected happened'), { status: 0 }))).toBe(true);
    expect(isNetworkNoise('request timeout')).toBe(true);
  });

  it('keeps real errors and failed chunk loads', () => {
    expect(isNetworkNoise(new TypeError("Cannot read properties of undefined (reading 'uuid')"))).toBe(false);
    expect(isNetworkNoise(Object.assign(new Error('Request failed.'), { status: 500 }))).toBe(false);
    expect(isNetworkNoise(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(false);
  });
});

describe('chunk reloads (5 per tab, then the error page)', () => {
  it('reloads 5 times, counting in storage, then falls back', () => {
    const storage = new MemoryStorage();
    const decisions = Array.from({ length: 6 }, () => onChunkLoadFailure(storage));
    expect(decisions).toEqual(['reload', 'reload', 'reload', 'reload', 'reload', 'fallback']);
    expect(storage.getItem(CHUNK_RELOADS_KEY)).toBe('5');
    expect(chunkReloadCount(storage)).toBe(5);
  });

  it('reads garbage as 0 and falls back when the count cannot be stored', () => {
    const storage = new MemoryStorage();
    storage.setItem(CHUNK_RELOADS_KEY, 'abc');
    expect(chunkReloadCount(storage)).toBe(0);
    storage.setItem(CHUNK_RELOADS_KEY, '-3');
    expect(chunkReloadCount(storage)).toBe(0);
    const full: CounterStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(onChunkLoadFailure(full)).toBe('fallback');
  });
});
