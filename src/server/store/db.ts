// The store: the embedded PostgreSQL (PGlite, a file under DATA_DIR, or in memory for tests)
// by default, or a real PostgreSQL server when DATABASE_URL is set (src/server/store/postgres.ts).
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

/** Which store a start uses. */
export type StoreChoice = { kind: 'postgres'; url: string } | { kind: 'pglite-file'; dataDir: string } | { kind: 'pglite-memory' };

/** Options of openDb. */
export interface StoreOptions {
  /** A postgres:// URL: a real server (a shared QA sandbox). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** In memory (tests); wins over everything. */
  inMemory?: boolean | undefined;
  /**
   * Tests only: an in-memory database starts as a copy of this PGlite data directory
   * (`dumpDataDir()` of a migrated database) instead of an empty one, which skips PGlite's initdb
   * and the migrations (still run: none is pending when the copy is current). Ignored by a file or
   * PostgreSQL store; unset in production (docs/testing.md, decision 285).
   */
  memoryTemplate?: Blob | undefined;
}

/** In memory for tests, else DATABASE_URL, else the file database, else memory. */
export function chooseStore(opts: StoreOptions): StoreChoice {
  if (opts.inMemory === true) return { kind: 'pglite-memory' };
  const url = opts.databaseUrl?.trim() ?? '';
  if (url !== '') {
    if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { kind: 'postgres', url };
  }
  return opts.dataDir === undefined ? { kind: 'pglite-memory' } : { kind: 'pglite-file', dataDir: opts.dataDir };
}

/** A label for health checks and logs (never the URL: it may hold a password). */
export function storeLabel(choice: StoreChoice): string {
  return choice.kind === 'postgres' ? 'postgres (DATABASE_URL)' : choice.kind === 'pglite-file' ? 'pglite (file)' : 'pglite (memory)';
}

/** Opens (and creates on first start) the database, then applies pending migrations. */
export async function openDb(opts: StoreOptions): Promise<Db> {
  const choice = chooseStore(opts);
  let db: Db;
  if (choice.kind === 'postgres') {
    db = await (await import('./postgres')).openPostgres(choice.url);
  } else if (choice.kind === 'pglite-file') {
    const dir = join(choice.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    db = (await PGlite.create(dir)) as unknown as Db;
  } else {
    db = (await PGlite.create(opts.memoryTemplate ? { loadDataDir: opts.memoryTemplate } : {})) as unknown as Db;
  }
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
    const ran = await db.transaction(async (tx) => {
      // Another sandbox on the same server may have applied it meanwhile (Postgres).
      if ((await tx.query('select 1 from schema_migrations where id = $1', [m.id])).rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [m.id, m.name]);
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}

/** Deletes every row of every data table (QA reset); the schema stays. */
export async function wipe(db: Db): Promise<void> {
  await db.exec(`truncate ${DATA_TABLES.join(', ')} cascade`);
}
