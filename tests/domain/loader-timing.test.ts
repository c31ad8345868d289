import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOADER_TIMING,
  loaderHideAt,
  loaderMessageIndex,
  loaderNextMessageIn,
  loaderVisibleAt,
} from '../../src/domain/loader-timing';

describe('loader timing (seed 001 §9)', () => {
  it('uses the seed numbers: 1 s minimum display, 67 s duration, 300 ms hide delay', () => {
    expect(DEFAULT_LOADER_TIMING).toEqual({ minDisplayMs: 1_000, durationMs: 67_000, hideDelayMs: 300 });
  });

  it('keeps a short wait up for the full second, then 300 ms more', () => {
    // shown at t=10 000, the wait ends 50 ms later
    expect(loaderHideAt(10_000, 10_050)).toBe(11_300);
    expect(loaderVisibleAt(11_299, 10_000, 10_050)).toBe(true);
    expect(loaderVisibleAt(11_300, 10_000, 10_050)).toBe(false);
  });

  it('hides a long wait 300 ms after it ends', () => {
    expect(loaderHideAt(0, 5_000)).toBe(5_300);
    expect(loaderVisibleAt(5_000, 0, 5_000)).toBe(true);
    expect(loaderVisibleAt(5_300, 0, 5_000)).toBe(false);
  });

  it('is hidden before it is shown and stays up while the wait lasts', () => {
    expect(loaderVisibleAt(100, null, null)).toBe(false);
    expect(loaderVisibleAt(99, 100, null)).toBe(false);
    expect(loaderVisibleAt(100 + 600_000, 100, null)).toBe(true);
  });

  it('paces messages evenly over the duration and keeps the last one after it', () => {
    // 4 messages over 67 s: a new one every 16 750 ms
    expect(loaderMessageIndex(0, 4)).toBe(0);
    expect(loaderMessageIndex(16_749, 4)).toBe(0);
    expect(loaderMessageIndex(16_750, 4)).toBe(1);
    expect(loaderMessageIndex(50_250, 4)).toBe(3);
    expect(loaderMessageIndex(600_000, 4)).toBe(3);
    expect(loaderMessageIndex(5_000, 0)).toBe(0);
    expect(loaderMessageIndex(5_000, 1)).toBe(0);
    expect(loaderMessageIndex(1_500, 3, 3_000)).toBe(1);
  });

  it('says when the next message is due, and null on the last one', () => {
    expect(loaderNextMessageIn(0, 4)).toBe(16_750);
    expect(loaderNextMessageIn(16_000, 4)).toBe(750);
    expect(loaderNextMessageIn(50_250, 4)).toBeNull();
    expect(loaderNextMessageIn(0, 1)).toBeNull();
  });
});
