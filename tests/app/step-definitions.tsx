// Loads a registration step exactly as the app composes it (composeStep over the repo's
// step and field files) for renderer-level tests.
import { join } from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeStep } from '../../src/engine/compose';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { createTranslator, localize } from '../../src/engine/messages';
import type { JsonValue, MessagesFile } from '../../src/engine/types';

const root = join(import.meta.dirname, '..', '..');
// Step and field files as the build resolves them (versions written as patches come whole).
const resolved = readResolvedFiles(root);
const files: Record<string, JsonValue> = Object.fromEntries([...resolved].filter(([path]) => /^schemas\/(steps|fields)\//.test(path)));
/** The shipped main catalogue (default wording). */
export const catalogue = shippedVersion<MessagesFile>(resolved, 'flows/messages')!.json.messages;
const t = createTranslator(catalogue);

/** The composed, bundled and localized (default wording) form of the given step refs. */
export function stepForm(...refs: string[]) {
  const step = composeStep(refs, files);
  return {
    schema: step.schema as RJSFSchema,
    uiSchema: localize(step.uiSchema as JsonValue, t) as UiSchema,
    validators: step.validators,
  };
}

/** The composed step with its ui schema still holding msg: keys (for brand wording). */
export function rawStepForm(...refs: string[]) {
  return composeStep(refs, files);
}
