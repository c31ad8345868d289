// The chat sandbox (seed 001 §7): hours and open status, the session calls, the chatbot FAQ,
// agent-mode delivery with the simulated agent and QA control, feedback, survey, magic names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHoursText } from '../../src/domain/chat-hours';
import { CHATBOT_FALLBACK } from '../../src/server/data/chatbot-faq';
import { makeClock, register, startSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
// Monday 2026-11-02 10:00 PT (18:00 UTC): the default OPS_CHAT week is open.
const clock = makeClock(Date.UTC(2026, 10, 2, 18, 0, 0));
beforeAll(async () => {
  sb = await startSandbox({}, clock);
});
afterAll(async () => sb.close());

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const TWILIO = '/service-csp/external/api/v1/twilio';
const CHATBOT = '/service-chat-chatbot/external/api/v1/message';
const org = { 'x-org': 'HOMELINE' };

function initBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Alex Morgan', email: 'alex.chat@example.com', applicationUuid: null, tag: 'heloc', skill: 'HELOC_CHATBOT',
    welcomeMessage: 'Welcome!', pageUrl: 'http://localhost/account/heloc/x/identity', chatMode: 'CHATBOT', orgCode: 'HOMELINE', identity: null, ...over,
  };
}
const init = (over: Record<string, unknown> = {}) => sb.call('POST', `${TWILIO}/initWebChat`, { body: initBody(over), headers: org });

describe('OPS_CHAT hours', () => {
  it('answers the week and the chat hours text reads from it', async () => {
    const r = await sb.call('GET', `${HOURS}/week?display=true`, { headers: org });
    expect(r.status).toBe(200);
    expect(chatHoursText(r.body.weekdays)).toBe('Monday-Friday 6am-5pm PT and Saturday-Sunday 8am-12:30pm PT');
  });

  it('is open on Monday 10am PT and closed at 5pm PT and on Sunday afternoon', async () => {
    expect((await sb.call('GET', `${HOURS}/openStatus`, { headers: org })).body).toMatchObject({ open: true, status: 'OPEN' });
    const saved = clock.now();
    clock.advance(7 * 3600 * 1000); // 17:00 PT
    expect((await sb.call('GET', `${HOURS}/openStatus`, { headers: org })).body.open).toBe(false);
    clock.advance(5 * 24 * 3600 * 1000 - 2 * 3600 * 1000); // Saturday 15:00 PT, past 12:30
    expect((await sb.call('GET', `${HOURS}/openStatus`, { headers: org })).body.open).toBe(false);
    clock.advance(saved - clock.now());
  });

  it('follows the QA flags sandbox-chat-closed and sandbox-chat-open', async () => {
    await sb.call('PUT', '/__sandbox/flags/HOMELINE/sandbox-chat-closed', { body: { enabled: true } });
    expect((await sb.call('GET', `${HOURS}/openStatus`, { headers: org })).body.open).toBe(false);
    await sb.call('DELETE', '/__sandbox/flags/HOMELINE/sandbox-chat-closed');
    clock.advance(12 * 3600 * 1000); // 22:00 PT
    expect((await sb.call('GET', `${HOURS}/openStatus`, { headers: org })).body.open).toBe(false);
    await sb.call('PUT', '/__sandbox/flags/HOMELINE/sandbox-chat-open', { body: { enabled: true } });
    expect((await sb.call('GET', `${HOURS}/openStatus`, { headers: org })).body.open).toBe(true);
    await sb.call('DELETE', '/__sandbox/flags/HOMELINE/sandbox-chat-open');
    clock.advance(-12 * 3600 * 1000);
  });
});

