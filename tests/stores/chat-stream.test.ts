// The chat store with the streaming socket (seed 001 §7, §9) over fake sockets and fake timers:
// the token in the first frame, agent messages without a poll (typing, then the message), a ping
// every 10 s, renewal at the 12-hour lifetime, reconnect with backoff while polling covers the gap,
// and polling for good when the socket is refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatApi, ChatMessageWire } from '../../src/api/chat';
import { ChatStore } from '../../src/stores/chat-store';
import type { SocketLike } from '../../src/stores/chat-stream';

const T0 = Date.UTC(2026, 10, 2, 18, 0, 0);
const agentMsg = (id: string, seq: number, body: string): ChatMessageWire => ({
  id, seq, authorType: 'AGENT', authorName: 'Sam', authorRole: 'CSA', body, files: [], questionId: null, createdAt: new Date(T0).toISOString(),
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed: number | null = null;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  send(d: string) { this.sent.push(d); }
  close(code = 1000) { this.closed = code; this.readyState = 3; }
  opened() { this.readyState = 1; this.onopen?.({}); }
  push(v: unknown) { this.onmessage?.({ data: JSON.stringify(v) }); }
  drop(code: number) { this.readyState = 3; this.onclose?.({ code }); }
}

function setup(stream = true) {
  const sockets: FakeSocket[] = [];
  let historyCalls = 0;
  const api = {
    openStatus: async () => ({ open: true }),
    week: async () => [],
    initWebChat: async () => ({ token: 'tok1', conversationSid: 'CH1', omniProxyChannelId: 'OP1' }),
    webChatInfo: async () => ({ contactId: 'CT' }),
    refreshToken: async () => ({ token: 'tok2' }),
    authenticate: async () => ({ nonce: 'n' }),
    refreshNonce: async () => ({ nonce: 'n' }),
    history: async () => (historyCalls++, { conversationId: 'CH1', active: true, endedReason: null, messages: [agentMsg('g', 1, 'Hi Alex')] }),
    chatWithAutobot: async () => { throw new Error('unused'); },
    uploadFile: async () => { throw new Error('unused'); },
    fileLink: async () => { throw new Error('unused'); },
    downloadFile: async () => { throw new Error('unused'); },
    sendToAgent: async () => { throw new Error('unused'); },
    endChat: async () => undefined,
    feedback: async () => ({}),
    survey: async () => ({}),
  } as ChatApi;
  const store = new ChatStore({
    api,
    context: { orgCode: 'HOMELINE', applicationUuid: 'a', identity: null, pageUrl: () => 'http://x', welcomeMessage: 'Hi', flags: { borrowerAuth: false, stream } },
    storage: null,
    openSocket: (sid) => {
      const s = new FakeSocket();
      expect(sid).toBe('CH1');
      sockets.push(s);
      return s;
    },
  });
  return { store, sockets, history: () => historyCalls };
}

async function startAgentChat(store: ChatStore) {
  store.activate();
  await vi.advanceTimersByTimeAsync(0);
  await store.start({ name: 'Alex', email: 'alex@example.com' });
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('chat streaming socket', () => {
  it('sends the chat token in the first frame, then shows typing and the agent message without a poll, and pings every 10 s', async () => {
    const { store, sockets, history } = setup();
    await startAgentChat(store);
    expect(sockets).toHaveLength(1);
    const s = sockets[0]!;
    s.opened();
    expect(JSON.parse(s.sent[0]!)).toEqual({ type: 'auth', token: 'tok1' });
    s.push({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.streaming).toBe(true);
    const polls = history();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(history()).toBe(polls); // no polling while the socket is live
    expect(s.sent.filter((f) => f === '{"type":"ping"}')).toHaveLength(3);
    s.push({ type: 'typing', authorName: 'Sam' });
    expect(store.typing).toBe('Sam');
    s.push({ type: 'message', message: agentMsg('m2', 2, 'Funding takes five business days.') });
    expect(store.typing).toBeNull();
    expect(store.messages.map((m) => m.body)).toEqual(['Hi Alex', 'Funding takes five business days.']);
    s.push({ type: 'ended', reason: 'AGENT_ENDED' });
    expect(store.phase).toBe('ended');
    expect(store.endReason).toBe('agent-ended');
    store.dispose();
  });

  it('polls for the rest of the chat when the socket is refused', async () => {
    const { store, sockets, history } = setup();
    await startAgentChat(store);
    sockets[0]!.opened();
    sockets[0]!.drop(4403);
    const polls = history();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(history()).toBeGreaterThanOrEqual(polls + 9); // every 3 s
    expect(sockets).toHaveLength(1); // never reopened
    store.dispose();
  });

  it('polls while a dropped socket reconnects with backoff, and stops polling once it is live again', async () => {
    const { store, sockets, history } = setup();
    await startAgentChat(store);
    sockets[0]!.opened();
    sockets[0]!.push({ type: 'ready' });
    sockets[0]!.drop(1006);
    expect(store.streaming).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006); // fails again: next wait 2 s
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    const before = history();
    await vi.advanceTimersByTimeAsync(1);
    expect(history()).toBeGreaterThan(before - 1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.opened();
    sockets[2]!.push({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(0);
    const live = history();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(history()).toBe(live);
    store.dispose();
  });

  it('renews the connection when it reaches its 12-hour lifetime', async () => {
    const { store, sockets } = setup();
    await startAgentChat(store);
    sockets[0]!.opened();
    sockets[0]!.push({ type: 'ready' });
    await vi.advanceTimersByTimeAsync(12 * 3600 * 1000 - 1);
    expect(sockets[0]!.closed).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]!.closed).toBe(4000);
    sockets[0]!.drop(4000);
    expect(sockets).toHaveLength(2); // at once, no backoff
    store.dispose();
  });

  it('does not open a socket when fe-webchat-stream is off (polling as before)', async () => {
    const { store, sockets, history } = setup(false);
    await startAgentChat(store);
    const polls = history();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(sockets).toHaveLength(0);
    expect(history()).toBe(polls + 3);
    store.dispose();
  });
});
