// Loads the step forms of the signed-in navbar's dialogs: the precompiled validator and root
// schema from src/generated (npm run gen), the ui schema from the step file. A one-step form
// needs nothing else of src/app/step-loader.ts (composition of several steps, named
// validators), and importing that module here would move it out of the flow page's chunk and
// cost the first registration step about 0.5 KB gzip.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { StepSchemaFile } from '../../engine/types';

/** A dialog's form, ready for StepForm. */
export interface DialogStep {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

const forms = {
  'feedback-ceo@1': () => Promise.all([import('../../generated/steps/feedback-ceo@1.js'), import('../../../schemas/steps/feedback-ceo/v1.json')]),
  'leave-survey@1': () => Promise.all([import('../../generated/steps/leave-survey@1.js'), import('../../../schemas/steps/leave-survey/v1.json')]),
} as const;

/** The step refs a dialog may name. */
export type DialogStepRef = keyof typeof forms;

const cache = new Map<DialogStepRef, Promise<DialogStep>>();

/** Loads (once) a dialog's form; a failed load is retried by the next call. */
export function loadDialogStep(ref: DialogStepRef): Promise<DialogStep> {
  let pending = cache.get(ref);
  if (!pending) {
    pending = forms[ref]().then(([mod, json]) => {
      const file = json.default as unknown as StepSchemaFile;
      const schema = mod.rootSchema;
      return {
        schema,
        // As composeStep does for one step: its order, then anything else.
        uiSchema: { ...file.uiSchema, 'ui:order': [...((file.uiSchema['ui:order'] as string[] | undefined) ?? []), '*'] } as UiSchema,
        validator: createPrecompiledValidator(mod.validateFns as never, schema) as ValidatorType,
      };
    });
    pending.catch(() => cache.delete(ref));
    cache.set(ref, pending);
  }
  return pending;
}
