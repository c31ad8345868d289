// The chat sandbox (seed 001 §7): OPS_CHAT hours and open status, the CSP Twilio session calls,
// borrower authentication nonces, the chatbot service (a small FAQ), and stand-ins for what
// the vendor's socket does (sending in agent mode, leaving, the survey). A simulated agent
// greets every agent-mode chat; QA posts agent messages and ends chats under /__sandbox/chat.
// Attachments are uploaded as raw bytes (one file per call), stored in chat_files and
// downloaded with the chat token (borrower) or through /__sandbox/chat (QA).
// Magic names and messages: docs/sandbox.md.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { chatbotAnswer } from '../data/chatbot-faq';
import { operatingWeek } from '../data/operating-hours';
import { openAt } from '../../domain/chat-hours';
import { tokenExpiresAt } from '../../domain/chat';
import { CHAT_FILE_MAX_BYTES, contentDisposition, fileAccepted, mediaTypeOf } from '../../domain/chat-files';
import { HttpError, badRequest, notFound } from '../errors';
import {
  addFeedback, addFile, addMessage, attachFiles, createConversation, fileWithData, filesOf, feedbackOf, findConversation, lastMessages, latestConversation, listConversations,
  newToken, saveSurvey, surveyOf, updateConversation, vendorId, type ConversationRow, type MessageFile, type MessageRow,
} from '../store/chat';
import type { Queryable } from '../store/db';
import { flagFor } from '../store/org-settings';
import { chatEvents } from '../chat-events';

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const TWILIO = '/service-csp/external/api/v1/twilio';
const WEBCHAT = '/service-csp/customer/secure/api/v1/webchat';
const CHATBOT = '/service-chat-chatbot/external/api/v1/message';

/** The sandbox's live agents, one per live-agent role (seed 001 §6); the dev-only agent selection lists them. */
export const SANDBOX_AGENTS = [
  { workerSid: 'WK00000000000000000000000000000001', name: 'Sam', role: 'CSA' },
  { workerSid: 'WK00000000000000000000000000000002', name: 'Priya', role: 'SPECIALIST' },
  { workerSid: 'WK00000000000000000000000000000003', name: 'Jordan', role: 'MANAGER' },
  { workerSid: 'WK00000000000000000000000000000004', name: 'Dana', role: 'ADMIN' },
] as const;

/** The simulated agent who greets agent-mode chats that ask for no one in particular. */
export const SANDBOX_AGENT = SANDBOX_AGENTS[0];

type SandboxAgent = (typeof SANDBOX_AGENTS)[number];
const agentOf = (workerSid: string | null | undefined): SandboxAgent => SANDBOX_AGENTS.find((a) => a.workerSid === workerSid) ?? SANDBOX_AGENT;

/** Magic pre-chat names (case-insensitive, anywhere in the name). */
export const CHAT_MAGIC_NAMES = {
  'chat fail': 'initWebChat answers 500',
  'no session': 'initWebChat answers without conversationSid or omniProxyChannelId (the chat deactivates)',
  'no proxy': 'initWebChat answers without omniProxyChannelId (the chat deactivates)',
  'token invalid': 'refreshToken answers 401; the token lives 90 s, so the chat shows Token state is invalid. and then ends as expired',
} as const;

/** How long the socket shows a QA agent message being typed before the message (`?typingMs=` overrides, 0-5000). */
export const AGENT_TYPING_MS = 600;

/** A message containing this fails to send the first time it is sent in a conversation, then succeeds (resend); so does the upload of a file whose name contains it. */
export const CHAT_FAIL_ONCE = '#fail';

/** Signed chat file links (seed 001 §2: files open in a new tab) live 5 minutes. */
export const CHAT_FILE_LINK_TTL_MS = 5 * 60 * 1000;
const FILE_LINKS = '/service-csp/external/api/v1/chat-files';
export const LINK_EXPIRED = 'This file link has expired. Go back to the chat and select the file again to open it.';
export const LINK_INVALID = 'This file link is not valid. Go back to the chat and select the file again to open it.';

