// Sensitive fields (SSN, bank routing and account numbers, passwords, uploaded documents): a step schema marks
// them with `"x-sensitive": true` (the shared field rules `ssn`, `routingNumber`,
// `accountNumber`, `bankAccount` carry it, so a $ref marks the field). Their values never reach
// browser storage (drafts drop them), URLs or the sandbox's log. flows:check requires a field
// drawn by a sensitive widget or field to be marked, so the mark cannot be forgotten.
import type { JsonValue } from './types';

/** The schema keyword that marks a field sensitive. */
export const SENSITIVE_KEYWORD = 'x-sensitive';

/** ui:widget names whose value is always sensitive. */
export const SENSITIVE_WIDGETS: readonly string[] = ['ssn', 'password', 'fileUpload'];

/** ui:field names whose value is always sensitive. */
export const SENSITIVE_FIELDS: readonly string[] = ['bank-account'];

/**
 * Field names whose values are sensitive wherever they appear (the sandbox's log redaction and
 * the drafts' last line of defence, for data no schema describes).
 */
export const SENSITIVE_NAMES: readonly string[] = [
  'password', 'confirmPassword', 'newPassword', 'currentPassword', 'ssn', 'accountNumber', 'accountNumberConfirm', 'routingNumber',
];

type Node = { [key: string]: JsonValue };
const isNode = (v: JsonValue | undefined): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One property of a step schema, with its ui schema node and dotted path. */
interface Prop {
  path: string;
  schema: Node;
  ui: Node;
}

/** Every property (nested objects too; allOf/anyOf/oneOf branches merged by name) with its ui node. */
function properties(schema: JsonValue | undefined, ui: JsonValue | undefined, prefix = ''): Prop[] {
  if (!isNode(schema)) return [];
  const uiNode = isNode(ui) ? ui : {};
  const out: Prop[] = [];
  const branches = [schema, ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as JsonValue[]) : []))];
  for (const branch of branches) {
    if (!isNode(branch) || !isNode(branch['properties'])) continue;
    for (const [name, sub] of Object.entries(branch['properties'])) {
      if (!isNode(sub)) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      const subUi = isNode(uiNode[name]) ? (uiNode[name] as Node) : {};
      out.push({ path, schema: sub, ui: subUi }, ...properties(sub, subUi, path));
    }
  }
  return out;
}

/** The sensitive widget or field a ui node names, if any. */
export function sensitiveControl(ui: JsonValue | undefined): string | undefined {
  if (!isNode(ui)) return undefined;
  const options = isNode(ui['ui:options']) ? ui['ui:options'] : {};
  const widget = ui['ui:widget'] ?? options['widget'];
  if (typeof widget === 'string' && SENSITIVE_WIDGETS.includes(widget)) return widget;
  const field = ui['ui:field'];
  if (typeof field === 'string' && SENSITIVE_FIELDS.includes(field)) return field;
  return undefined;
}

/**
 * Dotted paths of a (bundled) step schema's sensitive fields: marked `x-sensitive: true`, or
 * drawn by a sensitive widget or field (an unmarked one is a definition error, but its value
 * is still kept out of storage). A sensitive object covers everything under it.
 */
export function sensitivePaths(schema: JsonValue | undefined, uiSchema: JsonValue | undefined): string[] {
  const paths = properties(schema, uiSchema)
    .filter((p) => p.schema[SENSITIVE_KEYWORD] === true || sensitiveControl(p.ui) !== undefined)
    .map((p) => p.path);
  return [...new Set(paths)].filter((p) => !paths.some((q) => p.startsWith(`${q}.`)));
}

/** Fields drawn by a sensitive widget or field without `x-sensitive: true` (flows:check reports them). */
export function unmarkedSensitive(schema: JsonValue | undefined, uiSchema: JsonValue | undefined): { path: string; control: string }[] {
  return properties(schema, uiSchema).flatMap((p) => {
    const control = sensitiveControl(p.ui);
    return control !== undefined && p.schema[SENSITIVE_KEYWORD] !== true ? [{ path: p.path, control }] : [];
  });
}

/** A copy of `data` without the values at `paths` (dotted) and without any SENSITIVE_NAMES key at any depth. */
export function withoutSensitive<T extends JsonValue>(data: T, paths: readonly string[] = []): T {
  const drop = (value: JsonValue, prefix: string): JsonValue => {
    if (Array.isArray(value)) return value.map((v) => drop(v, prefix));
    if (!isNode(value)) return value;
    const out: Node = {};
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (SENSITIVE_NAMES.includes(k) || paths.includes(path)) continue;
      out[k] = drop(v, path);
    }
    return out;
  };
  return drop(data, '') as T;
}
