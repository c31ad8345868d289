// Checklist status rows and the lender's scripts that move them over time.
import type { ScriptStep } from '../lender/script';
import type { Db, Queryable } from './db';
import { findApplication, patchApplication } from './applications';
import { deepMerge } from './merge';
import { portalProgressFor } from '../portal-progress';
import { ACCOUNT_REVIEW_FLAG, accountReviewDue, dueAccountReview } from '../lender/account-review';

/** A checklist status row. */
export interface StatusRow {
  application_uuid: string;
  checklist_status: string;
  uw_decision: string | null;
  uw_sub_decision: string | null;
  flags: Record<string, unknown>;
  script: ScriptStep[];
  script_started_at: number;
  script_pos: number;
  updated_at: number;
}

/** Creates the status row of a new application with its script. */
export async function insertStatus(
  db: Queryable,
  appUuid: string,
  init: { checklistStatus: string; uwDecision: string | null; uwSubDecision: string | null; flags: Record<string, unknown>; script: ScriptStep[] },
  now: number,
): Promise<void> {
  await db.query(
    `insert into checklist_status (application_uuid, checklist_status, uw_decision, uw_sub_decision, flags, script, script_started_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [appUuid, init.checklistStatus, init.uwDecision, init.uwSubDecision, JSON.stringify(init.flags), JSON.stringify(init.script), now],
  );
}

/** The status row of an application. */
export async function findStatus(db: Queryable, appUuid: string): Promise<StatusRow | undefined> {
  return (await db.query<StatusRow>('select * from checklist_status where application_uuid = $1', [appUuid])).rows[0];
}

/**
 * Applies every script step that is due at `now` (or the next one when `force`), with the
 * application fields it sets, in one transaction. Returns the current row.
 */
export async function advanceStatus(db: Db, appUuid: string, now: number, force = false): Promise<StatusRow | undefined> {
  return db.transaction(async (tx) => {
    const row = (await tx.query<StatusRow>('select * from checklist_status where application_uuid = $1 for update', [appUuid])).rows[0];
    if (row === undefined) return undefined;
    let { checklist_status, uw_decision, uw_sub_decision, flags, script_pos } = row;
    let appPatch: Record<string, unknown> = {};
    let changed = false;
    while (script_pos < row.script.length) {
      const step = row.script[script_pos];
      if (step === undefined) break;
      if (!(force && !changed) && row.script_started_at + step.afterMs > now) break;
      checklist_status = step.checklistStatus;
      uw_decision = step.uwDecision;
      uw_sub_decision = step.uwSubDecision;
      flags = deepMerge(flags, step.flags);
      appPatch = deepMerge(appPatch, step.application);
      script_pos += 1;
      changed = true;
    }
    // A background review that ends on its own (an account held for review): flags and the
    // application only, never the checklist status (src/server/lender/account-review.ts).
    const reviewDue = accountReviewDue(flags, now);
    if (!changed && !reviewDue) return row;
    let app = await findApplication(tx, appUuid);
    if (app !== undefined && Object.keys(appPatch).length > 0) app = await patchApplication(tx, app, appPatch, now);
    if (reviewDue) {
      const review = dueAccountReview(flags, app?.extra['disburseAccount'], now);
      if (review !== null) {
        flags = deepMerge(flags, review.flags);
        if (app !== undefined && Object.keys(review.application).length > 0) await patchApplication(tx, app, review.application, now);
      }
    }
    const r = await tx.query<StatusRow>(
      `update checklist_status set checklist_status = $2, uw_decision = $3, uw_sub_decision = $4, flags = $5,
         script_pos = $6, updated_at = $7 where application_uuid = $1 returning *`,
      [appUuid, checklist_status, uw_decision, uw_sub_decision, JSON.stringify(flags), script_pos, now],
    );
    return r.rows[0];
  });
}

/** QA override: sets status fields and stops the script unless `resumeScript`. */
export async function forceStatus(
  db: Queryable,
  appUuid: string,
  patch: { checklistStatus?: string; uwDecision?: string | null; uwSubDecision?: string | null; flags?: Record<string, unknown>; resumeScript?: boolean },
  now: number,
): Promise<StatusRow | undefined> {
  const row = await findStatus(db, appUuid);
  if (row === undefined) return undefined;
  const r = await db.query<StatusRow>(
    `update checklist_status set checklist_status = $2, uw_decision = $3, uw_sub_decision = $4, flags = $5,
       script_pos = $6, updated_at = $7 where application_uuid = $1 returning *`,
    [
      appUuid,
      patch.checklistStatus ?? row.checklist_status,
      patch.uwDecision !== undefined ? patch.uwDecision : row.uw_decision,
      patch.uwSubDecision !== undefined ? patch.uwSubDecision : row.uw_sub_decision,
      JSON.stringify(patch.flags !== undefined ? deepMerge(row.flags, patch.flags) : row.flags),
      patch.resumeScript === true ? row.script_pos : row.script.length,
      now,
    ],
  );
  return r.rows[0];
}

/**
 * The status as the krang status call answers it: status, decisions, the portal progress (QA's
 * override in the `portalProgress` flag, else derived from the checklist status and, for a
 * holding status, the status it holds: the lender's `heldStatus` flag, not shown) and every flag.
 */
export function statusView(s: StatusRow): Record<string, unknown> {
  const { checklistStatus: _c, uwDecision: _d, uwSubDecision: _s, portalProgress: forced, heldStatus, [ACCOUNT_REVIEW_FLAG]: _review, ...flags } = s.flags;
  return {
    checklistStatus: s.checklist_status,
    uwDecision: s.uw_decision,
    uwSubDecision: s.uw_sub_decision,
    portalProgress: typeof forced === 'string' ? forced : portalProgressFor(s.checklist_status, typeof heldStatus === 'string' ? heldStatus : undefined),
    ...flags,
    // When the row last changed: the application answer carries the same stamp as it read it, so a
    // client holding both can tell which is older (src/domain/read-agreement.ts).
    updatedAt: Number(s.updated_at),
  };
}

/**
 * Starts a new lender script now: the status goes to `waiting` at once (so routing polls), and
 * the script's steps follow by their `afterMs` (an action the applicant took, e.g. HMDA saved).
 */
export async function startScript(db: Queryable, appUuid: string, waiting: string, script: ScriptStep[], now: number): Promise<StatusRow | undefined> {
  const r = await db.query<StatusRow>(
    `update checklist_status set checklist_status = $2, script = $3, script_started_at = $4, script_pos = 0, updated_at = $4
     where application_uuid = $1 returning *`,
    [appUuid, waiting, JSON.stringify(script), now],
  );
  return r.rows[0];
}