/** The HMAC of a file link (the sandbox's secret, through the keyed body hash). */
const fileLinkSignature = (ctx: Ctx, sid: string, id: string, exp: number): string => ctx.bodyHash({ purpose: 'chat-file-link', sid, id, exp });

/** A small page saying why a file link does not open. */
function linkPage(reply: FastifyReply, status: number, text: string): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>File link</title></head>` +
    `<body style="font-family:system-ui,sans-serif;margin:2rem;max-width:36rem"><main><h1>The file could not be opened</h1><p>${text}</p></main></body></html>`;
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(html);
}

const ACCEPTED_TEXT = 'Accepted file types: jpg, png, amr, mp3, mp4, pdf, txt.';

/** A picked file's name without any path, control characters or surrounding blanks. */
const cleanName = (name: string): string => name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

/** Checks a file against the chat's rules (kind, media type, size); throws 400/413 with a readable message. */
function checkFile(name: string, type: string, size: number): void {
  if (name === '' || name.length > 255) throw badRequest('A file name of 1 to 255 characters is required');
  if (!fileAccepted({ name, type })) throw badRequest(`${name} can't be attached. ${ACCEPTED_TEXT}`);
  if (size > CHAT_FILE_MAX_BYTES) throw new HttpError(413, `${name} is larger than 10 MB and can't be attached.`);
}

/** Sends a stored file: its canonical type, as a download (or inline in a sandboxed tab for a signed link), never cached. */
function sendFile(reply: FastifyReply, f: { name: string; type: string; data: Buffer }, disposition: 'attachment' | 'inline' = 'attachment'): FastifyReply {
  const header = contentDisposition(f.name);
  return reply
    .header('content-type', f.type)
    .header('content-disposition', disposition === 'inline' ? header.replace(/^attachment/, 'inline') : header)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(f.data);
}

/** Stores files sent as base64 (QA agent messages) and returns them as a message lists them. */
async function storeBase64Files(db: Queryable, sid: string, files: readonly { name: string; type?: string; base64: string }[], now: number): Promise<MessageFile[]> {
  const stored: MessageFile[] = [];
  for (const f of files) {
    const name = cleanName(f.name);
    const data = Buffer.from(f.base64, 'base64');
    checkFile(name, f.type ?? '', data.byteLength);
    const row = await addFile(db, { conversation_sid: sid, name, type: mediaTypeOf(name) ?? 'application/octet-stream', data, created_at: now });
    stored.push({ id: row.id, name: row.name, size: row.size, type: row.type });
  }
  return stored;
}

type InitBody = {
  name: string; email: string; applicationUuid?: string | null; welcomeMessage?: string; pageUrl?: string; chatMode: 'AGENT' | 'CHATBOT'; orgCode: string;
  identity?: string | null; skill?: string; targetWorker?: string;
};

const magicOf = (name: string): string | null => Object.keys(CHAT_MAGIC_NAMES).find((k) => name.toLowerCase().includes(k)) ?? null;

/** The wire shape of a message (src/api/chat.ts ChatMessageWire). */
export function messageView(m: MessageRow): Record<string, unknown> {
  return {
    id: m.id, seq: m.seq, authorType: m.author_type, authorName: m.author_name, authorRole: m.author_role, body: m.body,
    files: m.files, questionId: m.question_id, createdAt: new Date(m.created_at).toISOString(),
  };
}

