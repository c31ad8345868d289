// Node-only evaluator (tests, CLI, sandbox): compiles conditions with ajv at run time and
// caches them by key. Never imported by browser code: it needs `new Function`.
import { Ajv } from 'ajv';
import { expandCondition } from './compact-conditions';
import { conditionKey } from './condition-key';
import type { CompiledCondition, ConditionEvaluator } from './conditions';

/** Ajv options shared by the runtime evaluator and the build-time code generator. */
export const CONDITION_AJV_OPTIONS = { allErrors: false, strict: false, code: { source: true } } as const;

/** Creates an evaluator that compiles each distinct condition (compact ones expanded) once. */
export function createRuntimeEvaluator(): ConditionEvaluator {
  const ajv = new Ajv(CONDITION_AJV_OPTIONS);
  const cache = new Map<string, CompiledCondition>();
  return (condition, context) => {
    if (condition === true) return true;
    if (condition === false) return false;
    const key = conditionKey(condition);
    let fn = cache.get(key);
    if (!fn) {
      const compiled = ajv.compile(expandCondition(condition) as object);
      fn = (data) => compiled(data) === true;
      cache.set(key, fn);
    }
    return fn(context);
  };
}
