// Pure functions over application page definitions: which page a route is, what its form starts
// with (prefill), what a save sends (body templates), which rows and buttons show. The stores
// and the generic page renderer call these; nothing here fetches or renders.
import { holds, type ConditionEvaluator } from './conditions';
import { readPath } from './context-paths';
import type { DisplayRow, LoadedPage, PageAction, PageCondition, PageDefinition, PagesFile } from './page-types';
import type { Condition, ConditionContext, JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Matches a route against a page's pattern (`income/upload/{type}`); returns the parameters or undefined. */
export function matchRoute(pattern: string, route: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = route.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    const m = /^\{([a-zA-Z]+)\}$/.exec(w);
    if (m) {
      if (g === '') return undefined;
      params[m[1] ?? ''] = g;
    } else if (w !== g) return undefined;
  }
  return params;
}

/** Finds the page of a route across the loaded files (exact routes before patterns). */
export function findPage(files: readonly PagesFile[], route: string): (LoadedPage & { params: Record<string, string> }) | undefined {
  const all = files.flatMap((file) => file.pages.map((page) => ({ page, file })));
  const exact = all.find((p) => p.page.route === route);
  if (exact) return { ...exact, params: {} };
  for (const p of all) {
    const params = matchRoute(p.page.route, route);
    if (params) return { ...p, params };
  }
  return undefined;
}

/** The group (first segment) of a route: the pages file that holds it. */
export function groupOf(route: string): string {
  return route.split('/')[0] ?? '';
}

/** Resolves a condition that may be the name of one of the file's named conditions. */
export function resolveCondition(file: PagesFile, condition: PageCondition): Condition {
  if (typeof condition !== 'string') return condition;
  const named = file.conditions?.[condition];
  if (named === undefined) throw new Error(`Pages file ${file.id}@${file.version} has no condition '${condition}'`);
  return named;
}

/** True when an optional page condition holds (absent holds). */
export function pageHolds(file: PagesFile, condition: PageCondition | undefined, ctx: ConditionContext, evaluate: ConditionEvaluator): boolean {
  return condition === undefined ? true : holds(evaluate, resolveCondition(file, condition), ctx);
}

/** Every step schema list a form page may compose: its own, then each variant's. */
export function formRefLists(page: PageDefinition): string[][] {
  if (page.kind !== 'form') return [];
  const list = (s: string | string[]): string[] => (Array.isArray(s) ? s : [s]);
  return [list(page.schema), ...(page.schemaVariants ?? []).map((v) => list(v.schema))];
}

/** The step schemas of a form page now: the first variant whose condition holds, else the page's own. */
export function formRefs(file: PagesFile, page: PageDefinition, ctx: ConditionContext, evaluate: ConditionEvaluator): string[] {
  if (page.kind !== 'form') return [];
  const variant = (page.schemaVariants ?? []).find((v) => pageHolds(file, v.when, ctx, evaluate));
  const s = variant?.schema ?? page.schema;
  return Array.isArray(s) ? s : [s];
}

/** Every step schema a form page may show (its own and each variant's), once each: what its draft must keep secrets of. */
export function pageSchemaRefs(page: PageDefinition): string[] {
  if (page.kind !== 'form') return [];
  const all = [page.schema, ...(page.schemaVariants ?? []).map((v) => v.schema)].flatMap((s) => (Array.isArray(s) ? s : [s]));
  return [...new Set(all)];
}

/** Sets a dotted path in a copy of `target`, creating objects on the way. */
export function setPath(target: Obj, path: string, value: JsonValue): Obj {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...target, [head]: value };
  const child = isObj(target[head]) ? (target[head] as Obj) : {};
  return { ...target, [head]: setPath(child, rest.join('.'), value) };
}

/** The form data a page starts with: each prefill path's value from the context (absent ones left out). */
export function prefillData(page: PageDefinition, ctx: ConditionContext): Obj {
  if (page.kind !== 'form' || !page.prefill) return {};
  let data: Obj = {};
  for (const [field, paths] of Object.entries(page.prefill)) {
    for (const path of Array.isArray(paths) ? paths : [paths]) {
      const value = readPath(ctx, path);
      if (value === undefined || value === null || value === '') continue;
      data = setPath(data, field, value);
      break;
    }
  }
  return data;
}

/** Only `keys` of an object, or of each object of a list (a list of liens sent without the lender's own fields). */
function pickKeys(value: JsonValue | undefined, keys: readonly string[]): JsonValue | undefined {
  const one = (v: JsonValue): JsonValue => (isObj(v) ? Object.fromEntries(keys.filter((k) => v[k] !== undefined).map((k) => [k, v[k] as JsonValue])) : v);
  if (Array.isArray(value)) return value.map(one);
  return value === undefined ? undefined : one(value);
}

