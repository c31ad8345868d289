// The embedded PostgreSQL (PGlite): a file database under DATA_DIR, or in memory for tests.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATA_TABLES, MIGRATIONS } from './migrations';

/** What a store function needs: the database or a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** The database surface the stores use; PGlite satisfies it, a node-postgres pool could too. */
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens (and creates on first start) the database, then applies pending migrations. */
export async function openDb(opts: { dataDir?: string; inMemory?: boolean }): Promise<Db> {
  let pg: PGlite;
  if (opts.inMemory === true || opts.dataDir === undefined) {
    pg = await PGlite.create();
  } else {
    const dir = join(opts.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    pg = await PGlite.create(dir);
  }
  const db = pg as unknown as Db;
  await migrate(db);
  return db;
}

/** Applies every migration not yet in schema_migrations, each in its own transaction. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`create table if not exists schema_migrations (
    id integer primary key, name text not null, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query<{ id: number }>('select id from schema_migrations')).rows.map((r) => r.id));
  const applied: number[] = [];
  for (const m of [...MIGRATIONS].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [m.id, m.name]);
    });
    applied.push(m.id);
  }
  return applied;
}

/** Deletes every row of every data table (QA reset); the schema stays. */
export async function wipe(db: Db): Promise<void> {
  await db.exec(`truncate ${DATA_TABLES.join(', ')} cascade`);
}
