// @vitest-environment happy-dom
// Every write carries an Idempotency-Key (issue 25): the disclosures acknowledgement was sent
// without one, so a retry rewrote acknowledgedAt. The key is put on under every call (http.ts),
// and this walks every write call the app's client modules and pages make.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../src/api/http';
import { acknowledgeDisclosures } from '../../src/api/disclosures';
import { removeDocument } from '../../src/api/documents';
import { createPageServices } from '../../src/app/application/page-services';
import { session } from '../../src/api/session';

const keyOf = (call: unknown[]): string | undefined => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];
const fetchMock = vi.fn();
const ok = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
const failed = () => new Response('{"message":"Something unexpected happened"}', { status: 500, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  session.orgCode = 'HOMELINE';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the disclosures acknowledgement', () => {
  const body = { documents: [{ id: 'E_SIGN', version: 3 }] };
  it('carries an Idempotency-Key, and its retry after a failure the same key (acknowledgedAt is not rewritten)', async () => {
    fetchMock.mockResolvedValueOnce(failed()).mockResolvedValueOnce(ok()).mockResolvedValueOnce(ok());
    await expect(acknowledgeDisclosures('u-1', body)).rejects.toThrow();
    await acknowledgeDisclosures('u-1', body);
    const [first, retry] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    // Once the lender has it, a later acknowledgement is a new write.
    await acknowledgeDisclosures('u-1', body);
    expect(keyOf(fetchMock.mock.calls[2]!)).not.toBe(first);
  });
});

describe('a page write and the conditions list', () => {
  it('marks the application\'s conditions list stale once the lender has the write (the signer\'s list shows a sent document in review), and not when it failed', async () => {
    const invalidated: unknown[] = [];
    const services = createPageServices('u-1', { invalidateQueries: async (f: { queryKey: unknown }) => void invalidated.push(f.queryKey) } as never, (() => true) as never);
    fetchMock.mockResolvedValueOnce(failed());
    await expect(services.send('POST', '/service-application/api/v1/application/heloc/u-1/conditions/documents', { conditionUuid: 'c-1' }, 'k-1')).rejects.toThrow();
    expect(invalidated).toEqual([]);
    fetchMock.mockResolvedValueOnce(ok());
    await services.send('POST', '/service-application/api/v1/application/heloc/u-1/conditions/documents', { conditionUuid: 'c-1' }, 'k-1');
    expect(invalidated).toContainEqual(['signer-conditions', 'u-1']);
  });
});

describe('every write call', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s through request() carries a key; other answers get another key', async (method) => {
    fetchMock.mockImplementation(async () => ok());
    await request('/service-application/api/v1/application/heloc/u-1/x', { method, body: { a: 1 } });
    await request('/service-application/api/v1/application/heloc/u-1/x', { method, body: { a: 2 } });
    const [a, b] = fetchMock.mock.calls.map(keyOf);
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
  });

  it('a machine event, a removed document and a page save each carry one', async () => {
    fetchMock.mockImplementation(async () => ok());
    const services = createPageServices('u-1', { invalidateQueries: async () => undefined } as never, (() => true) as never);
    await services.sendEvent('SUBMIT');
    await removeDocument('/service-application/api/v1/application/heloc/u-1/documents', 'd-1');
    await services.send('PUT', '/service-application/api/v1/application/heloc/u-1/hmda', { race: ['ASIAN'] }, 'page-key');
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[2]).toBe('page-key');
  });

  it('a read carries none', async () => {
    fetchMock.mockResolvedValueOnce(ok());
    await request('/service-application/api/v1/application/heloc/u-1');
    expect(keyOf(fetchMock.mock.calls[0]!)).toBeUndefined();
  });

  // The walk: a write that bypassed request() (its own fetch, beacon or XMLHttpRequest) would
  // miss the key; only http.ts, the upload (keyed itself) and telemetry's beacon may call out.
  it('no client module sends a request except through request() or the keyed upload', () => {
    const root = join(import.meta.dirname, '..', '..', 'src');
    const allowed = new Set(['api/http.ts', 'api/documents.ts', 'api/telemetry.ts']);
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) {
          if (name !== 'server') walk(file);
          continue;
        }
        if (!/\.tsx?$/.test(name)) continue;
        const rel = relative(root, file).replace(/\\/g, '/');
        const code = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
        if (/\bfetch\(|sendBeacon\(|new XMLHttpRequest\(/.test(code) && !allowed.has(rel)) offenders.push(rel);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
    expect(readFileSync(join(root, 'api', 'documents.ts'), 'utf8')).toContain("setRequestHeader('Idempotency-Key'");
  });
});
