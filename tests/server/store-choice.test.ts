// Which store a start uses: PGlite stays the default; DATABASE_URL selects a real PostgreSQL.
// The Postgres round trip runs only where a server is given (TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { chooseStore, migrate, openDb, storeLabel, wipe } from '../../src/server/store/db';
import { MIGRATIONS } from '../../src/server/store/migrations';

describe('chooseStore', () => {
  it('uses the embedded PGlite file database by default, in memory without a directory', () => {
    expect(chooseStore({ dataDir: '/tmp/x' })).toEqual({ kind: 'pglite-file', dataDir: '/tmp/x' });
    expect(chooseStore({})).toEqual({ kind: 'pglite-memory' });
    expect(chooseStore({ databaseUrl: '  ', dataDir: '/tmp/x' })).toEqual({ kind: 'pglite-file', dataDir: '/tmp/x' });
  });

  it('uses a real PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://qa:secret@db.internal:5432/heloc';
    expect(chooseStore({ databaseUrl: url, dataDir: '/tmp/x' })).toEqual({ kind: 'postgres', url });
    expect(chooseStore({ databaseUrl: 'postgresql://db/heloc' }).kind).toBe('postgres');
  });

  it('keeps tests in memory whatever the environment says', () => {
    expect(chooseStore({ inMemory: true, databaseUrl: 'postgres://db/heloc', dataDir: '/tmp/x' })).toEqual({ kind: 'pglite-memory' });
  });

  it('refuses a URL that is not PostgreSQL, before connecting anywhere', async () => {
    expect(() => chooseStore({ databaseUrl: 'mysql://db/heloc' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
    await expect(openDb({ databaseUrl: 'http://db/heloc' })).rejects.toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });

  it('never shows the URL (it may hold a password) in the health label', () => {
    expect(storeLabel({ kind: 'postgres', url: 'postgres://qa:secret@db/heloc' })).toBe('postgres (DATABASE_URL)');
  });
});

const pgUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!pgUrl)('PostgreSQL store (TEST_DATABASE_URL)', () => {
  it('migrates, is idempotent on a second start, and runs the stores SQL', async () => {
    const db = await openDb({ databaseUrl: pgUrl });
    try {
      expect(await migrate(db)).toEqual([]);
      const ids = (await db.query<{ id: number }>('select id from schema_migrations order by id')).rows.map((r) => r.id);
      expect(ids).toEqual(MIGRATIONS.map((m) => m.id));
      await wipe(db);
      await db.query('insert into auth_modes (org_code, new_auth_mode, updated_at) values ($1, $2, $3)', ['QA', true, Date.now()]);
      const row = (await db.query<{ updated_at: number }>('select updated_at from auth_modes where org_code = $1', ['QA'])).rows[0];
      expect(typeof row?.updated_at).toBe('number');
    } finally {
      await db.close();
    }
  });
});
