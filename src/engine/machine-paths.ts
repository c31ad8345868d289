// Generated paths over the machine that ships (issue 26): breadth-first from the initial state,
// the shortest event sequence to every state, each step with the data its guard needs (a data
// trigger's condition) or marked as recorded (an event the lender or a page raises, kept on
// application.machineEvents). Then, for every routing row, the status, data and state that make
// that row the first to match. What cannot be reached comes back as such, with why. Pure: the
// caller passes the condition evaluator (a Node one: witnesses are checked on any sub-condition).
import { conditionWitness, mergeData } from './condition-witness';
import type { ConditionEvaluator } from './conditions';
import { applicationContext, createMachine, type AnchoredEvent, type ApplicationContext } from './machine';
import { routeForChecklist, routeForState } from './routing';
import type { JsonValue, MachineDefinition } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The records a condition reads besides the machine: what a path puts in the application's data. */
export interface PathData {
  profile: Obj;
  application: Obj;
  status: Obj;
}

export interface PathStep {
  event: string;
  from: string;
  to: string;
  /** 'trigger': the data meets trigger `trigger`'s condition; 'recorded': the lender or a page records the event. */
  raisedBy: 'trigger' | 'recorded';
  /** Index into the definition's triggers (raisedBy 'trigger'). */
  trigger?: number;
  /** The data that makes that trigger fire in `from` (raisedBy 'trigger'). */
  data?: PathData;
}

export type StatePath =
  | { state: string; reachable: true; steps: PathStep[] }
  | { state: string; reachable: false; why: string };

export type RowPath =
  | {
      table: 'checklistRoutes' | 'stateRoutes';
      index: number;
      route: string;
      reachable: true;
      /** The checklist status the row is reached with (checklist rows). */
      status?: string;
      /** The machine state (state rows) and the events that reach it. */
      state?: string;
      steps: PathStep[];
      /** The data the row's `when` needs. */
      data: PathData;
    }
  | { table: 'checklistRoutes' | 'stateRoutes'; index: number; route: string; reachable: false; why: string };

const EMPTY: PathData = { profile: {}, application: {}, status: {} };

function toPathData(ctx: Obj): PathData {
  const part = (k: string): Obj => (isObj(ctx[k]) ? ctx[k] : {});
  return { profile: part('profile'), application: part('application'), status: part('status') };
}

/** The condition context of `data` with the machine in `state`. */
export function pathContext(data: PathData, state: string): ApplicationContext {
  return applicationContext(data, state);
}

/** Events whose `from` accepts `state`, in definition order. */
const acceptedIn = (def: MachineDefinition, state: string): string[] =>
  Object.keys(def.events).filter((e) => {
    const spec = def.events[e]!;
    return spec.to !== state && (spec.from === '*' || spec.from.includes(state));
  });

/**
 * How `event` can be raised in `state`: a trigger with data that fires it, or recorded; undefined
 * when its triggers cannot fire there. Without an evaluator a trigger counts as able to fire
 * (the structural graph flows:check walks: no condition is compiled).
 */
function raise(def: MachineDefinition, event: string, state: string, evaluate: ConditionEvaluator | undefined): Omit<PathStep, 'from' | 'to' | 'event'> | undefined {
  const triggers = def.triggers.flatMap((t, i) => (t.event === event ? [i] : []));
  if (triggers.length === 0) return { raisedBy: 'recorded' };
  if (evaluate === undefined) return { raisedBy: 'trigger', trigger: triggers[0]! };
  for (const i of triggers) {
    const data = conditionWitness(def.triggers[i]!.when, evaluate, { machine: { state } });
    if (data !== undefined) return { raisedBy: 'trigger', trigger: i, data: toPathData(data) };
  }
  return undefined;
}

/**
 * The shortest event path from the initial state to every state (breadth-first, definition order
 * breaks ties). With `evaluate`, each trigger step carries data that fires it; without, the guards
 * are not looked at (steps carry no data).
 */
export function findStatePaths(def: MachineDefinition, evaluate?: ConditionEvaluator): StatePath[] {
  const paths = new Map<string, PathStep[]>([[def.initial, []]]);
  const blocked = new Map<string, string[]>();
  let frontier = [def.initial];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const state of frontier) {
      for (const event of acceptedIn(def, state)) {
        const to = def.events[event]!.to;
        if (paths.has(to)) continue;
        const how = raise(def, event, state, evaluate);
        if (how === undefined) {
          blocked.set(to, [...(blocked.get(to) ?? []), `"${event}" in "${state}": no data meets its trigger's condition`]);
          continue;
        }
        paths.set(to, [...paths.get(state)!, { event, from: state, to, ...how }]);
        next.push(to);
      }
    }
    frontier = next;
  }
  return def.states.map((state): StatePath => {
    const steps = paths.get(state);
    if (steps !== undefined) return { state, reachable: true, steps };
    return { state, reachable: false, why: whyUnreachable(def, state, paths, blocked.get(state) ?? []) };
  });
}