/** Registers the chat routes. */
export function chatRoutes(app: FastifyInstance, ctx: Ctx): void {
  const failedOnce = new Set<string>();
  const failOnce = (sid: string, text: string): boolean => {
    if (!text.includes(CHAT_FAIL_ONCE) || failedOnce.has(`${sid}\u0000${text}`)) return false;
    failedOnce.add(`${sid}\u0000${text}`);
    return true;
  };

  /** The conversation, ended as EXPIRED when its token ran out. */
  const load = async (sid: string): Promise<ConversationRow> => {
    const c = await findConversation(ctx.db, 'sid', sid);
    if (c === undefined) throw notFound('conversation');
    if (c.active && ctx.now() >= c.token_expires_at) {
      await updateConversation(ctx.db, sid, { active: false, ended_reason: 'EXPIRED' }, ctx.now());
      return { ...c, active: false, ended_reason: 'EXPIRED' };
    }
    return c;
  };
  const active = async (sid: string): Promise<ConversationRow> => {
    const c = await load(sid);
    if (!c.active) throw new HttpError(409, 'Conversation is no longer active');
    return c;
  };
  /** The conversation whose chat token the request carries. */
  const byBearer = async (req: FastifyRequest<{ Params: { sid: string } }>): Promise<ConversationRow> => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const c = await active(req.params.sid);
    if (m?.[1] !== c.token) throw new HttpError(401, 'Token state is invalid.');
    return c;
  };

  /** The conversation (active or ended) whose current, unexpired chat token the request carries: downloads. */
  const tokenHolder = async (req: FastifyRequest<{ Params: { sid: string } }>): Promise<ConversationRow> => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const c = await load(req.params.sid);
    if (m?.[1] !== c.token || ctx.now() >= c.token_expires_at) throw new HttpError(401, 'Token state is invalid.');
    return c;
  };

  app.get(`${HOURS}/openStatus`, async (req) => {
    const org = ctx.orgOf(req);
    const [forcedOpen, forcedClosed] = await Promise.all([flagFor(ctx.db, org, 'sandbox-chat-open'), flagFor(ctx.db, org, 'sandbox-chat-closed')]);
    const open = forcedClosed.enabled ? false : forcedOpen.enabled ? true : openAt(operatingWeek(org), new Date(ctx.now()));
    return { department: 'OPS_CHAT', open, status: open ? 'OPEN' : 'CLOSED' };
  });
  app.get(`${HOURS}/week`, async (req) => ({ department: 'OPS_CHAT', weekdays: operatingWeek(ctx.orgOf(req)) }));

  const init = async (req: FastifyRequest) => {
    const body = ctx.validators.parse<InitBody>('chat-init-web-chat', req.body);
    const magic = magicOf(body.name);
    if (magic === 'chat fail') throw new HttpError(500, 'Something unexpected happened');
    if (body.targetWorker !== undefined && !SANDBOX_AGENTS.some((a) => a.workerSid === body.targetWorker)) throw badRequest('targetWorker is not a known agent');
    const now = ctx.now();
    const mode = body.chatMode === 'AGENT' ? 'agent' : 'chatbot';
    const expires = magic === 'token invalid' ? now + 90_000 : tokenExpiresAt(now, mode);
    const c = await createConversation(ctx.db, {
      sid: vendorId('CH'), org_code: ctx.orgOf(req), mode: body.chatMode, name: body.name.trim(), email: body.email.trim(),
      application_uuid: body.applicationUuid ?? null, identity_uuid: body.identity ?? null, page_url: body.pageUrl ?? null,
      token: newToken(), token_expires_at: expires, omni_proxy_channel_id: vendorId('OP'), provider_channel_id: vendorId('PC'),
      magic, created_at: now, target_worker: mode === 'agent' ? (body.targetWorker ?? null) : null,
    });
    const welcome = body.welcomeMessage?.trim();
    if (welcome) await addMessage(ctx.db, { conversation_sid: c.sid, author_type: 'SYSTEM', author_name: null, author_role: null, body: welcome, files: [], question_id: null, created_at: now });
    const agent = agentOf(c.target_worker);
    if (mode === 'agent') {
      const first = c.name.split(/\s+/)[0] ?? c.name;
      await addMessage(ctx.db, {
        conversation_sid: c.sid, author_type: 'AGENT', author_name: agent.name, author_role: agent.role,
        body: `Hi ${first}, I'm ${agent.name}. How can I help you today?`, files: [], question_id: null, created_at: now,
      });
    }
    const answer: Record<string, unknown> = {
      friendlyName: c.name, emailAddress: c.email, token: c.token, conversationSid: c.sid, expiration: new Date(c.token_expires_at).toISOString(),
      omniProxyChannelId: c.omni_proxy_channel_id, providerChannelId: c.provider_channel_id, skill: body.skill ?? null, chatMode: c.mode,
      targetWorkerSid: mode === 'agent' ? agent.workerSid : null, targetWorkerName: mode === 'agent' ? agent.name : null,
    };
    if (magic === 'no session') {
      delete answer['conversationSid'];
      delete answer['omniProxyChannelId'];
    }
    if (magic === 'no proxy') delete answer['omniProxyChannelId'];
    return answer;
  };
  app.post(`${TWILIO}/initWebChat`, init);
  app.post('/service-omni-proxy/insecure/api/v1/stream/init-web-chat', init);

  // Dev-only agent selection (seed 001 §6, §7): secure, so the app's bearer JWT is checked first.
  app.post('/service-omni-proxy/secure/api/v1/stream/users', async () => SANDBOX_AGENTS.map((a) => ({ ...a })));

  app.post(`${TWILIO}/refreshToken`, async (req) => {
    const token = (req.body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token === '') throw badRequest('token is required');
    const c = await findConversation(ctx.db, 'token', token);
    if (c === undefined || c.magic === 'token invalid') throw new HttpError(401, 'Token state is invalid.');
    const current = await active(c.sid);
    const next = newToken();
    const expires = tokenExpiresAt(ctx.now(), current.mode === 'AGENT' ? 'agent' : 'chatbot');
    await updateConversation(ctx.db, c.sid, { token: next, token_expires_at: expires }, ctx.now());
    return { token: next, expiration: new Date(expires).toISOString() };
  });

  app.post(`${TWILIO}/web-chat-info`, async (req) => {
    const id = (req.body as { omniProxyChannelId?: unknown } | null)?.omniProxyChannelId;
    if (typeof id !== 'string' || id === '') throw badRequest('omniProxyChannelId is required');
    const c = await findConversation(ctx.db, 'omni_proxy_channel_id', id);
    if (c === undefined) throw notFound('channel');
    const contactId = c.contact_id ?? vendorId('CT');
    if (c.contact_id === null) await updateConversation(ctx.db, c.sid, { contact_id: contactId }, ctx.now());
    return { contactId };
  });

  // Borrower authentication (flag fe-csp-feature-flag-borrower-authentication): secure, so the
  // app's bearer JWT is checked by the onRequest hook before these run.
  app.post(`${WEBCHAT}/authenticate`, async (req) => {
    const sid = (req.body as { conversationSid?: unknown } | null)?.conversationSid;
    if (typeof sid !== 'string' || sid === '') throw badRequest('conversationSid is required');
    await active(sid);
    const nonce = vendorId('N');
    await updateConversation(ctx.db, sid, { nonce }, ctx.now());
    return { nonce };
  });
  app.put(`${WEBCHAT}/refresh`, async (req) => {
    const nonce = (req.query as { nonce?: unknown }).nonce;
    if (typeof nonce !== 'string' || nonce === '') throw badRequest('nonce is required');
    const c = await findConversation(ctx.db, 'nonce', nonce);
    if (c === undefined) throw new HttpError(401, 'Token state is invalid.');
    await active(c.sid);
    const next = vendorId('N');
    await updateConversation(ctx.db, c.sid, { nonce: next }, ctx.now());
    return { nonce: next };
  });

  app.get<{ Params: { id: string }; Querystring: { limit?: string } }>(`${CHATBOT}/getChatHistory/:id`, async (req) => {
    const c = await load(req.params.id);
    const limit = Math.min(100, Math.max(1, Number(req.query.limit ?? 20) || 20));
    const messages = await lastMessages(ctx.db, c.sid, limit);
    return { conversationId: c.sid, active: c.active, endedReason: c.ended_reason, messages: messages.map(messageView) };
  });

  app.post(`${CHATBOT}/chatWithAutobot`, async (req) => {
    const body = ctx.validators.parse<{ conversationId: string; message: string; nonce?: string | null }>('chat-autobot', req.body);
    const c = await active(body.conversationId);
    if (c.mode !== 'CHATBOT') throw badRequest('This conversation is with an agent');
    if (c.nonce !== null && body.nonce !== c.nonce) throw new HttpError(401, 'Token state is invalid.');
    if (failOnce(c.sid, body.message)) throw new HttpError(503, 'Something unexpected happened');
    const now = ctx.now();
    const message = await addMessage(ctx.db, { conversation_sid: c.sid, author_type: 'CUSTOMER', author_name: c.name, author_role: null, body: body.message.trim(), files: [], question_id: null, created_at: now });
    const questionId = message.id;
    const reply = await addMessage(ctx.db, { conversation_sid: c.sid, author_type: 'CHATBOT', author_name: null, author_role: null, body: chatbotAnswer(body.message), files: [], question_id: questionId, created_at: now });
    return { questionId, message: messageView(message), reply: messageView(reply) };
  });

  app.post(`${CHATBOT}/setChatReplyUsedWithFeedback`, async (req) => {
    const body = ctx.validators.parse<{ questionId: string; conversationId: string }>('chat-feedback', req.body);
    const c = await load(body.conversationId);
    const id = await addFeedback(ctx.db, c.sid, body.questionId, body, ctx.now());
    return { id, saved: true };
  });

  // Upload: the file's bytes as application/octet-stream, its name and media type in the query;
  // stored with the canonical type of its extension. A scope of its own, so only this route
  // reads raw bodies (up to 10 MB).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: CHAT_FILE_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { sid: string }; Querystring: { name?: string; type?: string } }>(
      `${TWILIO}/conversations/:sid/files`,
      { bodyLimit: CHAT_FILE_MAX_BYTES },
      async (req) => {
        const c = await byBearer(req);
        if (c.mode !== 'AGENT') throw badRequest('This conversation is with the chatbot');
        if (!/^application\/octet-stream\b/i.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'Send the file as application/octet-stream');
        const name = cleanName(String(req.query.name ?? ''));
        const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        checkFile(name, String(req.query.type ?? ''), data.byteLength);
        if (failOnce(c.sid, `file:${name}`)) throw new HttpError(503, 'Something unexpected happened');
        const row = await addFile(ctx.db, { conversation_sid: c.sid, name, type: mediaTypeOf(name) ?? 'application/octet-stream', data, created_at: ctx.now() });
        return { id: row.id, name: row.name, size: row.size, type: row.type };
      },
    );
  });

  // A short-lived signed link to a stored file, opened in a new tab (a tab cannot send the chat
  // token, and the token must not go in a URL): HMAC over the file and the expiry.
  app.post<{ Params: { sid: string; id: string } }>(`${TWILIO}/conversations/:sid/files/:id/link`, async (req) => {
    const c = await tokenHolder(req);
    if ((await fileWithData(ctx.db, c.sid, req.params.id)) === undefined) throw notFound('file');
    const exp = ctx.now() + CHAT_FILE_LINK_TTL_MS;
    const sig = fileLinkSignature(ctx, c.sid, req.params.id, exp);
    return { url: `${FILE_LINKS}/${encodeURIComponent(c.sid)}/${encodeURIComponent(req.params.id)}?exp=${exp}&sig=${sig}`, expiresAt: new Date(exp).toISOString() };
  });
  app.get<{ Params: { sid: string; id: string }; Querystring: { exp?: string; sig?: string } }>(`${FILE_LINKS}/:sid/:id`, async (req, reply) => {
    const exp = Number(req.query.exp);
    const sig = String(req.query.sig ?? '');
    const expected = Number.isSafeInteger(exp) ? fileLinkSignature(ctx, req.params.sid, req.params.id, exp) : '';
    const valid = expected !== '' && sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
    if (!valid) return linkPage(reply, 403, LINK_INVALID);
    if (ctx.now() >= exp) return linkPage(reply, 410, LINK_EXPIRED);
    const f = await fileWithData(ctx.db, req.params.sid, req.params.id);
    if (f === undefined) return linkPage(reply, 404, LINK_INVALID);
    return sendFile(reply, f, 'inline');
  });

  app.get<{ Params: { sid: string; id: string } }>(`${TWILIO}/conversations/:sid/files/:id`, async (req, reply) => {
    const c = await tokenHolder(req);
    const f = await fileWithData(ctx.db, c.sid, req.params.id);
    if (f === undefined) throw notFound('file');
    return sendFile(reply, f);
  });

  app.post<{ Params: { sid: string } }>(`${TWILIO}/conversations/:sid/messages`, async (req) => {
    const c = await byBearer(req);
    const body = ctx.validators.parse<{ body: string; files?: { id: string }[] }>('chat-send', req.body);
    const ids = [...new Set((body.files ?? []).map((f) => f.id))];
    if (body.body.trim() === '' && ids.length === 0) throw badRequest('An empty message with no files is not sent');
    if (c.mode !== 'AGENT') throw badRequest('This conversation is with the chatbot');
    const rows = await filesOf(ctx.db, c.sid, ids);
    if (rows.length !== ids.length) throw badRequest('Upload the file before sending it');
    if (rows.some((r) => r.message_id !== null)) throw new HttpError(409, 'That file was already sent');
    if (failOnce(c.sid, body.body)) throw new HttpError(503, 'Something unexpected happened');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const files: MessageFile[] = ids.map((id) => byId.get(id)!).map((r) => ({ id: r.id, name: r.name, size: r.size, type: r.type }));
    const m = await ctx.db.transaction(async (tx) => {
      const added = await addMessage(tx, { conversation_sid: c.sid, author_type: 'CUSTOMER', author_name: c.name, author_role: null, body: body.body.trim(), files, question_id: null, created_at: ctx.now() });
      await attachFiles(tx, added.id, ids);
      return added;
    });
    return messageView(m);
  });

  app.post<{ Params: { sid: string } }>(`${TWILIO}/conversations/:sid/end`, async (req) => {
    const c = await byBearer(req);
    await updateConversation(ctx.db, c.sid, { active: false, ended_reason: 'CUSTOMER_ENDED' }, ctx.now());
    return { ended: true };
  });

  app.post<{ Params: { sid: string } }>(`${TWILIO}/conversations/:sid/survey`, async (req) => {
    const rating = (req.body as { rating?: unknown } | null)?.rating;
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest('rating must be a whole number from 1 to 5');
    const c = await load(req.params.sid);
    if (c.active) throw new HttpError(409, 'The survey opens when the chat has ended');
    await saveSurvey(ctx.db, c.sid, rating, ctx.now());
    return { saved: true };
  });
}

