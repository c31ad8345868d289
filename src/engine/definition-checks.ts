// Cross-file checks of the definition loader: references between files resolve, names are
// known, brands agree with each other. Each check reports and carries on.
import type { Entry, LoadedStepSchema } from './definition-types';
import { stepSchemaPath } from './definition-paths';
import { collectEffectRefs, collectExternalRefs, collectStrings, joinPointer } from './definition-walk';
import { bundleSchema, resolveFile, resolvePointer } from './schema-bundle';
import { didYouMean } from './suggest';
import { refList } from './compose';
import type { BrandDefinition, DefinitionRef, FlowDefinition, JsonSchema, JsonValue, StepSchemaFile } from './types';
import { LISTED_PARTNER_LIMIT } from '../domain/partner';
import { SENSITIVE_KEYWORD, unmarkedSensitive } from './sensitive';
import { allowedStepIds, checkStepIds, type StepIdRegistry } from './step-ids';

export interface CheckContext {
  report: (file: string, pointer: string, message: string, fix: string) => void;
  knownEffects: readonly string[];
  catalogue: Readonly<Record<string, string>>;
  catalogueFile: string | undefined;
  /**
   * The catalogue a new key belongs in (the bundle whose keys share the longest dotted prefix with
   * it, else the main one) and its newest version: the fix proposes the next version of it, which
   * always passes, where adding to the newest would edit a published file.
   */
  keyHome?: (key: string) => { name: string; file: string; version: number } | undefined;
  stepFiles: ReadonlySet<string>;
  fieldFiles: Readonly<Record<string, JsonValue>>;
  compileStepSchema: ((schema: JsonSchema) => string | undefined) | undefined;
  /** Registered step ids and aliases (schemas/steps/registry.json); when absent, step ids are not checked. */
  stepIds?: StepIdRegistry;
}

const MSG = 'msg:';

function addKeyFix(ctx: CheckContext, key: string): string {
  const suggestion = didYouMean(key, Object.keys(ctx.catalogue));
  const home = ctx.keyHome?.(key);
  if (!home) {
    // Never 'add it to' a catalogue that may be published: its next version would pass.
    const n = Number(/v([0-9]+)\.json$/.exec(ctx.catalogueFile ?? '')?.[1] ?? 0);
    const next = `flows/messages/v${n + 1}.json`;
    return n === 0
      ? `Correct the key, or create ${next} with "messages": {"${key}": "..."}.${suggestion}`
      : `Correct the key, or add it in a new version of the messages catalogue: ${next} with "extends": "messages@${n}" and "merge": {"messages": {"${key}": "..."}}, then npm run flows:publish -- ${next}.${suggestion}`;
  }
  const next = home.file.replace(/v[0-9]+\.json$/, `v${home.version + 1}.json`);
  return `Correct the key, or add it in a new version of the ${home.name} catalogue: ${next} with "extends": "${home.name}@${home.version}" and "merge": {"messages": {"${key}": "..."}} (docs/definitions.md#versions), then npm run flows:publish -- ${next}.${suggestion}`;
}

/** Every `msg:` string outside the catalogue, and every brand override key, must be in the catalogue. */
export function checkMessageKeys(entries: readonly Entry[], ctx: CheckContext): void {
  for (const e of entries) {
    if (e.kind === 'messages') continue;
    for (const s of collectStrings(e.json)) {
      if (!s.value.startsWith(MSG)) continue;
      const key = s.value.slice(MSG.length);
      if (!(key in ctx.catalogue)) ctx.report(e.file, s.pointer, `message key "${key}" is not in the catalogue`, addKeyFix(ctx, key));
    }
    const overrides = e.kind === 'brand' ? e.json['messages'] : undefined;
    if (overrides && typeof overrides === 'object' && !Array.isArray(overrides)) {
      for (const key of Object.keys(overrides)) {
        if (!(key in ctx.catalogue)) {
          ctx.report(e.file, joinPointer('/messages', key), `overrides message key "${key}", which is not in the catalogue`, addKeyFix(ctx, key));
        }
      }
    }
  }
}

