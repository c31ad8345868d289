// The routing explorer's engine (issue 26, flow studio): the same walk as resolveRoute (checklist
// rows, then state rows, then the default; first match wins), but it also says, for every row it
// passed over, why that row did not match. Pure. The evaluator must evaluate any condition, also
// the parts of a row's `when` (the Node runtime evaluator does; the browser's table would throw).
import { isCompactCondition } from './compact-conditions';
import { toCompact } from './compact-convert';
import type { ConditionEvaluator } from './conditions';
import { holds } from './conditions';
import type { ApplicationContext } from './machine';
import { resolveRoute, rowMatchesStatus, type ResolvedRoute } from './routing';
import type { Condition, JsonValue, MachineDefinition, RouteRow } from './types';

/** One part of a row's condition that did not hold, with the value the context has there. */
export interface FailedPart {
  /** The part in the compact form ops write, as JSON text (e.g. `{"status.waitingOnFloodCert":true}`). */
  condition: string;
  /** The context value at the part's path, as JSON text, 'absent', or undefined when the part has no single path. */
  actual?: string;
}

/** Why a row was or was not taken. */
export interface RowVerdict {
  /** The row as flows:check names it: `checklistRoutes/8`, `stateRoutes/3`. */
  row: string;
  route: string;
  /** What the row matches on: its statuses/pattern or its state. */
  on: string;
  matched: boolean;
  /** For a row passed over: 'status' (status not listed), 'state' (another state) or 'condition'. */
  skipped?: 'status' | 'state' | 'condition';
  /** For a row skipped on its condition: the parts that failed. */
  failed?: FailedPart[];
}

export interface RouteExplanation {
  /** What resolveRoute answers for the same input (the explorer never routes differently). */
  resolved: ResolvedRoute;
  /** The row that matched, or 'defaultRoute'. */
  matchedRow: string;
  /** Every row up to and including the match, in the order routing checks them. */
  rows: RowVerdict[];
}

type Obj = { [key: string]: JsonValue };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The context value at a dotted compact path ('status.uwDecision'), undefined when absent. */
function valueAt(ctx: ApplicationContext, path: string): JsonValue | undefined {
  let v: JsonValue | undefined = ctx as unknown as JsonValue;
  for (const key of path.split('.')) v = isObj(v) && Object.hasOwn(v, key) ? v[key] : undefined;
  return v;
}

/**
 * The parts of `when` that fail for `ctx`. A compact condition's keys are ANDed, so each failing
 * key (and each failing item of an `all`) is a reason; anything else is reported whole.
 */
export function failedParts(when: Condition, ctx: ApplicationContext, evaluate: ConditionEvaluator): FailedPart[] {
  const compact = toCompact(when);
  if (!isCompactCondition(compact) || !isObj(compact)) return [{ condition: JSON.stringify(compact) }];
  const out: FailedPart[] = [];
  for (const [key, value] of Object.entries(compact)) {
    if (key === '$comment') continue;
    if (key === 'all' && Array.isArray(value)) {
      for (const item of value) if (!evaluate(item as Condition, ctx)) out.push(...failedParts(item as Condition, ctx, evaluate));
      continue;
    }
    const part = { [key]: value } as Condition;
    if (evaluate(part, ctx)) continue;
    if (key === 'any' || key === 'not') out.push({ condition: JSON.stringify(part) });
    else {
      const actual = valueAt(ctx, key);
      out.push({ condition: JSON.stringify(part), actual: actual === undefined ? 'absent' : JSON.stringify(actual) });
    }
  }
  // A condition that fails as a whole but in no single part (should not happen): say so whole.
  return out.length > 0 ? out : [{ condition: JSON.stringify(compact) }];
}

function rowOn(row: RouteRow): string {
  if (row.state !== undefined) return `state ${row.state}`;
  const parts = [...(row.statuses ?? [])];
  if (row.statusPattern !== undefined) parts.push(`/${row.statusPattern}/`);
  return parts.join(', ');
}

/** Explains resolveRoute for the same input: the route, the row that matched and why each earlier row did not. */
export function explainRoute(
  def: MachineDefinition,
  input: { status: string | null | undefined; state: string; ctx: ApplicationContext },
  evaluate: ConditionEvaluator,
): RouteExplanation {
  const ctx: ApplicationContext = { ...input.ctx, machine: { state: input.state } };
  const resolved = resolveRoute(def, input, evaluate);
  const rows: RowVerdict[] = [];
  const tables: ['checklistRoutes' | 'stateRoutes', RouteRow[]][] = [['checklistRoutes', def.checklistRoutes], ['stateRoutes', def.stateRoutes]];
  for (const [table, list] of tables) {
    for (const [i, row] of list.entries()) {
      const verdict: RowVerdict = { row: `${table}/${i}`, route: row.route, on: rowOn(row), matched: false };
      rows.push(verdict);
      const listed = table === 'checklistRoutes' ? !!input.status && rowMatchesStatus(row, input.status) : row.state === input.state;
      if (!listed) verdict.skipped = table === 'checklistRoutes' ? 'status' : 'state';
      else if (!holds(evaluate, row.when, ctx)) {
        verdict.skipped = 'condition';
        verdict.failed = failedParts(row.when as Condition, ctx, evaluate);
      } else {
        verdict.matched = true;
        return { resolved, matchedRow: verdict.row, rows };
      }
    }
  }
  return { resolved, matchedRow: 'defaultRoute', rows };
}
