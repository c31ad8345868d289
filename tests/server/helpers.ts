// Starts a sandbox on an ephemeral 127.0.0.1 port and talks to it with real HTTP (fetch).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildOptions } from '../../src/server/main';

/** A controllable clock for the lender's scripts and token expiry. */
export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

/** Makes a clock starting at a fixed instant. */
export function makeClock(start = Date.UTC(2026, 10, 1, 12, 0, 0)): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/** A JSON answer. */
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A running sandbox and a small client. */
export interface Sandbox {
  app: FastifyInstance;
  base: string;
  clock: Clock;
  call<T = any>(method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  close(): Promise<void>;
}

let template: Promise<Blob | undefined> | undefined;

/**
 * The migrated database every in-memory test sandbox starts from (tests/global-setup.ts makes it
 * once per run), read once per test file; undefined outside that setup (a fresh database then).
 */
function memoryTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([new Uint8Array(await readFile(file))]) : undefined;
  })();
  return template;
}

/** `{ memoryTemplate }` for a test that calls buildServer itself with `inMemory: true`. */
export async function memoryTemplateOption(): Promise<{ memoryTemplate?: Blob }> {
  const copy = await memoryTemplate();
  return copy ? { memoryTemplate: copy } : {};
}

/** Starts a sandbox (in memory unless dataDir is given). */
export async function startSandbox(opts: Partial<BuildOptions> = {}, clock: Clock = makeClock()): Promise<Sandbox> {
  const inMemory = opts.inMemory ?? opts.dataDir === undefined;
  const copy = inMemory && opts.memoryTemplate === undefined ? await memoryTemplateOption() : {};
  const app = await buildServer({ inMemory, now: clock.now, secret: 'test-secret', ...copy, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (addr === null || typeof addr === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${addr.port}`;
  return {
    app,
    base,
    clock,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      if (o.body !== undefined) headers['content-type'] = 'application/json';
      if (o.token !== undefined) headers['authorization'] = `Bearer ${o.token}`;
      const res = await fetch(`${base}${path}`, { method, headers, redirect: 'manual', ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        /* not JSON (HTML) */
      }
      return { status: res.status, body: body as any, headers: res.headers };
    },
    close: () => app.close(),
  };
}

/**
 * One sandbox for a test file: started before its tests (after `prepare`), closed after them.
 * Returns a stand-in whose members reach the live sandbox, so a file says `const sb = fileSandbox();`.
 */
export function fileSandbox(opts: Partial<BuildOptions> = {}, prepare?: () => void): Sandbox {
  let current: Sandbox | undefined;
  beforeAll(async () => {
    prepare?.();
    current = await startSandbox(opts);
  });
  afterAll(async () => current?.close());
  const live = (): Sandbox => {
    if (current === undefined) throw new Error('fileSandbox: used outside a test (the sandbox starts in beforeAll)');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get base() {
      return live().base;
    },
    get clock() {
      return live().clock;
    },
    call: (method, path, o) => live().call(method, path, o),
    close: () => live().close(),
  };
}

/** A strong password for registrations. */
export const PASSWORD = 'Correct-Horse9!battery';

/** Registers an identity and returns its token. */
export async function register(sb: Sandbox, email: string, org = 'HOMELINE'): Promise<string> {
  const r = await sb.call('POST', `/identity/api/v1/registration/register?organization=${org}`, {
    body: { email, password: PASSWORD, phoneNumber: '5125550100' },
    headers: { 'x-org': org },
  });
  if (r.status !== 200) throw new Error(`register ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.jwt as string;
}

/** A valid create-application body; override parts per test. */
export function createBody(over: { lastName?: string; street1?: string; city?: string; state?: string; zip?: string; type?: string; email?: string; referrerId?: string } = {}): Record<string, unknown> {
  return {
    abVersionsRequest: [],
    consentRequests: [{ type: 'SOFT_CREDIT', version: 3 }],
    consentListRequest: [{ type: 'PRIVACY', version: 4, optIn: 'OPT_IN' }],
    income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 },
    marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
    profileRequest: {
      name: { firstName: 'Alex', middleName: '', lastName: over.lastName ?? 'Morgan', suffix: '' },
      dob: '1980-04-12',
      email: over.email ?? 'alex@example.com',
    },
    propertyListedForSale: false,
    propertyRequest: {
      street1: over.street1 ?? '1420 Maple Ridge Dr',
      street2: '',
      city: over.city ?? 'Austin',
      state: over.state ?? 'TX',
      zip: over.zip ?? '78704',
      type: over.type ?? 'HOME',
    },
    publish: true,
    utmParameters: { campaign: 'FALL', medium: null, source: null, term: null, content: null, id: null },
    employmentType: 'FULL_TIME',
    ...(over.referrerId !== undefined ? { referrerId: over.referrerId } : {}),
  };
}

let atDisbursementSeq = 0;

/**
 * A borrower with an application whose offer is chosen (the 10-year fixed, autopay as asked),
 * forced to DISBURSEMENT_ACCOUNT as the income part leaves it (the bank pages' starting point).
 */
export async function applicationAtDisbursement(sb: Sandbox, o: { autopay?: boolean; inquiry?: boolean } = {}): Promise<{ token: string; uuid: string }> {
  const base = '/service-application/api/v1/application/heloc';
  const token = await register(sb, `bank-${atDisbursementSeq++}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${base}?state=TX`, { body: createBody({ lastName: 'Morgan' }), token, headers: { 'x-org': 'HOMELINE' } });
  if (r.status !== 200) throw new Error(`create answered ${r.status}`);
  const uuid = r.body.uuid as string;
  sb.clock.advance(10_000);
  const offers = (await sb.call('GET', `${base}/${uuid}`, { token })).body['offers'] as { type: string; term: number; minDraw: number }[];
  const ten = offers.find((x) => x.type === 'FIXED' && x.term === 10)!;
  const chosen = await sb.call('PUT', `${base}/${uuid}/offer-selection`, { token, body: { type: 'FIXED', term: 10, amount: ten.minDraw + 5000, autopay: o.autopay ?? true } });
  if (chosen.status !== 200) throw new Error(`offer-selection answered ${chosen.status}`);
  sb.clock.advance(5000);
  const patch = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
    body: { checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', ...(o.inquiry ? { application: { isInquiry: true } } : {}) },
  });
  if (patch.status !== 200) throw new Error(`the QA patch answered ${patch.status}`);
  return { token, uuid };
}
