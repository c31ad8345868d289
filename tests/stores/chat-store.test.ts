// The chat store over a fake ChatApi and fake timers: mode, start and deactivation, token and
// nonce upkeep, agent delivery by polling, the four alerts, resend, feedback, end and new chat.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatApi, ChatMessageWire } from '../../src/api/chat';
import { ChatStore, type ChatContext } from '../../src/stores/chat-store';
import { CHAT_SESSION_KEY } from '../../src/stores/chat-session';

const T0 = Date.UTC(2026, 10, 2, 18, 0, 0);
let seq = 0;
const msg = (authorType: ChatMessageWire['authorType'], body: string, over: Partial<ChatMessageWire> = {}): ChatMessageWire => ({
  id: `m${++seq}`, seq, authorType, authorName: authorType === 'AGENT' ? 'Sam' : null, authorRole: authorType === 'AGENT' ? 'CSA' : null,
  body, files: [], questionId: null, createdAt: new Date(T0).toISOString(), ...over,
});

function fakeApi(over: Partial<ChatApi> = {}): ChatApi & { calls: string[] } {
  const calls: string[] = [];
  const log = <T,>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  return {
    calls,
    openStatus: () => log('openStatus', { open: true }),
    week: () => log('week', [1, 2, 3, 4, 5].map((v) => ({ weekday: String(v), weekdayValue: v, isOpen: true, startTime: '06:00:00', endTime: '17:00:00' }))),
    initWebChat: (body) => log(`init:${body.chatMode}`, { token: 'tok1', conversationSid: 'CH1', omniProxyChannelId: 'OP1', providerChannelId: 'PC1' }),
    webChatInfo: () => log('webChatInfo', { contactId: 'CT1' }),
    refreshToken: () => log('refreshToken', { token: 'tok2' }),
    authenticate: () => log('authenticate', { nonce: 'n1' }),
    refreshNonce: (n) => log(`refreshNonce:${n}`, { nonce: `${n}+` }),
    history: () => log('history', { conversationId: 'CH1', active: true, endedReason: null, messages: [] }),
    chatWithAutobot: (b) => log(`autobot:${b.message}`, { questionId: 'q1', message: msg('CUSTOMER', b.message), reply: msg('CHATBOT', 'APRs range from 7.60% to 17.20%.', { questionId: 'q1' }) }),
    uploadFile: (_sid, _tok, f) => log(`upload:${f.name}`, { id: `F-${f.name}`, name: f.name, size: f.size, type: f.type }),
    fileLink: (_sid, _tok, id) => log(`link:${id}`, { url: `/service-csp/external/api/v1/chat-files/CH1/${id}?exp=1&sig=x`, expiresAt: '2026-11-02T18:05:00Z' }),
    downloadFile: (_sid, _tok, id) => log(`download:${id}`, new Blob(['bytes'])),
    sendToAgent: (_sid, _tok, body, files) =>
      log(`agent:${body}:${files.map((f) => f.id).join(',')}`, msg('CUSTOMER', body, { files: files.map((f) => ({ id: f.id, name: f.id.slice(2), size: 1500, type: 'application/pdf' })) })),
    endChat: () => log('endChat', undefined),
    feedback: (r) => log(`feedback:${r.feedbackMessage}`, {}),
    survey: (_sid, rating) => log(`survey:${rating}`, {}),
    ...over,
  };
}

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

function makeStore(api: ChatApi, ctx: Partial<ChatContext> = {}, storage: Storage | null = null) {
  const context: ChatContext = {
    orgCode: 'HOMELINE', applicationUuid: 'app-1', identity: null, pageUrl: () => 'http://x/app', welcomeMessage: 'Hi', flags: { borrowerAuth: false, stream: false }, ...ctx,
  };
  return new ChatStore({ api, context, storage });
}

