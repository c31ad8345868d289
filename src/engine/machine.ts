// The client-side application state machine (seed 000 §4) as a pure interpreter of a
// MachineDefinition. Nothing here executes effects or keeps state: callers pass the state in
// and get the next one back, so the machine can be rebuilt from data at any time.
import type { ConditionEvaluator } from './conditions';
import type { JsonValue, MachineDefinition } from './types';

/** What application conditions see (docs/application-machine.md lists the fields read). */
export interface ApplicationContext {
  profile: JsonValue;
  application: JsonValue;
  status: JsonValue;
  machine: { state: string };
}

export interface TransitionResult {
  state: string;
  warning?: string;
}

export interface SettleResult {
  state: string;
  /** Events applied, in order, by the passes that moved the state. */
  applied: string[];
  /** Fired triggers that were ignored (not accepted in the state they met), and loop guards. */
  warnings: string[];
}

export interface MachineInput {
  profile?: JsonValue | undefined;
  application?: JsonValue | undefined;
  status?: JsonValue | undefined;
}

export interface MachineSnapshot extends SettleResult {
  context: ApplicationContext;
}

export interface MachineIssue {
  /** JSON pointer into the definition. */
  pointer: string;
  message: string;
}

/** Returns the next state for `event`; an unknown event or one not accepted in `state` leaves the state unchanged with a warning. Does not execute anything. */
export function transition(def: MachineDefinition, state: string, event: string): TransitionResult {
  const spec = Object.hasOwn(def.events, event) ? def.events[event] : undefined;
  if (!spec) return { state, warning: `Unknown event '${event}' ignored in state '${state}'` };
  if (spec.from !== '*' && !spec.from.includes(state)) {
    return { state, warning: `Event '${event}' is not accepted in state '${state}' (from: ${spec.from.join(', ')}); ignored` };
  }
  return { state: spec.to };
}

/** Returns the events whose trigger condition holds for `ctx`, in definition order, each once. */
export function firedTriggers(def: MachineDefinition, ctx: ApplicationContext, evaluate: ConditionEvaluator): string[] {
  const fired: string[] = [];
  for (const trigger of def.triggers) {
    if (!fired.includes(trigger.event) && evaluate(trigger.when, ctx)) fired.push(trigger.event);
  }
  return fired;
}

/**
 * Applies triggers from `state` until the state stops changing. One pass walks the trigger list
 * in order and evaluates each against the state reached so far (so 'in moreProfile' sees the
 * move the previous trigger made); passes repeat until one ends where it began. A state seen
 * at the end of an earlier pass, or more passes than states, stops it with a warning. Events in
 * `skip` are not fired, and an `anchored` event is applied (and taken off the queue) whenever the
 * machine stands in its state (createMachine's replay of recorded events).
 */
export function settle(
  def: MachineDefinition,
  state: string,
  ctx: ApplicationContext,
  evaluate: ConditionEvaluator,
  skip: ReadonlySet<string> = new Set(),
  anchored: AnchoredQueue = [],
): SettleResult {
  const applied: string[] = [];
  const warnings = new Set<string>();
  const seen = new Set<string>([state]);
  // Anchored events (createMachine's replay) apply the moment the machine stands where they were raised.
  const anchor = (from: string, into: string[]): string => {
    let at = from;
    for (let i = anchored.findIndex((e) => e.at === at); i >= 0; i = anchored.findIndex((e) => e.at === at)) {
      const [{ event }] = anchored.splice(i, 1) as [AnchoredEvent];
      const next = transition(def, at, event);
      if (next.warning !== undefined) warnings.add(next.warning);
      else {
        at = next.state;
        into.push(event);
      }
    }
    return at;
  };
  const first: string[] = [];
  let current = anchor(state, first);
  applied.push(...first);
  if (current !== state) seen.add(current);
  for (let pass = 0; pass <= def.states.length; pass++) {
    const start = current;
    const passEvents: string[] = [];
    for (const trigger of def.triggers) {
      if (skip.has(trigger.event)) continue;
      if (!evaluate(trigger.when, { ...ctx, machine: { state: current } })) continue;
      const next = transition(def, current, trigger.event);
      if (next.warning !== undefined) warnings.add(next.warning);
      else {
        passEvents.push(trigger.event);
        current = anchor(next.state, passEvents);
      }
    }
    if (current === start) return { state: current, applied, warnings: [...warnings] };
    applied.push(...passEvents);
    if (seen.has(current)) {
      warnings.add(`Triggers cycle back to state '${current}'; settling stopped`);
      return { state: current, applied, warnings: [...warnings] };
    }
    seen.add(current);
  }
  warnings.add(`Triggers did not settle within ${def.states.length + 1} passes; stopped at '${current}'`);
  return { state: current, applied, warnings: [...warnings] };
}

