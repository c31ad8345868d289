// Loads every definition file into typed maps and checks them as a whole, collecting every
// error (file, JSON pointer, message, fix) instead of stopping at the first, so product ops
// see all they must fix in one run of `npm run flows:check`. Pure: the caller reads the
// files and injects the meta-schema validator and compile checks (ajv stays out of here).
import { composeStep, type ComposedStep } from './compose';
import { checkBrands, checkFlow, checkMessageKeys, checkStepSchema, flowStepRefLists, type CheckContext } from './definition-checks';
import { classifyDefinitionPath, expectedSchemaRef, flowKey, type DefinitionKind } from './definition-paths';
import { resolveVersions, type ResolvedFile } from './versions';
import { compactConditionParts } from './compact-conditions';
import { checkContextPath } from './context-paths';
import { contextPathFix } from './context-schema';
import { collectConditions, joinPointer } from './definition-walk';
import { checkDefinitionRules } from './definition-rules';
import { checkPagesFile, checkRouteCoverage } from './page-checks';
import { knownRoutes } from './application-routes';
import { checkDeclaredRoutesReached } from './route-reach';
import { checkBrandBases, checkBrandPageRoutes } from './brand-bases';
import { checkStepRegistry, stepIdRegistry, type StepAlias, type StepIdRegistry } from './step-ids';
import type { ParamSchemas } from './param-checks';
import type { PagesFile } from './page-types';
import { formRefLists } from './pages';
import { didYouMean } from './suggest';
import type {
  BrandDefinition,
  Condition,
  FlowDefinition,
  JsonSchema,
  JsonValue,
  MachineDefinition,
  MessagesFile,
  StepSchemaFile,
} from './types';

