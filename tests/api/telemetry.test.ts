// @vitest-environment happy-dom
// The visit's tracker (decision 292): a first visit makes its own, so the flags read does not wait
// a round trip for the telemetry session; the session is created with it, and a returning
// visitor's stored tracker is used as it is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUuid } from '../../src/domain/uuid';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn();
/** A fresh copy of the module (its session and tracker live in module state). */
const telemetry = async () => {
  vi.resetModules();
  return import('../../src/api/telemetry');
};

describe('the visit tracker', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is made and stored on a first visit, before any request', async () => {
    const t = await telemetry();
    expect(t.trackerUuid()).toBeNull();
    const made = t.localTracker();
    expect(isUuid(made)).toBe(true);
    expect(localStorage.getItem('telemetry_trackerUuid')).toBe(made);
    expect(t.localTracker()).toBe(made);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is the stored one for a returning visitor', async () => {
    localStorage.setItem('telemetry_trackerUuid', '0b6f5c1e-58b4-4c4e-9b1a-3d3e0a1f2c44');
    const t = await telemetry();
    expect(t.localTracker()).toBe('0b6f5c1e-58b4-4c4e-9b1a-3d3e0a1f2c44');
  });

  it('is sent when the telemetry session is created, and the session keeps it', async () => {
    const t = await telemetry();
    const made = t.localTracker();
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { trackerUuid?: string };
      return json({ sessionKey: { uuid: 's-1', epoch: 1, trackerUuid: body.trackerUuid ?? 'server-made' } });
    });
    const key = await t.telemetrySession();
    expect(key?.trackerUuid).toBe(made);
    expect(t.trackerUuid()).toBe(made);
  });

  it('is replaced by the one the session answers when the service assigns its own', async () => {
    const t = await telemetry();
    t.localTracker();
    fetchMock.mockResolvedValue(json({ sessionKey: { uuid: 's-1', epoch: 1, trackerUuid: '7d1e2c3b-4a59-4687-8f9e-0a1b2c3d4e5f' } }));
    await t.telemetrySession();
    expect(t.trackerUuid()).toBe('7d1e2c3b-4a59-4687-8f9e-0a1b2c3d4e5f');
    expect(t.localTracker()).toBe('7d1e2c3b-4a59-4687-8f9e-0a1b2c3d4e5f');
  });

  it('is kept in memory when storage refuses it', async () => {
    const t = await telemetry();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const made = t.localTracker();
      expect(isUuid(made)).toBe(true);
      expect(t.trackerUuid()).toBe(made);
      // The profile's tracker, adopted (decision 33), replaces it in memory too.
      t.adoptTracker('7d1e2c3b-4a59-4687-8f9e-0a1b2c3d4e5f');
      expect(t.trackerUuid()).toBe('7d1e2c3b-4a59-4687-8f9e-0a1b2c3d4e5f');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('newUuid', () => {
  it('makes version 4 uuids, also where crypto.randomUUID is missing (not a secure context)', async () => {
    const { newUuid } = await import('../../src/domain/uuid');
    const a = newUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(b: T) => real.getRandomValues(b as never) as T });
    try {
      const b = newUuid();
      expect(b).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(b).not.toBe(a);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