/** Builds the condition context from the three records and a machine state. */
export function applicationContext(input: MachineInput, state: string): ApplicationContext {
  return {
    profile: input.profile ?? null,
    application: input.application ?? null,
    status: input.status ?? null,
    machine: { state },
  };
}

/** A recorded event tied to the state the machine stood in when it was raised. */
export interface AnchoredEvent {
  event: string;
  at: string;
}

/** Anchored events not applied yet, oldest first (settle takes them off as it applies them). */
export type AnchoredQueue = AnchoredEvent[];

/**
 * A recorded machine event: a name (applied after the triggers settle, while it stays recorded)
 * or `{ event, at }` (applied where the rebuilt machine passes through `at`, between the triggers,
 * as it happened: an event of a state the data has long left, like repullSoftCredit's profile).
 */
export type RecordedEvent = string | AnchoredEvent;

const isAnchored = (e: JsonValue): e is { event: string; at: string } =>
  e !== null && typeof e === 'object' && !Array.isArray(e) && typeof e['event'] === 'string' && typeof e['at'] === 'string';

/**
 * The machine events the lender or a page raised (seed 000 §4's events that no data trigger
 * raises), as the application record carries them: `application.machineEvents`, oldest first.
 * The lender removes an event once the situation it names is over.
 */
export function recordedEvents(application: JsonValue | undefined): RecordedEvent[] {
  if (application === null || typeof application !== 'object' || Array.isArray(application)) return [];
  const list = (application as { [k: string]: JsonValue })['machineEvents'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((e): RecordedEvent[] => (typeof e === 'string' ? [e] : isAnchored(e) ? [{ event: e.event, at: e.at }] : []));
}

/**
 * Builds the machine from data: starts at `def.initial` and settles (anchored events applied
 * where the machine passes their state), then applies each named recorded event in order,
 * settling after each (any-state triggers that already fired stay fired), so a state only an event reaches
 * (insurance confirmed, an ID to upload again) is rebuilt the same way on every routing. An event
 * not accepted where it meets the machine is ignored with a warning (seed 000 §4). Throws
 * 'Profile and heloc are required' without a profile or an application (seed 000 §8).
 */
export function createMachine(def: MachineDefinition, input: MachineInput, evaluate: ConditionEvaluator): MachineSnapshot {
  if (input.profile == null || input.application == null) throw new Error('Profile and heloc are required');
  const recorded = recordedEvents(input.application);
  const anchored: AnchoredQueue = recorded.filter((e): e is AnchoredEvent => typeof e !== 'string');
  let result = settle(def, def.initial, applicationContext(input, def.initial), evaluate, new Set(), anchored);
  for (const event of recorded.filter((e): e is string => typeof e === 'string')) {
    const moved = transition(def, result.state, event);
    if (moved.warning !== undefined) {
      result = { ...result, warnings: [...result.warnings, moved.warning] };
      continue;
    }
    // The data has not changed since the triggers fired: an any-state trigger that already
    // moved the machine would only pull it back to where the event took it from (deedSigning
    // holds for good once notary-ready), so those are not fired again.
    const sticky = new Set(result.applied.filter((e) => def.events[e]?.from === '*'));
    const after = settle(def, moved.state, applicationContext(input, moved.state), evaluate, sticky, anchored);
    result = { state: after.state, applied: [...result.applied, event, ...after.applied], warnings: [...new Set([...result.warnings, ...after.warnings])] };
  }
  return { ...result, context: applicationContext(input, result.state) };
}

/** Lists the cross-reference errors the meta-schema cannot express (unknown states, events and route states); empty when consistent. */
export function checkMachine(def: MachineDefinition): MachineIssue[] {
  const issues: MachineIssue[] = [];
  const states = new Set(def.states);
  const known = (pointer: string, state: string, what: string): void => {
    if (!states.has(state)) issues.push({ pointer, message: `${what} '${state}' is not one of states` });
  };
  known('/initial', def.initial, 'Initial state');
  for (const [name, spec] of Object.entries(def.events)) {
    known(`/events/${name}/to`, spec.to, 'Target state');
    if (spec.from !== '*') spec.from.forEach((s, i) => known(`/events/${name}/from/${i}`, s, 'From-state'));
  }
  def.triggers.forEach((t, i) => {
    if (!Object.hasOwn(def.events, t.event)) issues.push({ pointer: `/triggers/${i}/event`, message: `Unknown event '${t.event}'` });
  });
  def.stateRoutes.forEach((row, i) => {
    if (row.state === undefined) issues.push({ pointer: `/stateRoutes/${i}`, message: 'A state row needs a state' });
    else known(`/stateRoutes/${i}/state`, row.state, 'State');
  });
  def.checklistRoutes.forEach((row, i) => {
    if (row.statuses === undefined && row.statusPattern === undefined) {
      issues.push({ pointer: `/checklistRoutes/${i}`, message: 'A checklist row needs statuses or statusPattern' });
    }
  });
  return issues;
}
