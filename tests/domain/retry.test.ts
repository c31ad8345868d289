import { describe, expect, it } from 'vitest';
import { retry, retryDelays } from '../../src/domain/retry';

const fakeSleep = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('retry helper (seed 001 §9: 5 attempts, 1000 ms initial delay, doubling)', () => {
  it('waits 1000, 2000, 4000 and 8000 ms between 5 attempts', () => {
    expect(retryDelays()).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelays(1)).toEqual([]);
    expect(retryDelays(3, 500)).toEqual([500, 1_000]);
  });

  it('returns the first success, after the failures before it', async () => {
    const { waits, sleep } = fakeSleep();
    const seen: number[] = [];
    const value = await retry(
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 3) throw new Error(`fail ${attempt}`);
        return 'ok';
      },
      { sleep },
    );
    expect(value).toBe('ok');
    expect(seen).toEqual([1, 2, 3]);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('gives up after the fifth attempt with the last error', async () => {
    const { waits, sleep } = fakeSleep();
    let calls = 0;
    await expect(retry(async (attempt) => { calls++; throw new Error(`fail ${attempt}`); }, { sleep })).rejects.toThrow('fail 5');
    expect(calls).toBe(5);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('stops at once when shouldRetry says no', async () => {
    const { waits, sleep } = fakeSleep();
    let calls = 0;
    const bad = Object.assign(new Error('Bad request'), { status: 400 });
    await expect(retry(async () => { calls++; throw bad; }, { sleep, shouldRetry: (e) => (e as { status?: number }).status !== 400 })).rejects.toBe(bad);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });
});
