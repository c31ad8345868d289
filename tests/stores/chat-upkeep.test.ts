// Session upkeep: refresh timing, retry after a failed refresh, recovery, expiry, stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionUpkeep, TOKEN_RETRY_MS } from '../../src/stores/chat-upkeep';
import type { ChatSession } from '../../src/stores/chat-session';

const T0 = Date.UTC(2026, 10, 2, 18, 0, 0);
const session = (over: Partial<ChatSession> = {}): ChatSession => ({
  conversationSid: 'CH1', omniProxyChannelId: 'OP1', providerChannelId: null, token: 't0', expiresAt: T0 + 10 * 60_000, mode: 'chatbot', name: 'A', email: 'a@example.com', ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('SessionUpkeep', () => {
  it('retries a failed refresh every 30 s and reports health back when one succeeds', async () => {
    let fails = 2;
    const refreshToken = vi.fn(async (token: string) => (fails-- > 0 ? Promise.reject(new Error('x')) : { token: `${token}!` }));
    const health: boolean[] = [];
    const tokens: string[] = [];
    const upkeep = new SessionUpkeep({ refreshToken, authenticate: vi.fn(), refreshNonce: vi.fn() }, Date.now, {
      tokenRefreshed: (t) => tokens.push(t),
      tokenHealthy: (h) => health.push(h),
      expired: () => health.push(false),
    });
    upkeep.start(session(), false);
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_MS);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_MS);
    expect(refreshToken).toHaveBeenCalledTimes(3);
    expect(health).toEqual([false, false, true]);
    expect(tokens).toEqual(['t0!']);
    upkeep.stop();
  });

  it('reports expiry once the token has run out, and does nothing after stop', async () => {
    const refreshToken = vi.fn(async () => Promise.reject(new Error('401')));
    const expired = vi.fn();
    const upkeep = new SessionUpkeep({ refreshToken, authenticate: vi.fn(), refreshNonce: vi.fn() }, Date.now, { tokenRefreshed: vi.fn(), tokenHealthy: vi.fn(), expired });
    upkeep.start(session({ expiresAt: T0 + 90_000 }), false);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(expired).toHaveBeenCalledTimes(1);
    upkeep.stop();
    const calls = refreshToken.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refreshToken.mock.calls.length).toBe(calls);
  });
});
