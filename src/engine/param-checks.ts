// flows:check for parameters: every effect's params (flows, step validators, application pages)
// and every widget's ui:options satisfy their JSON Schema in schemas/meta/effects/<name>.json and
// schemas/meta/widgets/<name>.json. Those schemas are data: a param's type, bounds, default and
// example live there, and `refersTo` says what a string names (a modal or banner of the same
// file, a context path, a value of the field's enum). Each problem names the file, the pointer,
// the bad value and the nearest valid one. Pure: the caller injects the validator (ajv).
import { checkContextPath } from './context-paths';
import { contextPathFix } from './context-schema';
import { joinPointer } from './definition-walk';
import { closest, didYouMean } from './suggest';
import type { JsonValue } from './types';

/** One schema violation as the injected validator reports it (pointer relative to the value checked). */
export interface SchemaIssue {
  pointer: string;
  keyword: string;
  params: Readonly<Record<string, unknown>>;
  data: unknown;
  /** The schema object holding the failed keyword. */
  parentSchema: unknown;
}

export type ParamKind = 'effects' | 'widgets';

/** The parameter schemas by name and a validator for them (schemas/meta/effects, schemas/meta/widgets). */
export interface ParamSchemas {
  effects: Readonly<Record<string, JsonValue>>;
  widgets: Readonly<Record<string, JsonValue>>;
  validate: (kind: ParamKind, name: string, value: unknown) => SchemaIssue[];
}

type Report = (file: string, pointer: string, message: string, fix: string) => void;
type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** What a `refersTo` string is checked against, for one use. */
export interface RefTargets {
  modal?: readonly string[];
  banner?: readonly string[];
  enumValue?: readonly JsonValue[];
  contextSchema?: JsonValue;
  /** Where the modals/banners live, for the fix line. */
  where?: string;
  /** The schema of a form field of the step the effect runs on (for `valueOfField`), when known. */
  fieldSchema?: (field: string) => JsonValue | undefined;
}

/** An example of a valid value for `schema`: its first example, else its default. */
function exampleOf(schema: unknown): JsonValue | undefined {
  if (!isObj(schema)) return undefined;
  const examples = schema['examples'];
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  return schema['default'];
}

function propSchema(parent: unknown, key: string): unknown {
  return isObj(parent) && isObj(parent['properties']) ? parent['properties'][key] : undefined;
}

/** The nearest value `schema` accepts in place of `data` (by its failed keyword), when one can be named. */
function nearest(issue: SchemaIssue): JsonValue | undefined {
  const { keyword, params, data, parentSchema } = issue;
  const integer = isObj(parentSchema) && parentSchema['type'] === 'integer';
  const limit = params['limit'];
  switch (keyword) {
    case 'type': {
      const type = String(params['type']);
      // '20,000', '$20000', '20 000': the number meant, not the schema's example.
      const digits = typeof data === 'string' ? data.replace(/[,_$\s]/g, '') : '';
      if ((type === 'number' || type === 'integer') && digits !== '' && Number.isFinite(Number(digits))) {
        return type === 'integer' ? Math.round(Number(digits)) : Number(digits);
      }
      if (type === 'integer' && typeof data === 'number') return Math.round(data);
      if (type === 'boolean' && (data === 'true' || data === 'false')) return data === 'true';
      if (type === 'string' && (typeof data === 'number' || typeof data === 'boolean')) return String(data);
      return exampleOf(parentSchema);
    }
    case 'minimum':
    case 'maximum':
      return typeof limit === 'number' ? limit : undefined;
    case 'exclusiveMinimum':
      return typeof limit === 'number' && integer ? limit + 1 : exampleOf(parentSchema);
    case 'exclusiveMaximum':
      return typeof limit === 'number' && integer ? limit - 1 : exampleOf(parentSchema);
    case 'enum': {
      const allowed = (params['allowedValues'] as unknown[] | undefined) ?? [];
      const near = typeof data === 'string' ? closest(data, allowed.map(String)) : undefined;
      return (allowed.find((a) => String(a) === near) ?? allowed[0]) as JsonValue | undefined;
    }
    case 'pattern':
      if (typeof data === 'string' && params['pattern'] === '^/' ) return `/${data}`;
      return exampleOf(parentSchema);
    case 'maxLength':
      return typeof data === 'string' && typeof limit === 'number' ? data.slice(0, limit) : undefined;
    default:
      return exampleOf(parentSchema);
  }
}

