// Loads one step's form lazily: one module built by `npm run gen` (src/generated/steps) with the
// precompiled validator, the bundled schema, and the ui schema and named validators composed from
// the step definitions. Cached per composed key.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { stepValidators } from '../generated/steps/index.js';
import type { EffectRef } from '../engine/types';

export interface LoadedStep {
  key: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validators: EffectRef[];
  validator: ValidatorType;
}

const cache = new Map<string, Promise<LoadedStep>>();
/** Forms already loaded, so a screen can render one at once instead of after a promise turn. */
const ready = new Map<string, LoadedStep>();

/**
 * A validator made on its first use, so a form that first renders without validating (most do)
 * makes none before its first frame. Making one used to hash the whole root schema (~10 ms at 4x
 * CPU on the first step); since the root carries its `$id` (decision 293) it is a lookup.
 */
function lazyValidator(make: () => ValidatorType): ValidatorType {
  let made: ValidatorType | undefined;
  const real = () => (made ??= make());
  return {
    validateFormData: (...args) => real().validateFormData(...args),
    isValid: (...args) => real().isValid(...args),
    rawValidation: (...args) => real().rawValidation(...args),
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
      const schema = mod.rootSchema;
      return {
        key,
        schema,
        uiSchema: mod.uiSchema,
        validators: mod.validators,
        validator: lazyValidator(() => createPrecompiledValidator(mod.validateFns as never, schema) as ValidatorType),
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
