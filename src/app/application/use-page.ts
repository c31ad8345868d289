// The definition of the page a route names: its group's shipped file (with conditions and
// wording) from the build's page-groups table, and the page within it.
import { useQuery } from '@tanstack/react-query';
import type { LoadedPage } from '../../engine/page-types';
import { findPage, groupOf } from '../../engine/pages';
import { loadedPageGroup, loadPageGroup } from '../page-groups';

export interface FoundPage extends LoadedPage {
  params: Record<string, string>;
}

/** Loads the page of `route` ('' is the application's routing, not a page). */
export function usePage(route: string) {
  const group = groupOf(route);
  return useQuery({
    queryKey: ['page-group', group],
    enabled: route !== '',
    staleTime: Infinity,
    queryFn: () => loadPageGroup(group),
    // Loaded ahead (a deep link's boot, the routing effect's preload): the page renders at once, not a task later.
    initialData: () => loadedPageGroup(group),
    select: (file): FoundPage | null => findPage([file], route) ?? null,
  });
}
