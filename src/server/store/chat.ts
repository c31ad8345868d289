// Chat conversations, messages, feedback and surveys of the sandbox (migration 6), and the
// attachments' bytes (migration 9).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from './db';

/** A conversation row. */
export interface ConversationRow {
  sid: string;
  org_code: string;
  mode: 'AGENT' | 'CHATBOT';
  name: string;
  email: string;
  application_uuid: string | null;
  identity_uuid: string | null;
  page_url: string | null;
  token: string;
  token_expires_at: number;
  omni_proxy_channel_id: string;
  provider_channel_id: string;
  contact_id: string | null;
  nonce: string | null;
  magic: string | null;
  /** The agent (workerSid) the chat asked for, or null. */
  target_worker: string | null;
  active: boolean;
  ended_reason: string | null;
  created_at: number;
  updated_at: number;
}

/** A message row. */
export interface MessageRow {
  seq: number;
  id: string;
  conversation_sid: string;
  author_type: 'CUSTOMER' | 'AGENT' | 'CHATBOT' | 'SYSTEM';
  author_name: string | null;
  author_role: string | null;
  body: string;
  files: MessageFile[];
  question_id: string | null;
  created_at: number;
}

/** A file as a message lists it; `id` names the stored bytes (chat_files). */
export interface MessageFile {
  id?: string;
  name: string;
  size: number;
  type: string;
}

/** A stored attachment without its bytes. */
export interface FileRow {
  id: string;
  conversation_sid: string;
  message_id: string | null;
  name: string;
  type: string;
  size: number;
  created_at: number;
}

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');
/** A Twilio-looking id with a prefix ('CH' conversation, 'OP' omni proxy channel). */
export const vendorId = (prefix: string): string => `${prefix}${hex(16)}`;
/** A fresh opaque token. */
export const newToken = (): string => `chat.${hex(24)}`;

const num = (row: ConversationRow): ConversationRow => ({ ...row, token_expires_at: Number(row.token_expires_at), created_at: Number(row.created_at), updated_at: Number(row.updated_at) });

/** Creates a conversation. */
export async function createConversation(db: Queryable, row: Omit<ConversationRow, 'active' | 'ended_reason' | 'contact_id' | 'nonce' | 'updated_at'>): Promise<ConversationRow> {
  const r = await db.query<ConversationRow>(
    `insert into chat_conversations (sid, org_code, mode, name, email, application_uuid, identity_uuid, page_url, token, token_expires_at,
       omni_proxy_channel_id, provider_channel_id, magic, created_at, updated_at, target_worker)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15) returning *`,
    [row.sid, row.org_code, row.mode, row.name, row.email, row.application_uuid, row.identity_uuid, row.page_url, row.token,
      row.token_expires_at, row.omni_proxy_channel_id, row.provider_channel_id, row.magic, row.created_at, row.target_worker],
  );
  return num(r.rows[0] as ConversationRow);
}

/** A conversation by a column that identifies it. */
export async function findConversation(db: Queryable, by: 'sid' | 'token' | 'omni_proxy_channel_id' | 'nonce', value: string): Promise<ConversationRow | undefined> {
  const r = await db.query<ConversationRow>(`select * from chat_conversations where ${by} = $1`, [value]);
  return r.rows[0] ? num(r.rows[0]) : undefined;
}

/** The newest conversation, optionally of one e-mail address. */
export async function latestConversation(db: Queryable, email?: string): Promise<ConversationRow | undefined> {
  const r = email
    ? await db.query<ConversationRow>('select * from chat_conversations where lower(email) = lower($1) order by created_at desc, sid limit 1', [email])
    : await db.query<ConversationRow>('select * from chat_conversations order by created_at desc, sid limit 1');
  return r.rows[0] ? num(r.rows[0]) : undefined;
}

/** Conversations, newest first (QA). */
export async function listConversations(db: Queryable, email?: string): Promise<ConversationRow[]> {
  const r = email
    ? await db.query<ConversationRow>('select * from chat_conversations where lower(email) = lower($1) order by created_at desc limit 50', [email])
    : await db.query<ConversationRow>('select * from chat_conversations order by created_at desc limit 50');
  return r.rows.map(num);
}

/** Updates some columns of a conversation. */
export async function updateConversation(db: Queryable, sid: string, patch: Partial<Pick<ConversationRow, 'token' | 'token_expires_at' | 'contact_id' | 'nonce' | 'active' | 'ended_reason'>>, now: number): Promise<void> {
  const keys = Object.keys(patch) as (keyof typeof patch)[];
  if (keys.length === 0) return;
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await db.query(`update chat_conversations set ${sets}, updated_at = $${keys.length + 2} where sid = $1`, [sid, ...keys.map((k) => patch[k]), now]);
}