/** An in-memory session storage (stores run under Node here). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, get length() { return m.size; } };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  seq = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('mode and start', () => {
  it('is chatbot until the operating status says open, then agent', async () => {
    const store = makeStore(fakeApi());
    expect(store.mode).toBe('chatbot');
    store.activate();
    await flush();
    expect(store.mode).toBe('agent');
    store.dispose();
  });

  it('polls the operating status every 60 s and follows it', async () => {
    let open = true;
    const api = fakeApi({ openStatus: async () => ({ open }) });
    const store = makeStore(api);
    store.activate();
    await flush();
    expect(store.mode).toBe('agent');
    open = false;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.mode).toBe('agent');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.mode).toBe('chatbot');
    store.dispose();
  });

  it('keeps a live agent session in agent mode after hours close', async () => {
    let open = true;
    const store = makeStore(fakeApi({ openStatus: async () => ({ open }) }));
    store.activate();
    await flush();
    await store.start({ name: 'Alex', email: 'a@example.com' });
    open = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.session?.mode).toBe('agent');
    expect(store.mode).toBe('agent');
    store.dispose();
  });

  it('sends the init payload with the page context', async () => {
    const init = vi.fn(async () => ({ token: 't', conversationSid: 'CH1', omniProxyChannelId: 'OP1' }));
    const store = makeStore(fakeApi({ initWebChat: init }), { identity: 'id-1' });
    await store.start({ name: ' Alex ', email: 'a@example.com ' });
    expect(init).toHaveBeenCalledWith(
      { name: 'Alex', email: 'a@example.com', applicationUuid: 'app-1', tag: 'heloc', skill: 'HELOC_CHATBOT', welcomeMessage: 'Hi', pageUrl: 'http://x/app', chatMode: 'CHATBOT', orgCode: 'HOMELINE', identity: 'id-1' },
      false,
    );
    expect(store.phase).toBe('messaging');
    store.dispose();
  });

  it.each([
    ['no conversation', { token: 't', omniProxyChannelId: 'OP1' }],
    ['no omni proxy id', { token: 't', conversationSid: 'CH1' }],
  ])('deactivates with %s', async (_label, answer) => {
    const store = makeStore(fakeApi({ initWebChat: async () => answer }));
    await store.start({ name: 'Alex', email: 'a@example.com' });
    expect(store.phase).toBe('unavailable');
    expect(store.alerts).toEqual(['generic']);
    expect(store.session).toBeNull();
  });

  it('goes back to the kept pre-chat answers with the generic error when init fails', async () => {
    const store = makeStore(fakeApi({ initWebChat: async () => Promise.reject(new Error('500')) }));
    await store.start({ name: 'Alex', email: 'a@example.com' });
    expect(store.phase).toBe('prechat');
    expect(store.prechat).toEqual({ name: 'Alex', email: 'a@example.com' });
    expect(store.alerts).toEqual(['generic']);
  });
});

describe('token and nonce upkeep', () => {
  it('refreshes a chatbot token one minute before its 10 minutes run out, then again', async () => {
    const api = fakeApi();
    const store = makeStore(api);
    await store.start({ name: 'Alex', email: 'a@example.com' });
    await vi.advanceTimersByTimeAsync(8 * 60_000 + 59_000);
    expect(api.calls.filter((c) => c === 'refreshToken')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls.filter((c) => c === 'refreshToken')).toHaveLength(1);
    expect(store.session?.token).toBe('tok2');
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(api.calls.filter((c) => c === 'refreshToken')).toHaveLength(2);
    store.dispose();
  });

  it("warns 'Token state is invalid.' when a refresh fails and ends the chat as expired when the token runs out", async () => {
    const store = makeStore(fakeApi({ refreshToken: async () => Promise.reject(new Error('401')) }));
    await store.start({ name: 'Alex', email: 'a@example.com' });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(store.alerts).toContain('tokenInvalid');
    expect(store.phase).toBe('messaging');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.phase).toBe('ended');
    expect(store.endReason).toBe('expired');
    // The warning was about the live session: the ended panel says it all.
    expect(store.alerts).toEqual([]);
  });

  it('authenticates a signed-in borrower when the flag is on and refreshes the nonce every 60 s, sending it to the chatbot', async () => {
    const api = fakeApi();
    const store = makeStore(api, { identity: 'id-1', flags: { borrowerAuth: true, stream: false } });
    await store.start({ name: 'Alex', email: 'a@example.com' });
    await flush();
    expect(api.calls).toContain('authenticate');
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls.filter((c) => c.startsWith('refreshNonce'))).toEqual(['refreshNonce:n1', 'refreshNonce:n1+']);
    const autobot = vi.spyOn(api, 'chatWithAutobot');
    store.setDraft('apr?');
    await store.send();
    expect(autobot.mock.calls[0]?.[0].nonce).toBe('n1++');
    store.dispose();
  });

  it('does not authenticate without the flag or without a signed-in identity', async () => {
    const api = fakeApi();
    const a = makeStore(api, { identity: 'id-1' });
    await a.start({ name: 'Alex', email: 'a@example.com' });
    const b = makeStore(api, { flags: { borrowerAuth: true, stream: false } });
    await b.start({ name: 'Alex', email: 'a@example.com' });
    await flush();
    expect(api.calls).not.toContain('authenticate');
    a.dispose();
    b.dispose();
  });
});

describe('messaging', () => {
  it('loads the last 20 messages at start', async () => {
    const history = vi.fn(async () => ({ conversationId: 'CH1', active: true, endedReason: null, messages: [msg('SYSTEM', 'Hi')] }));
    const store = makeStore(fakeApi({ history }));
    await store.start({ name: 'Alex', email: 'a@example.com' });
    await flush();
    expect(history).toHaveBeenCalledWith('CH1', 20);
    expect(store.messages.map((m) => m.body)).toEqual(['Hi']);
  });

  it('answers through the chatbot and never sends an empty message', async () => {
    const api = fakeApi();
    const store = makeStore(api);
    await store.start({ name: 'Alex', email: 'a@example.com' });
    store.setDraft('   ');
    await store.send();
    expect(api.calls.some((c) => c.startsWith('autobot'))).toBe(false);
    store.setDraft(' What is the APR? ');
    await store.send();
    expect(api.calls).toContain('autobot:What is the APR?');
    expect(store.messages.map((m) => [m.author, m.body])).toEqual([['customer', 'What is the APR?'], ['chatbot', 'APRs range from 7.60% to 17.20%.']]);
    expect(store.draft).toBe('');
  });

  it('keeps a message that failed to send, offers resend, and clears the alert when it goes through', async () => {
    let fail = true;
    const api = fakeApi();
    const ok = api.chatWithAutobot;
    api.chatWithAutobot = (b) => (fail ? Promise.reject(new Error('503')) : ok(b));
    const store = makeStore(api);
    await store.start({ name: 'Alex', email: 'a@example.com' });
    store.setDraft('fees?');
    await store.send();
    expect(store.alerts).toEqual(['resend']);
    expect(store.unsent?.text).toBe('fees?');
    fail = false;
    await store.resend();
    expect(store.alerts).toEqual([]);
    expect(store.unsent).toBeNull();
    expect(store.messages.map((m) => m.body)).toContain('fees?');
  });

  it('in agent mode, polls the history for agent messages and attaches accepted files only', async () => {
    let messages: ChatMessageWire[] = [msg('AGENT', "Hi Alex, I'm Sam.")];
    const api = fakeApi({ history: async () => ({ conversationId: 'CH1', active: true, endedReason: null, messages }) });
    const store = makeStore(api);
    store.activate();
    await flush();
    await store.start({ name: 'Alex', email: 'a@example.com' });
    await flush();
    expect(store.canAttach).toBe(true);
    store.addFiles([file('statement.pdf', 1500, 'application/pdf'), file('virus.exe', 10, 'application/x-msdownload'), file('movie.mp4', 10_000_001, 'video/mp4')]);
    expect(store.files.map((f) => f.name)).toEqual(['statement.pdf']);
    expect(store.refusedFiles).toEqual([{ name: 'virus.exe', reason: 'type' }, { name: 'movie.mp4', reason: 'size' }]);
    store.setDraft('');
    await store.send(); // a file alone is enough: uploaded first, then sent by its id
    expect(api.calls.filter((c) => c.startsWith('upload') || c.startsWith('agent'))).toEqual(['upload:statement.pdf', 'agent::F-statement.pdf']);
    expect(store.messages.at(-1)?.files).toEqual([{ id: 'F-statement.pdf', name: 'statement.pdf', size: '1.5 KB' }]);
    messages = [...messages, msg('AGENT', 'Your draw is on its way.')];
    await vi.advanceTimersByTimeAsync(3_000);
    expect(store.messages.map((m) => m.body)).toContain('Your draw is on its way.');
    expect(store.messages.find((m) => m.author === 'agent')?.liveAgent).toBe(true);
    store.dispose();
  });

  it('warns about a lost connection while polls fail and clears it when one succeeds', async () => {
    let down = false;
    const api = fakeApi({ history: async () => (down ? Promise.reject(new Error('network')) : { conversationId: 'CH1', active: true, endedReason: null, messages: [] }) });
    const store = makeStore(api);
    store.activate();
    await flush();
    await store.start({ name: 'Alex', email: 'a@example.com' });
    down = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(store.alerts).toEqual(['connectionLost']);
    down = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(store.alerts).toEqual([]);
    store.dispose();
  });
});

describe('end, survey, feedback, resume', () => {
  it('ends when the agent ends the chat, offers the survey after a live agent, and starts anew', async () => {
    let active = true;
    const api = fakeApi({ history: async () => ({ conversationId: 'CH1', active, endedReason: active ? null : 'AGENT_ENDED', messages: [msg('AGENT', 'Hello')] }) });
    const store = makeStore(api);
    store.activate();
    await flush();
    await store.start({ name: 'Alex', email: 'a@example.com' });
    active = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(store.phase).toBe('ended');
    expect(store.endReason).toBe('agent-ended');
    expect(store.surveyOffered).toBe(true);
    await store.feedback.submitSurvey(5);
    expect(api.calls).toContain('survey:5');
    expect(store.surveyOffered).toBe(false);
    const polls = api.calls.filter((c) => c === 'history').length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.calls.filter((c) => c === 'history').length).toBe(polls);
    store.newChat();
    expect(store.phase).toBe('prechat');
    expect(store.messages).toEqual([]);
    expect(store.prechat).toEqual({ name: 'Alex', email: 'a@example.com' });
    store.dispose();
  });

  it('offers no survey after a chatbot chat', async () => {
    const store = makeStore(fakeApi({ history: async () => ({ conversationId: 'CH1', active: false, endedReason: 'INACTIVE', messages: [msg('CHATBOT', 'Hi')] }) }));
    await store.start({ name: 'Alex', email: 'a@example.com' });
    await flush();
    expect(store.phase).toBe('ended');
    expect(store.endReason).toBe('inactive');
    expect(store.surveyOffered).toBe(false);
  });

  it('sends thumbs-down feedback with the reason and extra text, and keeps the dialog open when it fails', async () => {
    let fail = true;
    const api = fakeApi();
    const ok = api.feedback;
    api.feedback = (r) => (fail ? Promise.reject(new Error('500')) : ok(r));
    const store = makeStore(api);
    await store.start({ name: 'Alex', email: 'a@example.com' });
    store.setDraft('apr');
    await store.send();
    const reply = store.messages.find((m) => m.author === 'chatbot')!;
    store.feedback.thumbsDown(reply.id);
    await store.feedback.submit({ reason: 'Answer too vague', extraInfo: 'Which APR?' });
    expect(store.feedback.failed).toBe(true);
    expect(store.feedback.messageId).toBe(reply.id);
    expect(store.feedback.draft).toEqual({ reason: 'Answer too vague', extraInfo: 'Which APR?' });
    fail = false;
    await store.feedback.submit({ reason: 'Answer too vague', extraInfo: 'Which APR?' });
    expect(api.calls).toContain('feedback:Answer too vague: Which APR?');
    expect(store.feedback.messageId).toBeNull();
    expect(store.feedback.sent).toEqual([reply.id]);
  });

  it('resumes a live session from the tab and forgets it when the chat ends', async () => {
    const storage = memoryStorage();
    const api = fakeApi();
    const first = makeStore(api, {}, storage);
    await first.start({ name: 'Alex', email: 'a@example.com' });
    expect(storage.getItem(CHAT_SESSION_KEY)).toContain('CH1');
    first.dispose();
    const second = makeStore(api, {}, storage);
    second.activate();
    expect(second.phase).toBe('messaging');
    expect(second.session?.conversationSid).toBe('CH1');
    await second.endChat();
    expect(api.calls).toContain('endChat');
    expect(second.endReason).toBe('customer-ended');
    expect(storage.getItem(CHAT_SESSION_KEY)).toBeNull();
    second.dispose();
  });

  it('does not resume an expired session', () => {
    const storage = memoryStorage();
    storage.setItem(CHAT_SESSION_KEY, JSON.stringify({ conversationSid: 'CH9', omniProxyChannelId: 'OP', token: 't', expiresAt: T0 - 1, mode: 'agent', name: 'A', email: 'a@example.com' }));
    const store = makeStore(fakeApi(), {}, storage);
    store.activate();
    expect(store.phase).toBe('prechat');
    expect(storage.getItem(CHAT_SESSION_KEY)).toBeNull();
    store.dispose();
  });

  it('keeps the files of a message whose upload failed, and a resend uploads only what is not uploaded yet', async () => {
    let failB = true;
    const api = fakeApi();
    const ok = api.uploadFile;
    api.uploadFile = (sid, tok, f) => (f.name === 'b.png' && failB ? (api.calls.push('upload-failed:b.png'), Promise.reject(new Error('503'))) : ok(sid, tok, f));
    const store = makeStore(api);
    store.activate();
    await flush();
    await store.start({ name: 'Alex', email: 'a@example.com' });
    store.addFiles([file('a.pdf', 10, 'application/pdf'), file('b.png', 20, 'image/png')]);
    store.setDraft('two files');
    await store.send();
    expect(store.alerts).toEqual(['resend']);
    expect(store.unsent?.text).toBe('two files');
    expect(store.unsent?.files.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    expect(api.calls.some((c) => c.startsWith('agent:'))).toBe(false);
    failB = false;
    await store.resend();
    expect(api.calls.filter((c) => c.startsWith('upload'))).toEqual(['upload:a.pdf', 'upload-failed:b.png', 'upload:b.png']);
    expect(api.calls).toContain('agent:two files:F-a.pdf,F-b.png');
    expect(store.unsent).toBeNull();
    expect(store.alerts).toEqual([]);
    store.dispose();
  });

  it('downloads a stored file with the chat token and names a failed download', async () => {
    let fail = true;
    const api = fakeApi();
    const ok = api.downloadFile;
    api.downloadFile = (sid, tok, id) => (fail ? Promise.reject(new Error('401')) : ok(sid, tok, id));
    const store = makeStore(api);
    await store.start({ name: 'Alex', email: 'a@example.com' });
    expect(await store.download('F1')).toBeNull();
    expect(store.downloadFailed).toBe('F1');
    fail = false;
    const blob = await store.download('F1');
    expect(await blob?.text()).toBe('bytes');
    expect(store.downloadFailed).toBeNull();
    expect(api.calls).toContain('download:F1');
    store.dispose();
  });

  it('asks for the dev-selected agent in the next agent chat only', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi();
    const ok = api.initWebChat;
    api.initWebChat = (b, stream) => (bodies.push(b), ok(b, stream));
    const store = makeStore(api);
    store.activate();
    await flush();
    await store.start({ name: 'Alex', email: 'a@example.com' });
    expect(bodies[0]).not.toHaveProperty('targetWorker');
    store.newChat();
    store.setTargetWorker('WK-priya');
    await store.start({ name: 'Alex', email: 'a@example.com' });
    expect(bodies[1]).toMatchObject({ chatMode: 'AGENT', targetWorker: 'WK-priya' });
    store.dispose();
  });
});
