// Drives the loader overlay from the pure clock in src/domain/loader-timing.ts: shows at once
// when the wait starts, then hides at loaderHideAt (minimum display, then the hide delay).
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LOADER_TIMING, loaderHideAt, loaderMessageIndex, loaderNextMessageIn, type LoaderTiming } from '../../domain/loader-timing';

/** Whether the overlay is up for a wait that is `active`, and when it was shown. */
export function useLoaderVisibility(active: boolean, timing: LoaderTiming = DEFAULT_LOADER_TIMING, now: () => number = Date.now): { visible: boolean; shownAt: number | null } {
  const [shownAt, setShownAt] = useState<number | null>(() => (active ? now() : null));
  const shownRef = useRef(shownAt);
  shownRef.current = shownAt;
  useEffect(() => {
    if (active) {
      if (shownRef.current === null) setShownAt(now());
      return undefined;
    }
    const shown = shownRef.current;
    if (shown === null) return undefined;
    const timer = setTimeout(() => setShownAt(null), Math.max(0, loaderHideAt(shown, now(), timing) - now()));
    // Active again before the hide time: the timer is dropped and the overlay stays.
    return () => clearTimeout(timer);
  }, [active, timing, now]);
  return { visible: shownAt !== null, shownAt };
}

/** The index of the message to show among `count`, advancing on the seed's pacing while visible. */
export function useRotatingIndex(shownAt: number | null, count: number, durationMs: number, now: () => number = Date.now): number {
  const [, tick] = useState(0);
  const elapsed = shownAt === null ? 0 : now() - shownAt;
  const index = loaderMessageIndex(elapsed, count, durationMs);
  const next = shownAt === null ? null : loaderNextMessageIn(elapsed, count, durationMs);
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => tick((n) => n + 1), next);
    return () => clearTimeout(timer);
  }, [next, index]);
  return index;
}
