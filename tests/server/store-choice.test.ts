// Which store a start uses: PGlite stays the default; DATABASE_URL selects a real PostgreSQL.
// The stores themselves run on both databases in store-backends.test.ts.
import { describe, expect, it } from 'vitest';
import { chooseStore, openDb, storeLabel } from '../../src/server/store/db';

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
