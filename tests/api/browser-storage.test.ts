// @vitest-environment happy-dom
// A browser that refuses site data (Chromium throws a SecurityError on `window.localStorage`
// itself) must not crash the page: storage reads go through browser-storage.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageOrMemory, storageOrNull } from '../../src/api/browser-storage';

afterEach(() => vi.restoreAllMocks());

function refuse(name: 'localStorage' | 'sessionStorage'): void {
  vi.spyOn(window, name, 'get').mockImplementation(() => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
  });
}

describe('browser storage', () => {
  it("is the browser's own where it is allowed", () => {
    expect(storageOrNull('localStorage')).toBe(window.localStorage);
    expect(storageOrMemory('sessionStorage')).toBe(window.sessionStorage);
  });

  it('is null, or one in-memory stand-in per page that keeps what is written, where the browser refuses it', () => {
    refuse('localStorage');
    expect(() => window.localStorage).toThrow(/Access is denied/);
    expect(storageOrNull('localStorage')).toBeNull();
    storageOrMemory('localStorage').setItem('heloc-draft:x', '{"a":1}');
    expect(storageOrMemory('localStorage').getItem('heloc-draft:x')).toBe('{"a":1}');
    expect(storageOrMemory('localStorage').length).toBe(1);
    storageOrMemory('localStorage').removeItem('heloc-draft:x');
    expect(storageOrMemory('localStorage').getItem('heloc-draft:x')).toBeNull();
  });
});