describe('initWebChat', () => {
  it('starts a chatbot session with a 10-minute token and the welcome message', async () => {
    const r = await init();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ friendlyName: 'Alex Morgan', emailAddress: 'alex.chat@example.com', chatMode: 'CHATBOT' });
    expect(r.body.conversationSid).toMatch(/^CH[0-9a-f]{32}$/);
    expect(r.body.omniProxyChannelId).toMatch(/^OP/);
    expect(r.body.providerChannelId).toMatch(/^PC/);
    expect(Date.parse(r.body.expiration) - clock.now()).toBe(10 * 60 * 1000);
    const h = await sb.call('GET', `${CHATBOT}/getChatHistory/${r.body.conversationSid}?limit=20`);
    expect(h.body).toMatchObject({ active: true, endedReason: null });
    expect(h.body.messages.map((m: { authorType: string; body: string }) => [m.authorType, m.body])).toEqual([['SYSTEM', 'Welcome!']]);
  });

  it('gives an agent session a 6-hour token and a greeting from the simulated agent', async () => {
    const r = await init({ chatMode: 'AGENT', skill: 'HELOC_CUSTOMER_CARE' });
    expect(Date.parse(r.body.expiration) - clock.now()).toBe(6 * 3600 * 1000);
    const h = await sb.call('GET', `${CHATBOT}/getChatHistory/${r.body.conversationSid}`);
    expect(h.body.messages[1]).toMatchObject({ authorType: 'AGENT', authorName: 'Sam', authorRole: 'CSA', body: "Hi Alex, I'm Sam. How can I help you today?" });
  });

  it('answers 400 with the pre-chat messages for a bad name or e-mail', async () => {
    const long = await init({ name: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toContain('Cannot be more than 128 characters');
    const blank = await init({ name: '   ', email: 'nope' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual(expect.arrayContaining(['Please enter your name', 'Please enter a valid email address']));
    const mode = await init({ chatMode: 'BROKER' });
    expect(mode.body.errors).toContain('chatMode must be AGENT or CHATBOT');
  });

  it('fails, or answers without a session, for the magic names', async () => {
    expect((await init({ name: 'Chat Fail' })).status).toBe(500);
    const none = await init({ name: 'No Session' });
    expect(none.status).toBe(200);
    expect(none.body.conversationSid).toBeUndefined();
    expect(none.body.omniProxyChannelId).toBeUndefined();
    const noProxy = await init({ name: 'Jo No Proxy' });
    expect(noProxy.body.conversationSid).toBeDefined();
    expect(noProxy.body.omniProxyChannelId).toBeUndefined();
  });

  it('serves the stream-mode path the same way', async () => {
    const r = await sb.call('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { body: initBody(), headers: org });
    expect(r.status).toBe(200);
    expect(r.body.token).toMatch(/^chat\./);
  });
});

describe('session upkeep', () => {
  it('refreshes a token (the old one stops working) and answers web-chat-info with a stable contact id', async () => {
    const s = (await init()).body;
    clock.advance(9 * 60 * 1000);
    const r = await sb.call('POST', `${TWILIO}/refreshToken`, { body: { token: s.token } });
    expect(r.status).toBe(200);
    expect(r.body.token).not.toBe(s.token);
    expect(Date.parse(r.body.expiration) - clock.now()).toBe(10 * 60 * 1000);
    expect((await sb.call('POST', `${TWILIO}/refreshToken`, { body: { token: s.token } })).status).toBe(401);
    const a = await sb.call('POST', `${TWILIO}/web-chat-info`, { body: { omniProxyChannelId: s.omniProxyChannelId } });
    const b = await sb.call('POST', `${TWILIO}/web-chat-info`, { body: { omniProxyChannelId: s.omniProxyChannelId } });
    expect(a.body.contactId).toMatch(/^CT/);
    expect(b.body.contactId).toBe(a.body.contactId);
  });

  it("ends a chat whose token ran out as EXPIRED, and refuses 'Token Invalid' refreshes", async () => {
    const s = (await init()).body;
    clock.advance(10 * 60 * 1000);
    const h = await sb.call('GET', `${CHATBOT}/getChatHistory/${s.conversationSid}`);
    expect(h.body).toMatchObject({ active: false, endedReason: 'EXPIRED' });
    const bad = (await init({ name: 'Token Invalid' })).body;
    expect(Date.parse(bad.expiration) - clock.now()).toBe(90_000);
    const r = await sb.call('POST', `${TWILIO}/refreshToken`, { body: { token: bad.token } });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Token state is invalid.');
  });

  it('authenticates a signed-in borrower with a nonce that each refresh replaces', async () => {
    const jwt = await register(sb, 'chat.auth@example.com');
    const s = (await init()).body;
    expect((await sb.call('POST', '/service-csp/customer/secure/api/v1/webchat/authenticate', { body: { conversationSid: s.conversationSid } })).status).toBe(401);
    const a = await sb.call('POST', '/service-csp/customer/secure/api/v1/webchat/authenticate', { body: { conversationSid: s.conversationSid }, token: jwt });
    expect(a.status).toBe(200);
    const r = await sb.call('PUT', `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${a.body.nonce}`, { token: jwt });
    expect(r.status).toBe(200);
    expect(r.body.nonce).not.toBe(a.body.nonce);
    expect((await sb.call('PUT', `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${a.body.nonce}`, { token: jwt })).status).toBe(401);
    // The chatbot now wants the current nonce.
    const body = { conversationId: s.conversationSid, message: 'What is the APR?', senderType: 'CUSTOMER' };
    expect((await sb.call('POST', `${CHATBOT}/chatWithAutobot`, { body: { ...body, nonce: a.body.nonce } })).status).toBe(401);
    expect((await sb.call('POST', `${CHATBOT}/chatWithAutobot`, { body: { ...body, nonce: r.body.nonce } })).status).toBe(200);
  });
});

describe('chatbot', () => {
  const ask = async (sid: string, message: string) => sb.call('POST', `${CHATBOT}/chatWithAutobot`, { body: { conversationId: sid, message, senderType: 'CUSTOMER', nonce: null } });

  it.each([
    ['How much can I borrow?', 'You can apply for a line of $15,000 to $400,000, depending on your home equity and credit.'],
    ["What's the APR?", 'APRs range from 7.60% to 17.20%, depending on your credit, the amount and your home\'s value.'],
    ['Are there any fees?', 'The origination fee is up to 4.99% of your initial draw.'],
    ['How long until funding?', 'Approval can take about five minutes, and funding can happen in as little as five business days after you sign.'],
    ['Can I paint my house purple?', CHATBOT_FALLBACK],
  ])('answers %j from the FAQ', async (question, answer) => {
    const s = (await init()).body;
    const r = await ask(s.conversationSid, question);
    expect(r.status).toBe(200);
    expect(r.body.reply.body.startsWith(answer)).toBe(true);
    expect(r.body.reply).toMatchObject({ authorType: 'CHATBOT', questionId: r.body.questionId });
    expect(r.body.message).toMatchObject({ authorType: 'CUSTOMER', body: question });
  });

  it('fails a #fail message once, then takes it (resend)', async () => {
    const s = (await init()).body;
    expect((await ask(s.conversationSid, 'rates #fail')).status).toBe(503);
    expect((await ask(s.conversationSid, 'rates #fail')).status).toBe(200);
  });

  it('refuses an empty message and an agent conversation', async () => {
    const s = (await init()).body;
    expect((await ask(s.conversationSid, '   ')).status).toBe(400);
    const agent = (await init({ chatMode: 'AGENT' })).body;
    expect((await ask(agent.conversationSid, 'hi')).status).toBe(400);
  });

  it('stores thumbs-down feedback and validates the reason and length', async () => {
    const s = (await init()).body;
    const q = (await ask(s.conversationSid, 'fees?')).body;
    const record = { questionId: q.questionId, conversationId: s.conversationSid, responseToCustomer: q.reply.body, rating: 'THUMBS_DOWN', senderEmail: 'alex.chat@example.com', senderType: 'CUSTOMER' };
    const ok = await sb.call('POST', `${CHATBOT}/setChatReplyUsedWithFeedback`, { body: { ...record, feedbackMessage: 'Answer too vague: which fees?' } });
    expect(ok.status).toBe(200);
    const bad = await sb.call('POST', `${CHATBOT}/setChatReplyUsedWithFeedback`, { body: { ...record, feedbackMessage: 'Rude' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('Please select a reason');
    const long = await sb.call('POST', `${CHATBOT}/setChatReplyUsedWithFeedback`, { body: { ...record, feedbackMessage: `Other: ${'x'.repeat(141)}` } });
    expect(long.status).toBe(400);
    const qa = await sb.call('GET', `/__sandbox/chat/conversations/${s.conversationSid}`);
    expect(qa.body.feedback).toEqual([expect.objectContaining({ feedbackMessage: 'Answer too vague: which fees?', rating: 'THUMBS_DOWN' })]);
  });
});

describe('agent mode and QA control', () => {
  it('takes customer messages with the chat token, shows QA agent messages, ends, and takes a survey', async () => {
    const s = (await init({ chatMode: 'AGENT', email: 'agent.flow@example.com' })).body;
    const path = `${TWILIO}/conversations/${s.conversationSid}`;
    expect((await sb.call('POST', `${path}/messages`, { body: { body: 'hello' } })).status).toBe(401);
    const sent = await sb.call('POST', `${path}/messages`, { body: { body: 'hello' }, token: s.token });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ authorType: 'CUSTOMER', body: 'hello', files: [] });
    expect((await sb.call('POST', `${path}/messages`, { body: { body: ' ', files: [] }, token: s.token })).status).toBe(400);

    const posted = await sb.call('POST', '/__sandbox/chat/conversations/latest/agent-message?email=agent.flow@example.com', { body: { text: 'Your draw is on its way.' } });
    expect(posted.status).toBe(200);
    const h = await sb.call('GET', `${CHATBOT}/getChatHistory/${s.conversationSid}?limit=2`);
    expect(h.body.messages.map((m: { body: string }) => m.body)).toEqual(['hello', 'Your draw is on its way.']);

    expect((await sb.call('POST', `${path}/survey`, { body: { rating: 5 } })).status).toBe(409);
    const ended = await sb.call('POST', `/__sandbox/chat/conversations/${s.conversationSid}/end`, { body: {} });
    expect(ended.body).toEqual({ sid: s.conversationSid, active: false, endedReason: 'AGENT_ENDED' });
    expect((await sb.call('GET', `${CHATBOT}/getChatHistory/${s.conversationSid}`)).body).toMatchObject({ active: false, endedReason: 'AGENT_ENDED' });
    expect((await sb.call('POST', `${path}/messages`, { body: { body: 'still there?' }, token: s.token })).status).toBe(409);
    expect((await sb.call('POST', `${path}/survey`, { body: { rating: 9 } })).status).toBe(400);
    expect((await sb.call('POST', `${path}/survey`, { body: { rating: 4 } })).status).toBe(200);
    expect((await sb.call('GET', `/__sandbox/chat/conversations/${s.conversationSid}`)).body.survey).toBe(4);
  });

  it('lets the customer end the chat', async () => {
    const s = (await init({ chatMode: 'AGENT' })).body;
    expect((await sb.call('POST', `${TWILIO}/conversations/${s.conversationSid}/end`, { body: {}, token: s.token })).status).toBe(200);
    expect((await sb.call('GET', `${CHATBOT}/getChatHistory/${s.conversationSid}`)).body.endedReason).toBe('CUSTOMER_ENDED');
  });

  it('keeps only the newest messages asked for, oldest first', async () => {
    const s = (await init({ chatMode: 'AGENT', email: 'many@example.com' })).body;
    for (let i = 1; i <= 25; i++) await sb.call('POST', `${TWILIO}/conversations/${s.conversationSid}/messages`, { body: { body: `m${i}` }, token: s.token });
    const h = await sb.call('GET', `${CHATBOT}/getChatHistory/${s.conversationSid}?limit=20`);
    expect(h.body.messages).toHaveLength(20);
    expect(h.body.messages[0].body).toBe('m6');
    expect(h.body.messages[19].body).toBe('m25');
  });

  it('answers 404 for an unknown conversation', async () => {
    expect((await sb.call('GET', `${CHATBOT}/getChatHistory/CHnope`)).status).toBe(404);
    expect((await sb.call('POST', '/__sandbox/chat/conversations/CHnope/end', { body: {} })).status).toBe(404);
  });
});

describe('attachments', () => {
  const upload = (sid: string, token: string | undefined, name: string, data: Uint8Array | string, type = '', contentType = 'application/octet-stream') =>
    fetch(`${sb.base}${TWILIO}/conversations/${sid}/files?name=${encodeURIComponent(name)}&type=${encodeURIComponent(type)}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof data === 'string' ? data : new Blob([data as Uint8Array<ArrayBuffer>]),
    });
  const download = (sid: string, id: string, token?: string) =>
    fetch(`${sb.base}${TWILIO}/conversations/${sid}/files/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const pdf = new TextEncoder().encode('%PDF-1.4 statement');

  it('uploads the bytes with the chat token, sends them on a message, and both the borrower and QA download them', async () => {
    const s = (await init({ chatMode: 'AGENT', email: 'files@example.com' })).body;
    expect((await upload(s.conversationSid, undefined, 'statement.pdf', pdf)).status).toBe(401);
    const up = await upload(s.conversationSid, s.token, 'statement.pdf', pdf, 'application/pdf');
    expect(up.status).toBe(200);
    const file = await up.json();
    expect(file).toMatchObject({ name: 'statement.pdf', size: pdf.byteLength, type: 'application/pdf' });

    const path = `${TWILIO}/conversations/${s.conversationSid}`;
    const sent = await sb.call('POST', `${path}/messages`, { body: { body: 'my statement', files: [{ id: file.id }] }, token: s.token });
    expect(sent.status).toBe(200);
    expect(sent.body.files).toEqual([{ id: file.id, name: 'statement.pdf', size: pdf.byteLength, type: 'application/pdf' }]);
    // A file goes out on one message only, and an id that was never uploaded is refused.
    expect((await sb.call('POST', `${path}/messages`, { body: { body: 'again', files: [{ id: file.id }] }, token: s.token })).status).toBe(409);
    expect((await sb.call('POST', `${path}/messages`, { body: { body: '', files: [{ id: '00000000-0000-4000-8000-000000000000' }] }, token: s.token })).body.errors).toContain('Upload the file before sending it');

    const got = await download(s.conversationSid, file.id, s.token);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(pdf);
    expect((await download(s.conversationSid, file.id)).status).toBe(401);
    expect((await download(s.conversationSid, file.id, 'chat.wrong')).status).toBe(401);
    expect((await download(s.conversationSid, '00000000-0000-4000-8000-000000000000', s.token)).status).toBe(404);

    const qa = await fetch(`${sb.base}/__sandbox/chat/conversations/latest/files/${file.id}?email=files@example.com`);
    expect(qa.status).toBe(200);
    expect(new Uint8Array(await qa.arrayBuffer())).toEqual(pdf);
    // Still downloadable from the ended chat while the token lives.
    await sb.call('POST', `/__sandbox/chat/conversations/${s.conversationSid}/end`, { body: {} });
    expect((await download(s.conversationSid, file.id, s.token)).status).toBe(200);
  });

  it("refuses files the chat does not accept, stores the extension's media type, and serves names safely", async () => {
    const s = (await init({ chatMode: 'AGENT' })).body;
    const exe = await upload(s.conversationSid, s.token, 'run.exe', 'MZ');
    expect(exe.status).toBe(400);
    expect((await exe.json()).message).toBe("run.exe can't be attached. Accepted file types: jpg, png, amr, mp3, mp4, pdf, txt.");
    expect((await upload(s.conversationSid, s.token, 'invoice.pdf', 'MZ', 'application/x-msdownload')).status).toBe(400);
    expect((await upload(s.conversationSid, s.token, 'note.txt', '{}', '', 'application/json')).status).toBe(415);
    expect((await upload(s.conversationSid, s.token, 'big.mp4', new Uint8Array(10_000_001))).status).toBe(413);

    // A page disguised as a text file is served as text/plain, as an attachment, sandboxed.
    const html = await (await upload(s.conversationSid, s.token, '../../x"; evil=1.txt', '<script>alert(1)</script>', 'text/plain')).json();
    expect(html.name).toBe('x"; evil=1.txt');
    const got = await download(s.conversationSid, html.id, s.token);
    expect(got.headers.get('content-type')).toBe('text/plain');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="x__ evil=1.txt"; filename*=UTF-8''x%22%3B%20evil%3D1.txt`);
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    const bot = (await init()).body;
    expect((await upload(bot.conversationSid, bot.token, 'a.pdf', pdf)).status).toBe(400);
  });

  it('fails the first upload of a #fail file name, then takes it (resend)', async () => {
    const s = (await init({ chatMode: 'AGENT' })).body;
    expect((await upload(s.conversationSid, s.token, 'scan #fail.png', 'png')).status).toBe(503);
    expect((await upload(s.conversationSid, s.token, 'scan #fail.png', 'png')).status).toBe(200);
  });

  it('lets QA send a file as the agent for the borrower to download', async () => {
    const s = (await init({ chatMode: 'AGENT', email: 'qa.file@example.com' })).body;
    const text = 'Your disclosure';
    const posted = await sb.call('POST', '/__sandbox/chat/conversations/latest/agent-message?email=qa.file@example.com', {
      body: { text, files: [{ name: 'disclosure.txt', base64: Buffer.from('Read me').toString('base64') }] },
    });
    expect(posted.status).toBe(200);
    const [file] = posted.body.files;
    expect(file).toMatchObject({ name: 'disclosure.txt', size: 7, type: 'text/plain' });
    expect(await (await download(s.conversationSid, file.id, s.token)).text()).toBe('Read me');
    const bad = await sb.call('POST', '/__sandbox/chat/conversations/latest/agent-message?email=qa.file@example.com', { body: { text, files: [{ name: 'x.exe', base64: '' }] } });
    expect(bad.status).toBe(400);
  });
});

describe('dev-only agent selection', () => {
  it('lists the agents, one per live-agent role, to a signed-in caller only', async () => {
    const token = await register(sb, 'agents.list@example.com');
    expect((await sb.call('POST', '/service-omni-proxy/secure/api/v1/stream/users', { body: {} })).status).toBe(401);
    const r = await sb.call('POST', '/service-omni-proxy/secure/api/v1/stream/users', { body: {}, token });
    expect(r.status).toBe(200);
    expect(r.body.map((a: { name: string; role: string }) => `${a.name} ${a.role}`)).toEqual(['Sam CSA', 'Priya SPECIALIST', 'Jordan MANAGER', 'Dana ADMIN']);
    expect(r.body[1].workerSid).toMatch(/^WK/);
  });

  it('sends an agent chat to the chosen agent, who greets it and answers for QA; an unknown agent is refused', async () => {
    const token = await register(sb, 'agents.pick@example.com');
    const priya = (await sb.call('POST', '/service-omni-proxy/secure/api/v1/stream/users', { body: {}, token })).body[1];
    const s = (await init({ chatMode: 'AGENT', email: 'target@example.com', targetWorker: priya.workerSid })).body;
    expect(s).toMatchObject({ targetWorkerSid: priya.workerSid, targetWorkerName: 'Priya' });
    const h = await sb.call('GET', `${CHATBOT}/getChatHistory/${s.conversationSid}`);
    expect(h.body.messages[1]).toMatchObject({ authorName: 'Priya', authorRole: 'SPECIALIST', body: "Hi Alex, I'm Priya. How can I help you today?" });
    const posted = await sb.call('POST', '/__sandbox/chat/conversations/latest/agent-message?email=target@example.com', { body: { text: 'On it.' } });
    expect(posted.body).toMatchObject({ authorName: 'Priya', authorRole: 'SPECIALIST' });
    const unknown = await init({ chatMode: 'AGENT', targetWorker: 'WKnobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('targetWorker is not a known agent');
  });
});
