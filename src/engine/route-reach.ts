// flows:check: a route a page group declares (its "routes") is reached by something that ships,
// else its page is dead weight no applicant can open: a routing row of the shipped machine
// (stateRoutes, checklistRoutes, defaultRoute) or a link of another shipped page (a redirect's or
// a navigate's `to`, a summary's Edit, a vendor session's `returnTo`). Seed 000's built-in routes
// are reached by the lender's own contract (e-mails, the conditions list, the signer's invitation,
// the group indexes), so only declared routes are checked.
import { declaredRoutesOf } from './application-routes';
import type { Entry, Report } from './definition-types';
import { joinPointer } from './definition-walk';
import { matchRoute } from './pages';
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys whose string values are links to a route inside a page (redirect, navigate, Edit, vendor return). */
const LINK_KEYS = new Set(['to', 'returnTo']);

/** Every link target in a JSON value. */
function linksIn(v: JsonValue | undefined, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => linksIn(x, out));
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) (LINK_KEYS.has(k) && typeof x === 'string' ? out.push(x) : linksIn(x, out));
  return out;
}

const reaches = (target: string, route: string): boolean => target === route || matchRoute(route, target) !== undefined;

/**
 * Reports each page of a declared route that nothing reaches, at the page, naming it and its file.
 * `groups`: the shipped shared version of each page group (where declarations are checked);
 * `linking`: every shipped page file (brand versions too); `machine`: the shipped machine.
 */
export function checkDeclaredRoutesReached(groups: readonly Entry[], linking: readonly Entry[], machine: Entry | undefined, report: Report): void {
  const rows: string[] = [];
  if (machine !== undefined) {
    for (const table of ['stateRoutes', 'checklistRoutes'] as const) {
      const list = machine.json[table];
      if (Array.isArray(list)) for (const row of list) if (isObj(row) && typeof row['route'] === 'string') rows.push(row['route']);
    }
    if (typeof machine.json['defaultRoute'] === 'string') rows.push(machine.json['defaultRoute']);
  }
  // A page's links, with the route of the page they are on (a link to itself reaches nothing new).
  const links = linking.flatMap((e) => (Array.isArray(e.json['pages']) ? e.json['pages'] : []).filter(isObj).flatMap((page) => {
    const { route, ...rest } = page;
    return linksIn(rest).map((to) => ({ from: typeof route === 'string' ? route : '', to }));
  }));
  for (const e of groups) {
    const declared = declaredRoutesOf(e.json);
    const pages = Array.isArray(e.json['pages']) ? e.json['pages'] : [];
    pages.forEach((page, i) => {
      const route = isObj(page) ? page['route'] : undefined;
      if (typeof route !== 'string' || !declared.includes(route)) return;
      if (rows.some((r) => reaches(r, route)) || links.some((l) => l.from !== route && reaches(l.to, route))) return;
      report(
        e.file,
        joinPointer('/pages', i),
        `the page "${route}" (declared in "routes") is reached by no routing row, state row or link, so no applicant can open it`,
        `Add a row sending applicants there (a checklist status or a machine state -> "${route}") in a new version ${nextVersion(machine?.file ?? 'flows/application/v0.json')}, or link to it from another page (a navigate's or a redirect's "to", a summary's Edit); else remove the page and its route.`,
      );
    });
  }
}

/** The next version's file of a versioned file (flows/application/v6.json -> v7.json). */
const nextVersion = (file: string): string => file.replace(/v(\d+)\.json$/, (_, n: string) => `v${Number(n) + 1}.json`);
