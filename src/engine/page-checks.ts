// flows:check for application page files (flows/pages/<group>/v<N>.json): routes are the
// seed's or declared by their group, each a page once and all of them pages; step schemas, named conditions, effects, page
// widgets, formatters, modals, machine events and API schemas exist; every context path a page
// reads is in the documented context. Each problem names file, pointer, value and a fix.
import { CALENDAR_TYPES } from '../domain/calendar-links';
import { unsupportedCalendar } from '../domain/error-texts';
import { APPLICATION_ROUTES, BUILT_IN_ROUTES_FILE, declaredRoutesOf, GROUP_INDEX_ROUTES, routeDidYouMean, SIGNER_ROUTES } from './application-routes';
import { checkContextPath } from './context-paths';
import { contextPathFix } from './context-schema';
import { checkFormPath } from './form-paths';
import type { Entry, Report } from './definition-types';
import { stepSchemaPath } from './definition-paths';
import { joinPointer } from './definition-walk';
import type { DisplayRow, PageDefinition, PagesFile } from './page-types';
import { DISPLAY_FORMATS, PAGE_EFFECTS, PAGE_WIDGETS } from './page-vocabulary';
import { didYouMean } from './suggest';
import type { JsonValue } from './types';


export interface PageCheckContext {
  report: Report;
  stepFiles: ReadonlySet<string>;
  /** schemas/meta/context.schema.json, parsed. */
  contextSchema: JsonValue | undefined;
  /** Names of the request schemas in schemas/api (without .json). */
  apiSchemas: readonly string[] | undefined;
  /** The machine's event names (sendEvent). */
  machineEvents: readonly string[] | undefined;
  /** A step schema's self-contained JSON Schema by reference (`legal-name@1`), for `$form` paths. */
  stepSchema?: (ref: string) => JsonValue | undefined;
  /** Every route a page may have: the built-in set and the routes page groups declare (application-routes.ts). */
  routes: readonly string[];
}

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks one valid pages file on its own. */
export function checkPagesFile(e: Entry, ctx: PageCheckContext): void {
  const file = e.json as unknown as PagesFile;
  const named = Object.keys(file.conditions ?? {});
  const path = (pointer: string, value: string): void => checkPath(e.file, pointer, value, ctx);
  file.pages.forEach((page, i) => {
    const at = joinPointer('/pages', i);
    checkRoute({ path: e.file, routes: file.routes }, at, page, file.id, ctx);
    if (page.kind === 'form') {
      const lists: [string, string | string[]][] = [[joinPointer(at, 'schema'), page.schema], ...(page.schemaVariants ?? []).map((v, k): [string, string | string[]] => [joinPointer(at, 'schemaVariants', k, 'schema'), v.schema])];
      for (const [pointer, schema] of lists) {
        for (const [j, ref] of (Array.isArray(schema) ? schema : [schema]).entries()) {
          const target = stepSchemaPath(ref);
          if (target === undefined || !ctx.stepFiles.has(target)) {
            ctx.report(e.file, Array.isArray(schema) ? joinPointer(pointer, j) : pointer, `step schema ${ref} does not exist`, `Create ${target ?? 'schemas/steps/<id>/v<N>.json'} or correct the reference.`);
          }
        }
      }
      for (const [field, p] of Object.entries(page.prefill ?? {})) {
        if (Array.isArray(p)) p.forEach((one, k) => path(joinPointer(at, 'prefill', field, k), one));
        else path(joinPointer(at, 'prefill', field), p);
      }
      for (const [field, b] of Object.entries(page.bounds ?? {})) {
        if (b.minimum) path(joinPointer(at, 'bounds', field, 'minimum'), b.minimum);
        if (b.maximum) path(joinPointer(at, 'bounds', field, 'maximum'), b.maximum);
      }
      if (!(page.actions ?? []).some((a) => a.submit)) ctx.report(e.file, joinPointer(at, 'actions'), 'a form page has no action with "submit": true', 'Mark the Continue action "submit": true so the form is validated before its effects run.');
    }
    if (page.kind === 'widget' && !(PAGE_WIDGETS as readonly string[]).includes(page.widget)) {
      ctx.report(e.file, joinPointer(at, 'widget'), `"${page.widget}" is not a page widget`, `Use one of ${PAGE_WIDGETS.join(', ')}.${didYouMean(page.widget, PAGE_WIDGETS)}`);
    }
    if (page.kind === 'redirect' && page.to !== '' && !ctx.routes.includes(page.to)) {
      ctx.report(e.file, joinPointer(at, 'to'), `"${page.to}" is not an application route`, `Use a route of ${BUILT_IN_ROUTES_FILE} or one a page group declares.${routeDidYouMean(page.to, ctx.routes)}`);
    }
    const checkRows = (rows: readonly DisplayRow[] | undefined, base: string) =>
      (rows ?? []).forEach((row, j) => {
        path(joinPointer(base, j, 'value'), row.value);
        if (row.format !== undefined && !(DISPLAY_FORMATS as readonly string[]).includes(row.format)) {
          ctx.report(e.file, joinPointer(base, j, 'format'), `"${row.format}" is not a display format`, `Use one of ${DISPLAY_FORMATS.join(', ')}.${didYouMean(row.format, DISPLAY_FORMATS)}`);
        }
      });
    checkRows(page.display, joinPointer(at, 'display'));
    if (page.calendar !== undefined) {
      path(joinPointer(at, 'calendar', 'startsAt'), page.calendar.startsAt);
      (page.calendar.kinds ?? []).forEach((kind, j) => {
        if (!(CALENDAR_TYPES as readonly string[]).includes(kind)) {
          ctx.report(e.file, joinPointer(at, 'calendar', 'kinds', j), unsupportedCalendar(kind), `Use one of ${CALENDAR_TYPES.join(', ')}.${didYouMean(kind, CALENDAR_TYPES)}`);
        }
      });
    }
    (page.summary ?? []).forEach((section, j) => {
      checkRows(section.rows, joinPointer(at, 'summary', j, 'rows'));
      const to = section.edit?.to;
      if (to !== undefined && !ctx.routes.includes(to)) {
        ctx.report(e.file, joinPointer(at, 'summary', j, 'edit', 'to'), `"${to}" is not an application route`, `Link Edit to the page that asks these answers.${routeDidYouMean(to, ctx.routes)}`);
      }
    });
    // A form page's body templates read its form: their `$form` paths are checked against every variant's schemas.
    const formSchemas = page.kind === 'form' && ctx.stepSchema !== undefined ? formSchemasOf(page, ctx.stepSchema) : undefined;
    (page.actions ?? []).forEach((action, j) => {
      action.effects.forEach((effect, k) => checkEffect(e.file, joinPointer(at, 'actions', j, 'effects', k), effect.effect, effect.params ?? {}, ctx, formSchemas));
    });
  });
  checkConditionRefs(e.file, e.json, '', named, ctx);
}

