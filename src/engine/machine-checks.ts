// flows:check for every machine version (flows/application/v<N>.json): the machine's own
// consistency checks (checkMachine: initial, event targets, from-states, trigger events, route
// rows) and the routes its tables name, each reported with file, pointer, value and the nearest
// valid one. Duplicate keys (an event written twice) are found in the raw text by definition-rules.
import { BUILT_IN_ROUTES_FILE, knownRoutes, ROOT, routeDidYouMean } from './application-routes';
import { resolvePointer } from './schema-bundle';
import { joinPointer } from './definition-walk';
import { checkMachine } from './machine';
import { matchRoute } from './pages';
import { rowMatchesStatus } from './routing';
import { didYouMean } from './suggest';
import type { JsonValue, MachineDefinition, RouteRow } from './types';

type Report = (file: string, pointer: string, message: string, fix: string) => void;
type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True for 'root', an application route (with `{type}` filled) or a group index, of `routes` (the built-in set by default). */
export function isMachineRoute(route: string, routes: readonly string[] = knownRoutes([])): boolean {
  return route === ROOT || routes.some((r) => r === route || matchRoute(r, route) !== undefined);
}

/** Runs checkMachine and the route checks on one machine file's JSON; `routes`: the built-in set and the routes page groups declare. */
export function checkMachineFile(file: string, json: Obj, report: Report, routes: readonly string[] = knownRoutes([])): void {
  const states = Array.isArray(json['states']) ? json['states'].filter((s): s is string => typeof s === 'string') : [];
  const events = isObj(json['events']) ? Object.keys(json['events']) : [];
  // checkMachine reads the typed shape: give it empty lists where the file lacks them (the meta-schema reports those).
  const def = {
    ...json,
    states,
    events: isObj(json['events']) ? json['events'] : {},
    triggers: Array.isArray(json['triggers']) ? json['triggers'].filter(isObj) : [],
    stateRoutes: Array.isArray(json['stateRoutes']) ? json['stateRoutes'].filter(isObj) : [],
    checklistRoutes: Array.isArray(json['checklistRoutes']) ? json['checklistRoutes'].filter(isObj) : [],
    initial: typeof json['initial'] === 'string' ? json['initial'] : '',
  } as unknown as MachineDefinition;
  let issues: ReturnType<typeof checkMachine>;
  try {
    issues = checkMachine(def);
  } catch {
    return; // a shape checkMachine cannot walk is reported by the meta-schema
  }
  for (const issue of issues) {
    const value = resolvePointer(json, issue.pointer);
    const named = typeof value === 'string' ? value : undefined;
    const isEvent = /^\/triggers\/\d+\/event$/.test(issue.pointer);
    const fix =
      named === undefined ? 'Complete the row (docs/application-machine.md).' :
      isEvent ? `Use an event defined under "events".${didYouMean(named, events)}` :
      `Use a state listed under "states", or add "${named}" there.${didYouMean(named, states)}`;
    report(file, issue.pointer, named === undefined ? issue.message : `${issue.message.replace(/'([^']*)'/, '"$1"')}`, fix);
  }
  const route = (pointer: string, value: JsonValue | undefined): void => {
    if (typeof value !== 'string' || isMachineRoute(value, routes)) return;
    report(file, pointer, `route "${value}" is not an application route`, `Use a route of ${BUILT_IN_ROUTES_FILE}, one a page group declares in its "routes", or "root".${routeDidYouMean(value, [ROOT, ...routes])}`);
  };
  for (const table of ['stateRoutes', 'checklistRoutes'] as const) {
    const rows = Array.isArray(json[table]) ? json[table] : [];
    rows.forEach((row, i) => route(joinPointer(`/${table}`, i, 'route'), isObj(row) ? row['route'] : undefined));
  }
  shadowedRows(file, json, report);
  route('/defaultRoute', json['defaultRoute']);
  const auto = json['autoRoute'];
  if (isObj(auto) && Array.isArray(auto['exceptRoutes'])) auto['exceptRoutes'].forEach((r, i) => route(joinPointer('/autoRoute/exceptRoutes', i), r));
}

/**
 * A routing row that can never apply: the first matching row wins, so a status (or state) that an
 * earlier row without a `when` already takes never reaches a later row. Reported per status, at the
 * later row, naming the earlier one (issue 22 'A routing row that can never apply').
 */
function shadowedRows(file: string, json: Obj, report: Report): void {
  const checklist = Array.isArray(json['checklistRoutes']) ? json['checklistRoutes'] : [];
  checklist.forEach((row, i) => {
    if (!isObj(row) || !Array.isArray(row['statuses'])) return;
    row['statuses'].forEach((status, k) => {
      if (typeof status !== 'string') return;
      const first = checklist.slice(0, i).findIndex((earlier) => isObj(earlier) && earlier['when'] === undefined && rowMatchesStatus(earlier as unknown as RouteRow, status));
      if (first < 0) return;
      report(file, joinPointer('/checklistRoutes', i, 'statuses', k), `routing row ${i} never applies to "${status}": row ${first} (route "${String((checklist[first] as Obj)['route'])}") takes "${status}" first, with no condition`,
        `Give row ${first} a "when" that leaves this case to row ${i}, move row ${i} above it, or remove "${status}" from one of them.`);
    });
  });
  const states = Array.isArray(json['stateRoutes']) ? json['stateRoutes'] : [];
  states.forEach((row, i) => {
    if (!isObj(row) || typeof row['state'] !== 'string') return;
    const first = states.slice(0, i).findIndex((earlier) => isObj(earlier) && earlier['when'] === undefined && earlier['state'] === row['state']);
    if (first < 0) return;
    report(file, joinPointer('/stateRoutes', i, 'state'), `state row ${i} never applies: row ${first} (route "${String((states[first] as Obj)['route'])}") takes state "${row['state']}" first, with no condition`,
      `Give row ${first} a "when" that leaves this case to row ${i}, move row ${i} above it, or remove one of them.`);
  });
}
