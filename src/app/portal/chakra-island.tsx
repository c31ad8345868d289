// Portal widgets that still style with Chakra at run time (sidebar, progress menu, loan-officer
// card, offer and property cards, banners, chat, and the navbar's account menu) render in islands:
// each loads its code and Chakra's runtime after the page's own content (static CSS, no Chakra) is
// usable. At 4x CPU that runtime cost ~0.4 s before the first field of a deep-linked page
// (docs/performance.md). A widget must be imported only through `islandWidget` (or wait for
// `afterPageContent()`): a static import would make the page's chunk wait for Chakra again.
import { memo, useEffect, type ComponentType, type ReactNode } from 'react';
import { deferred } from '../../renderer/lazy';

/**
 * Longest the islands wait for the page's content before loading anyway (a read that never
 * settles). Pages waiting on the server say so themselves (the routing loader, a failed read), so
 * this only bounds the unexpected: at 1.5 s it fired before a deep link's first field on a slow
 * phone (~1.9 s at 4x CPU) and put Chakra's runtime in front of it (decision 283).
 */
export const ISLAND_MAX_WAIT_MS = 3000;

let markShown: () => void = () => undefined;
const contentShown = new Promise<void>((ok) => {
  markShown = ok;
});
let waitStarted: Promise<void> | null = null;
/**
 * Settles once the page's own content is on screen, or ISLAND_MAX_WAIT_MS after the first island
 * asked: the islands' code and Chakra's runtime evaluate after the first field is usable instead
 * of competing with it for the main thread.
 */
export function afterPageContent(): Promise<void> {
  waitStarted ??= Promise.race([contentShown, new Promise<void>((ok) => setTimeout(ok, ISLAND_MAX_WAIT_MS))]);
  return waitStarted;
}

/** Tells the islands the page's content is on screen: after the frame that paints it. */
export function markContentShown(): void {
  requestAnimationFrame(() => setTimeout(markShown, 0));
}

/** Tells the islands the page's content is on screen once `shown` (a page's text; a form page calls markContentShown once its fields render). */
export function useContentShown(shown: boolean): void {
  useEffect(() => {
    if (shown) markContentShown();
  }, [shown]);
}

/**
 * A Chakra-styled component loaded lazily and rendered in its own island (`fallback` meanwhile):
 * its code and Chakra's provider load after the page's content, and it appears by a state update,
 * not a Suspense reveal, which React would hold back by its fallback throttle (decision 284).
 * Memoised: the shell re-renders on every route change and query update of a page move, and an
 * island whose props did not change (react-query keeps equal data's identity) skips that render;
 * what it reads through hooks (the route, its own queries) still updates it.
 */
export function islandWidget<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Island = deferred<P>(
    () =>
      afterPageContent()
        .then(() => Promise.all([load(), import('../../renderer/theme/island-provider')]))
        .then(([Component, { default: IslandProvider }]) => {
          function InIsland(props: P) {
            return (
              <IslandProvider>
                <Component {...props} />
              </IslandProvider>
            );
          }
          return InIsland;
        }),
    fallback,
  );
  return memo(Island) as unknown as ComponentType<P>;
}