/**
 * The form field a request body's dotted `bodyPath` was filled from by `template` (a save's body
 * template), so the lender's message for a body field lands on the field the applicant typed in:
 * `name.lastName` of `{ "name": { "lastName": { "$form": "lastName" } } }` is `lastName`; a path
 * under a `$form` node continues inside that field. Undefined when no form field fills it.
 */
export function formFieldOf(template: JsonValue, bodyPath: string): string | undefined {
  const parts = bodyPath === '' ? [] : bodyPath.split('.');
  let node: JsonValue = template;
  for (let i = 0; ; i++) {
    if (isObj(node) && typeof node['$form'] === 'string' && Object.keys(node).every((k) => k === '$form' || k === '$pick')) {
      const rest = parts.slice(i);
      const field = [node['$form'], ...rest].filter((p) => p !== '').join('.');
      return field === '' ? undefined : field;
    }
    if (i >= parts.length) return undefined;
    const part = parts[i]!;
    if (Array.isArray(node) && /^\d+$/.test(part)) node = node[Number(part)] ?? null;
    else if (isObj(node) && Object.hasOwn(node, part)) node = node[part]!;
    else return undefined;
  }
}

/** Fills a body template: `{ "$form": path }` reads the form ('' for all of it; `"$pick": [keys]` keeps only those keys of it or of each item), `{ "$context": path }` the context; absent values are left out. */
export function fillBody(template: JsonValue, form: Obj, ctx: ConditionContext): JsonValue | undefined {
  if (Array.isArray(template)) return template.map((t) => fillBody(t, form, ctx)).filter((v): v is JsonValue => v !== undefined);
  if (!isObj(template)) return template;
  const keys = Object.keys(template);
  if (typeof template['$form'] === 'string' && keys.every((k) => k === '$form' || k === '$pick')) {
    const path = template['$form'];
    const value = path === '' ? form : readPath(form, path);
    const pick = template['$pick'];
    return Array.isArray(pick) ? pickKeys(value, pick.filter((k): k is string => typeof k === 'string')) : value;
  }
  if (keys.length === 1 && typeof template['$context'] === 'string') return readPath(ctx, template['$context']);
  const out: Obj = {};
  for (const [k, v] of Object.entries(template)) {
    const filled = fillBody(v, form, ctx);
    if (filled !== undefined) out[k] = filled;
  }
  return out;
}

/** Fills `{name}` in a path template with URI-encoded values; throws on a missing one. */
export function fillPathTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new Error(`Path ${template} needs {${name}}`);
    return encodeURIComponent(v);
  });
}

/** The display rows whose conditions hold, with their raw values (formatting is the caller's). */
export function visibleRows(file: PagesFile, rows: readonly DisplayRow[] | undefined, ctx: ConditionContext, evaluate: ConditionEvaluator): { row: DisplayRow; value: JsonValue | undefined }[] {
  return (rows ?? []).filter((r) => pageHolds(file, r.when, ctx, evaluate)).map((row) => ({ row, value: readPath(ctx, row.value) }));
}

/** The buttons whose conditions hold. */
export function visibleActions(file: PagesFile, page: PageDefinition, ctx: ConditionContext, evaluate: ConditionEvaluator): PageAction[] {
  return (page.actions ?? []).filter((a) => pageHolds(file, a.when, ctx, evaluate));
}

/** The number bounds of a form page's fields, read from the context (e.g. the offer's min and max draw). */
export function boundsOf(page: PageDefinition, ctx: ConditionContext): Record<string, { minimum?: number; maximum?: number }> {
  if (page.kind !== 'form' || !page.bounds) return {};
  const out: Record<string, { minimum?: number; maximum?: number }> = {};
  for (const [field, b] of Object.entries(page.bounds)) {
    const min = b.minimum === undefined ? undefined : readPath(ctx, b.minimum);
    const max = b.maximum === undefined ? undefined : readPath(ctx, b.maximum);
    out[field] = { ...(typeof min === 'number' ? { minimum: min } : {}), ...(typeof max === 'number' ? { maximum: max } : {}) };
  }
  return out;
}

/**
 * The offer the applicant has chosen: the application's offer whose type and term match its
 * rateType and term (with the chosen amount), else the lender's preliminary offer, else null.
 */
export function selectedOffer(application: JsonValue | undefined): Obj | null {
  if (!isObj(application)) return null;
  const offers = Array.isArray(application['offers']) ? application['offers'].filter(isObj) : [];
  const term = application['term'];
  const type = application['rateType'];
  if (typeof term === 'number' && term > 0) {
    const match = offers.find((o) => o['term'] === term && (type === undefined || o['type'] === type));
    if (match) return { ...match, amount: application['amount'] ?? null };
  }
  const pre = application['preliminaryOffer'];
  return isObj(pre) ? pre : null;
}

/** The route a bare group index goes to: its parent group (seed 000 §2), or '' (routing) at the top. */
export function parentRoute(route: string): string {
  return route.split('/').slice(0, -1).join('/');
}
