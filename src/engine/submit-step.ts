// Which step submits and what its button says (issue 22, docs/decisions.md 530). The step whose
// Continue runs the flow's submit is the last one the applicant sees in the resolved order and
// context (auth mode included), never a step named by id; so it is also the step that shows the
// submit's label, notice and authorization (the consumer-report consent), wherever in the flow
// they are written. A brand version that moves the declaring step earlier (LAKESHORE's birth date
// before the legal name) must not leave 'Check my rate' and the consent on a step that only
// moves on, with the real last step saying 'Continue'.
import type { ConditionEvaluator } from './conditions';
import { visibleSteps } from './flow';
import type { ConditionContext, FlowDefinition, StepDefinition, Text } from './types';

export const CONTINUE_LABEL = 'msg:common.continue';

/** What a step shows by its primary button (message keys or literal texts, untranslated). */
export interface StepButton {
  /** True on the step whose Continue runs the flow's submit (the last visible step). */
  submits: boolean;
  submitLabel: Text;
  notice?: Text;
  disclosures: Text[];
}

/** A step's own label, notice and disclosures in this context; undefined when it declares nothing that holds. */
function declared(step: StepDefinition, ctx: ConditionContext, evaluate: ConditionEvaluator): Omit<StepButton, 'submits'> | undefined {
  const variant = step.labelVariants?.find((v) => evaluate(v.when, ctx));
  const submitLabel = variant?.submitLabel ?? step.submitLabel ?? CONTINUE_LABEL;
  const notice = variant?.notice ?? step.notice;
  const disclosures = (step.disclosures ?? []).filter((d) => d.when === undefined || evaluate(d.when, ctx)).map((d) => d.text);
  if (submitLabel === CONTINUE_LABEL && notice === undefined && disclosures.length === 0) return undefined;
  return { submitLabel, ...(notice !== undefined ? { notice } : {}), disclosures };
}

/**
 * The button of step `stepId`: the last visible step submits and shows the submit declaration of
 * the last visible step that declares one in this context (its own, else the nearest before it);
 * every other step moves on with Continue and no notice or authorization.
 */
export function stepButton(flow: FlowDefinition, stepId: string, ctx: ConditionContext, evaluate: ConditionEvaluator): StepButton {
  const visible = visibleSteps(flow, ctx, evaluate);
  const last = visible[visible.length - 1];
  if (last === undefined || last.id !== stepId) return { submits: false, submitLabel: CONTINUE_LABEL, disclosures: [] };
  for (let i = visible.length - 1; i >= 0; i--) {
    const shown = declared(visible[i]!, ctx, evaluate);
    if (shown) return { submits: true, ...shown };
  }
  return { submits: true, submitLabel: CONTINUE_LABEL, disclosures: [] };
}
