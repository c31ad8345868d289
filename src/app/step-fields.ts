// Top-level data fields of each step schema, to clear a skipped step's answers (e.g. the
// home address once the property is the primary home). Only property names are kept.
import type { StepSchemaFile } from '../engine/types';

const files = import.meta.glob<StepSchemaFile>('../../schemas/steps/*/v*.json', { eager: true, import: 'default' });

const byRef = new Map<string, string[]>(
  Object.values(files).map((f) => [`${f.id}@${f.version}`, Object.keys((f.schema['properties'] ?? {}) as object)]),
);

/** Field names of a step schema ref; empty for an unknown ref. */
export function stepFields(ref: string): string[] {
  return byRef.get(ref) ?? [];
}
