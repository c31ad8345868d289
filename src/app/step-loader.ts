// Loads one step's form lazily: one module built by `npm run gen` (src/generated/steps) with the
// precompiled validator, the bundled schema, and the ui schema and named validators composed from
// the step definitions. Cached per composed key.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { stepValidators } from '../generated/steps/index.js';
import type { EffectRef } from '../engine/types';
import { renderSchemaOf } from '../engine/render-schema';

export interface LoadedStep {
  key: string;
  /** What the form renders from (renderSchemaOf); the validator checks the step's full schema. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validators: EffectRef[];
  validator: ValidatorType;
}

const cache = new Map<string, Promise<LoadedStep>>();
/** Forms already loaded, so a screen can render one at once instead of after a promise turn. */
const ready = new Map<string, LoadedStep>();

/**
 * A step form's validator: it validates the step's own (full) schema whichever copy of it rjsf
 * hands over, the render copy or one it resolved from it, which rjsf's precompiled validator
 * would otherwise deep-compare against its root (and refuse, the render copy lacking the rules).
 * Made on its first use, so a form that first renders without validating (most do)
 * makes none before its first frame. Making one used to hash the whole root schema (~10 ms at 4x
 * CPU on the first step); since the root carries its `$id` (decision 293) it is a lookup.
 */
function stepValidator(root: RJSFSchema, make: () => ValidatorType): ValidatorType {
  let made: ValidatorType | undefined;
  const real = () => (made ??= make());
  return {
    validateFormData: (formData, _schema, ...rest) => real().validateFormData(formData, root, ...rest),
    // The condition or option itself is the render copy's, kept as the same object (renderSchemaOf).
    isValid: (schema, formData) => real().isValid(schema, formData, root),
    rawValidation: (_schema, formData) => real().rawValidation(root, formData),
    // Nothing to reset before it is made.
    reset: () => made?.reset?.(),
  };
}

/** Loads (once) the form of a step made of the given schema refs. */
export function loadStep(refs: string[]): Promise<LoadedStep> {
  const key = refs.join('+');
  let pending = cache.get(key);
  if (!pending) {
    const loader = stepValidators[key];
    if (!loader) return Promise.reject(new Error(`Step form ${key} was not generated; run npm run gen`));
    pending = loader().then((mod) => {
      const root = mod.rootSchema;
      return {
        key,
        schema: renderSchemaOf(root),
        uiSchema: mod.uiSchema,
        validators: mod.validators,
        validator: stepValidator(root, () => createPrecompiledValidator(mod.validateFns as never, root) as ValidatorType),
      };
    });
    void pending.then((s) => ready.set(key, s), () => undefined);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The form of these refs if it has loaded already (e.g. prefetched on arrival), else null. */
export function peekStep(refs: string[]): LoadedStep | null {
  return ready.get(refs.join('+')) ?? null;
}

/** Top-level field names of a step schema ref, for clearing a skipped step (sync best effort). */
export function stepFieldsOf(ref: string, loaded: Map<string, string[]>): string[] {
  return loaded.get(ref) ?? [];
}
