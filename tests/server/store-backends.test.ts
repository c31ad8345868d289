// The sandbox's stores on both databases it supports: the same suite runs on the embedded
// PGlite (the default) and on a real PostgreSQL server (DATABASE_URL, the shared-QA mode).
// `npm test` (scripts/test-all.sh) starts a throwaway PostgreSQL and sets TEST_DATABASE_URL;
// a bare `npx vitest run` without it runs the PGlite half and skips the PostgreSQL one.
// Each PostgreSQL run works in a database of its own, created here and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDb, wipe } from '../../src/server/store/db';
import { DATA_TABLES, MIGRATIONS } from '../../src/server/store/migrations';
import { createIdentity, findIdentity, findProfile, updateProfile } from '../../src/server/store/identities';
import { findApplication, insertApplication, listApplications, patchApplication, type NewApplication } from '../../src/server/store/applications';
import { advanceStatus, findStatus, insertStatus } from '../../src/server/store/status';
import { addFile, createConversation, fileWithData, newToken, vendorId } from '../../src/server/store/chat';
import { countRows, recordEvent } from '../../src/server/store/records';
import { flagFor, setFlag } from '../../src/server/store/org-settings';
import { PASSWORD, createBody, makeClock, register, startSandbox } from './helpers';

const pgUrl = process.env['TEST_DATABASE_URL']?.trim() || undefined;

/** One database to run the suite on, and the sandbox options that reach it. */
interface Backend {
  /** Opens the store (creating and migrating it on first use). */
  open(): Promise<Db>;
  /** What buildServer needs to use the same database. */
  sandboxOptions(): { databaseUrl: string; inMemory: false } | { dataDir: string };
  /** Drops the database / removes the directory. */
  dispose(): Promise<void>;
}

