// The engine's only view of condition evaluation. Conditions are JSON Schema; how they are
// compiled (ajv at run time in Node, precompiled standalone code in the browser) is the
// caller's business.
import { conditionKey } from './condition-key';
import type { Condition } from './types';

/** Decides whether `context` satisfies `condition`. Must not throw for well-formed input. */
export type ConditionEvaluator = (condition: Condition, context: unknown) => boolean;

/** A precompiled validate function as ajv standalone code exports it. */
export type CompiledCondition = (data: unknown) => boolean;

/** Builds an evaluator over a precompiled table; an unknown condition is a build error, so it throws. */
export function createTableEvaluator(table: Readonly<Record<string, CompiledCondition>>): ConditionEvaluator {
  return (condition, context) => {
    if (condition === true) return true;
    if (condition === false) return false;
    const key = conditionKey(condition);
    const fn = table[key];
    if (!fn) {
      throw new Error(
        `Condition ${key} was not precompiled. Run \`npm run gen\` after editing definitions.`,
      );
    }
    return fn(context) === true;
  };
}

/** Evaluates an optional condition: an absent `when` always holds. */
export function holds(evaluate: ConditionEvaluator, condition: Condition | undefined, context: unknown): boolean {
  return condition === undefined ? true : evaluate(condition, context);
}
