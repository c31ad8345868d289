// A page definition of what ships (flows/pages/<group>, issue 25) run by the page store against
// injected services: the set-up the page groups' store tests share. The records are the test's;
// the services answer {} (send may be the test's) and route to `routeTo`.
import { vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { PagesFile } from '../../src/engine/page-types';
import { PageStore, type PageRecords, type PageServices } from '../../src/stores/page-store';
import { shipped } from '../shipped';

const evaluate = createRuntimeEvaluator();

export interface ShippedPageOptions {
  group: string;
  route: string;
  records: () => PageRecords;
  query?: Record<string, string>;
  send?: PageServices['send'];
  /** Where the routing tables send the applicant after the page's writes. */
  routeTo?: string;
}

/** The store of `route` in the shipped version of `group`, with its services, file and page. */
export function shippedPageStore(o: ShippedPageOptions) {
  const file = shipped<PagesFile>(`flows/pages/${o.group}`);
  const page = file.pages.find((p) => p.route === o.route);
  if (!page) throw new Error(`no page ${o.route}`);
  const services: PageServices = {
    send: o.send ?? vi.fn(async () => ({})),
    sendEvent: vi.fn(async () => ({})),
    route: vi.fn(async () => o.routeTo ?? '/account/heloc/u-1/'),
    refresh: vi.fn(async () => undefined),
  };
  const store = new PageStore({
    uuid: 'u-1',
    params: {},
    loaded: { page, file },
    evaluate,
    brand: { orgCode: 'HOMELINE', toggles: {} },
    flags: {},
    query: () => o.query ?? {},
    records: o.records,
    services,
    fallbackError: 'Something unexpected happened',
  });
  return { store, services, file, page, evaluate };
}