/** QA control of chats under /__sandbox/chat: list, post as an agent, end. `latest` names the newest conversation (of `?email=` when given). */
export function chatControlRoutes(app: FastifyInstance, ctx: Ctx): void {
  const P = '/__sandbox/chat/conversations';
  const resolve = async (sid: string, email: unknown): Promise<ConversationRow> => {
    const c = sid === 'latest' ? await latestConversation(ctx.db, typeof email === 'string' ? email : undefined) : await findConversation(ctx.db, 'sid', sid);
    if (c === undefined) throw notFound('conversation');
    return c;
  };

  app.get(P, async (req) => {
    const email = (req.query as { email?: unknown }).email;
    const rows = await listConversations(ctx.db, typeof email === 'string' ? email : undefined);
    return rows.map((c) => ({ sid: c.sid, mode: c.mode, name: c.name, email: c.email, orgCode: c.org_code, active: c.active, endedReason: c.ended_reason, createdAt: new Date(c.created_at).toISOString() }));
  });

  app.get<{ Params: { sid: string } }>(`${P}/:sid`, async (req) => {
    const c = await resolve(req.params.sid, (req.query as { email?: unknown }).email);
    return {
      sid: c.sid, mode: c.mode, active: c.active, endedReason: c.ended_reason, contactId: c.contact_id,
      messages: (await lastMessages(ctx.db, c.sid, 100)).map(messageView), feedback: await feedbackOf(ctx.db, c.sid), survey: (await surveyOf(ctx.db, c.sid)) ?? null,
    };
  });

  // Base64 files make the body larger than Fastify's default 1 MiB: up to 10 files of 10 MB would not fit either, so 14 MB (one large file).
  app.post<{ Params: { sid: string } }>(`${P}/:sid/agent-message`, { bodyLimit: 14_000_000 }, async (req) => {
    const body = ctx.validators.parse<{ text: string; agentName?: string; role?: string; files?: { name: string; type?: string; base64: string }[] }>('sandbox-chat-agent-message', req.body);
    const c = await resolve(req.params.sid, (req.query as { email?: unknown }).email);
    if (!c.active) throw new HttpError(409, 'Conversation is no longer active');
    const now = ctx.now();
    const m = await ctx.db.transaction(async (tx) => {
      const files = await storeBase64Files(tx, c.sid, body.files ?? [], now);
      const agent = agentOf(c.target_worker);
      const added = await addMessage(tx, {
        conversation_sid: c.sid, author_type: 'AGENT', author_name: body.agentName ?? agent.name, author_role: body.role ?? agent.role,
        body: body.text, files, question_id: null, created_at: now,
      });
      await attachFiles(tx, added.id, files.map((f) => f.id as string));
      return added;
    });
    // The socket shows the agent typing, then the message (seed 001 §7); the history has it at once.
    const bus = chatEvents(ctx);
    bus.publish(c.sid, { type: 'typing', authorName: m.author_name });
    const typingMs = Math.min(5000, Math.max(0, Number((req.query as { typingMs?: unknown }).typingMs ?? AGENT_TYPING_MS) || 0));
    setTimeout(() => bus.publish(c.sid, { type: 'message', message: messageView(m) }), typingMs);
    return messageView(m);
  });

  app.get<{ Params: { sid: string; id: string } }>(`${P}/:sid/files/:id`, async (req, reply) => {
    const c = await resolve(req.params.sid, (req.query as { email?: unknown }).email);
    const f = await fileWithData(ctx.db, c.sid, req.params.id);
    if (f === undefined) throw notFound('file');
    return sendFile(reply, f);
  });

  app.post<{ Params: { sid: string } }>(`${P}/:sid/end`, async (req) => {
    const reason = (req.body as { reason?: unknown } | null)?.reason ?? 'AGENT_ENDED';
    if (reason !== 'AGENT_ENDED' && reason !== 'INACTIVE' && reason !== 'EXPIRED') throw badRequest('reason must be AGENT_ENDED, INACTIVE or EXPIRED');
    const c = await resolve(req.params.sid, (req.query as { email?: unknown }).email);
    await updateConversation(ctx.db, c.sid, { active: false, ended_reason: reason }, ctx.now());
    chatEvents(ctx).publish(c.sid, { type: 'ended', reason });
    return { sid: c.sid, active: false, endedReason: reason };
  });
}
