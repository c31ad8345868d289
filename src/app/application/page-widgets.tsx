// Named page widgets: application pages that need a component (each name is listed in
// src/engine/page-vocabulary.ts, checked by flows:check and documented in docs/definitions.md).
// Each loads with its page (never with the page mount) and renders in a Chakra island.
import type { ComponentType } from 'react';
import type { PageWidgetName } from '../../engine/page-vocabulary';
import { PageLoader } from '../page-loader';
import { islandWidget } from '../portal/chakra-island';

/** The component of each page widget; it receives the application uuid. */
export const PAGE_WIDGET_COMPONENTS: Record<PageWidgetName, ComponentType<{ uuid: string }>> = {
  /** document/disclosures: read each disclosure to the end, acknowledge, Continue (docs/portal.md). */
  disclosures: islandWidget(() => import('../portal/disclosures-content').then((m) => m.DisclosuresContent), <PageLoader />),
};
