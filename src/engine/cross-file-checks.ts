// Checks of the check stage that read every entry at once: one id and version per definition,
// valid conditions, compact conditions that read only the documented context, and the step id registry.
import { bundleOf } from './catalogue-bundles';
import { compactConditionParts } from './compact-conditions';
import { checkContextPath } from './context-paths';
import { contextPathFix } from './context-schema';
import { classifyDefinitionPath } from './definition-paths';
import type { Entry, Report } from './definition-types';
import { collectConditions } from './definition-walk';
import { checkStepRegistry, stepIdRegistry, type StepAlias, type StepIdRegistry } from './step-ids';
import { didYouMean } from './suggest';
import type { Condition, JsonValue } from './types';

/** Two files with the same kind, id and version (or two brands with one orgCode). */
export function checkDuplicates(entries: readonly Entry[], report: Report): void {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const brandDir = classifyDefinitionPath(e.file)?.brand;
    const id = e.kind === 'messages' ? bundleOf(e) : `${String(e.json['id'] ?? '')}${brandDir ? ` (brand ${brandDir})` : ''}`;
    const key = e.kind === 'brand' ? `brand ${String(e.json['orgCode'])}` : `${e.kind} ${id}@${String(e.json['version'])}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, e.file);
    else report(e.file, e.kind === 'brand' ? '/orgCode' : '/id', `duplicates ${key} of ${first}`, `Give each ${e.kind} its own id and version, matching its path.`);
  }
}

/** Every condition compiles as JSON Schema (the check is injected: ajv stays out of the engine). */
export function checkConditions(entries: readonly Entry[], check: (c: Condition) => string | undefined, report: Report): void {
  for (const e of entries) {
    for (const c of collectConditions(e.kind, e.json)) {
      const problem = check(c.value);
      if (problem !== undefined) {
        report(e.file, c.pointer, `condition is not a valid JSON Schema: ${problem}`, 'Fix the keyword named in the message (conditions are JSON Schema draft-07; see docs/definitions.md).');
      }
    }
  }
}

/** Compact conditions in every file use known operators and read only documented context paths. */
export function checkContextReads(entries: readonly Entry[], contextSchema: JsonValue, report: Report): void {
  for (const e of entries) {
    for (const c of collectConditions(e.kind, e.json)) {
      const parts = compactConditionParts(c.value, c.pointer);
      for (const issue of parts.issues) report(e.file, issue.pointer, issue.message, `Use one of ${issue.allowed.join(', ')}.${didYouMean(issue.value, issue.allowed)}`);
      for (const read of parts.paths) {
        const problem = checkContextPath(contextSchema, read.path);
        if (!problem) continue;
        report(
          e.file,
          read.pointer,
          `"${read.path}" is not in the context: "${problem.segment}" is not a field of ${problem.at.split('.').slice(0, -1).join('.') || 'the context'}`,
          contextPathFix(read.path, didYouMean(problem.segment, problem.allowed)),
        );
      }
    }
  }
}

/** The step id registry when schemas/steps/registry.json is there and valid (a bare fixture has none: ids unchecked). */
export function stepIdsOf(registries: readonly Entry[], steps: readonly Entry[], report: Report): { stepIds?: StepIdRegistry } {
  const file = registries[0];
  if (!file?.valid) return {};
  const registry = stepIdRegistry(steps.map((e) => e.file), file.json['aliases'] as unknown as Record<string, StepAlias>);
  checkStepRegistry(file.file, registry, report);
  return { stepIds: registry };
}
