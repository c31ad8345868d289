// Which pages file holds a route, apart from src/engine/pages.ts so that src/app/boot.ts can
// start a deep link's group file without the page logic joining the first step's JS.

/** The group (first segment) of a route: the pages file that holds it. */
export function groupOf(route: string): string {
  return route.split('/')[0] ?? '';
}
