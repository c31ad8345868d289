// nodeLoadOptions for suites that load the whole repository once per test (one bad edit each):
// the two ajv checks the loader calls on every step schema (55) and every condition (237),
// each building a new Ajv and compiling, are remembered by the JSON of what they checked.
// Both are pure functions of that JSON, so a repeated schema or condition gets the very answer
// a fresh compile would give; an edited one has other JSON and is compiled as before. A whole
// load drops from ~6 s to well under 1 s (docs/testing.md, 'What the unit stage costs').
import { nodeLoadOptions } from '../../src/engine/definitions-node';
import type { LoadOptions } from '../../src/engine/definitions';

function remembered<A>(check: (arg: A) => string | undefined): (arg: A) => string | undefined {
  const seen = new Map<string, string | undefined>();
  return (arg) => {
    const key = JSON.stringify(arg);
    if (seen.has(key)) return seen.get(key);
    const answer = check(arg);
    seen.set(key, answer);
    return answer;
  };
}

/** nodeLoadOptions(root) with its step-schema and condition checks remembered per JSON. */
export function memoLoadOptions(root: string): LoadOptions {
  const options = nodeLoadOptions(root);
  return {
    ...options,
    ...(options.compileStepSchema ? { compileStepSchema: remembered(options.compileStepSchema) } : {}),
    ...(options.checkCondition ? { checkCondition: remembered(options.checkCondition) } : {}),
  };
}
