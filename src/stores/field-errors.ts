// Messages effects put under fields (a server 400, a rule like NY under regulator review)
// stay until the applicant changes that field's value.
import type { JsonValue } from '../engine/types';
import type { RegisterData } from './draft';
import type { FieldError } from './named-validators';

function valueAt(root: JsonValue | undefined, path: string[]): JsonValue | undefined {
  return path.reduce<JsonValue | undefined>(
    (v, k) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v[k] : undefined),
    root,
  );
}

/** The errors whose field ('homeAddress' or 'propertyAddress.state') the patch leaves unchanged. */
export function keepUnchangedFieldErrors(errors: readonly FieldError[], before: RegisterData, patch: RegisterData): FieldError[] {
  return errors.filter((e) => {
    const [head = '', ...rest] = e.field.split('.');
    if (!(head in patch)) return true;
    return rest.length > 0 && valueAt(before[head], rest) === valueAt(patch[head], rest);
  });
}

/** rjsf's error schema of field messages: 'propertyAddress.state' -> { propertyAddress: { state: { __errors: [...] } } }. */
export function fieldErrorSchema(errors: readonly { field: string; message: string }[]): Record<string, unknown> | undefined {
  if (errors.length === 0) return undefined;
  const schema: Record<string, unknown> = {};
  for (const e of errors) {
    let node = schema;
    for (const part of e.field.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node['__errors'] ??= []) as string[]).push(e.message);
  }
  return schema;
}
