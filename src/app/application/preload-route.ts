// The next application page, loaded ahead: its group's definitions (with conditions and wording)
// and meanwhile every form the page may show, with the widgets and fields they draw (those need
// the pages file only). Used by a deep link (prefetch.ts, from boot) and by the routing effect
// while the next page's data is refetched (page-services.ts), so a page opens whole.
import { findPage, formRefLists, groupOf } from '../../engine/pages';
import type { PageReads } from '../../engine/page-types';
import { formReady } from '../../renderer/form-ready';
import { loadPageGroup, loadPagesFile } from '../page-groups';
import { loadStep } from '../step-loader';
import { PAGE_WIDGETS } from './page-widgets';

/**
 * Loads what `route`'s page needs before it renders: its group's definitions, its forms and, for
 * a widget page, the widget's code and reads for the application `uuid`; with `prefetchReads`,
 * also the reads the page declares (the notary's times, a document to sign), beside its code
 * instead of after the page mounts. Never rejects.
 */
export function preloadRoute(route: string, uuid: string, prefetchReads?: (reads: PageReads) => Promise<unknown>): Promise<void> {
  if (route === '') return Promise.resolve();
  const group = groupOf(route);
  const forms = loadPagesFile(group).then(async (file) => {
    const found = findPage([file], route);
    if (!found) return;
    const { page } = found;
    // A conditions read depends on the route's query (conditionUuid): left to the page.
    const reads = prefetchReads && 'reads' in page && page.reads && !page.reads.conditions ? prefetchReads(page.reads) : undefined;
    if (page.kind === 'widget') await PAGE_WIDGETS[page.widget as keyof typeof PAGE_WIDGETS]?.preload(uuid);
    await Promise.allSettled([reads, ...formRefLists(page).map((refs) => loadStep(refs).then((step) => formReady(step.schema, step.uiSchema as never)))]);
  });
  return Promise.allSettled([loadPageGroup(group), forms]).then(() => undefined);
}