/** Appends a message. */
export async function addMessage(db: Queryable, m: Omit<MessageRow, 'seq' | 'id'>): Promise<MessageRow> {
  const r = await db.query<MessageRow>(
    `insert into chat_messages (id, conversation_sid, author_type, author_name, author_role, body, files, question_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
    [randomUUID(), m.conversation_sid, m.author_type, m.author_name, m.author_role, m.body, JSON.stringify(m.files), m.question_id, m.created_at],
  );
  const row = r.rows[0] as MessageRow;
  return { ...row, seq: Number(row.seq), created_at: Number(row.created_at) };
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function lastMessages(db: Queryable, sid: string, limit: number): Promise<MessageRow[]> {
  const r = await db.query<MessageRow>(
    'select * from (select * from chat_messages where conversation_sid = $1 order by seq desc limit $2) m order by seq asc',
    [sid, limit],
  );
  return r.rows.map((row) => ({ ...row, seq: Number(row.seq), created_at: Number(row.created_at) }));
}

/** Stores a thumbs-down (or up) feedback record. */
export async function addFeedback(db: Queryable, sid: string, questionId: string, body: unknown, now: number): Promise<string> {
  const id = randomUUID();
  await db.query('insert into chat_feedback (id, conversation_sid, question_id, body, created_at) values ($1, $2, $3, $4, $5)', [id, sid, questionId, JSON.stringify(body), now]);
  return id;
}

/** Feedback records of a conversation (QA and tests). */
export async function feedbackOf(db: Queryable, sid: string): Promise<unknown[]> {
  const r = await db.query<{ body: unknown }>('select body from chat_feedback where conversation_sid = $1 order by created_at', [sid]);
  return r.rows.map((x) => x.body);
}

/** Stores (or replaces) a conversation's survey rating. */
export async function saveSurvey(db: Queryable, sid: string, rating: number, now: number): Promise<void> {
  await db.query(
    `insert into chat_surveys (conversation_sid, rating, created_at) values ($1, $2, $3)
     on conflict (conversation_sid) do update set rating = excluded.rating, created_at = excluded.created_at`,
    [sid, rating, now],
  );
}

/** A conversation's survey rating, if any. */
export async function surveyOf(db: Queryable, sid: string): Promise<number | undefined> {
  const r = await db.query<{ rating: number }>('select rating from chat_surveys where conversation_sid = $1', [sid]);
  return r.rows[0]?.rating;
}

/** Stores an attachment's bytes for a conversation (not yet on a message). */
export async function addFile(db: Queryable, f: { conversation_sid: string; name: string; type: string; data: Uint8Array; created_at: number }): Promise<FileRow> {
  const r = await db.query<FileRow>(
    `insert into chat_files (id, conversation_sid, name, type, size, data, created_at) values ($1, $2, $3, $4, $5, $6, $7)
     returning id, conversation_sid, message_id, name, type, size, created_at`,
    [randomUUID(), f.conversation_sid, f.name, f.type, f.data.byteLength, f.data, f.created_at],
  );
  const row = r.rows[0] as FileRow;
  return { ...row, size: Number(row.size), created_at: Number(row.created_at) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Files of a conversation by id (those that exist), without their bytes. */
export async function filesOf(db: Queryable, sid: string, ids: readonly string[]): Promise<FileRow[]> {
  const wanted = ids.filter((id) => UUID.test(id));
  if (wanted.length === 0) return [];
  const r = await db.query<FileRow>(
    'select id, conversation_sid, message_id, name, type, size, created_at from chat_files where conversation_sid = $1 and id = any($2::uuid[])',
    [sid, wanted],
  );
  return r.rows.map((row) => ({ ...row, size: Number(row.size), created_at: Number(row.created_at) }));
}

/** Marks files as carried by a message. */
export async function attachFiles(db: Queryable, messageId: string, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.query('update chat_files set message_id = $1 where id = any($2::uuid[])', [messageId, ids]);
}

/** One file of a conversation with its bytes, or undefined. */
export async function fileWithData(db: Queryable, sid: string, id: string): Promise<(FileRow & { data: Buffer }) | undefined> {
  if (!UUID.test(id)) return undefined;
  const r = await db.query<FileRow & { data: Uint8Array }>('select * from chat_files where conversation_sid = $1 and id = $2', [sid, id]);
  const row = r.rows[0];
  return row ? { ...row, size: Number(row.size), created_at: Number(row.created_at), data: Buffer.from(row.data) } : undefined;
}
