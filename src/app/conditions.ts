// The precompiled conditions the browser has loaded so far. Each flow (and the application
// machine) brings its own table when it loads, so the first step carries only its flow's.
import { conditionTables } from '../generated/conditions/index.js';
import { createTableEvaluator, type CompiledCondition, type ConditionEvaluator } from '../engine/conditions';

const loaded: Record<string, CompiledCondition> = {};
const pending = new Map<string, Promise<void>>();

/** Loads the conditions of a definition ('registration-v2@1', 'application@1') once. */
export function loadConditions(name: string): Promise<void> {
  let p = pending.get(name);
  if (!p) {
    const loader = conditionTables[name];
    if (!loader) return Promise.reject(new Error(`No precompiled conditions for ${name}; run npm run gen`));
    p = loader().then((table) => {
      Object.assign(loaded, table);
    });
    p.catch(() => pending.delete(name));
    pending.set(name, p);
  }
  return p;
}

/** The evaluator over every table loaded so far (looked up at evaluation time). */
export const evaluate: ConditionEvaluator = createTableEvaluator(loaded);