/** Every built-in route and every route a group declares is a page exactly once across the shipped pages files. */
export function checkRouteCoverage(entries: readonly Entry[], report: Report): void {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const pages = Array.isArray(e.json['pages']) ? (e.json['pages'] as { route?: unknown }[]) : [];
    pages.forEach((page, i) => {
      if (typeof page?.route !== 'string') return;
      const first = seen.get(page.route);
      if (first !== undefined) report(e.file, joinPointer('/pages', i, 'route'), `route "${page.route}" is also declared in ${first}`, 'Declare each route once: delete one of them.');
      else seen.set(page.route, e.file);
    });
  }
  // A route a group declares but no page of it has: named at the declaration.
  for (const e of entries) {
    declaredRoutesOf(e.json).forEach((route, i) => {
      if (!seen.has(route)) report(e.file, joinPointer('/routes', i), `route "${route}" is declared but no page has it`, `Add a page with "route": "${route}" to this group, or remove the declaration.`);
    });
  }
  const missing = [...APPLICATION_ROUTES, ...GROUP_INDEX_ROUTES, ...SIGNER_ROUTES].filter((r) => !seen.has(r));
  for (const route of missing) {
    const group = route.split('/')[0] ?? route;
    // The fix names a file that would pass: the group's next version, never an edit of a published one.
    const latest = entries.find((e) => e.json['id'] === group);
    const n = Number(latest?.json['version'] ?? 0);
    const next = `flows/pages/${group}/v${n + 1}.json`;
    const fix = latest
      ? `Add the page in a new version ${next} with "extends": "${group}@${n}" and "patch": [{ "op": "add", "path": "/pages/-", "value": { "route": "${route}", ... } }] (docs/definitions.md#versions), then npm run flows:publish -- ${next}.`
      : `Create ${next} with a page whose "route" is "${route}".`;
    report(`flows/pages/${group}/v1.json`, '/pages', `route "${route}" has no page`, fix);
  }
}

