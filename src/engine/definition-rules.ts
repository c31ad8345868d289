// flows:check rules over whole definitions that the meta-schemas cannot say: every effect's
// parameters and every widget's ui:options against their schemas (param-checks.ts), enum labels
// that pair one to one with enum values, set-password only in a registration flow's final
// submit step, and the machine's own checks on every machine version (machine-checks.ts).
import type { Entry, Report } from './definition-types';
import { collectEffectRefs, joinPointer } from './definition-walk';
import { checkFileUploadField } from './file-upload-checks';
import { findDuplicateKeys } from './json-duplicate-keys';
import { checkMachineFile } from './machine-checks';
import { checkEffectParams, checkWidgetOptions, widgetNames, type ParamSchemas, type RefTargets } from './param-checks';
import { bundleSchema } from './schema-bundle';
import { didYouMean } from './suggest';
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysOf = (v: unknown): string[] => (isObj(v) ? Object.keys(v) : []);

export interface RuleContext {
  report: Report;
  paramSchemas: ParamSchemas | undefined;
  contextSchema: JsonValue | undefined;
  fieldFiles: Readonly<Record<string, JsonValue>>;
  /** Raw text of each file, by path, where the reader kept it (for keys JSON.parse drops when written twice). */
  texts: Readonly<Record<string, string | undefined>>;
  /** Every route a routing row may name: the built-in set and the routes page groups declare. */
  routes: readonly string[];
}

/** Runs every rule on every entry (valid or not: each rule reads the raw JSON defensively). */
export function checkDefinitionRules(entries: readonly Entry[], ctx: RuleContext): void {
  for (const e of entries) {
    const text = ctx.texts[e.file];
    if (text !== undefined) {
      for (const d of findDuplicateKeys(text)) {
        // Seed 001 §8 'Duplicate modal id throws': refused here, before it can reach a browser.
        if (/\/modals$/.test(d.pointer)) {
          ctx.report(e.file, joinPointer(d.pointer, d.key), `Duplicate modal id "${d.key}" (lines ${d.firstLine} and ${d.line}); JSON keeps only the second`, `Give each modal its own id: rename or delete one "${d.key}".`);
          continue;
        }
        ctx.report(e.file, joinPointer(d.pointer, d.key), `key "${d.key}" is written twice (lines ${d.firstLine} and ${d.line}); JSON keeps only the second`, `Keep one "${d.key}": rename or delete the other${e.kind === 'machine' && /^(\/merge)?\/events$/.test(d.pointer) ? ' (each machine event once)' : ''}.`);
      }
    }
    if (e.kind === 'flow') {
      checkFlowParams(e, ctx, entries);
      checkFinalStepSchemas(e, ctx.report);
    } else if (e.kind === 'step') {
      checkStepFile(e, ctx);
    } else if (e.kind === 'pages') {
      checkPageParams(e, ctx);
    } else if (e.kind === 'machine') {
      checkMachineFile(e.file, e.json, ctx.report, ctx.routes);
    }
  }
}

function checkFlowParams(e: Entry, ctx: RuleContext, entries: readonly Entry[]): void {
  if (!ctx.paramSchemas) return;
  const targets: RefTargets = { modal: keysOf(e.json['modals']), banner: keysOf(e.json['banners']), where: 'flow' };
  const steps = Array.isArray(e.json['steps']) ? e.json['steps'] : [];
  for (const ref of collectEffectRefs('flow', e.json)) {
    const name = ref.value['effect'];
    if (typeof name !== 'string') continue;
    // A step's checks and onEnter effects run on that step's form: its fields bound their values.
    const index = /^\/steps\/(\d+)\//.exec(ref.pointer)?.[1];
    const step = index === undefined ? undefined : steps[Number(index)];
    const fieldSchema = isObj(step) ? (field: string) => stepField(step, field, entries, ctx.fieldFiles) : undefined;
    checkEffectParams(e.file, ref.pointer, name, ref.value['params'], ctx.paramSchemas, { ...targets, ...(fieldSchema ? { fieldSchema } : {}) }, ctx.report);
  }
}

/** The schema of `field` ('a' or 'a.b') in the step schema(s) a flow step names (the first that has it), or undefined. */
function stepField(step: Obj, field: string, entries: readonly Entry[], fieldFiles: RuleContext['fieldFiles']): JsonValue | undefined {
  const refs = (Array.isArray(step['schema']) ? step['schema'] : [step['schema']]).filter((r): r is string => typeof r === 'string');
  for (const ref of refs) {
    const [id, version] = ref.split('@');
    const entry = entries.find((x) => x.kind === 'step' && x.json['id'] === id && String(x.json['version']) === version);
    if (!entry) continue;
    let schema: unknown;
    try {
      schema = bundleSchema(entry.json['schema'] ?? {}, entry.file, fieldFiles);
    } catch {
      continue; // a broken $ref is reported by the step schema checks
    }
    for (const key of field.split('.')) schema = childSchema(schema, key);
    if (schema !== undefined) return schema as JsonValue;
  }
  return undefined;
}

