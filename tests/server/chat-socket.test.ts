// The chat's streaming socket and signed file links against a real sandbox and a real WebSocket
// (seed 001 §7, §9): the token in the first frame, typing then the agent message, ping/pong, the
// ended event, refusal (wrong token, QA switch), and 5-minute HMAC-signed file links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeClock, startSandbox, type Sandbox } from './helpers';
import { LINK_EXPIRED, LINK_INVALID } from '../../src/server/routes/chat';

let sb: Sandbox;
const clock = makeClock(Date.UTC(2026, 10, 2, 18, 0, 0));
beforeAll(async () => {
  sb = await startSandbox({}, clock);
});
afterAll(async () => sb.close());

const TWILIO = '/service-csp/external/api/v1/twilio';
const org = { 'x-org': 'HOMELINE' };

async function agentChat(name = 'Alex Morgan', email = `sock${Math.random().toString(36).slice(2)}@example.com`) {
  const r = await sb.call('POST', `${TWILIO}/initWebChat`, {
    body: { name, email, applicationUuid: null, tag: 'heloc', skill: 'HELOC_CUSTOMER_CARE', chatMode: 'AGENT', orgCode: 'HOMELINE', identity: null },
    headers: org,
  });
  expect(r.status).toBe(200);
  return { sid: r.body.conversationSid as string, token: r.body.token as string, email };
}

/** Opens the socket and collects its frames; `closed` resolves with the close code. */
function connect(sid: string) {
  const ws = new WebSocket(`${sb.base.replace('http', 'ws')}/service-omni-proxy/insecure/api/v1/stream/socket/${sid}`);
  const frames: any[] = [];
  const waiters: { pred: (f: any) => boolean; done: (f: any) => void }[] = [];
  ws.on('message', (d) => {
    const f = JSON.parse(String(d));
    frames.push(f);
    for (const w of [...waiters]) if (w.pred(f)) { waiters.splice(waiters.indexOf(w), 1); w.done(f); }
  });
  const opened = new Promise<void>((ok, ko) => { ws.once('open', () => ok()); ws.once('error', ko); });
  const closed = new Promise<number>((ok) => ws.once('close', (code) => ok(code)));
  const next = (type: string) => {
    const have = frames.find((f) => f.type === type);
    return have ? Promise.resolve(have) : new Promise<any>((done) => waiters.push({ pred: (f) => f.type === type, done }));
  };
  return { ws, frames, opened, closed, next };
}

describe('chat socket', () => {
  it('pushes typing, then the QA agent message, answers pings, and says when the agent ends the chat', async () => {
    const { sid, token, email } = await agentChat();
    const c = connect(sid);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'auth', token }));
    await c.next('ready');
    c.ws.send(JSON.stringify({ type: 'ping' }));
    await c.next('pong');
    const posted = await sb.call('POST', `/__sandbox/chat/conversations/latest/agent-message?email=${encodeURIComponent(email)}&typingMs=50`, { body: { text: 'Funding takes five business days.' } });
    expect(posted.status).toBe(200);
    const msg = await c.next('message');
    expect(msg.message.body).toBe('Funding takes five business days.');
    const kinds = c.frames.map((f) => f.type).filter((t) => t === 'typing' || t === 'message');
    expect(kinds).toEqual(['typing', 'message']);
    expect(c.frames.find((f) => f.type === 'typing').authorName).toBe('Sam');
    await sb.call('POST', `/__sandbox/chat/conversations/${sid}/end`, { body: { reason: 'AGENT_ENDED' } });
    expect((await c.next('ended')).reason).toBe('AGENT_ENDED');
    expect(await c.closed).toBe(1000);
  });

  it('refuses a wrong token with 4403 and sends nothing of the conversation', async () => {
    const { sid } = await agentChat();
    const c = connect(sid);
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'auth', token: 'not-the-token' }));
    expect(await c.closed).toBe(4403);
    expect(c.frames).toEqual([]);
  });

  it('refuses every socket of the organisation while the QA switch sandbox-chat-socket-refused is on', async () => {
    await sb.call('PUT', '/__sandbox/flags/HOMELINE/sandbox-chat-socket-refused', { body: { enabled: true } });
    try {
      const { sid, token } = await agentChat();
      const c = connect(sid);
      await c.opened;
      c.ws.send(JSON.stringify({ type: 'auth', token }));
      expect(await c.closed).toBe(4403);
    } finally {
      await sb.call('DELETE', '/__sandbox/flags/HOMELINE/sandbox-chat-socket-refused');
    }
  });
});

describe('signed chat file links', () => {
  it('makes a 5-minute HMAC-signed link with the chat token, serves the file inline, refuses a tampered or expired link with a page', async () => {
    const { sid, token, email } = await agentChat();
    const posted = await sb.call('POST', `/__sandbox/chat/conversations/latest/agent-message?email=${encodeURIComponent(email)}&typingMs=0`, {
      body: { text: 'Your statement', files: [{ name: 'statement.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4 bytes').toString('base64') }] },
    });
    const fileId = posted.body.files[0].id as string;
    expect((await sb.call('POST', `${TWILIO}/conversations/${sid}/files/${fileId}/link`, { body: {} })).status).toBe(401);
    const made = await sb.call('POST', `${TWILIO}/conversations/${sid}/files/${fileId}/link`, { body: {}, token });
    expect(made.status).toBe(200);
    const url = new URL(made.body.url, sb.base);
    expect(url.search).not.toContain(token);
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(made.body.expiresAt).getTime() - clock.now()).toBe(5 * 60_000);

    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe('%PDF-1.4 bytes');

    const tampered = new URL(url);
    tampered.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 60_000));
    const bad = await fetch(tampered);
    expect(bad.status).toBe(403);
    expect(await bad.text()).toContain(LINK_INVALID);

    clock.advance(5 * 60_000);
    const late = await fetch(url);
    expect(late.status).toBe(410);
    expect(late.headers.get('content-type')).toContain('text/html');
    expect(await late.text()).toContain(LINK_EXPIRED);
    clock.advance(-5 * 60_000);
  });
});