/** Checks `$ref`s into other files; for a valid step file, bundles and compiles its schema. */
export function checkStepSchema(e: Entry, ctx: CheckContext): LoadedStepSchema | undefined {
  let refsOk = true;
  for (const ref of collectExternalRefs(e.json)) {
    const [filePart = '', pointer = ''] = ref.value.split('#');
    const target = resolveFile(e.file, filePart);
    const doc = ctx.fieldFiles[target];
    if (doc === undefined) {
      refsOk = false;
      const known = Object.keys(ctx.fieldFiles);
      ctx.report(e.file, ref.pointer, `$ref "${ref.value}" names ${target}, which does not exist`, `Point it at an existing file${known.length ? ` (${known.join(', ')})` : ''}; from a step schema that is ../../fields/v<N>.json#/$defs/<name>.`);
    } else if (resolvePointer(doc, pointer) === undefined) {
      refsOk = false;
      const defs = resolvePointer(doc, '/$defs');
      const names = defs && typeof defs === 'object' && !Array.isArray(defs) ? Object.keys(defs) : [];
      const name = pointer.split('/').pop() ?? '';
      ctx.report(e.file, ref.pointer, `$ref "${ref.value}" points at nothing in ${target}`, `Use a name defined under $defs in ${target}.${didYouMean(name, names)}`);
    }
  }
  if (e.kind !== 'step') return undefined;
  checkEffects(e, ctx);
  if (!e.valid || !refsOk) return undefined;
  const def = e.json as unknown as StepSchemaFile;
  let schema: JsonSchema;
  try {
    schema = bundleSchema(def.schema, e.file, ctx.fieldFiles) as JsonSchema;
  } catch (err) {
    ctx.report(e.file, '/schema', `cannot be bundled: ${(err as Error).message}`, 'Remove the $ref cycle between field rules.');
    return undefined;
  }
  const problem = ctx.compileStepSchema?.(schema);
  if (problem !== undefined) {
    ctx.report(e.file, '/schema', `does not compile: ${problem}`, 'Fix the JSON Schema keyword named in the message (draft-07 with ajv-errors errorMessage).');
    return undefined;
  }
  checkSensitive(e.file, `${def.id}@${def.version}`, schema, def, ctx);
  return { ref: `${def.id}@${def.version}`, file: e.file, definition: def, schema };
}

/**
 * Step schemas published before `x-sensitive` existed. They are immutable; their password
 * fields are still kept out of storage by the widget (src/engine/sensitive.ts). set-password@2
 * carries the mark; a new flow version should use it.
 */
export const UNMARKED_BEFORE_SENSITIVE: readonly string[] = ['set-password@1'];

/** Fields drawn by ssn, password or bank-account must be marked sensitive; bank-account needs its two checks. */
function checkSensitive(file: string, ref: string, schema: JsonSchema, def: StepSchemaFile, ctx: CheckContext): void {
  const ui = (def.uiSchema ?? {}) as JsonValue;
  if (!UNMARKED_BEFORE_SENSITIVE.includes(ref)) {
    for (const u of unmarkedSensitive(schema as JsonValue, ui)) {
      ctx.report(file, `/schema/properties/${u.path.split('.').join('/properties/')}`, `"${u.path}" is drawn by the ${u.control} ${u.control === 'bank-account' ? 'field' : 'widget'} but not marked sensitive`, `Add "${SENSITIVE_KEYWORD}": true to it (or $ref a field rule that has it: ssn, bankAccount, routingNumber, accountNumber), so its value never reaches drafts, URLs or logs.`);
    }
  }
  for (const path of bankAccountPaths(ui)) {
    const validators = def.validators ?? [];
    const has = (effect: string, field: string) => validators.some((v) => v.effect === effect && v.params?.['field'] === field);
    const needs: [string, string, string][] = [
      ['abaRoutingNumber', `${path}.routingNumber`, `{ "effect": "abaRoutingNumber", "params": { "field": "${path}.routingNumber", "message": "Enter a valid routing number" } }`],
      ['matchesField', `${path}.accountNumberConfirm`, `{ "effect": "matchesField", "params": { "field": "${path}.accountNumberConfirm", "other": "${path}.accountNumber", "message": "Account numbers do not match" } }`],
    ];
    for (const [effect, field, example] of needs) {
      if (!has(effect, field)) ctx.report(file, '/validators', `the bank-account field "${path}" has no ${effect} check on ${field}`, `Add to "validators": ${example}`);
    }
  }
}