/** Turns one schema violation into the message and fix flows:check prints. */
export function describeParamIssue(subject: string, what: 'parameter' | 'option', issue: SchemaIssue): { pointer: string; message: string; fix: string } {
  const { keyword, params, data, parentSchema } = issue;
  const description = isObj(parentSchema) && typeof parentSchema['description'] === 'string' ? ` (${parentSchema['description']})` : '';
  if (keyword === 'required') {
    const key = String(params['missingProperty']);
    const schema = propSchema(parentSchema, key);
    const example = exampleOf(schema);
    const about = isObj(schema) && typeof schema['description'] === 'string' ? ` ${schema['description']}` : '';
    return {
      pointer: joinPointer(issue.pointer, key),
      message: `${subject} needs the ${what} "${key}", which is missing`,
      fix: `Add "${key}"${example === undefined ? '' : `: ${show(example)}`}.${about}`,
    };
  }
  if (keyword === 'additionalProperties') {
    const key = String(params['additionalProperty']);
    const allowed = Object.keys((isObj(parentSchema) && isObj(parentSchema['properties']) ? parentSchema['properties'] : {}) as Obj).filter((k) => k !== '$comment');
    return {
      pointer: joinPointer(issue.pointer, key),
      message: `"${key}" is not a${what === 'option' ? 'n' : ''} ${what} of ${subject}`,
      fix: `Remove or rename it.${didYouMean(key, allowed)}${allowed.length ? ` ${what === 'option' ? 'Options' : 'Parameters'}: ${allowed.join(', ')}.` : ` ${subject} takes none.`}`,
    };
  }
  const near = nearest(issue);
  const rule =
    keyword === 'type' ? `must be ${String(params['type'])}` :
    keyword === 'enum' ? `is not one of ${((params['allowedValues'] as unknown[]) ?? []).map(show).join(', ')}` :
    keyword === 'minimum' ? `is below the minimum ${String(params['limit'])}` :
    keyword === 'maximum' ? `is above the maximum ${String(params['limit'])}` :
    keyword === 'exclusiveMinimum' ? `must be above ${String(params['limit'])}` :
    keyword === 'exclusiveMaximum' ? `must be below ${String(params['limit'])}` :
    keyword === 'minLength' ? 'must not be empty' :
    keyword === 'pattern' ? `does not match ${String(params['pattern'])}` :
    String(params['message'] ?? `fails ${keyword}`);
  return {
    pointer: issue.pointer,
    message: `${show(data)} ${rule}`,
    fix: `${near === undefined ? 'Correct the value.' : `Nearest valid: ${show(near)}.`}${description}`,
  };
}

/** Every string of `value` whose schema says `refersTo`, with its pointer (properties, items, map keys and values). */
export function collectRefersTo(schema: unknown, value: unknown, pointer = ''): { pointer: string; value: string; refersTo: string; key?: boolean }[] {
  if (!isObj(schema)) return [];
  const out: { pointer: string; value: string; refersTo: string; key?: boolean }[] = [];
  const target = schema['refersTo'];
  if (typeof target === 'string' && typeof value === 'string') out.push({ pointer, value, refersTo: target });
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...collectRefersTo(schema['items'], v, joinPointer(pointer, i))));
  if (isObj(value)) {
    const props = isObj(schema['properties']) ? schema['properties'] : {};
    const names = schema['propertyNames'];
    for (const [k, v] of Object.entries(value)) {
      const at = joinPointer(pointer, k);
      if (isObj(names) && typeof names['refersTo'] === 'string') out.push({ pointer: at, value: k, refersTo: names['refersTo'], key: true });
      out.push(...collectRefersTo(Object.hasOwn(props, k) ? props[k] : schema['additionalProperties'], v, at));
    }
  }
  return out;
}

/** Checks one value against `refersTo` targets; reports what it names that does not exist. */
function checkRefs(file: string, base: string, schema: JsonValue | undefined, value: unknown, targets: RefTargets, report: Report): void {
  for (const ref of collectRefersTo(schema, value)) {
    const at = base + ref.pointer;
    if (ref.refersTo === 'modal' || ref.refersTo === 'banner') {
      const known = ref.refersTo === 'modal' ? targets.modal : targets.banner;
      if (known === undefined || known.includes(ref.value)) continue;
      const list = `${ref.refersTo}s`;
      report(file, at, `${ref.refersTo} "${ref.value}" is not defined in this ${targets.where ?? 'file'}'s ${list}`, `Add "${ref.value}" under "${list}", or use one that exists.${didYouMean(ref.value, known)}`);
    } else if (ref.refersTo === 'enumValue') {
      const known = (targets.enumValue ?? []).map(String);
      if (targets.enumValue === undefined || known.includes(ref.value)) continue;
      const near = closest(ref.value, known);
      report(file, at, `${show(ref.value)} is not a value of the field's enum`, `${near ? `Nearest valid: "${near}".` : `Use one of ${known.join(', ')}.`}`);
    } else if (ref.refersTo === 'contextPath' && targets.contextSchema !== undefined) {
      const problem = checkContextPath(targets.contextSchema, ref.value);
      if (problem) {
        report(file, at, `"${ref.value}" is not in the context: "${problem.segment}" is not a field of ${problem.at.split('.').slice(0, -1).join('.') || 'the context'}`, contextPathFix(ref.value, didYouMean(problem.segment, problem.allowed)));
      }
    }
  }
}

