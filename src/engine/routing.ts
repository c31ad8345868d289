// Where the applicant goes next (seed 000 §4 'Server checklist statuses and routing'): the
// checklist-status table first, then the machine-state table, then the default. Pure: the
// caller fetches profile, application and status, settles the machine and passes them in.
import type { ConditionEvaluator } from './conditions';
import { holds } from './conditions';
import type { ApplicationContext } from './machine';
import { resolvePointer } from './schema-bundle';
import type { JsonValue, MachineDefinition, RouteRow } from './types';

export type NavState = { [key: string]: JsonValue };

export interface ResolvedRoute {
  route: string;
  navState?: NavState;
  source: 'checklist' | 'state' | 'default';
}

/** The route that means "leave the application": the product base path, i.e. /dashboard (DECISIONS 3). */
export const ROOT_ROUTE = 'root';

// Patterns are compiled once per text; RegExp is not eval, so the CSP holds.
const patterns = new Map<string, RegExp>();
function pattern(source: string): RegExp {
  let re = patterns.get(source);
  if (!re) {
    re = new RegExp(source);
    patterns.set(source, re);
  }
  return re;
}

/** True when routing should keep polling on `status`: listed, or starting with a listed prefix. */
export function isWaitingStatus(def: MachineDefinition, status: string | null | undefined): boolean {
  if (!status) return false;
  const w = def.waitingStatuses;
  return w.statuses.includes(status) || w.prefixes.some((p) => status.startsWith(p));
}

/** True when `status` is one of the definition's terminal-ish statuses. */
export function isTerminalStatus(def: MachineDefinition, status: string | null | undefined): boolean {
  return !!status && (def.terminalStatuses ?? []).includes(status);
}

/** True when the row names `status` in its list or its pattern matches it. */
export function rowMatchesStatus(row: RouteRow, status: string): boolean {
  if (row.statuses?.includes(status)) return true;
  return row.statusPattern !== undefined && pattern(row.statusPattern).test(status);
}

/** Returns the first checklist row matching `status` whose `when` holds for `ctx`; undefined when none does. */
export function routeForChecklist(
  def: MachineDefinition,
  status: string | null | undefined,
  ctx: ApplicationContext,
  evaluate: ConditionEvaluator,
): RouteRow | undefined {
  if (!status) return undefined;
  return def.checklistRoutes.find((row) => rowMatchesStatus(row, status) && holds(evaluate, row.when, ctx));
}

/** Returns the first state row for `state` whose `when` holds for `ctx`; undefined when none does. */
export function routeForState(
  def: MachineDefinition,
  state: string,
  ctx: ApplicationContext,
  evaluate: ConditionEvaluator,
): RouteRow | undefined {
  return def.stateRoutes.find((row) => row.state === state && holds(evaluate, row.when, ctx));
}

/** Replaces each `{ "$context": pointer }` value with the value at that pointer in `ctx`; absent values are left out. */
export function resolveNavState(navState: NavState, ctx: ApplicationContext): NavState {
  const out: NavState = {};
  for (const [key, value] of Object.entries(navState)) {
    const ref = contextRef(value);
    const resolved = ref === undefined ? value : resolvePointer(ctx as unknown as JsonValue, ref);
    if (resolved !== undefined) out[key] = resolved;
  }
  return out;
}

function contextRef(value: JsonValue): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const ref = value['$context'];
  return keys.length === 1 && typeof ref === 'string' ? ref : undefined;
}

/** Chooses the next route: the checklist table first, then the state table, then `def.defaultRoute`. */
export function resolveRoute(
  def: MachineDefinition,
  input: { status: string | null | undefined; state: string; ctx: ApplicationContext },
  evaluate: ConditionEvaluator,
): ResolvedRoute {
  const ctx: ApplicationContext = { ...input.ctx, machine: { state: input.state } };
  const checklist = routeForChecklist(def, input.status, ctx, evaluate);
  if (checklist) return withNavState(checklist, 'checklist', ctx);
  const byState = routeForState(def, input.state, ctx, evaluate);
  if (byState) return withNavState(byState, 'state', ctx);
  return { route: def.defaultRoute, source: 'default' };
}

function withNavState(row: RouteRow, source: ResolvedRoute['source'], ctx: ApplicationContext): ResolvedRoute {
  return row.navState === undefined
    ? { route: row.route, source }
    : { route: row.route, navState: resolveNavState(row.navState, ctx), source };
}

/** True when routing should run by itself (a decline decision) and the current route is not exempt (the disclosures page). */
export function shouldAutoRoute(
  def: MachineDefinition,
  ctx: ApplicationContext,
  currentRoute: string,
  evaluate: ConditionEvaluator,
): boolean {
  const auto = def.autoRoute;
  if (!auto || auto.exceptRoutes.includes(currentRoute)) return false;
  return evaluate(auto.when, ctx);
}

/** Turns a route into a browser path: '/account/heloc/{uuid}/{route}', or '/dashboard' for 'root' (DECISIONS 3). */
export function routePath(uuid: string, route: string): string {
  if (route === ROOT_ROUTE) return '/dashboard';
  return `/account/heloc/${encodeURIComponent(uuid)}/${route}`;
}