function checkPageParams(e: Entry, ctx: RuleContext): void {
  if (!ctx.paramSchemas) return;
  const targets: RefTargets = { modal: keysOf(e.json['modals']), where: 'pages file', ...(ctx.contextSchema !== undefined ? { contextSchema: ctx.contextSchema } : {}) };
  const pages = Array.isArray(e.json['pages']) ? e.json['pages'] : [];
  pages.forEach((page, i) => {
    const actions = isObj(page) && Array.isArray(page['actions']) ? page['actions'] : [];
    actions.forEach((action, j) => {
      const effects = isObj(action) && Array.isArray(action['effects']) ? action['effects'] : [];
      effects.forEach((effect, k) => {
        if (!isObj(effect) || typeof effect['effect'] !== 'string') return;
        checkEffectParams(e.file, joinPointer('/pages', i, 'actions', j, 'effects', k), effect['effect'], effect['params'], ctx.paramSchemas!, targets, ctx.report);
      });
    });
  });
}

/** The values a field's labels pair with: its enum, its items' enum, its oneOf consts, or true/false. */
export function enumValues(schema: unknown): JsonValue[] | undefined {
  if (!isObj(schema)) return undefined;
  if (Array.isArray(schema['enum'])) return schema['enum'];
  const items = schema['items'];
  if (isObj(items) && Array.isArray(items['enum'])) return items['enum'];
  const oneOf = schema['oneOf'];
  if (Array.isArray(oneOf) && oneOf.length > 0 && oneOf.every((o) => isObj(o) && 'const' in o)) return oneOf.map((o) => (o as Obj)['const'] as JsonValue);
  if (schema['type'] === 'boolean') return [true, false];
  return undefined;
}

/** The widget rjsf picks for a node without ui:widget (the one whose options apply). */
function defaultWidget(schema: unknown): string {
  if (!isObj(schema)) return 'text';
  // Lists and groups have options of their own (schemas/meta/widgets/array.json, object.json).
  if (schema['type'] === 'array' && !(isObj(schema['items']) && Array.isArray(schema['items']['enum']))) return 'array';
  if (schema['type'] === 'object' || isObj(schema['properties'])) return 'object';
  if (Array.isArray(schema['enum'])) return 'select';
  if (schema['type'] === 'boolean') return 'checkbox';
  return 'text';
}