/** One effect use: `params` at `pointer` (the effect ref's pointer). Unknown names are left to the name checks. */
export function checkEffectParams(
  file: string,
  pointer: string,
  name: string,
  params: unknown,
  schemas: ParamSchemas,
  targets: RefTargets,
  report: Report,
): void {
  if (!Object.hasOwn(schemas.effects, name)) return;
  const value = params === undefined ? {} : params;
  const base = joinPointer(pointer, 'params');
  for (const issue of schemas.validate('effects', name, value)) {
    const d = describeParamIssue(`effect ${name}`, 'parameter', issue);
    report(file, base + d.pointer, d.message, d.fix);
  }
  checkRefs(file, base, schemas.effects[name], value, targets, report);
  checkFieldValues(file, base, schemas.effects[name], value, targets, report);
}

/** One widget's ui:options at `pointer` (the ui:options key's pointer). */
export function checkWidgetOptions(
  file: string,
  pointer: string,
  name: string,
  options: unknown,
  schemas: ParamSchemas,
  targets: RefTargets,
  report: Report,
): void {
  if (!Object.hasOwn(schemas.widgets, name)) return;
  for (const issue of schemas.validate('widgets', name, options)) {
    const d = describeParamIssue(`widget ${name}`, 'option', issue);
    report(file, pointer + d.pointer, d.message, d.fix);
  }
  checkRefs(file, pointer, schemas.widgets[name], options, targets, report);
  checkFieldValues(file, pointer, schemas.widgets[name], options, targets, report);
}

/** Names of widgets (ui:widget) and custom fields (ui:field) that have a schema. */
export function widgetNames(schemas: ParamSchemas): { widgets: string[]; fields: string[] } {
  const widgets: string[] = [];
  const fields: string[] = [];
  // 'structure' schemas (array, object) give the options of lists and groups, which are not widgets.
  for (const [name, s] of Object.entries(schemas.widgets)) {
    if (isObj(s) && s['uiKey'] === 'structure') continue;
    (isObj(s) && s['uiKey'] === 'ui:field' ? fields : widgets).push(name);
  }
  return { widgets, fields };
}

/** The range a number field allows, in words ('from 0 to 9999999'), or '' when it has no bounds. */
function rangeOf(field: Obj): string {
  const min = typeof field['minimum'] === 'number' ? field['minimum'] : undefined;
  const max = typeof field['maximum'] === 'number' ? field['maximum'] : undefined;
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  if (min !== undefined) return `of at least ${min}`;
  if (max !== undefined) return `of at most ${max}`;
  return '';
}

/**
 * Parameters whose schema says `valueOfField: "<sibling>"` hold a value of the form field that the
 * sibling parameter names (confirmLowIncome's threshold is an income): they must be a value that
 * field accepts (its type, minimum, maximum and enum), or the rule can never or always fire.
 */
function checkFieldValues(file: string, base: string, schema: JsonValue | undefined, params: unknown, targets: RefTargets, report: Report): void {
  if (!isObj(schema) || !isObj(params) || !isObj(schema['properties']) || !targets.fieldSchema) return;
  for (const [key, prop] of Object.entries(schema['properties'])) {
    if (!isObj(prop) || typeof prop['valueOfField'] !== 'string' || !Object.hasOwn(params, key)) continue;
    const fieldName = params[prop['valueOfField']];
    const value = params[key];
    if (typeof fieldName !== 'string' || typeof value !== 'number') continue; // type problems are the schema's
    const field = targets.fieldSchema(fieldName);
    if (!isObj(field)) continue;
    const at = joinPointer(base, key);
    const range = rangeOf(field);
    const min = typeof field['minimum'] === 'number' ? field['minimum'] : undefined;
    const max = typeof field['maximum'] === 'number' ? field['maximum'] : undefined;
    const fix = `Use a value the field "${fieldName}" accepts${range ? `: ${range}` : ''}.`;
    if (max !== undefined && value > max) report(file, at, `${show(value)} is above the maximum of the field "${fieldName}" (${max}): no answer can reach it`, fix);
    else if (min !== undefined && value < min) report(file, at, `${show(value)} is below the minimum of the field "${fieldName}" (${min}): every answer is above it`, fix);
    else if (field['type'] === 'integer' && !Number.isInteger(value)) report(file, at, `${show(value)} is not a whole number, and the field "${fieldName}" takes only whole numbers`, `Nearest valid: ${Math.round(value)}.`);
    else if (Array.isArray(field['enum']) && !field['enum'].includes(value)) report(file, at, `${show(value)} is not a value of the field "${fieldName}"`, `Use one of ${field['enum'].map(show).join(', ')}.`);
  }
}
