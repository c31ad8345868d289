// Loads one step's form lazily: the precompiled validator and bundled schema from
// src/generated (built by `npm run gen`), and the composed ui schema and named validators
// from the step definitions. Cached per composed key.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { stepValidators } from '../generated/steps/index.js';
import { definitionFiles } from '../generated/shipped.js';
import { composeStep } from '../engine/compose';
import type { EffectRef, JsonValue } from '../engine/types';

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

async function loadFiles(refs: string[]): Promise<Record<string, JsonValue>> {
  const files: Record<string, JsonValue> = {};
  // Step and field files as resolved by the build (a version written as a patch arrives whole).
  const wanted = Object.entries(definitionFiles).filter(([path]) =>
    path.startsWith('schemas/fields/') || refs.some((ref) => path === `schemas/steps/${ref.slice(0, ref.lastIndexOf('@'))}/v${ref.slice(ref.lastIndexOf('@') + 1)}.json`),
  );
  await Promise.all(
    wanted.map(async ([path, load]) => {
      files[path] = await load();
    }),
  );
  return files;
}

/** Loads (once) the form of a step made of the given schema refs. */
export function loadStep(refs: string[]): Promise<LoadedStep> {
  const key = refs.join('+');
  let pending = cache.get(key);
  if (!pending) {
    const loader = stepValidators[key];
    if (!loader) return Promise.reject(new Error(`Step form ${key} was not generated; run npm run gen`));
    pending = Promise.all([loader(), loadFiles(refs)]).then(([mod, files]) => {
      const composed = composeStep(refs, files);
      const schema = mod.rootSchema as RJSFSchema;
      return {
        key,
        schema,
        uiSchema: composed.uiSchema as UiSchema,
        validators: composed.validators,
        validator: createPrecompiledValidator(mod.validateFns as never, schema) as ValidatorType,
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
