// Loads a registration step exactly as the app composes it (composeStep over the repo's
// step and field files) for renderer-level tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeStep } from '../../src/engine/compose';
import { createTranslator, localize } from '../../src/engine/messages';
import type { JsonValue, MessagesFile } from '../../src/engine/types';

const root = join(import.meta.dirname, '..', '..');
const files: Record<string, JsonValue> = {};
for (const dir of readdirSync(join(root, 'schemas/steps'))) {
  for (const f of readdirSync(join(root, 'schemas/steps', dir))) {
    files[`schemas/steps/${dir}/${f}`] = JSON.parse(readFileSync(join(root, 'schemas/steps', dir, f), 'utf8')) as JsonValue;
  }
}
for (const f of readdirSync(join(root, 'schemas/fields'))) {
  files[`schemas/fields/${f}`] = JSON.parse(readFileSync(join(root, 'schemas/fields', f), 'utf8')) as JsonValue;
}
const catalogue = (JSON.parse(readFileSync(join(root, 'flows/messages/v1.json'), 'utf8')) as MessagesFile).messages;
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