/** A PGlite file database in a temp directory (what `npm start` uses by default). */
async function pgliteBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'heloc-store-'));
  return {
    open: () => openDb({ dataDir }),
    sandboxOptions: () => ({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database on the TEST_DATABASE_URL server, through the PostgreSQL adapter. */
async function postgresBackend(serverUrl: string): Promise<Backend> {
  const { default: pg } = await import('pg');
  const name = `heloc_store_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    try {
      await pool.query(sql);
    } finally {
      await pool.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    open: () => openDb({ databaseUrl }),
    sandboxOptions: () => ({ databaseUrl, inMemory: false }),
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

const application = (identityUuid: string, over: Partial<NewApplication> = {}): NewApplication => ({
  identityUuid,
  orgCode: 'HOMELINE',
  idempotencyKey: null,
  property: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
  consents: [{ type: 'SOFT_CREDIT', version: 3 }],
  incomeSources: [{ type: 'SALARY', amount: 120000.5 }],
  referrer: null,
  isCrypto: false,
  isInquiry: false,
  extra: { offers: [{ id: 'o1', rate: 8.25 }], documents: { list: ['a'] } },
  request: { publish: true },
  ...over,
});

const backends = [
  { name: 'PGlite (embedded, the default)', make: pgliteBackend, skip: false },
  { name: 'PostgreSQL server (DATABASE_URL)', make: () => postgresBackend(pgUrl ?? ''), skip: pgUrl === undefined },
];

describe.each(backends)('sandbox stores on $name', ({ make, skip }) => {
  if (skip) {
    it.skip('needs TEST_DATABASE_URL (npm test starts a server and sets it)', () => undefined);
    return;
  }
  let backend: Backend;
  let db: Db;
  beforeAll(async () => {
    backend = await make();
    db = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await backend?.dispose();
  });

  const newIdentity = async (email: string, org = 'HOMELINE'): Promise<string> => {
    const row = await createIdentity(db, { org, email, passwordHash: 'x', phone: '5125550100' }, NOW);
    if (row === undefined) throw new Error(`${email} taken`);
    return row.uuid;
  };

  it('migrates a new database to every migration, and a second start applies none', async () => {
    const ids = (await db.query<{ id: number }>('select id from schema_migrations order by id')).rows.map((r) => r.id);
    expect(ids).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b));
    expect(await migrate(db)).toEqual([]);
    const again = await backend.open();
    await again.close();
    expect((await db.query<{ n: number }>('select count(*)::int as n from schema_migrations')).rows[0]?.n).toBe(MIGRATIONS.length);
  });

  it('keeps one identity per e-mail and organisation (case-insensitive), even when two registrations race', async () => {
    const [a, b] = await Promise.all([
      createIdentity(db, { org: 'HOMELINE', email: 'Race@Example.com', passwordHash: 'x', phone: '5125550100' }, NOW),
      createIdentity(db, { org: 'HOMELINE', email: 'race@example.com ', passwordHash: 'y', phone: '5125550101' }, NOW),
    ]);
    expect([a, b].filter((r) => r !== undefined)).toHaveLength(1);
    // The same address in another organisation is another identity.
    expect(await createIdentity(db, { org: 'LAKESHORE', email: 'race@example.com', passwordHash: 'x', phone: '5125550100' }, NOW)).toBeDefined();
    const winner = (a ?? b)!;
    const found = await findIdentity(db, winner.uuid);
    // Millisecond clocks are int8 columns; they read back as numbers on both databases.
    expect(found?.created_at).toBe(NOW);
    const profile = await findProfile(db, winner.uuid);
    expect(profile?.phone_numbers).toEqual([{ type: 'MOBILE', number: winner.phone }]);
  });

  it('stores a profile update with its home address (JSON) and reads it back', async () => {
    const uuid = await newIdentity('profile@example.com');
    const home = { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    const updated = await updateProfile(db, uuid, { firstName: ' Alex ', lastName: 'Morgan', dob: '1980-04-12', homeAddress: home }, NOW + 1000);
    expect(updated).toMatchObject({ first_name: 'Alex', last_name: 'Morgan', dob: '1980-04-12', updated_at: NOW + 1000 });
    expect(updated?.addresses[0]).toMatchObject({ type: 'HOME', ...home });
    expect((await findProfile(db, uuid))?.addresses).toEqual(updated?.addresses);
  });

  it('stores an application with its JSON columns and numbers, merges a patch, and lists newest first', async () => {
    const uuid = await newIdentity('apps@example.com');
    const first = await insertApplication(db, application(uuid), NOW);
    expect(first.loan_number).toMatch(/^[1-9]\d{9}$/);
    const read = await findApplication(db, first.uuid);
    expect(read).toMatchObject({
      property: { street1: '1420 Maple Ridge Dr', zip: '78704' },
      income_sources: [{ type: 'SALARY', amount: 120000.5 }],
      extra: { offers: [{ id: 'o1', rate: 8.25 }] },
      is_crypto: false,
      created_at: NOW,
    });
    const patched = await patchApplication(db, read!, { amount: 50000.25, term: 30, documents: { signed: true } }, NOW + 5);
    expect(patched).toMatchObject({ amount: 50000.25, term: 30, updated_at: NOW + 5 });
    // Fields without a column of their own deep-merge into `extra`.
    expect((await findApplication(db, first.uuid))?.extra).toEqual({ offers: [{ id: 'o1', rate: 8.25 }], documents: { list: ['a'], signed: true } });
    const second = await insertApplication(db, application(uuid, { property: { street1: '9 Oak Ln', city: 'Austin', state: 'TX', zip: '78702' } }), NOW + 10);
    expect((await listApplications(db, uuid)).map((a) => a.uuid)).toEqual([second.uuid, first.uuid]);
  });

  it('advances a lender script in one transaction, with the application fields a step sets', async () => {
    const uuid = await newIdentity('script@example.com');
    const app = await insertApplication(db, application(uuid), NOW);
    const step = (afterMs: number, checklistStatus: string, applicationPatch: Record<string, unknown> = {}) =>
      ({ afterMs, checklistStatus, uwDecision: null, uwSubDecision: null, flags: { step: checklistStatus }, application: applicationPatch }) as never;
    await insertStatus(db, app.uuid, { checklistStatus: 'WAITING', uwDecision: null, uwSubDecision: null, flags: { kept: true }, script: [step(1000, 'OFFER_SELECTION', { rate: 7.5 }), step(5000, 'DONE')] }, NOW);
    expect((await advanceStatus(db, app.uuid, NOW + 999))?.checklist_status).toBe('WAITING');
    const moved = await advanceStatus(db, app.uuid, NOW + 1000);
    expect(moved).toMatchObject({ checklist_status: 'OFFER_SELECTION', script_pos: 1, flags: { kept: true, step: 'OFFER_SELECTION' }, updated_at: NOW + 1000 });
    expect((await findApplication(db, app.uuid))?.rate).toBe(7.5);
    expect((await findStatus(db, app.uuid))?.script).toHaveLength(2);
  });

  it('rolls a failed transaction back entirely', async () => {
    const uuid = await newIdentity('rollback@example.com');
    let inside: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        inside = (await insertApplication(tx, application(uuid), NOW)).uuid;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(inside).toBeDefined();
    expect(await findApplication(db, inside!)).toBeUndefined();
    expect(await listApplications(db, uuid)).toEqual([]);
  });

  it('runs write transactions one at a time, so a read-then-write never loses an update', async () => {
    await setFlag(db, 'SERIAL', 'counter', true, { n: 0 }, NOW);
    const increment = () =>
      db.transaction(async (tx) => {
        const n = Number((await flagFor(tx, 'SERIAL', 'counter')).variables['n']);
        await new Promise((r) => setTimeout(r, 40));
        await setFlag(tx, 'SERIAL', 'counter', true, { n: n + 1 }, NOW);
      });
    await Promise.all([increment(), increment(), increment()]);
    expect((await flagFor(db, 'SERIAL', 'counter')).variables).toEqual({ n: 3 });
  });

  it('keeps a chat attachment byte for byte', async () => {
    const sid = vendorId('CH');
    await createConversation(db, {
      sid, org_code: 'HOMELINE', mode: 'AGENT', name: 'Alex', email: 'chat@example.com', application_uuid: null, identity_uuid: null,
      page_url: null, token: newToken(), token_expires_at: NOW + 60_000, omni_proxy_channel_id: vendorId('OP'),
      provider_channel_id: vendorId('CH'), magic: null, target_worker: null, created_at: NOW,
    });
    const bytes = Uint8Array.from([0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, 0, 92, 39]);
    const file = await addFile(db, { conversation_sid: sid, name: 'stub.pdf', type: 'application/pdf', data: bytes, created_at: NOW });
    expect(file).toMatchObject({ size: 10, created_at: NOW });
    const back = await fileWithData(db, sid, file.id);
    expect([...(back?.data ?? [])]).toEqual([...bytes]);
  });

  it('records a telemetry event once per dedupe key', async () => {
    const event = { trackerUuid: 't-1', sessionUuid: null, event: 'page', dedupeKey: 'k-1', context: 'PREQUAL', org: 'HOMELINE', body: {} };
    expect(await recordEvent(db, event, NOW)).toBe(true);
    expect(await recordEvent(db, event, NOW + 1)).toBe(false);
    expect(await recordEvent(db, { ...event, dedupeKey: null }, NOW + 2)).toBe(true);
    expect(await recordEvent(db, { ...event, dedupeKey: null }, NOW + 3)).toBe(true);
  });

  it('runs a sandbox on it: register, create an application, restart, and everything is still there', async () => {
    await wipe(db);
    // The embedded database takes one process at a time: the sandbox gets it alone.
    await db.close();
    const clock = makeClock();
    const opts = { ...backend.sandboxOptions(), secret: 'store-secret' };
    const first = await startSandbox(opts, clock);
    let uuid: string;
    let token: string;
    try {
      token = await register(first, 'restart@example.com');
      const c = await first.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody() });
      expect(c.status).toBe(200);
      uuid = c.body.uuid;
    } finally {
      await first.close();
    }
    clock.advance(5000);
    const second = await startSandbox(opts, clock);
    try {
      const health = await second.call('GET', '/__sandbox/health');
      expect(health.body).toMatchObject({ migrations: MIGRATIONS.map((m) => m.id), counts: { identities: 1, applications: 1 } });
      expect(health.body.store).toBe('databaseUrl' in opts ? 'postgres (DATABASE_URL)' : 'pglite (file)');
      const s = await second.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token });
      expect(s.body.checklistStatus).toBe('OFFER_SELECTION');
      const login = await second.call('POST', '/identity/api/v1/login', { body: { email: 'restart@example.com', password: PASSWORD } });
      expect(login.status).toBe(200);
      const dup = await second.call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', {
        body: { email: 'RESTART@example.com', password: PASSWORD, phoneNumber: '5125550100' },
      });
      expect(dup.status).toBe(401);
    } finally {
      await second.close();
      db = await backend.open();
    }
  });

  // The shared-QA mode: several sandboxes (same SANDBOX_JWT_SECRET) on one PostgreSQL at once.
  it.runIf(make !== pgliteBackend)('lets two sandboxes share the server at once: what one writes, the other answers', async () => {
    const opts = { ...backend.sandboxOptions(), secret: 'shared-secret' };
    const [a, b] = await Promise.all([startSandbox(opts), startSandbox(opts)]);
    try {
      const token = await register(a, 'shared@example.com');
      const c = await a.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody({ email: 'shared@example.com' }) });
      expect(c.status).toBe(200);
      const all = await b.call('GET', '/service-application/api/v1/application/heloc/all', { token });
      expect(all.status).toBe(200);
      expect(all.body.map((x: { uuid: string }) => x.uuid)).toContain(c.body.uuid);
      const dup = await b.call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', {
        body: { email: 'shared@example.com', password: PASSWORD, phoneNumber: '5125550100' },
      });
      expect(dup.status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('empties every data table on a QA reset and keeps the schema', async () => {
    await newIdentity('wipe@example.com');
    expect(await countRows(db, 'identities')).toBeGreaterThan(0);
    await wipe(db);
    for (const table of DATA_TABLES) expect(await countRows(db, table)).toBe(0);
    expect(await migrate(db)).toEqual([]);
    expect(await newIdentity('wipe@example.com')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