/** One problem in one file; `pointer` is an RFC 6901 JSON pointer into that file. */
export interface DefinitionError {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

/** A file as read from disk: repo-relative path and parsed JSON (or why it did not parse). */
export interface DefinitionFile {
  path: string;
  json: unknown;
  parseError?: string;
  /** The raw text, when the reader keeps it (finds keys written twice, which JSON.parse drops). */
  text?: string;
}

/** One meta-schema violation as the injected validator reports it. */
export interface MetaIssue {
  pointer: string;
  message: string;
  fix?: string;
}

export interface LoadOptions {
  /** Validates a file against the meta-schema at `metaPath` (repo-relative). */
  validateMeta: (metaPath: string, json: unknown) => MetaIssue[];
  /** Effect names definitions may use (src/engine/effect-names.ts). */
  knownEffects: readonly string[];
  /** Returns why a bundled step schema does not compile, or undefined if it does. */
  compileStepSchema?: (schema: JsonSchema) => string | undefined;
  /** Returns why a condition is not a valid JSON Schema, or undefined if it is. */
  checkCondition?: (condition: Condition) => string | undefined;
  /** schemas/meta/context.schema.json: the paths conditions, prefill and display rows may read. */
  contextSchema?: JsonValue;
  /** Names of the request schemas in schemas/api/ (a page's save names one). */
  apiSchemas?: readonly string[];
  /** Schemas of every effect's params and widget's ui:options (schemas/meta/effects, schemas/meta/widgets). */
  paramSchemas?: ParamSchemas;
  /** The shipped machine's reachability issues (machine-reachability.ts; Node only: it evaluates conditions). */
  machineReachability?: (machine: MachineDefinition) => { pointer: string; message: string; fix: string }[];
}

/** A step schema file with its `$ref`s into schemas/fields inlined. */
export interface LoadedStepSchema {
  ref: string;
  file: string;
  definition: StepSchemaFile;
  /** Self-contained schema for rjsf and the precompiled validator. */
  schema: JsonSchema;
}

export interface Definitions {
  /** Flows by `id@version`. */
  flows: Readonly<Record<string, FlowDefinition>>;
  /** The highest version of each flow, by id. */
  latestFlows: Readonly<Record<string, FlowDefinition>>;
  /**
   * What each brand gets of each flow: the key ('registration-v2@2') of the highest version,
   * or of the brand's own version (flows/<id>/brands/<dir>/), or of the version its brand file
   * pins. `brands` lists only the brands that differ from `key`.
   */
  shippedFlows: Readonly<Record<string, { key: string; brands: Readonly<Record<string, string>> }>>;
  /** Step schemas by `id@version`. */
  stepSchemas: Readonly<Record<string, LoadedStepSchema>>;
  /**
   * The forms steps show: every list of step schemas a flow composes (and each step schema
   * alone), by key `a@1` or `a@1+b@1`. The precompiled validators are generated per key.
   */
  stepForms: Readonly<Record<string, ComposedStep>>;
  /** Shared field files by repo-relative path (schemas/fields/v<N>.json). */
  fieldFiles: Readonly<Record<string, JsonValue>>;
  /** Brands by orgCode. */
  brands: Readonly<Record<string, BrandDefinition>>;
  /** The highest version of the main message catalogue (flows/messages/v<N>.json). */
  messages: MessagesFile | undefined;
  /** Every key of the main catalogue and of each bundle (flows/messages/<bundle>/v<N>.json), highest versions. */
  catalogue: Readonly<Record<string, string>>;
  /** Machines by `id@version`, and the highest version. */
  machines: Readonly<Record<string, MachineDefinition>>;
  machine: MachineDefinition | undefined;
  /** Application page files by `group@version` (a brand's own: `group.brand@version`), and the highest shared version of each group. */
  pages: Readonly<Record<string, PagesFile>>;
  latestPages: Readonly<Record<string, PagesFile>>;
  /**
   * What each brand gets of each page group, as `shippedFlows`: the key of the highest shared
   * version, and of the brand's own (flows/pages/<group>/brands/<dir>/) for the brands that have one.
   */
  shippedPages: Readonly<Record<string, { key: string; brands: Readonly<Record<string, string>> }>>;
}

export interface LoadResult {
  definitions: Definitions;
  errors: DefinitionError[];
  /** The files after versions written as patches were resolved into full definitions. */
  files: ResolvedFile[];
}

/** A file that parsed and sits where a definition may live. */
export interface Entry {
  file: string;
  kind: DefinitionKind;
  json: { [key: string]: JsonValue };
  /** Satisfies its meta-schema, so its typed shape can be trusted. */
  valid: boolean;
}

const LAYOUT =
  'flows/<flow-id>/v<N>.json, flows/messages/v<N>.json, flows/application/v<N>.json, flows/pages/<group>/v<N>.json, ' +
  'schemas/steps/<id>/v<N>.json, schemas/steps/registry.json, schemas/fields/v<N>.json or brands/<org-dir>/brand.json';

/** Loads and checks all definition files at once; never throws for bad content. */
export function loadDefinitions(rawFiles: readonly DefinitionFile[], options: LoadOptions): LoadResult {
  // Versions written as patches become full definitions first; every check sees those.
  const resolution = resolveVersions(rawFiles);
  const files = resolution.files;
  const errors: DefinitionError[] = [...resolution.errors];
  const patched = new Map(files.filter((f) => f.base !== undefined).map((f) => [f.path, f]));
  const report = (file: string, pointer: string, message: string, fix: string): void => {
    const resolved = patched.get(file);
    // A patch file's errors point into the definition it resolves to; where the author wrote the
    // part in error (an operation's value, a merged key), the message says that pointer too.
    // A pointer at the file's own `extends`, `merge` or `patch` is into the file as written.
    const resolvedPointer = resolved !== undefined && pointer !== '' && !/^\/(extends|merge|patch)(\/|$)/.test(pointer);
    // What an earlier version's patch wrote names that file: the author's text is there.
    const written = resolvedPointer ? resolved.writtenBy?.(pointer) : undefined;
    const said = written === undefined ? message : `${message} (written at ${written.file ?? file}#${written.pointer})`;
    const where = resolvedPointer ? `${fix} (The pointer is into the resolved definition: ${resolved.base} with this file's changes applied.)` : fix;
    errors.push({ file, pointer, message: said, fix: where });
  };
  const entries = files.flatMap((f) => readEntry(f, options, report));
  const ofKind = (kind: DefinitionKind): Entry[] => entries.filter((e) => e.kind === kind);

  checkDuplicates(entries, report);
  // A catalogue with a bad entry still names its keys: using it avoids a cascade of
  // "key not in the catalogue" errors that would hide the real one.
  const catalogues = ofKind('messages').filter((e) => isObject(e.json['messages']));
  const messagesEntry = latest(catalogues.filter((e) => bundleOf(e) === MAIN_BUNDLE));
  const messages = messagesEntry?.json as MessagesFile | undefined;
  const catalogue = mergeBundles(catalogues, report);
  const fieldFiles = Object.fromEntries(ofKind('fields').map((e) => [e.file, e.json as JsonValue]));
  const ctx: CheckContext = {
    report,
    knownEffects: options.knownEffects,
    catalogue,
    catalogueFile: messagesEntry?.file,
    keyHome: keyHomeOf(catalogues),
    stepFiles: new Set(ofKind('step').map((e) => e.file)),
    fieldFiles,
    compileStepSchema: options.compileStepSchema,
    ...stepIdsOf(ofKind('stepRegistry'), ofKind('step'), report),
  };

  checkMessageKeys(entries, ctx);
  const stepSchemas: Record<string, LoadedStepSchema> = {};
  for (const e of [...ofKind('step'), ...ofKind('fields')]) {
    const loaded = checkStepSchema(e, ctx);
    if (loaded) stepSchemas[loaded.ref] = loaded;
  }
  const flows: Record<string, FlowDefinition> = {};
  const latestFlows: Record<string, FlowDefinition> = {};
  const brandFlows: Record<string, Record<string, FlowDefinition>> = {};
  for (const e of ofKind('flow')) {
    checkFlow(e, ctx);
    if (!e.valid) continue;
    const flow = e.json as unknown as FlowDefinition;
    const brandDir = classifyDefinitionPath(e.file)?.brand;
    flows[flowKey(flow.id, flow.version, brandDir)] = flow;
    const latestOf = brandDir === undefined ? latestFlows : (brandFlows[brandDir] ??= {});
    const prev = latestOf[flow.id];
    if (!prev || prev.version < flow.version) latestOf[flow.id] = flow;
  }
  const stepForms = composeForms(Object.values(flows), stepSchemas, entries, options, report);
  const brands = checkBrands(ofKind('brand'), ctx);
  const shippedFlows = shipFlows(latestFlows, brandFlows, flows, brands, entries, report);
  checkBrandBases(files, report);
  if (options.checkCondition) checkConditions(entries.filter((e) => e.valid), options.checkCondition, report);

  const machines: Record<string, MachineDefinition> = {};
  const machineEntries = ofKind('machine').filter((e) => e.valid);
  for (const e of machineEntries) {
    const m = e.json as unknown as MachineDefinition;
    machines[`${m.id}@${m.version}`] = m;
  }
  const machineEntry = latest(machineEntries);
  const machine = machineEntry?.json as unknown as MachineDefinition | undefined;
  // The machine that ships must reach every state and routing row (issue 26).
  if (machineEntry && machine && options.machineReachability) {
    for (const issue of options.machineReachability(machine)) report(machineEntry.file, issue.pointer, issue.message, issue.fix);
  }

  const pages: Record<string, PagesFile> = {};
  const latestPages: Record<string, PagesFile> = {};
  const pageEntries = ofKind('pages').filter((e) => e.valid);
  // The routes a page may have: the built-in set and every route a page group declares.
  const routes = knownRoutes(ofKind('pages').map((e) => e.json));
  const pageCtx = {
    routes,
    report,
    stepFiles: ctx.stepFiles,
    contextSchema: options.contextSchema,
    apiSchemas: options.apiSchemas,
    machineEvents: machine ? Object.keys(machine.events) : undefined,
    stepSchema: (ref: string) => stepSchemas[ref]?.schema as JsonValue | undefined,
  };
  const brandPages: Record<string, Record<string, PagesFile>> = {};
  for (const e of pageEntries) {
    checkPagesFile(e, pageCtx);
    const file = e.json as unknown as PagesFile;
    const brandDir = classifyDefinitionPath(e.file)?.brand;
    pages[flowKey(file.id, file.version, brandDir)] = file;
    const latestOf = brandDir === undefined ? latestPages : (brandPages[brandDir] ??= {});
    if (!latestOf[file.id] || latestOf[file.id]!.version < file.version) latestOf[file.id] = file;
  }
  const shippedPages = shipPages(latestPages, brandPages, brands);
  checkBrandPageRoutes(latestPages, brandPages, report);
  // Coverage reads every group's highest shared version, valid or not, so one broken page is
  // reported once rather than as every route of its file missing.
  const groups = new Map<string, Entry[]>();
  for (const e of ofKind('pages').filter((x) => classifyDefinitionPath(x.file)?.brand === undefined)) groups.set(String(e.json['id']), [...(groups.get(String(e.json['id'])) ?? []), e]);
  const shipped = [...groups.values()].flatMap((g) => latest(g) ?? []);
  if (shipped.length > 0) checkRouteCoverage(shipped, report);
  const shippedBrandPages = [...new Set(Object.values(shippedPages).flatMap((s) => Object.values(s.brands)))];
  const brandKey = (e: Entry): string | undefined => {
    const dir = classifyDefinitionPath(e.file)?.brand;
    return dir === undefined ? undefined : flowKey(String(e.json['id']), Number(e.json['version']), dir);
  };
  const linking = [...shipped, ...pageEntries.filter((e) => shippedBrandPages.includes(brandKey(e) ?? ''))];
  checkDeclaredRoutesReached(shipped.filter((e) => e.valid), linking, latest(machineEntries), report);
  if (options.contextSchema !== undefined) checkContextReads(entries.filter((e) => e.valid), options.contextSchema, report);
  checkDefinitionRules(entries, {
    report,
    paramSchemas: options.paramSchemas,
    contextSchema: options.contextSchema,
    fieldFiles,
    texts: Object.fromEntries(files.map((f) => [f.path, f.text])),
    routes,
  });

  errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return {
    files,
    definitions: {
      flows,
      latestFlows,
      shippedFlows,
      stepSchemas,
      stepForms,
      fieldFiles,
      brands,
      messages,
      catalogue,
      machines,
      machine,
      pages,
      latestPages,
      shippedPages,
    },
    errors,
  };
}

type Report = (file: string, pointer: string, message: string, fix: string) => void;

/** What each brand gets of each flow (Definitions.shippedFlows); reports brand folders and pins that name nothing. */
function shipFlows(
  latestFlows: Readonly<Record<string, FlowDefinition>>,
  brandFlows: Readonly<Record<string, Record<string, FlowDefinition>>>,
  flows: Readonly<Record<string, FlowDefinition>>,
  brands: Readonly<Record<string, BrandDefinition>>,
  entries: readonly Entry[],
  report: Report,
): Record<string, { key: string; brands: Record<string, string> }> {
  const shipped: Record<string, { key: string; brands: Record<string, string> }> = {};
  for (const [id, flow] of Object.entries(latestFlows)) shipped[id] = { key: flowKey(id, flow.version), brands: {} };
  const dirs = new Set(Object.keys(brands).map((c) => c.toLowerCase()));
  for (const e of entries.filter((x) => x.kind === 'flow' || x.kind === 'pages')) {
    const dir = classifyDefinitionPath(e.file)?.brand;
    if (dir !== undefined && Object.keys(brands).length > 0 && !dirs.has(dir)) {
      report(e.file, '', `brand folder "${dir}" names no brand`, `Use the folder of a brand's orgCode in lower case: ${[...dirs].sort().join(', ')}.${didYouMean(dir, [...dirs])}`);
    }
  }
  for (const [orgCode, brand] of Object.entries(brands)) {
    const dir = orgCode.toLowerCase();
    const brandFile = entries.find((e) => e.kind === 'brand' && e.json['orgCode'] === orgCode)?.file ?? `brands/${dir}/brand.json`;
    for (const [id, pin] of Object.entries(brand.pins ?? {})) {
      if (!flows[flowKey(id, pin)]) {
        const have = Object.values(flows).filter((f) => f.id === id).map((f) => f.version);
        report(brandFile, `/pins/${id}`, `pins ${id}@${pin}, which does not exist`, have.length ? `Pin one of ${[...new Set(have)].sort().map((v) => `${id}@${v}`).join(', ')}.` : `Pin a flow that exists.${didYouMean(id, Object.keys(latestFlows))}`);
        continue;
      }
      if (shipped[id]) shipped[id].brands[orgCode] = flowKey(id, pin);
    }
    for (const [id, flow] of Object.entries(brandFlows[dir] ?? {})) {
      if (shipped[id]) shipped[id].brands[orgCode] = flowKey(id, flow.version, dir);
    }
  }
  return shipped;
}

/** What each brand gets of each page group (Definitions.shippedPages). */
function shipPages(
  latestPages: Readonly<Record<string, PagesFile>>,
  brandPages: Readonly<Record<string, Record<string, PagesFile>>>,
  brands: Readonly<Record<string, BrandDefinition>>,
): Record<string, { key: string; brands: Record<string, string> }> {
  const shipped: Record<string, { key: string; brands: Record<string, string> }> = {};
  for (const [id, file] of Object.entries(latestPages)) shipped[id] = { key: flowKey(id, file.version), brands: {} };
  for (const orgCode of Object.keys(brands)) {
    const dir = orgCode.toLowerCase();
    for (const [id, file] of Object.entries(brandPages[dir] ?? {})) {
      if (shipped[id]) shipped[id].brands[orgCode] = flowKey(id, file.version, dir);
    }
  }
  return shipped;
}

function readEntry(f: DefinitionFile, options: LoadOptions, report: Report): Entry[] {
  if (f.parseError !== undefined) {
    report(f.path, '', `is not valid JSON: ${f.parseError}`, 'Fix the JSON syntax (a missing comma or quote, or a trailing comma).');
    return [];
  }
  const where = classifyDefinitionPath(f.path);
  if (!where) {
    report(f.path, '', 'is not in a place where definitions live', `Move it to ${LAYOUT}.`);
    return [];
  }
  if (typeof f.json !== 'object' || f.json === null || Array.isArray(f.json)) {
    report(f.path, '', 'must hold a JSON object', `Start from an example in docs/definitions.md.`);
    return [];
  }
  const json = f.json as { [key: string]: JsonValue };
  const own = checkPathAgreement(f.path, json, where, report);
  // $schema is checked against the path above (a brand's flow version sits two folders deeper
  // than the meta-schema's own constant allows for).
  const issues = options
    .validateMeta(where.metaPath, json)
    .filter((i) => !own.has(i.pointer) && i.pointer !== '/$schema');
  for (const i of issues) {
    report(f.path, i.pointer, i.message, i.fix ?? `Make it match ${where.metaPath} (see docs/definitions.md).`);
  }
  return [{ file: f.path, kind: where.kind, json, valid: issues.length === 0 }];
}

/** Checks $schema, id and version against the path; returns the pointers it reported on. */
function checkPathAgreement(
  file: string,
  json: { [key: string]: JsonValue },
  where: NonNullable<ReturnType<typeof classifyDefinitionPath>>,
  report: Report,
): Set<string> {
  const owned = new Set<string>();
  const expected = expectedSchemaRef(file, where.metaPath);
  if (json['$schema'] !== expected) {
    owned.add('/$schema');
    report(file, '/$schema', `must name its meta-schema ${where.metaPath}`, `Set "$schema": "${expected}".`);
  }
  if (where.version !== undefined && json['version'] !== where.version) {
    owned.add('/version');
    report(
      file,
      '/version',
      `version ${JSON.stringify(json['version'])} does not match the file name v${where.version}.json`,
      `Set "version": ${where.version}. A published version never changes: for a new version, copy the file to v<N+1>.json.`,
    );
  }
  if ((where.kind === 'flow' || where.kind === 'step' || where.kind === 'pages') && where.id !== undefined && json['id'] !== where.id) {
    owned.add('/id');
    report(file, '/id', `id ${JSON.stringify(json['id'])} does not match its folder "${where.id}"`, `Set "id": "${where.id}", or move the file to the folder named after its id.`);
  }
  if (where.kind === 'brand' && typeof json['orgCode'] === 'string') {
    const code = json['orgCode'];
    if (code !== code.toUpperCase()) {
      owned.add('/orgCode');
      report(file, '/orgCode', `orgCode "${code}" must be upper case`, `Set "orgCode": "${code.toUpperCase()}".`);
    }
    if (where.id !== undefined && where.id !== code.toLowerCase()) {
      report(file, '/orgCode', `orgCode "${code}" does not match its folder "${where.id}"`, `Move the file to brands/${code.toLowerCase()}/brand.json.`);
    }
  }
  return owned;
}

function composeForms(
  flows: readonly FlowDefinition[],
  stepSchemas: Readonly<Record<string, LoadedStepSchema>>,
  entries: readonly Entry[],
  options: LoadOptions,
  report: Report,
): Record<string, ComposedStep> {
  const files = Object.fromEntries(
    entries.filter((e) => e.kind === 'step' || e.kind === 'fields').map((e) => [e.file, e.json as JsonValue]),
  );
  const forms: Record<string, ComposedStep> = {};
  const lists = [
    ...Object.keys(stepSchemas).map((ref) => ({ file: '', pointer: '', refs: [ref] })),
    ...flows.flatMap((f) => flowStepRefLists(f).map((l) => ({ ...l, file: `flows/${f.id}/v${f.version}.json` }))),
    // Application form pages compose their step schemas the same way.
    ...entries
      .filter((e) => e.kind === 'pages' && e.valid)
      .flatMap((e) =>
        (e.json as unknown as PagesFile).pages.flatMap((page, i) =>
          formRefLists(page).map((refs, v) => ({ file: e.file, pointer: v === 0 ? joinPointer('/pages', i, 'schema') : joinPointer('/pages', i, 'schemaVariants', v - 1, 'schema'), refs })),
        ),
      ),
  ];
  for (const { file, pointer, refs } of lists) {
    const key = refs.join('+');
    // A missing or broken step schema is reported where it is defined or referenced.
    if (key in forms || !refs.every((r) => r in stepSchemas)) continue;
    const form = composeStep(refs, files);
    const problem = refs.length > 1 ? options.compileStepSchema?.(form.schema) : undefined;
    if (problem !== undefined) {
      report(file, pointer, `the composed form ${key} does not compile: ${problem}`, 'Make the composed step schemas agree (no property defined twice in conflicting ways).');
      continue;
    }
    forms[key] = form;
  }
  return forms;
}

function checkDuplicates(entries: readonly Entry[], report: Report): void {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const brandDir = classifyDefinitionPath(e.file)?.brand;
    const id = e.kind === 'messages' ? bundleOf(e) : `${String(e.json['id'] ?? '')}${brandDir ? ` (brand ${brandDir})` : ''}`;
    const key = e.kind === 'brand' ? `brand ${String(e.json['orgCode'])}` : `${e.kind} ${id}@${String(e.json['version'])}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, e.file);
    else report(e.file, e.kind === 'brand' ? '/orgCode' : '/id', `duplicates ${key} of ${first}`, `Give each ${e.kind} its own id and version, matching its path.`);
  }
}

function checkConditions(entries: readonly Entry[], check: (c: Condition) => string | undefined, report: Report): void {
  for (const e of entries) {
    for (const c of collectConditions(e.kind, e.json)) {
      const problem = check(c.value);
      if (problem !== undefined) {
        report(e.file, c.pointer, `condition is not a valid JSON Schema: ${problem}`, 'Fix the keyword named in the message (conditions are JSON Schema draft-07; see docs/definitions.md).');
      }
    }
  }
}

/** Compact conditions in every file use known operators and read only documented context paths. */
function checkContextReads(entries: readonly Entry[], contextSchema: JsonValue, report: Report): void {
  for (const e of entries) {
    for (const c of collectConditions(e.kind, e.json)) {
      const parts = compactConditionParts(c.value, c.pointer);
      for (const issue of parts.issues) report(e.file, issue.pointer, issue.message, `Use one of ${issue.allowed.join(', ')}.${didYouMean(issue.value, issue.allowed)}`);
      for (const read of parts.paths) {
        const problem = checkContextPath(contextSchema, read.path);
        if (!problem) continue;
        report(
          e.file,
          read.pointer,
          `"${read.path}" is not in the context: "${problem.segment}" is not a field of ${problem.at.split('.').slice(0, -1).join('.') || 'the context'}`,
          contextPathFix(read.path, didYouMean(problem.segment, problem.allowed)),
        );
      }
    }
  }
}

/** The step id registry when schemas/steps/registry.json is there and valid (a bare fixture has none: ids unchecked). */
function stepIdsOf(registries: readonly Entry[], steps: readonly Entry[], report: Report): { stepIds?: StepIdRegistry } {
  const file = registries[0];
  if (!file?.valid) return {};
  const registry = stepIdRegistry(steps.map((e) => e.file), file.json['aliases'] as unknown as Record<string, StepAlias>);
  checkStepRegistry(file.file, registry, report);
  return { stepIds: registry };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const MAIN_BUNDLE = 'main';

/** For a new message key: the newest version of the catalogue it belongs in (see CheckContext.keyHome). */
function keyHomeOf(catalogues: readonly Entry[]): (key: string) => { name: string; file: string; version: number } | undefined {
  const byBundle = new Map<string, Entry[]>();
  for (const e of catalogues) byBundle.set(bundleOf(e), [...(byBundle.get(bundleOf(e)) ?? []), e]);
  const newest = [...byBundle.entries()].flatMap(([bundle, group]) => {
    const e = latest(group);
    return e ? [{ bundle, e, keys: Object.keys(e.json['messages'] as Record<string, string>) }] : [];
  });
  // How many leading dotted segments two keys share ('page.insurance.x', 'page.insurance.y' -> 2).
  const shared = (a: string, b: string) => {
    const x = a.split('.');
    const y = b.split('.');
    let n = 0;
    while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
    return n;
  };
  return (key) => {
    let best: { bundle: string; e: Entry; score: number } | undefined;
    for (const c of newest) {
      const score = Math.max(0, ...c.keys.map((k) => shared(key, k)));
      if (!best || score > best.score || (score === best.score && c.bundle === MAIN_BUNDLE)) best = { bundle: c.bundle, e: c.e, score };
    }
    if (!best) return undefined;
    const main = newest.find((c) => c.bundle === MAIN_BUNDLE);
    const home = best.score > 0 ? best.e : (main?.e ?? best.e);
    return { name: bundleOf(home) === MAIN_BUNDLE ? 'messages' : bundleOf(home), file: home.file, version: Number(home.json['version']) };
  };
}

/** The bundle a catalogue file belongs to: its folder under flows/messages/, or 'main'. */
function bundleOf(e: Entry): string {
  return classifyDefinitionPath(e.file)?.id ?? MAIN_BUNDLE;
}

/**
 * One catalogue from the highest version of each bundle. A key in two bundles would resolve
 * differently depending on which pages have loaded, so it is an error.
 */
function mergeBundles(entries: readonly Entry[], report: Report): Record<string, string> {
  const byBundle = new Map<string, Entry[]>();
  for (const e of entries) byBundle.set(bundleOf(e), [...(byBundle.get(bundleOf(e)) ?? []), e]);
  const merged: Record<string, string> = {};
  const owner = new Map<string, string>();
  for (const group of byBundle.values()) {
    const e = latest(group);
    if (!e) continue;
    for (const [key, text] of Object.entries(e.json['messages'] as Record<string, string>)) {
      const first = owner.get(key);
      if (first !== undefined) {
        report(e.file, joinPointer('/messages', key), `message key "${key}" is also in ${first}`, 'Keep each key in one catalogue file: delete it here or there.');
        continue;
      }
      owner.set(key, e.file);
      merged[key] = text;
    }
  }
  return merged;
}

function latest(entries: readonly Entry[]): Entry | undefined {
  let best: Entry | undefined;
  for (const e of entries) {
    if (!best || Number(e.json['version']) > Number(best.json['version'])) best = e;
  }
  return best;
}