/** Dotted paths of the properties a ui schema draws with the bank-account field. */
function bankAccountPaths(ui: JsonValue, prefix = ''): string[] {
  if (ui === null || typeof ui !== 'object' || Array.isArray(ui)) return [];
  return Object.entries(ui).flatMap(([k, v]) => {
    if (k.startsWith('ui:') || v === null || typeof v !== 'object' || Array.isArray(v)) return [];
    const path = prefix ? `${prefix}.${k}` : k;
    return (v as Record<string, JsonValue>)['ui:field'] === 'bank-account' ? [path] : bankAccountPaths(v, path);
  });
}

/** Effect names are known; their params are checked against schemas/meta/effects (param-checks.ts). */
function checkEffects(e: Entry, ctx: CheckContext): void {
  for (const ref of collectEffectRefs(e.kind, e.json)) {
    const name = ref.value['effect'];
    if (typeof name !== 'string') continue;
    if (!ctx.knownEffects.includes(name)) {
      ctx.report(e.file, `${ref.pointer}/effect`, `effect "${name}" does not exist`, `Use one of the effects in src/engine/effect-names.ts (a new kind of effect needs code).${didYouMean(name, ctx.knownEffects)}`);
    }
  }
}

function checkStepRef(file: string, pointer: string, ref: DefinitionRef, ctx: CheckContext): void {
  const path = stepSchemaPath(ref);
  if (path === undefined || ctx.stepFiles.has(path)) return;
  const sameId = [...ctx.stepFiles].filter((f) => f.startsWith(path.replace(/v\d+\.json$/, '')));
  ctx.report(file, pointer, `step schema ${ref} does not exist (no ${path})`, sameId.length ? `Use a version that exists: ${sameId.join(', ')}.` : `Create ${path}, or correct the reference.`);
}

/** Every list of step schema refs a flow uses (step schemas and variants), for composition. */
export function flowStepRefLists(flow: FlowDefinition): { pointer: string; refs: DefinitionRef[] }[] {
  return flow.steps.flatMap((step, i) => [
    { pointer: `/steps/${i}/schema`, refs: refList(step.schema) },
    ...(step.schemaVariants ?? []).map((v, vi) => ({ pointer: `/steps/${i}/schemaVariants/${vi}/schema`, refs: refList(v.schema) })),
  ]);
}

