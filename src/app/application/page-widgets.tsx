// Named page widgets: application pages that need a component (each name is listed in
// src/engine/page-vocabulary.ts, checked by flows:check and documented in docs/definitions.md).
// Each loads with its page (never with the page mount), styled by static recipes (no Chakra
// runtime); its `preload` loads its code and starts its reads while the routing effect settles
// on its page (preload-route.ts), so the page opens whole.
import type { ComponentType } from 'react';
import { disclosuresReadKey, getDisclosures } from '../../api/disclosures';
import { startEarly } from '../../api/early-reads';
import type { PageWidgetName } from '../../engine/page-vocabulary';
import { deferred } from '../../renderer/lazy';
import { PageLoader } from '../page-loader';

export interface PageWidget {
  /** Rendered in the page; receives the application uuid. */
  component: ComponentType<{ uuid: string }>;
  /** Loads the code and starts the reads of the widget for the application `uuid`; never rejects. */
  preload: (uuid: string) => Promise<void>;
}

/** document/disclosures: read each disclosure to the end, acknowledge, Continue (docs/portal.md). */
const Disclosures = deferred(() => import('../portal/disclosures-content').then((m) => m.DisclosuresContent), <PageLoader />);

/** conditions: the lender's conditions, each with its action's link (src/app/portal/conditions-content.tsx). */
const Conditions = deferred(() => import('../portal/conditions-content').then((m) => m.ConditionsContent), <PageLoader />);

export const PAGE_WIDGETS: Record<PageWidgetName, PageWidget> = {
  disclosures: {
    component: Disclosures,
    preload: (uuid) => Promise.allSettled([Disclosures.load(), startEarly(disclosuresReadKey(uuid), () => getDisclosures(uuid))]).then(() => undefined),
  },
  conditions: {
    component: Conditions,
    // Its list is the page's own read (reads.conditions), loaded with the page.
    preload: () => Conditions.load().then(() => undefined, () => undefined),
  },
};
