// The conditions of an application (migration 10): QA's or the lender's list per application;
// no row: the default list. The lender's reviews of what the applicant sent are applied when the
// list is read, once they are due (like the status scripts: time can be injected in tests).
import { defaultConditions, type ConditionItem } from '../data/conditions';
import type { ApplicationRow } from './applications';
import type { Queryable } from './db';

/** Applies the reviews due at `now`; returns the list and whether anything changed. */
export function applyDueReviews(items: ConditionItem[], now: number): { items: ConditionItem[]; changed: boolean } {
  let changed = false;
  const out = items.map((c) => {
    if (c.review === undefined || c.review.dueAt > now) return c;
    changed = true;
    const { review, ...rest } = c;
    const rejected = review.outcome === 'REJECTED';
    return { ...rest, status: review.outcome, actionNeeded: rejected, commentsToBorrower: rejected ? (review.comments ?? rest.commentsToBorrower) : rest.commentsToBorrower, updated: new Date(review.dueAt).toISOString() };
  });
  return { items: out, changed };
}

/** The application's conditions: the stored list when set (even empty), else the default one; due reviews applied when `now` is given. */
export async function conditionsOf(db: Queryable, app: ApplicationRow, now?: number): Promise<{ items: ConditionItem[]; source: 'qa' | 'default' }> {
  const r = await db.query<{ items: ConditionItem[] }>('select items from application_conditions where application_uuid = $1', [app.uuid]);
  const row = r.rows[0];
  if (row === undefined) return { items: defaultConditions(app.uuid, app.created_at), source: 'default' };
  if (now === undefined) return { items: row.items, source: 'qa' };
  const due = applyDueReviews(row.items, now);
  if (due.changed) await setConditions(db, app.uuid, due.items, now);
  return { items: due.items, source: 'qa' };
}

/** Replaces the application's list. */
export async function setConditions(db: Queryable, applicationUuid: string, items: ConditionItem[], now: number): Promise<void> {
  await db.query(
    `insert into application_conditions (application_uuid, items, updated_at) values ($1, $2, $3)
     on conflict (application_uuid) do update set items = excluded.items, updated_at = excluded.updated_at`,
    [applicationUuid, JSON.stringify(items), now],
  );
}

/** Back to the default list. */
export async function clearConditions(db: Queryable, applicationUuid: string): Promise<void> {
  await db.query('delete from application_conditions where application_uuid = $1', [applicationUuid]);
}
