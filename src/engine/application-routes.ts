// The application's routes come from the definitions: the built-in set of seed 000 §2 is data
// (schemas/meta/application-routes.json), and a page group declares any further route of its own
// in its "routes" (flows/pages/<group>/v<N>.json). The checker, the routing tables' checks and the
// sandbox's vendor return all read the union; the app mounts every page by one generic route.
import builtIn from '../../schemas/meta/application-routes.json' with { type: 'json' };
import { closest } from './suggest';

/** Seed 000 §2's routes under /account/heloc/{uuid}/; `{type}` stands for one path segment. */
export const APPLICATION_ROUTES: readonly string[] = builtIn.application;

/** The additional signer's pages, mounted at /heloc-signer/… (flows/pages/heloc-signer; issue 23). */
export const SIGNER_ROUTES: readonly string[] = builtIn.signer;

/** Bare group index routes: each redirects to its parent group (seed 000 §2 'Bare index routes'). */
export const GROUP_INDEX_ROUTES: readonly string[] = builtIn.groupIndexes;

/** Where the built-in set lives, for fix lines. */
export const BUILT_IN_ROUTES_FILE = 'schemas/meta/application-routes.json';

/** The route that leaves the application for the dashboard (DECISIONS 3). */
export const ROOT = 'root';

/** The routes a page group's file declares beyond the built-in set (its "routes"; malformed entries skipped). */
export function declaredRoutesOf(json: unknown): string[] {
  const routes = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as { routes?: unknown }).routes : undefined;
  return Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string') : [];
}

/** Every route a page may have: the built-in set and the routes the given page files declare. */
export function knownRoutes(pageFiles: readonly unknown[]): string[] {
  return [...new Set([...APPLICATION_ROUTES, ...GROUP_INDEX_ROUTES, ...SIGNER_ROUTES, ...pageFiles.flatMap(declaredRoutesOf)])];
}

/**
 * ' Did you mean "x"?' for a misspelt route, or '': only a route whose every segment is equal or a
 * likely typo of the other's (`crdit/social`, `start/hmdaa`), so a new route is not pointed at an
 * unrelated one that happens to share a group (`start/employment` is not `start/contact`).
 */
export function routeDidYouMean(route: string, routes: readonly string[]): string {
  const got = route.split('/');
  const near = routes.filter((r) => {
    const want = r.split('/');
    return want.length === got.length && want.every((w, i) => w === got[i] || closest(got[i] ?? '', [w]) !== undefined);
  });
  const best = closest(route, near);
  return best === undefined ? '' : ` Did you mean "${best}"?`;
}
