// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { experimentTracker, saveExperiments, saveTrackerId, SAVED_EXPERIMENTS_KEY } from '../../src/api/experiments';

const calls: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  localStorage.setItem('jwt', 'token');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ trackerUuid: 'tracker-1' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('experiments client (seed 001 §5, §7)', () => {
  it('sends only experiments not saved for the application before, and remembers them', async () => {
    expect(await saveExperiments('app-1', [{ name: 'a', variation: 'variation' }])).toHaveLength(1);
    expect(await saveExperiments('app-1', [{ name: 'a', variation: 'control' }, { name: 'b', variation: 'control' }])).toEqual([{ name: 'b', variation: 'control' }]);
    expect(await saveExperiments('app-1', [{ name: 'a', variation: 'variation' }])).toEqual([]);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/service-application/api/v1/application/heloc/app-1/experiments', { experiments: [{ name: 'a', variation: 'variation' }] }],
      ['PATCH', '/service-application/api/v1/application/heloc/app-1/experiments', { experiments: [{ name: 'b', variation: 'control' }] }],
    ]);
    expect(JSON.parse(localStorage.getItem(SAVED_EXPERIMENTS_KEY) ?? '{}')).toEqual({ 'app-1': { a: 'variation', b: 'control' } });
  });

  it("refuses without an application id or a profile uuid, making no call", async () => {
    await expect(saveExperiments(null, [{ name: 'a', variation: 'variation' }])).rejects.toThrow('App ID is required to save experiment');
    await expect(saveTrackerId(undefined, 'p')).rejects.toThrow('No profile uuid');
    expect(calls).toEqual([]);
  });

  it('saves the tracker id and reads a tracker uuid', async () => {
    await saveTrackerId('id-1', 'p-1');
    expect(await experimentTracker('p-1')).toBe('tracker-1');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/service-application/api/v1/application/heloc/experiment-profile?identityUuid=id-1', { optimizelyProfileUuid: 'p-1' }],
      ['GET', '/service-application/api/v3/application/heloc/p-1', undefined],
    ]);
  });
});