function checkRoute(file: { path: string; routes?: readonly string[] | undefined }, at: string, page: PageDefinition, group: string, ctx: PageCheckContext): void {
  const report = ctx.report;
  if (!ctx.routes.includes(page.route)) {
    // A new page's route is declared by its group, never added to code; a misspelt one gets the nearest route.
    const near = routeDidYouMean(page.route, ctx.routes);
    const declared = Array.isArray(file.routes);
    report(file.path, joinPointer(at, 'route'), `"${page.route}" is not an application route`, `If it is a new page's route, declare it in its group: ${declared ? `add "${page.route}" to "routes"` : `"routes": ["${page.route}"]`} (in a new version: { "op": "add", "path": "${declared ? '/routes/-' : '/routes'}", "value": ${declared ? `"${page.route}"` : `["${page.route}"]`} }; docs/definitions.md 'Recipe: add a page by JSON alone'). The built-in routes are in ${BUILT_IN_ROUTES_FILE}.${near ? ` If it is misspelt:${near}` : ''}`);
    return;
  }
  if ((page.route.split('/')[0] ?? '') !== group) {
    report(file.path, joinPointer(at, 'route'), `route "${page.route}" is not in the group "${group}"`, `Move it to flows/pages/${page.route.split('/')[0] ?? ''}/v<N>.json.`);
  }
  if ((GROUP_INDEX_ROUTES as readonly string[]).includes(page.route) && page.kind !== 'redirect') {
    report(file.path, joinPointer(at, 'kind'), `the group index "${page.route}" must be a redirect to its parent`, 'Set "kind": "redirect" with "to" the parent group (seed 000 §2).');
  }
}

function checkPath(file: string, pointer: string, value: string, ctx: PageCheckContext): void {
  if (ctx.contextSchema === undefined) return;
  const problem = checkContextPath(ctx.contextSchema, value);
  if (problem) {
    ctx.report(file, pointer, `"${value}" is not in the context: "${problem.segment}" is not a field of ${problem.at.split('.').slice(0, -1).join('.') || 'the context'}`, contextPathFix(value, didYouMean(problem.segment, problem.allowed)));
  }
}

