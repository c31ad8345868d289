// Which step submits and what its button says (issue 22, docs/decisions.md 530). The step whose
// Continue runs the flow's submit is the last one the applicant sees in the resolved order and
// context (auth mode included), never a step named by id; so it is also the step that shows the
// submit's label, notice and authorization (the consumer-report consent), wherever in the flow
// they are written. A brand version that moves the declaring step earlier (LAKESHORE's birth date
// before the legal name) must not leave 'Check my rate' and the consent on a step that only
// moves on, with the real last step saying 'Continue'.
import type { ConditionEvaluator } from './conditions';
import { visibleSteps } from './flow';
import type { ConditionContext, FlowDefinition, StepDefinition } from './types';

/**
 * The step whose button label, notice and disclosures step `stepId` shows, or undefined for
 * Continue and nothing under it. Only the last visible step submits; it shows the declaration of
 * the last visible step that declares one holding in this context (a label variant, a label
 * other than Continue, a notice or a disclosure): its own, else the nearest before it.
 */
export function buttonStep(flow: FlowDefinition, stepId: string, ctx: ConditionContext, evaluate: ConditionEvaluator): StepDefinition | undefined {
  const visible = visibleSteps(flow, ctx, evaluate);
  if (visible[visible.length - 1]?.id !== stepId) return undefined;
  const holds = (d: { when?: unknown }) => d.when === undefined || evaluate(d.when as never, ctx);
  return visible.reverse().find((s) => s.labelVariants?.some(holds) || (s.submitLabel && s.submitLabel !== 'msg:common.continue') || s.notice || s.disclosures?.some(holds));
}