/** The schema of a ui schema key: a property (also under allOf) or, for "items", the items. */
function childSchema(schema: unknown, key: string): unknown {
  if (!isObj(schema)) return undefined;
  if (key === 'items') return schema['items'];
  const props = schema['properties'];
  if (isObj(props) && Object.hasOwn(props, key)) return props[key];
  const all = schema['allOf'];
  if (Array.isArray(all)) for (const part of all) {
    const found = childSchema(part, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

function checkStepFile(e: Entry, ctx: RuleContext): void {
  if (ctx.paramSchemas) {
    const validators = Array.isArray(e.json['validators']) ? e.json['validators'] : [];
    validators.forEach((v, i) => {
      if (isObj(v) && typeof v['effect'] === 'string') checkEffectParams(e.file, joinPointer('/validators', i), v['effect'], v['params'], ctx.paramSchemas!, {}, ctx.report);
    });
  }
  let schema: unknown;
  try {
    schema = bundleSchema(e.json['schema'] ?? {}, e.file, ctx.fieldFiles);
  } catch {
    return; // a broken $ref is reported by the step schema checks
  }
  walkUi(e.file, e.json['uiSchema'], schema, '/uiSchema', ctx);
}

function walkUi(file: string, ui: unknown, schema: unknown, pointer: string, ctx: RuleContext): void {
  if (!isObj(ui)) return;
  checkUiNode(file, ui, schema, pointer, ctx);
  for (const [key, child] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    walkUi(file, child, childSchema(schema, key), joinPointer(pointer, key), ctx);
  }
}

/** The pointer of a ui schema node's field in the step file ('/uiSchema/a/b' -> '/schema/properties/a/properties/b'). */
const schemaPointerOf = (uiPointer: string): string =>
  `/schema${uiPointer.replace(/^\/uiSchema/, '').split('/').filter(Boolean).map((k) => (k === 'items' ? '/items' : `/properties/${k}`)).join('')}`;

function checkUiNode(file: string, node: Obj, schema: unknown, pointer: string, ctx: RuleContext): void {
  const values = enumValues(schema);
  const labels = node['ui:enumNames'];
  if (Array.isArray(labels) && values !== undefined && labels.length !== values.length) reportLabels(file, joinPointer(pointer, 'ui:enumNames'), labels, values, ctx.report);
  if (!ctx.paramSchemas) return;
  const known = widgetNames(ctx.paramSchemas);
  const widget = node['ui:widget'];
  const field = node['ui:field'];
  if (typeof widget === 'string' && !known.widgets.includes(widget)) {
    ctx.report(file, joinPointer(pointer, 'ui:widget'), `"${widget}" is not a widget`, `Use one of ${known.widgets.join(', ')} (schemas/meta/widgets/; a new widget needs code).${didYouMean(widget, known.widgets)}`);
    return;
  }
  if (typeof field === 'string' && !known.fields.includes(field)) {
    ctx.report(file, joinPointer(pointer, 'ui:field'), `"${field}" is not a field`, `Use one of ${known.fields.join(', ')} (schemas/meta/widgets/; a new field needs code).${didYouMean(field, known.fields)}`);
    return;
  }
  const options = node['ui:options'];
  if (widget === 'fileUpload') checkFileUploadField(file, schemaPointerOf(pointer), schema, options, ctx.report);
  if (options === undefined) return;
  const name = typeof field === 'string' ? field : typeof widget === 'string' ? widget : defaultWidget(schema);
  const targets: RefTargets = { ...(values !== undefined ? { enumValue: values } : {}), ...(ctx.contextSchema !== undefined ? { contextSchema: ctx.contextSchema } : {}) };
  checkWidgetOptions(file, joinPointer(pointer, 'ui:options'), name, options, ctx.paramSchemas, targets, ctx.report);
}

/**
 * Labels pair with enum values by position, so one too few shifts every later label onto the
 * wrong value. Names the value that lacks a label (or the label without a value) and, when the
 * other labels follow a pattern (msg:employment.FULL_TIME), the label to add.
 */
function reportLabels(file: string, pointer: string, labels: readonly JsonValue[], values: readonly JsonValue[], report: Report): void {
  const texts = labels.map((l) => String(l));
  // A label names its value when its last key segment is the value (msg:employment.FULL_TIME, msg:hmda.sex.female).
  const norm = (t: string): string => t.toLowerCase().replace(/[^a-z0-9]/g, '');
  const names = (t: string, v: JsonValue): boolean => norm(t.split(/[.:]/).pop() ?? t) === norm(String(v));
  const mentions = (v: JsonValue): boolean => texts.some((t) => names(t, v));
  if (labels.length < values.length) {
    const missing = values.filter((v) => !mentions(v));
    const guess = missing.length === values.length - labels.length ? missing : values.slice(labels.length);
    const withPrefix = texts.find((t, i) => values[i] !== undefined && t.endsWith(`.${String(values[i])}`));
    const prefix = withPrefix?.slice(0, withPrefix.length - String(values[texts.indexOf(withPrefix)]).length);
    const suggestions = guess.map((v) => `${prefix !== undefined ? `"${prefix}${String(v)}"` : 'a label'} for ${JSON.stringify(v)} (value ${values.indexOf(v) + 1})`);
    report(file, pointer, `has ${labels.length} labels for the ${values.length} values of its enum`, `Labels pair with the enum values in order: add ${suggestions.join(', ')}.`);
  } else {
    const extra = texts.filter((t) => !values.some((v) => names(t, v)));
    const drop = extra.length === labels.length - values.length ? extra : texts.slice(values.length);
    report(file, pointer, `has ${labels.length} labels for the ${values.length} values of its enum`, `Labels pair with the enum values in order: remove ${drop.map((d) => JSON.stringify(d)).join(', ')}, or add the value${drop.length > 1 ? 's' : ''} to the enum.`);
  }
}

/**
 * Step schemas that may only be in a flow's final submit step (seed 000 §2: set-password "is the
 * final submit step"): the password is sent by the flow's submit effects, so the step asking
 * for it must be the one whose Continue runs them.
 */
export const FINAL_STEP_SCHEMAS: readonly string[] = ['set-password'];

/** The index of the step whose Continue runs the submit effects: the last one not always skipped. */
function finalStepIndex(steps: readonly unknown[]): number {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (isObj(step) && step['skipWhen'] !== true) return i;
  }
  return -1;
}

function checkFinalStepSchemas(e: Entry, report: Report): void {
  const steps = Array.isArray(e.json['steps']) ? e.json['steps'] : [];
  const last = finalStepIndex(steps);
  const lastId = isObj(steps[last]) ? String(steps[last]['id']) : '';
  steps.forEach((step, i) => {
    if (i === last || !isObj(step)) return;
    const lists: [string, JsonValue | undefined][] = [[joinPointer('/steps', i, 'schema'), step['schema']]];
    const variants = Array.isArray(step['schemaVariants']) ? step['schemaVariants'] : [];
    variants.forEach((v, vi) => lists.push([joinPointer('/steps', i, 'schemaVariants', vi, 'schema'), isObj(v) ? v['schema'] : undefined]));
    for (const [at, refs] of lists) {
      const list = Array.isArray(refs) ? refs : [refs];
      list.forEach((ref, ri) => {
        if (typeof ref !== 'string') return;
        const id = ref.split('@')[0] ?? '';
        if (!FINAL_STEP_SCHEMAS.includes(id)) return;
        report(
          e.file,
          Array.isArray(refs) ? joinPointer(at, ri) : at,
          `${ref} is in step "${String(step['id'])}", but ${id} must be in the final submit step ("${lastId}"), whose Continue registers the applicant (seed 000 §2)`,
          `Move ${ref} to step "${lastId}" (the last step not always skipped), or make step "${String(step['id'])}" the last one.`,
        );
      });
    }
  });
}