function whyUnreachable(def: MachineDefinition, state: string, reached: ReadonlyMap<string, PathStep[]>, blocked: string[]): string {
  const into = Object.entries(def.events).filter(([, spec]) => spec.to === state);
  if (into.length === 0) return `no event leads to "${state}"`;
  const reasons = into.flatMap(([event, spec]) => {
    if (spec.from === '*') return [];
    const from = spec.from.filter((s) => !reached.has(s));
    return from.length === spec.from.length ? [`"${event}" is accepted only in ${spec.from.map((s) => `"${s}"`).join(', ')}, which nothing reaches`] : [];
  });
  return [...reasons, ...blocked].join('; ') || `the events into "${state}" (${into.map(([e]) => e).join(', ')}) are never raised`;
}

/** The application's machineEvents that replay `steps`: each event anchored where it is raised. */
export function recordedSteps(steps: readonly PathStep[]): AnchoredEvent[] {
  return steps.map((s) => ({ event: s.event, at: s.from }));
}

/** The records that rebuild the machine along `steps` (createMachine's input): `data` with the steps recorded on application.machineEvents. */
export function replayInput(data: PathData, steps: readonly PathStep[]): { profile: Obj; application: Obj; status: Obj } {
  return { profile: data.profile, application: { ...data.application, machineEvents: recordedSteps(steps) as unknown as JsonValue }, status: data.status };
}

/** A status the checklist table routes nowhere, so the state table decides (the state rows' paths use it). */
export const UNROUTED_STATUS = 'PROFILE_INCOMPLETE';

/** For every routing row, what makes it the first to match; rows nothing reaches say why. */
export function findRowPaths(def: MachineDefinition, evaluate: ConditionEvaluator, states: StatePath[] = findStatePaths(def, evaluate)): RowPath[] {
  const checklist = def.checklistRoutes.map((row, index): RowPath => {
    const base = { table: 'checklistRoutes' as const, index, route: row.route };
    const statuses = row.statuses ?? [];
    if (statuses.length === 0) return { ...base, reachable: false, why: 'it lists no status to try (statusPattern only)' };
    const lost: string[] = [];
    for (const status of statuses) {
      const data = row.when === undefined ? {} : conditionWitness(row.when, evaluate, { status: { checklistStatus: status }, machine: { state: def.initial } });
      if (data === undefined) {
        lost.push(`no data meets its "when" with status "${status}"`);
        continue;
      }
      const pd = toPathData(mergeData(data, { status: { checklistStatus: status } }) as Obj);
      const found = routeForChecklist(def, status, pathContext(pd, def.initial), evaluate);
      if (found === row) return { ...base, reachable: true, status, steps: [], data: pd };
      lost.push(`"${status}" goes to row ${found ? def.checklistRoutes.indexOf(found) : '(none)'} first`);
    }
    return { ...base, reachable: false, why: lost.join('; ') };
  });
  const byState = new Map(states.map((s) => [s.state, s]));
  const stateRows = def.stateRoutes.map((row, index): RowPath => {
    const base = { table: 'stateRoutes' as const, index, route: row.route };
    const path = row.state === undefined ? undefined : byState.get(row.state);
    if (path === undefined || !path.reachable) return { ...base, reachable: false, why: `state "${row.state ?? ''}" is unreachable${path && !path.reachable ? `: ${path.why}` : ''}` };
    const data = row.when === undefined ? {} : conditionWitness(row.when, evaluate, { machine: { state: path.state } });
    if (data === undefined) return { ...base, reachable: false, why: 'no data meets its "when"' };
    const pd = toPathData(mergeData(data, { status: { checklistStatus: UNROUTED_STATUS } }) as Obj);
    // The machine rebuilt from the row's data and the path's recorded events must stand in the state.
    const rebuilt = createMachine(def, replayInput(pd, path.steps), evaluate);
    if (rebuilt.state !== path.state) return { ...base, reachable: false, why: `the row's data moves the machine on from "${path.state}" to "${rebuilt.state}"` };
    const ctx = rebuilt.context;
    if (routeForChecklist(def, UNROUTED_STATUS, ctx, evaluate) !== undefined) return { ...base, reachable: false, why: `a checklist row takes ${UNROUTED_STATUS} first` };
    const found = routeForState(def, path.state, ctx, evaluate);
    if (found !== row) return { ...base, reachable: false, why: `state "${path.state}" goes to state row ${found ? def.stateRoutes.indexOf(found) : '(none)'} first` };
    return { ...base, reachable: true, state: path.state, steps: path.steps, data: pd };
  });
  return [...checklist, ...stateRows];
}

/** The empty records a path starts from (no trigger fires on them). */
export const emptyPathData = (): PathData => structuredClone(EMPTY);
