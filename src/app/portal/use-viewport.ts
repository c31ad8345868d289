// Which layout the application page uses: phone (< 768 px: mobile progress menu and a collapsed
// loan-officer bar), medium (sidebar with the loan-officer card inside), wide (>= 1280 px: the
// loan-officer card beside the content). Chosen in JS rather than CSS so only one copy of each
// widget is in the page (no duplicate headings, ids or links for assistive technology).
import { useSyncExternalStore } from 'react';

/** The application page layouts. */
export type Viewport = 'phone' | 'medium' | 'wide';

const MEDIUM = '(min-width: 768px)';
const WIDE = '(min-width: 1280px)';

const matches = (query: string): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function read(): Viewport {
  // Without matchMedia (old test DOMs) the middle layout shows everything once.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'medium';
  return matches(WIDE) ? 'wide' : matches(MEDIUM) ? 'medium' : 'phone';
}

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const lists = [window.matchMedia(MEDIUM), window.matchMedia(WIDE)];
  for (const l of lists) l.addEventListener('change', listener);
  // Some DOMs (happy-dom) report a resize without a media-query change event.
  window.addEventListener('resize', listener);
  return () => {
    for (const l of lists) l.removeEventListener('change', listener);
    window.removeEventListener('resize', listener);
  };
}

/** The current layout; re-renders when the window crosses 768 px or 1280 px. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, read, () => 'medium');
}
