// The conditions QA set per application (migration 10). No row: the default list.
import { defaultConditions, type ConditionItem } from '../data/conditions';
import type { ApplicationRow } from './applications';
import type { Queryable } from './db';

/** The application's conditions: QA's list when set (even empty), else the default one. */
export async function conditionsOf(db: Queryable, app: ApplicationRow): Promise<{ items: ConditionItem[]; source: 'qa' | 'default' }> {
  const r = await db.query<{ items: ConditionItem[] }>('select items from application_conditions where application_uuid = $1', [app.uuid]);
  const row = r.rows[0];
  return row === undefined ? { items: defaultConditions(app.uuid, app.created_at), source: 'default' } : { items: row.items, source: 'qa' };
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
