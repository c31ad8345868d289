// Notary reservations (migration 13): the slot each application holds; a slot start is unique,
// so two applications can never hold the same time.
import type { Queryable } from './db';

/** An application's reservation. */
export interface Reservation {
  applicationUuid: string;
  startsAt: string;
  reservedAt: string;
}

interface Row {
  application_uuid: string;
  starts_at: string;
  reserved_at: number | string;
}

const toReservation = (r: Row): Reservation => ({ applicationUuid: r.application_uuid, startsAt: r.starts_at, reservedAt: new Date(Number(r.reserved_at)).toISOString() });

/** Every reservation whose start is one of `starts` (who holds which of these times). */
export async function reservationsAt(db: Queryable, starts: readonly string[]): Promise<Map<string, Reservation>> {
  if (starts.length === 0) return new Map();
  const r = await db.query<Row>('select * from notary_reservations where starts_at = any($1::text[])', [starts as string[]]);
  return new Map(r.rows.map((row) => [row.starts_at, toReservation(row)]));
}

/** The application's reservation, if any. */
export async function reservationOf(db: Queryable, appUuid: string): Promise<Reservation | undefined> {
  const r = await db.query<Row>('select * from notary_reservations where application_uuid = $1', [appUuid]);
  return r.rows[0] ? toReservation(r.rows[0]) : undefined;
}

/**
 * Holds `startsAt` for the application (replacing its earlier time). Answers undefined when
 * another application holds that time.
 */
export async function reserve(db: Queryable, appUuid: string, startsAt: string, now: number): Promise<Reservation | undefined> {
  const holder = (await reservationsAt(db, [startsAt])).get(startsAt);
  if (holder && holder.applicationUuid !== appUuid) return undefined;
  if (holder) return holder;
  try {
    await db.query(
      `insert into notary_reservations (application_uuid, starts_at, reserved_at) values ($1, $2, $3)
       on conflict (application_uuid) do update set starts_at = excluded.starts_at, reserved_at = excluded.reserved_at`,
      [appUuid, startsAt, now],
    );
  } catch {
    // Taken between the look and the write (the unique start).
    return undefined;
  }
  return reservationOf(db, appUuid);
}
