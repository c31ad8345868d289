// Navigation over a flow definition: which steps are visible, where Next and Back go, where
// the gate and guard send a visitor, and what the progress stepper shows. Pure functions of
// (flow, context, evaluator); the flow store calls them and carries out what they return.
import { holds, type ConditionEvaluator } from './conditions';
import type { ConditionContext, EffectRef, FlowDefinition, StepDefinition, Text } from './types';

export type ProgressStatus = 'INITIAL' | 'IN_PROGRESS' | 'COMPLETE';

export interface ProgressStep {
  step: string;
  label: Text;
  status: ProgressStatus;
}

export interface ProgressGroupState {
  id: string;
  label: Text;
  status: ProgressStatus;
  steps: ProgressStep[];
}

export interface Progress {
  /** 0-based position of the current step among the visible steps; -1 if it is not visible. */
  index: number;
  /** Number of visible steps. */
  total: number;
  /** Position of the current step as a share of the visible steps, 0-100 (100 on the last). */
  percent: number;
  groups: ProgressGroupState[];
}

function isSkipped(step: StepDefinition, ctx: ConditionContext, evaluate: ConditionEvaluator): boolean {
  return step.skipWhen !== undefined && evaluate(step.skipWhen, ctx);
}

/** The steps whose skipWhen does not hold, in flow order. */
export function visibleSteps(flow: FlowDefinition, ctx: ConditionContext, evaluate: ConditionEvaluator): StepDefinition[] {
  return flow.steps.filter((s) => !isSkipped(s, ctx, evaluate));
}

/** The step whose path matches: accepts 'home-address', '/home-address/' or the full URL path. */
export function stepByPath<S extends { readonly path: string }>(flow: { readonly basePath: string; readonly steps: readonly S[] }, path: string): S | undefined {
  let rest = path.split(/[?#]/)[0] ?? '';
  if (rest === flow.basePath || rest.startsWith(`${flow.basePath}/`)) rest = rest.slice(flow.basePath.length);
  rest = rest.replace(/^\/+|\/+$/g, '');
  return flow.steps.find((s) => s.path === rest);
}

/** The step with this id, if any. */
export function stepById(flow: FlowDefinition, id: string): StepDefinition | undefined {
  return flow.steps.find((s) => s.id === id);
}

/** The absolute URL path of a step: basePath, plus '/' + path unless it is the index step. */
export function stepUrl(flow: FlowDefinition, step: StepDefinition): string {
  return step.path === '' ? flow.basePath : `${flow.basePath}/${step.path}`;
}

function neighbour(
  flow: FlowDefinition,
  currentId: string,
  ctx: ConditionContext,
  evaluate: ConditionEvaluator,
  direction: 1 | -1,
): string | undefined {
  const at = flow.steps.findIndex((s) => s.id === currentId);
  if (at < 0) return undefined;
  for (let i = at + direction; i >= 0 && i < flow.steps.length; i += direction) {
    const step = flow.steps[i];
    if (step && !isSkipped(step, ctx, evaluate)) return step.id;
  }
  return undefined;
}

/** The id of the next step that is not skipped; undefined after the last (or for an unknown id). */
export function nextStepId(flow: FlowDefinition, currentId: string, ctx: ConditionContext, evaluate: ConditionEvaluator): string | undefined {
  return neighbour(flow, currentId, ctx, evaluate, 1);
}

/** The id of the previous step that is not skipped; undefined before the first (or for an unknown id). */
export function previousStepId(flow: FlowDefinition, currentId: string, ctx: ConditionContext, evaluate: ConditionEvaluator): string | undefined {
  return neighbour(flow, currentId, ctx, evaluate, -1);
}

/** Appends a query string ('?a=1', 'a=1' or '') to a path that may already hold one. */
export function withQuery(path: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Where the flow's gate sends the visitor (query kept if keepQuery), or undefined to stay. */
export function gateRedirect(flow: FlowDefinition, ctx: ConditionContext, evaluate: ConditionEvaluator, search: string): string | undefined {
  const gate = flow.gate;
  if (!gate || !evaluate(gate.when, ctx)) return undefined;
  return gate.keepQuery ? withQuery(gate.redirect, search) : gate.redirect;
}

/** Where the guard sends a visitor of `stepId` (its own step is exempt), or undefined to stay. */
export function guardRedirect(
  flow: FlowDefinition,
  stepId: string,
  ctx: ConditionContext,
  evaluate: ConditionEvaluator,
  search: string,
): string | undefined {
  const guard = flow.guard;
  if (!guard || stepId === guard.redirectToStep || !evaluate(guard.when, ctx)) return undefined;
  const target = stepById(flow, guard.redirectToStep);
  if (!target) return undefined;
  const url = stepUrl(flow, target);
  return guard.keepQuery ? withQuery(url, search) : url;
}

function statusOf(position: number, current: number): ProgressStatus {
  if (current < 0 || position > current) return 'INITIAL';
  return position < current ? 'COMPLETE' : 'IN_PROGRESS';
}

/**
 * The stepper's state at `stepId`: skipped steps don't count, groups whose omitWhen holds or
 * whose steps are all skipped are left out. A group is COMPLETE when all its steps lie before
 * the current one, IN_PROGRESS when it holds the current one (or some of its steps are done).
 */
export function progress(flow: FlowDefinition, stepId: string, ctx: ConditionContext, evaluate: ConditionEvaluator): Progress {
  const visible = visibleSteps(flow, ctx, evaluate);
  const positionOf = new Map(visible.map((s, i) => [s.id, i]));
  const index = positionOf.get(stepId) ?? -1;
  const total = visible.length;
  const groups: ProgressGroupState[] = [];
  for (const g of flow.groups) {
    if (g.omitWhen !== undefined && evaluate(g.omitWhen, ctx)) continue;
    const steps = g.steps.flatMap((s) => {
      const position = positionOf.get(s.step);
      return position === undefined ? [] : [{ step: s.step, label: s.label, status: statusOf(position, index) }];
    });
    if (steps.length === 0) continue;
    const status: ProgressStatus = steps.every((s) => s.status === 'COMPLETE')
      ? 'COMPLETE'
      : steps.every((s) => s.status === 'INITIAL')
        ? 'INITIAL'
        : 'IN_PROGRESS';
    groups.push({ id: g.id, label: g.label, status, steps });
  }
  const percent = index < 0 || total === 0 ? 0 : Math.round(((index + 1) / total) * 100);
  return { index, total, percent, groups };
}

/** The effects whose `when` holds (an absent `when` always holds), in order. */
export function planEffects(effects: readonly EffectRef[] | undefined, ctx: ConditionContext, evaluate: ConditionEvaluator): EffectRef[] {
  return (effects ?? []).filter((e) => holds(evaluate, e.when, ctx));
}
