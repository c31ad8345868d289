// The check stage composes every form a step or page shows (a flow step or form page may name
// several step schemas) and reports a composition that does not compile where it is referenced.
import { composeStep, type ComposedStep } from './compose';
import { flowStepRefLists } from './definition-checks';
import type { Entry, LoadedStepSchema, LoadOptions, Report } from './definition-types';
import { joinPointer } from './definition-walk';
import type { PagesFile } from './page-types';
import { formRefLists } from './pages';
import type { FlowDefinition, JsonValue } from './types';

/** Every composed form by key (`a@1` or `a@1+b@1`). */
export function composeForms(
  flows: readonly FlowDefinition[],
  stepSchemas: Readonly<Record<string, LoadedStepSchema>>,
  entries: readonly Entry[],
  options: LoadOptions,
  report: Report,
): Record<string, ComposedStep> {
  const files = Object.fromEntries(
    entries.filter((e) => e.kind === 'step' || e.kind === 'fields').map((e) => [e.file, e.json as JsonValue]),
  );
  const forms: Record<string, ComposedStep> = {};
  const lists = [
    ...Object.keys(stepSchemas).map((ref) => ({ file: '', pointer: '', refs: [ref] })),
    ...flows.flatMap((f) => flowStepRefLists(f).map((l) => ({ ...l, file: `flows/${f.id}/v${f.version}.json` }))),
    // Application form pages compose their step schemas the same way.
    ...entries
      .filter((e) => e.kind === 'pages' && e.valid)
      .flatMap((e) =>
        (e.json as unknown as PagesFile).pages.flatMap((page, i) =>
          formRefLists(page).map((refs, v) => ({ file: e.file, pointer: v === 0 ? joinPointer('/pages', i, 'schema') : joinPointer('/pages', i, 'schemaVariants', v - 1, 'schema'), refs })),
        ),
      ),
  ];
  for (const { file, pointer, refs } of lists) {
    const key = refs.join('+');
    // A missing or broken step schema is reported where it is defined or referenced.
    if (key in forms || !refs.every((r) => r in stepSchemas)) continue;
    const form = composeStep(refs, files);
    const problem = refs.length > 1 ? options.compileStepSchema?.(form.schema) : undefined;
    if (problem !== undefined) {
      report(file, pointer, `the composed form ${key} does not compile: ${problem}`, 'Make the composed step schemas agree (no property defined twice in conflicting ways).');
      continue;
    }
    forms[key] = form;
  }
  return forms;
}