/** Checks a flow's internal references: step schemas, step ids in guard and groups, effects. */
export function checkFlow(e: Entry, ctx: CheckContext): void {
  if (!e.valid) {
    checkEffects(e, ctx);
    return;
  }
  const flow = e.json as unknown as FlowDefinition;
  const ids = new Set<string>();
  const unique = (seen: Set<string>, value: string | undefined, pointer: string, what: string): void => {
    if (value === undefined) return;
    if (seen.has(value)) ctx.report(e.file, pointer, `${what} "${value}" is used twice in this flow`, `Give each its own ${what}.`);
    seen.add(value);
  };
  const paths = new Set<string>();
  flow.steps.forEach((step, i) => {
    unique(ids, step.id, `/steps/${i}/id`, 'step id');
    unique(paths, step.path, `/steps/${i}/path`, 'step path');
    const lists: [string, DefinitionRef | DefinitionRef[]][] = [[`/steps/${i}/schema`, step.schema]];
    step.schemaVariants?.forEach((v, vi) => lists.push([`/steps/${i}/schemaVariants/${vi}/schema`, v.schema]));
    for (const [pointer, refs] of lists) {
      refList(refs).forEach((ref, ri) => {
        checkStepRef(e.file, Array.isArray(refs) ? `${pointer}/${ri}` : pointer, ref, ctx);
      });
    }
  });
  if (ctx.stepIds) checkStepIds(e.file, flow.steps, ctx.stepIds, ctx.report);
  const stepFix = (id: string): string => {
    // Never suggest an unregistered step id (the typo of a renamed step); point at the rename.
    const registry = ctx.stepIds;
    const valid = registry ? flow.steps.filter((s) => allowedStepIds(s, registry).includes(s.id)).map((s) => s.id) : [...ids];
    const renamed = registry ? flow.steps.findIndex((s) => !valid.includes(s.id) && allowedStepIds(s, registry).includes(id)) : -1;
    if (renamed >= 0) return `Step ${renamed}'s id "${flow.steps[renamed]!.id}" is not registered: rename it back to "${id}".`;
    return `Use the id of a step of this flow.${didYouMean(id, valid)}`;
  };
  if (flow.guard && !ids.has(flow.guard.redirectToStep)) {
    ctx.report(e.file, '/guard/redirectToStep', `step "${flow.guard.redirectToStep}" is not in this flow`, stepFix(flow.guard.redirectToStep));
  }
  const groupIds = new Set<string>();
  const grouped = new Set<string>();
  flow.groups.forEach((g, gi) => {
    unique(groupIds, g.id, `/groups/${gi}/id`, 'group id');
    g.steps.forEach((s, si) => {
      const pointer = `/groups/${gi}/steps/${si}/step`;
      if (!ids.has(s.step)) ctx.report(e.file, pointer, `step "${s.step}" is not in this flow`, stepFix(s.step));
      else unique(grouped, s.step, pointer, 'grouped step');
    });
  });
  checkEffects(e, ctx);
}

/** Brand rules across brands: unique host prefixes, exactly one default brand. */
export function checkBrands(entries: readonly Entry[], ctx: CheckContext): Record<string, BrandDefinition> {
  const brands: Record<string, BrandDefinition> = {};
  const prefixes = new Map<string, string>();
  const defaults: Entry[] = [];
  const listed: Entry[] = [];
  for (const e of entries) {
    const hosts = e.json['hostPrefixes'];
    if (Array.isArray(hosts)) {
      hosts.forEach((h, i) => {
        if (typeof h !== 'string') return;
        const other = prefixes.get(h);
        if (other !== undefined && other !== e.file) {
          ctx.report(e.file, `/hostPrefixes/${i}`, `host prefix "${h}" is also used by ${other}`, 'Each host prefix selects one brand: remove it from one of the two.');
        } else prefixes.set(h, e.file);
      });
    }
    const toggles = e.json['toggles'];
    if (toggles && typeof toggles === 'object' && !Array.isArray(toggles) && toggles['default'] === true) defaults.push(e);
    if (toggles && typeof toggles === 'object' && !Array.isArray(toggles) && toggles['listedPartner'] === true) listed.push(e);
    if (e.valid) {
      const b = e.json as unknown as BrandDefinition;
      brands[b.orgCode] = b;
    }
  }
  if (entries.length > 0 && defaults.length === 0) {
    ctx.report('brands', '', 'no brand has "toggles": { "default": true }', 'Set "default": true in the toggles of the brand used when no host prefix or org parameter matches.');
  }
  for (const extra of defaults.slice(1)) {
    ctx.report(extra.file, '/toggles/default', `is a second default brand (${defaults[0]?.file} is one)`, 'Exactly one brand has "default": true; remove it here or there.');
  }
  // Seed 001 §2: the partner helper knows six listed partner lenders.
  for (const extra of listed.slice(LISTED_PARTNER_LIMIT)) {
    ctx.report(extra.file, '/toggles/listedPartner', `makes ${listed.length} listed partners; the list holds at most ${LISTED_PARTNER_LIMIT}`, 'Set "listedPartner": true on at most six brands.');
  }
  return brands;
}
