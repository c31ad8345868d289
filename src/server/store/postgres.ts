// A real PostgreSQL server behind the same Db interface as PGlite (DATABASE_URL: a shared QA
// sandbox). Loaded only when DATABASE_URL is set, so the embedded default never needs `pg`.
import type { Db, Queryable } from './db';

/** One lock key for every write transaction: PGlite runs transactions one at a time, and the
 * stores rely on that (e.g. two racing creates of the same application), so Postgres does too. */
const WRITE_LOCK = 4_815_162_342;

/** Opens a pool on `url`; int8 columns (our millisecond clocks) read as numbers, as in PGlite. */
export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const on = (q: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return { rows: (await q(sql, params)).rows as T[] };
    },
    exec: (sql: string) => q(sql), // no parameters: the simple protocol runs several statements
  });
  return {
    ...on((sql, params) => pool.query(sql, params)),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [WRITE_LOCK]);
        const result = await fn(on((sql, params) => client.query(sql, params)));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
