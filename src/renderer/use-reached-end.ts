// Whether a scrollable region has been scrolled to its end: an IntersectionObserver on a
// sentinel at the bottom (root = the region), with two fallbacks: content that fits without
// scrolling counts as read at once, and where IntersectionObserver is missing the scroll
// position is checked on scroll. Once reached it stays reached.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Pixels of slack when comparing scroll positions (zoom and sub-pixel rounding). */
const SLACK_PX = 2;

/** True when `el` shows its last pixel: nothing to scroll, or scrolled to the bottom. */
export function atEnd(el: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - SLACK_PX;
}

/** `reachedEnd` for the region `regionRef` whose last child is `sentinelRef`; `onReachedEnd` fires once. */
export function useReachedEnd(
  regionRef: RefObject<HTMLElement | null>,
  sentinelRef: RefObject<HTMLElement | null>,
  onReachedEnd?: () => void,
  resetKey?: unknown,
): { reachedEnd: boolean; checkNow: () => void } {
  const [reachedEnd, setReachedEnd] = useState(false);
  const reported = useRef(false);
  const callback = useRef(onReachedEnd);
  callback.current = onReachedEnd;

  const reach = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    setReachedEnd(true);
    callback.current?.();
  }, []);

  const checkNow = useCallback(() => {
    const region = regionRef.current;
    if (region && atEnd(region)) reach();
  }, [regionRef, reach]);

  useEffect(() => {
    reported.current = false;
    setReachedEnd(false);
  }, [resetKey]);

  useEffect(() => {
    const region = regionRef.current;
    const sentinel = sentinelRef.current;
    if (!region) return undefined;
    // Fallback 1: nothing to scroll.
    checkNow();
    if (typeof IntersectionObserver === 'function' && sentinel) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) reach();
      }, { root: region, threshold: 0 });
      observer.observe(sentinel);
      return () => observer.disconnect();
    }
    // Fallback 2: no IntersectionObserver.
    region.addEventListener('scroll', checkNow, { passive: true });
    return () => region.removeEventListener('scroll', checkNow);
  }, [regionRef, sentinelRef, checkNow, reach, resetKey]);

  return { reachedEnd, checkNow };
}