const str = (v: JsonValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** The resolved step schemas of a form page, every variant's; undefined when one is missing (reported elsewhere). */
function formSchemasOf(page: Extract<PageDefinition, { kind: 'form' }>, stepSchema: (ref: string) => JsonValue | undefined): JsonValue[] | undefined {
  const refs = [page.schema, ...(page.schemaVariants ?? []).map((v) => v.schema)].flatMap((s) => (Array.isArray(s) ? s : [s]));
  const schemas = refs.map(stepSchema);
  return schemas.every((x): x is JsonValue => x !== undefined) ? schemas : undefined;
}

/** Reports a `$form` path (or `$pick` key) that no field of the page's form has. */
function checkFormRefs(file: string, template: JsonValue | undefined, at: string, schemas: readonly JsonValue[], ctx: PageCheckContext): void {
  forEachFormRef(template, at, (pointer, path, pick) => {
    const problem = checkFormPath(schemas, path, pick);
    if (!problem) return;
    const where = problem.parent === '' ? "the page's form" : `the form's ${problem.parent}`;
    const pointerTo = pick.includes(problem.segment) && !path.split('.').includes(problem.segment) ? joinPointer(pointer.replace(/\/\$form$/, ''), '$pick', pick.indexOf(problem.segment)) : pointer;
    ctx.report(file, pointerTo, `"${problem.segment}" is not a field of ${where}, so its value would be left out of the request`, `Use a field of the page's step schemas${problem.allowed.length ? ` (${problem.allowed.join(', ')})` : ''}.${didYouMean(problem.segment, problem.allowed)}`);
  });
}

/** Calls `visit` for every `{ "$form": path, "$pick"?: [keys] }` in a body template. */
function forEachFormRef(template: JsonValue | undefined, at: string, visit: (pointer: string, path: string, pick: string[]) => void): void {
  if (Array.isArray(template)) template.forEach((t, i) => forEachFormRef(t, joinPointer(at, i), visit));
  if (!isObj(template)) return;
  const ref = template['$form'];
  if (typeof ref === 'string' && Object.keys(template).every((k) => k === '$form' || k === '$pick')) {
    const pick = Array.isArray(template['$pick']) ? template['$pick'].filter((k): k is string => typeof k === 'string') : [];
    visit(joinPointer(at, '$form'), ref, pick);
  } else for (const [k, v] of Object.entries(template)) forEachFormRef(v, joinPointer(at, k), visit);
}

function checkEffect(file: string, at: string, name: string, params: Obj, ctx: PageCheckContext, formSchemas?: readonly JsonValue[]): void {
  if (!(PAGE_EFFECTS as readonly string[]).includes(name)) {
    ctx.report(file, joinPointer(at, 'effect'), `"${name}" is not a page effect`, `Use one of ${PAGE_EFFECTS.join(', ')}.${didYouMean(name, PAGE_EFFECTS)}`);
    return;
  }
  // Each param's presence, type and shape is checked against schemas/meta/effects/<name>.json
  // (param-checks.ts, with the modal a confirm names); here, what the values refer to.
  if (name === 'save' || name === 'vendorRedirect') {
    const api = str(params['api']);
    if (api !== undefined && ctx.apiSchemas !== undefined && !ctx.apiSchemas.includes(api)) {
      ctx.report(file, joinPointer(at, 'params', 'api'), `request schema "${api}" is not in schemas/api`, `Create schemas/api/${api}/v1.json or correct the name.${didYouMean(api, ctx.apiSchemas)}`);
    }
    forEachContextRef(params['body'], joinPointer(at, 'params', 'body'), (pointer, value) => checkPath(file, pointer, value, ctx));
    if (formSchemas) checkFormRefs(file, params['body'], joinPointer(at, 'params', 'body'), formSchemas, ctx);
  } else if (name === 'sendEvent') {
    const event = str(params['event']);
    if (event !== undefined && ctx.machineEvents !== undefined && !ctx.machineEvents.includes(event)) {
      ctx.report(file, joinPointer(at, 'params', 'event'), `"${event}" is not a machine event`, `Use an event of the machine.${didYouMean(event, ctx.machineEvents)}`);
    }
  } else if (name === 'navigate') {
    const to = str(params['to']);
    if (to !== undefined && to !== '' && !to.startsWith('/') && !/^https:\/\//.test(to) && !ctx.routes.includes(to) && !filledRoute(to, ctx.routes)) {
      ctx.report(file, joinPointer(at, 'params', 'to'), `"${to}" is not an application route, a local path or an https URL`, `Correct it.${routeDidYouMean(to, ctx.routes)}`);
    }
    forEachContextRef(params['query'], joinPointer(at, 'params', 'query'), (pointer, value) => checkPath(file, pointer, value, ctx));
    if (formSchemas) checkFormRefs(file, params['query'], joinPointer(at, 'params', 'query'), formSchemas, ctx);
  }
}

/** True when `to` is a route with a `{type}` parameter filled with one word (`income/upload/W2`). */
function filledRoute(to: string, routes: readonly string[]): boolean {
  return routes.some((r) => r.includes('{') && new RegExp(`^${r.replace(/\{[a-z]+\}/gi, '[A-Za-z0-9_-]+')}$`).test(to));
}

/** Calls `visit` for every `{ "$context": path }` in a body template. */
function forEachContextRef(template: JsonValue | undefined, at: string, visit: (pointer: string, path: string) => void): void {
  if (Array.isArray(template)) template.forEach((t, i) => forEachContextRef(t, joinPointer(at, i), visit));
  if (!isObj(template)) return;
  const ref = template['$context'];
  if (Object.keys(template).length === 1 && typeof ref === 'string') visit(joinPointer(at, '$context'), ref);
  else for (const [k, v] of Object.entries(template)) forEachContextRef(v, joinPointer(at, k), visit);
}

/** Named condition references resolve. */
function checkConditionRefs(file: string, json: JsonValue, at: string, named: readonly string[], ctx: PageCheckContext): void {
  if (Array.isArray(json)) json.forEach((v, i) => checkConditionRefs(file, v, joinPointer(at, i), named, ctx));
  if (!isObj(json)) return;
  for (const [k, v] of Object.entries(json)) {
    const p = joinPointer(at, k);
    const isConditionSlot = k === 'when' || (at === '/conditions');
    if (k === 'conditions' && at === '') {
      checkConditionRefs(file, v, p, named, ctx);
      continue;
    }
    if (!isConditionSlot) {
      checkConditionRefs(file, v, p, named, ctx);
      continue;
    }
    // Compact conditions' operators and paths are checked for every kind of file (definitions.ts).
    if (typeof v === 'string' && !named.includes(v)) ctx.report(file, p, `condition "${v}" is not defined in this file`, `Add it under "conditions", or write the condition here.${didYouMean(v, named)}`);
  }
}
