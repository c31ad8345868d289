// Generated path tests (issue 26): from the machine that ships, the shortest event path to every
// state and the status, data and state that make every routing row the first to match
// (src/engine/machine-paths.ts), each replayed here through the engine: every trigger step's data
// fires its event in its state, the machine rebuilt from the recorded path stands in the state,
// and the router picks that very row. A definition change that strands a state fails flows:check
// (machine-reachability.ts, on the event graph) naming the state, and fails this suite too. Reading a failure: docs/testing.md 'Generated paths'.
import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { loadDefinitions } from '../../src/engine/definitions';
import { readDefinitionFiles, shippedVersion } from '../../src/engine/definitions-node';
import { createMachine, firedTriggers, transition } from '../../src/engine/machine';
import { emptyPathData, findRowPaths, findStatePaths, pathContext, replayInput, type PathStep } from '../../src/engine/machine-paths';
import { STATES_WITHOUT_EVENTS } from '../../src/engine/machine-reachability';
import { resolveRoute, routeForChecklist, routeForState } from '../../src/engine/routing';
import type { MachineDefinition } from '../../src/engine/types';
import { def } from './application-machine-fixture';
import { memoLoadOptions } from './memo-load-options';

const evaluate = createRuntimeEvaluator();
const states = findStatePaths(def, evaluate);
const rows = findRowPaths(def, evaluate, states);

/** Replays one step: a trigger step's data fires its event where it stands; every step moves the machine as the path says. */
function replayStep(step: PathStep): void {
  if (step.raisedBy === 'trigger') {
    expect(def.triggers[step.trigger!]!.event).toBe(step.event);
    expect(firedTriggers(def, pathContext(step.data!, step.from), evaluate)).toContain(step.event);
  } else {
    expect(def.triggers.some((t) => t.event === step.event), `${step.event} is recorded, so no trigger raises it`).toBe(false);
  }
  expect(transition(def, step.from, step.event)).toEqual({ state: step.to });
}

describe('generated paths: every state of the shipped machine is reached', () => {
  it.each(states.map((s) => [s.state, s] as const))('%s', (state, path) => {
    if (!path.reachable) {
      // Only the states seed 000 lists without an event into them, each saying how its page is reached.
      expect({ state, why: path.why }).toEqual({ state, why: `no event leads to "${state}"` });
      expect(Object.keys(STATES_WITHOUT_EVENTS)).toContain(state);
      return;
    }
    path.steps.forEach(replayStep);
    const rebuilt = createMachine(def, replayInput(emptyPathData(), path.steps), evaluate);
    expect({ state: rebuilt.state, warnings: rebuilt.warnings }).toEqual({ state, warnings: [] });
  });

  it('the paths are shortest: each state one event beyond a state one step nearer', () => {
    const length = new Map(states.flatMap((s) => (s.reachable ? [[s.state, s.steps.length] as const] : [])));
    for (const s of states) {
      if (!s.reachable || s.steps.length === 0) continue;
      // No event from a state nearer than the path's last step leads here.
      const nearer = Object.entries(def.events).filter(([, e]) => e.to === s.state).flatMap(([, e]) => (e.from === '*' ? [...length.values()] : e.from.map((f) => length.get(f) ?? Infinity)));
      expect(Math.min(...nearer) + 1, s.state).toBeGreaterThanOrEqual(s.steps.length);
    }
  });
});

describe('generated paths: every routing row of the shipped machine is the first to match', () => {
  it.each(rows.map((r) => [`${r.table}/${r.index}`, r.route, r] as const))('%s -> %s', (_name, route, row) => {
    if (!row.reachable) {
      const state = def.stateRoutes[row.index]?.state;
      expect({ row: `${row.table}/${row.index}`, state, why: row.why }).toEqual({ row: `${row.table}/${row.index}`, state, why: `state "${state}" is unreachable: no event leads to "${state}"` });
      expect(Object.keys(STATES_WITHOUT_EVENTS)).toContain(state);
      return;
    }
    row.steps.forEach(replayStep);
    const rebuilt = createMachine(def, replayInput(row.data, row.steps), evaluate);
    const status = row.status ?? (row.data.status['checklistStatus'] as string);
    const resolved = resolveRoute(def, { status, state: rebuilt.state, ctx: rebuilt.context }, evaluate);
    expect(resolved.route).toBe(route);
    const ctx = { ...rebuilt.context, machine: { state: rebuilt.state } };
    if (row.table === 'checklistRoutes') {
      expect(resolved.source).toBe('checklist');
      expect(routeForChecklist(def, status, ctx, evaluate)).toBe(def.checklistRoutes[row.index]);
    } else {
      expect({ state: rebuilt.state, source: resolved.source }).toEqual({ state: row.state, source: 'state' });
      expect(routeForState(def, rebuilt.state, ctx, evaluate)).toBe(def.stateRoutes[row.index]);
    }
  });

  it('every application route a row names is reached by a generated row path (one per page for e2e)', () => {
    const named = new Set([...def.checklistRoutes, ...def.stateRoutes].map((r) => r.route));
    const reached = new Set(rows.filter((r) => r.reachable).map((r) => r.route));
    expect([...named].filter((r) => !reached.has(r))).toEqual(['bank/autopay-manual']);
  });
});

describe('a definition change that strands a state fails the run', () => {
  const root = process.cwd();
  const files = readDefinitionFiles(root);
  const options = memoLoadOptions(root);
  const shippedPath = shippedVersion<MachineDefinition>(new Map(files.map((f) => [f.path, f.json as never])), 'flows/application')!.path;

  /** flows:check on the repository with one more patch operation in the shipped machine's version file. */
  function checkWithOp(op: object) {
    const changed = files.map((f) => {
      if (f.path !== shippedPath) return f;
      const json = structuredClone(f.json) as { patch: object[] };
      json.patch.push(op);
      return { path: f.path, json, text: JSON.stringify(json, null, 2) };
    });
    const result = loadDefinitions(changed, options);
    return { errors: result.errors.map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message })), machine: result.definitions.machine! };
  }

  // The first load of the whole repository in a file is the slow one (every condition compiled).
  it('the repository as it is reports no unreachable state', { timeout: 120_000 }, () => {
    expect(checkWithOp({ op: 'test', path: '/initial', value: 'profile' }).errors).toEqual([]);
  });

  it('removing the event "fund" strands the state "complete": flows:check names it, and the path finder says why', () => {
    const { errors, machine } = checkWithOp({ op: 'remove', path: '/events/fund' });
    expect(errors).toEqual([{ at: `${shippedPath}#/states/${machine.states.indexOf('complete')}`, message: 'state "complete" is unreachable: no event leads to "complete"' }]);
    expect(findStatePaths(machine, evaluate).find((s) => s.state === 'complete')).toEqual({ state: 'complete', reachable: false, why: 'no event leads to "complete"' });
  });
});
