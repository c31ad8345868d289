// The check stage (definitions.ts runs the stages): every file on its own, then across files,
// collecting the valid definitions into typed maps for the ship stage. Every problem is
// reported (file, JSON pointer, message, fix) and none stops the run, so ops see all at once.
import { knownRoutes } from './application-routes';
import { checkBrandBases, checkBrandPageRoutes } from './brand-bases';
import { checkBrandFoldersAndPins } from './brand-pins';
import { bundleOf, keyHomeOf, latest, MAIN_BUNDLE, mergeBundles } from './catalogue-bundles';
import { composeForms } from './compose-forms';
import { checkConditions, checkContextReads, checkDuplicates, stepIdsOf } from './cross-file-checks';
import { checkBrands, checkFlow, checkMessageKeys, checkStepSchema, type CheckContext } from './definition-checks';
import { classifyDefinitionPath, flowKey, type DefinitionKind } from './definition-paths';
import { checkDefinitionRules } from './definition-rules';
import { shipPages } from './definition-ship';
import type { Collected, Entry, LoadedStepSchema, LoadOptions, Report, ResolvedFile } from './definition-types';
import { checkFlowDrift } from './flow-drift';
import { checkPagesFile, checkRouteCoverage } from './page-checks';
import type { PagesFile } from './page-types';
import { checkDeclaredRoutesReached } from './route-reach';
import type { FlowDefinition, JsonValue, MachineDefinition, MessagesFile } from './types';

/** Checks the entries read from the resolved files; returns what the ship stage needs. */
export function checkEntries(entries: readonly Entry[], files: readonly ResolvedFile[], options: LoadOptions, report: Report): Collected {
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
  checkBrandFoldersAndPins(latestFlows, flows, brands, entries, report);
  checkBrandBases(files, report);
  checkFlowDrift(entries, report);
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
  // The pages each brand gets (the ship stage's answer) must link every route they declare.
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
  return { flows, latestFlows, brandFlows, stepSchemas, stepForms, fieldFiles, brands, messages, catalogue, machines, machine, pages, latestPages, brandPages };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
