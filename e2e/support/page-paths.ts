// Issue 26: one generated path per application page for the e2e suite. From the machine that
// ships, src/engine/machine-paths.ts finds for every routing row the status, data and recorded
// events that make it match first; here each page a row routes to gets the first such path
// (checklist rows before state rows, never a status routing keeps polling on), as the sandbox QA
// API's PATCH body, and the h1 its page definition gives it. The applications start outside Texas
// (CALIFORNIA_HOME): a path that needs a Texas home says so in its data.
import { expandCondition } from '../../src/engine/compact-conditions';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { findRowPaths, recordedSteps, UNROUTED_STATUS, type RowPath } from '../../src/engine/machine-paths';
import { matchRoute } from '../../src/engine/pages';
import { isWaitingStatus, ROOT_ROUTE } from '../../src/engine/routing';
import type { JsonValue, MachineDefinition } from '../../src/engine/types';

type Obj = { [key: string]: JsonValue };

export interface PagePath {
  route: string;
  /** The row it comes from, as flows:check names it ('checklistRoutes/8'). */
  row: string;
  /** PATCH /__sandbox/applications/{uuid} (schemas/api/sandbox-patch-application.json). */
  patch: Obj;
  /** The page's h1 as its definition words it ({placeholders} match anything). */
  heading: RegExp;
}

const root = new URL('../../', import.meta.url).pathname;

/** Every message of the shipped catalogues (the main one and each bundle), by key. */
function catalogue(files: ReadonlyMap<string, JsonValue>): Record<string, string> {
  const dirs = ['flows/messages', ...new Set([...files.keys()].flatMap((p) => /^(flows\/messages\/[^/]+)\/v\d+\.json$/.exec(p)?.[1] ?? []))];
  return Object.assign({}, ...dirs.map((d) => (shippedVersion<{ messages?: Record<string, string> }>(files, d)?.json.messages ?? {})));
}

/** The title (a message key) of the shipped page definition for `route`. */
function titleKey(files: ReadonlyMap<string, JsonValue>, route: string): string | undefined {
  const group = route.split('/')[0]!;
  const pages = shippedVersion<{ pages: { route: string; title?: string }[] }>(files, `flows/pages/${group}`)?.json.pages ?? [];
  return (pages.find((p) => p.route === route) ?? pages.find((p) => matchRoute(p.route, route) !== undefined))?.title;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The status fields a condition reads (`status.<key>`), from its JSON Schema form. */
function statusKeys(condition: JsonValue | undefined): string[] {
  const keys: string[] = [];
  const walk = (v: JsonValue | undefined): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      const status = (v['properties'] as Obj | undefined)?.['status'] as Obj | undefined;
      const props = status?.['properties'];
      if (props !== null && typeof props === 'object' && !Array.isArray(props)) keys.push(...Object.keys(props));
      Object.values(v).forEach(walk);
    }
  };
  if (condition !== undefined) walk(expandCondition(condition as never) as JsonValue);
  return keys;
}

function patchOf(def: MachineDefinition, path: Extract<RowPath, { reachable: true }>): Obj {
  const { checklistStatus, uwDecision, uwSubDecision, ...set } = path.data.status;
  // The application's own status may hold fields an earlier row of the same status reads (a Texas
  // file's bpo flag): the path clears them unless it sets them, so the row it means matches first.
  const earlier = def.checklistRoutes.slice(0, path.table === 'checklistRoutes' ? path.index : 0).filter((r) => r.when !== undefined && typeof checklistStatus === 'string' && (r.statuses ?? []).includes(checklistStatus));
  const flags: Obj = { ...Object.fromEntries(earlier.flatMap((r) => statusKeys(r.when as JsonValue)).filter((k) => !['checklistStatus', 'uwDecision', 'uwSubDecision'].includes(k)).map((k) => [k, null])), ...set };
  const application: Obj = path.steps.length > 0 ? { ...path.data.application, machineEvents: recordedSteps(path.steps) as unknown as JsonValue } : path.data.application;
  return {
    // A state row's path keeps the application's own status (UNROUTED_STATUS: created without the soft-credit consent).
    ...(path.table === 'checklistRoutes' ? { checklistStatus: checklistStatus as string } : {}),
    ...(uwDecision !== undefined ? { uwDecision } : {}),
    ...(uwSubDecision !== undefined ? { uwSubDecision } : {}),
    ...(Object.keys(flags).length > 0 ? { flags } : {}),
    ...(Object.keys(application).length > 0 ? { application } : {}),
  };
}

/** One path per application page the routing reaches, in routing-table order. */
export function generatedPagePaths(): PagePath[] {
  const files = readResolvedFiles(root);
  const def = shippedVersion<MachineDefinition>(files, 'flows/application')!.json;
  const messages = catalogue(files);
  const out = new Map<string, PagePath>();
  for (const path of findRowPaths(def, createRuntimeEvaluator())) {
    if (!path.reachable || path.route === ROOT_ROUTE || out.has(path.route)) continue;
    const status = path.status ?? UNROUTED_STATUS;
    if (isWaitingStatus(def, status)) continue;
    const key = titleKey(files, path.route)?.replace(/^msg:/, '');
    const text = key === undefined ? undefined : messages[key];
    if (text === undefined) throw new Error(`no h1 wording for ${path.route} (title ${key ?? 'none'})`);
    const heading = new RegExp(`^${text.split(/\{[^}]+\}/).map(escape).join('.+')}$`);
    out.set(path.route, { route: path.route, row: `${path.table}/${path.index}`, patch: patchOf(def, path), heading });
  }
  return [...out.values()];
}
