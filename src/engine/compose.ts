// A flow step may name several step schemas (the legacy /register groups five on one page).
// They are composed here into one form: properties, required lists, required messages, ui
// schemas and named validators merged in order. The same function runs at build time (to
// precompile the composed validator) and in tests, so both see identical schemas.
import { bundleSchema, type SchemaFiles } from './schema-bundle';
import type { DefinitionRef, EffectRef, JsonValue, StepSchemaFile } from './types';

export interface ComposedStep {
  /** Refs joined with '+', e.g. 'legal-name@1+birthdate@1'; names the precompiled module. */
  key: string;
  schema: { [keyword: string]: JsonValue };
  uiSchema: { [key: string]: JsonValue };
  validators: EffectRef[];
}

/** Normalises a step's schema field to a list of refs. */
export function refList(ref: DefinitionRef | DefinitionRef[]): DefinitionRef[] {
  return Array.isArray(ref) ? ref : [ref];
}

/** Path of a step schema file for a ref `id@version`. */
export function stepSchemaPath(ref: DefinitionRef): string {
  const at = ref.lastIndexOf('@');
  return `schemas/steps/${ref.slice(0, at)}/v${ref.slice(at + 1)}.json`;
}

type Obj = { [key: string]: JsonValue };
const isObj = (v: JsonValue | undefined): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Composes (and bundles) the step schema files named by `refs`. `files` maps repo-relative
 * paths to parsed JSON (step files and schemas/fields). Throws naming the ref if one is missing.
 */
export function composeStep(refs: DefinitionRef[], files: SchemaFiles): ComposedStep {
  const properties: Obj = {};
  const required: string[] = [];
  const requiredMessages: Obj = {};
  const uiSchema: Obj = {};
  const order: string[] = [];
  const validators: EffectRef[] = [];
  for (const ref of refs) {
    const path = stepSchemaPath(ref);
    const file = files[path] as unknown as StepSchemaFile | undefined;
    if (!file) throw new Error(`Step schema ${ref} not found (expected ${path})`);
    const schema = bundleSchema(file.schema, path, files) as Obj;
    if (isObj(schema['properties'])) Object.assign(properties, schema['properties']);
    if (Array.isArray(schema['required'])) required.push(...(schema['required'] as string[]));
    const em = schema['errorMessage'];
    if (isObj(em) && isObj(em['required'])) Object.assign(requiredMessages, em['required']);
    const { 'ui:order': fileOrder, ...rest } = file.uiSchema;
    Object.assign(uiSchema, rest);
    order.push(...(Array.isArray(fileOrder) ? (fileOrder as string[]) : Object.keys(isObj(schema['properties']) ? schema['properties'] : {})));
    validators.push(...(file.validators ?? []));
  }
  const schema: Obj = { type: 'object', properties, required };
  if (Object.keys(requiredMessages).length > 0) schema['errorMessage'] = { required: requiredMessages };
  uiSchema['ui:order'] = [...new Set(order), '*'];
  return { key: refs.join('+'), schema, uiSchema, validators };
}
