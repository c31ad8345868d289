// Named page widgets: application pages that need a component (each name is listed in
// src/engine/page-vocabulary.ts, checked by flows:check and documented in docs/definitions.md).
// Each loads with its page (never with the page mount), styled by static recipes (no Chakra
// runtime); its `preload` loads its code and starts its reads while the routing effect settles
// on its page (preload-route.ts), so the page opens whole.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { disclosuresReadKey, getDisclosures } from '../../api/disclosures';
import { startEarly } from '../../api/early-reads';
import type { PageWidgetName } from '../../engine/page-vocabulary';
import { PageLoader } from '../page-loader';

export interface PageWidget {
  /** Rendered in the page; receives the application uuid. */
  component: ComponentType<{ uuid: string }>;
  /** Loads the code and starts the reads of the widget for the application `uuid`; never rejects. */
  preload: (uuid: string) => Promise<void>;
}

const settle = (p: Promise<unknown>): Promise<void> => p.then(
  () => undefined,
  () => undefined,
);

/** A component loaded with its page (`fallback` meanwhile), with `preload` to load it ahead. */
function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loaded ??= load());
  const Lazy = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  function Widget(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Widget.preload = (): Promise<void> => loadOnce().then(() => undefined);
  return Widget;
}

/** document/disclosures: read each disclosure to the end, acknowledge, Continue (docs/portal.md). */
const Disclosures = lazyWidget(() => import('../portal/disclosures-content').then((m) => m.DisclosuresContent), <PageLoader />);

export const PAGE_WIDGETS: Record<PageWidgetName, PageWidget> = {
  disclosures: {
    component: Disclosures,
    preload: (uuid) => Promise.all([settle(Disclosures.preload()), settle(startEarly(disclosuresReadKey(uuid), () => getDisclosures(uuid)))]).then(() => undefined),
  },
};
