// The loading overlay's clock (seed 001 §9: minimum display 1 second, default duration 67
// seconds; a 300 ms hide delay). Pure: every function takes the times it needs, so tests drive
// it with a fake clock and the component only sets timers from the answers.
import { LOADER_DEFAULT_DURATION_MS, LOADER_HIDE_DELAY_MS, LOADER_MIN_DISPLAY_MS } from './constants';

/** The overlay's timing settings, all in ms. */
export interface LoaderTiming {
  /** Once shown, the overlay stays at least this long, however short the wait. */
  minDisplayMs: number;
  /** After the wait (and the minimum display) is over, the overlay lingers this long, then hides. */
  hideDelayMs: number;
  /** The messages are paced over this span; after it the last message stays. */
  durationMs: number;
}

/** The seed's timing: 1 000 ms minimum, 300 ms hide delay, 67 000 ms duration. */
export const DEFAULT_LOADER_TIMING: LoaderTiming = {
  minDisplayMs: LOADER_MIN_DISPLAY_MS,
  hideDelayMs: LOADER_HIDE_DELAY_MS,
  durationMs: LOADER_DEFAULT_DURATION_MS,
};

/** When an overlay shown at `shownAt` whose wait stopped at `stoppedAt` hides: max(stop, shown + minimum) + hide delay. */
export function loaderHideAt(shownAt: number, stoppedAt: number, timing: LoaderTiming = DEFAULT_LOADER_TIMING): number {
  return Math.max(stoppedAt, shownAt + timing.minDisplayMs) + timing.hideDelayMs;
}

/** Whether the overlay is up at `now`: shown since `shownAt` (null: never shown) and, if the wait stopped, before its hide time. */
export function loaderVisibleAt(now: number, shownAt: number | null, stoppedAt: number | null, timing: LoaderTiming = DEFAULT_LOADER_TIMING): boolean {
  if (shownAt === null || now < shownAt) return false;
  return stoppedAt === null || now < loaderHideAt(shownAt, stoppedAt, timing);
}

/** Which of `count` messages shows after `elapsedMs`: the duration split evenly, the last one kept after it; 0 when there are none. */
export function loaderMessageIndex(elapsedMs: number, count: number, durationMs: number = LOADER_DEFAULT_DURATION_MS): number {
  if (count <= 1 || durationMs <= 0) return 0;
  const slot = durationMs / count;
  return Math.min(count - 1, Math.max(0, Math.floor(elapsedMs / slot)));
}

/** Ms from `elapsedMs` until the next message shows, or null once the last one is up. */
export function loaderNextMessageIn(elapsedMs: number, count: number, durationMs: number = LOADER_DEFAULT_DURATION_MS): number | null {
  const index = loaderMessageIndex(elapsedMs, count, durationMs);
  if (count <= 1 || index >= count - 1) return null;
  const slot = durationMs / count;
  return Math.max(1, Math.ceil((index + 1) * slot - Math.max(0, elapsedMs)));
}
