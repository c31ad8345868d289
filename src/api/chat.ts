// Chat calls (seed 001 §7): operating hours of OPS_CHAT, the CSP Twilio session calls, the
// borrower-authentication nonce, and the chatbot service. Sandbox stand-ins for the vendor's
// socket (sending and ending in agent mode, the survey) are marked; docs/chat.md lists them.
import type { BusinessDay } from '../domain/business-hours';
import { STREAM_CLIENT_TIMEOUT_MS } from '../domain/chat';
import { socketUrl } from '../domain/chat-socket';
import { request } from './http';
import { session } from './session';

const HOURS = '/service-operating-hours/external/api/v1/hours/OPS_CHAT';
const TWILIO = '/service-csp/external/api/v1/twilio';
const WEBCHAT = '/service-csp/customer/secure/api/v1/webchat';
const CHATBOT = '/service-chat-chatbot/external/api/v1/message';

/** Wire chat mode. */
export type WireChatMode = 'AGENT' | 'CHATBOT';

export interface InitWebChatRequest {
  name: string;
  email: string;
  applicationUuid: string | null;
  tag: string;
  skill: string;
  welcomeMessage: string;
  pageUrl: string;
  chatMode: WireChatMode;
  orgCode: string;
  identity: string | null;
  /** Dev-only: the agent (workerSid) the chat should go to (seed 001 §6 agent selection). */
  targetWorker?: string;
}

/** The session initWebChat answers (seed 001 §3 Chat session). */
export interface ChatSessionWire {
  friendlyName?: string;
  emailAddress?: string;
  token?: string;
  conversationSid?: string;
  expiration?: string | number;
  omniProxyChannelId?: string;
  providerChannelId?: string;
  skill?: string;
  chatMode?: WireChatMode;
  [field: string]: unknown;
}

/** A stored attachment as messages list it (`id` names its bytes; older or described-only files have none). */
export interface ChatFileWire {
  id?: string;
  name: string;
  size: number;
  type: string;
}

/** One message of the history. */
export interface ChatMessageWire {
  id: string;
  seq: number;
  authorType: 'CUSTOMER' | 'AGENT' | 'CHATBOT' | 'SYSTEM';
  authorName: string | null;
  authorRole: string | null;
  body: string;
  files: ChatFileWire[];
  questionId: string | null;
  createdAt: string;
}

/** getChatHistory's answer: the newest messages (oldest first) and whether the conversation is still active. */
export interface ChatHistoryWire {
  conversationId: string;
  active: boolean;
  endedReason: 'AGENT_ENDED' | 'INACTIVE' | 'EXPIRED' | 'CUSTOMER_ENDED' | null;
  messages: ChatMessageWire[];
}

export interface AutobotRequest {
  applicationId: string | null;
  conversationId: string;
  message: string;
  nonce: string | null;
  organization: string;
  pageUrl: string;
  senderId: string;
  senderType: 'CUSTOMER';
  tag: string;
}

/** The chat feedback record (seed 001 §3). */
export interface ChatFeedbackWire {
  questionId: string;
  conversationId: string;
  responseToCustomer: string;
  feedbackMessage: string;
  rating: 'THUMBS_DOWN' | 'THUMBS_UP';
  senderEmail: string;
  senderType: 'CUSTOMER';
}

/** Where a stored chat file is downloaded (with the chat token as bearer). */
export const chatFilePath = (sid: string, fileId: string): string => `${TWILIO}/conversations/${encodeURIComponent(sid)}/files/${encodeURIComponent(fileId)}`;

/** The calls the chat store makes; an object so tests can replace any of them. */
export interface ChatApi {
  openStatus(): Promise<{ open: boolean }>;
  week(): Promise<BusinessDay[]>;
  initWebChat(body: InitWebChatRequest, stream: boolean): Promise<ChatSessionWire>;
  webChatInfo(omniProxyChannelId: string): Promise<{ contactId: string }>;
  refreshToken(token: string): Promise<{ token: string; expiration?: string | number }>;
  authenticate(conversationSid: string): Promise<{ nonce: string }>;
  refreshNonce(nonce: string): Promise<{ nonce: string }>;
  history(conversationId: string, limit: number): Promise<ChatHistoryWire>;
  chatWithAutobot(body: AutobotRequest): Promise<{ questionId: string; message: ChatMessageWire; reply: ChatMessageWire }>;
  /** Sandbox stand-in for the vendor SDK's media upload (agent mode): one file's bytes, authorised by the chat token. */
  uploadFile(conversationSid: string, token: string, file: Blob & { name: string }): Promise<ChatFileWire & { id: string }>;
  /** A short-lived signed link to a stored file (opened in a new tab; the chat token never goes in a URL). */
  fileLink(conversationSid: string, token: string, fileId: string): Promise<{ url: string; expiresAt: string }>;
  /** A stored file's bytes, authorised by the chat token. */
  downloadFile(conversationSid: string, token: string, fileId: string): Promise<Blob>;
  /** Sandbox stand-in for the vendor SDK's send (agent mode): the text and the uploaded files. */
  sendToAgent(conversationSid: string, token: string, body: string, files: { id: string }[]): Promise<ChatMessageWire>;
  /** Sandbox stand-in for the vendor SDK's leave (the customer ends the chat). */
  endChat(conversationSid: string, token: string): Promise<void>;
  feedback(record: ChatFeedbackWire): Promise<unknown>;
  /** Sandbox stand-in for the survey vendor: the ended-chat survey's rating. */
  survey(conversationSid: string, rating: number): Promise<unknown>;
}

/** The chat API over src/api/http.ts. */
export const chatApi: ChatApi = {
  openStatus: () => request(`${HOURS}/openStatus`, { external: true }),
  week: async () => {
    const answer = await request<{ weekdays?: BusinessDay[] } | BusinessDay[]>(`${HOURS}/week`, { external: true, query: { display: true } });
    return Array.isArray(answer) ? answer : (answer.weekdays ?? []);
  },
  // Stream mode goes through the omni proxy's client, which gives up after 6 s (seed 001 §9).
  initWebChat: (body, stream) =>
    stream
      ? request('/service-omni-proxy/insecure/api/v1/stream/init-web-chat', { method: 'POST', body, external: true, timeoutMs: STREAM_CLIENT_TIMEOUT_MS })
      : request(`${TWILIO}/initWebChat`, { method: 'POST', body, external: true }),
  webChatInfo: (omniProxyChannelId) => request(`${TWILIO}/web-chat-info`, { method: 'POST', body: { omniProxyChannelId }, external: true }),
  refreshToken: (token) => request(`${TWILIO}/refreshToken`, { method: 'POST', body: { token }, external: true }),
  authenticate: (conversationSid) => request(`${WEBCHAT}/authenticate`, { method: 'POST', body: { conversationSid } }),
  refreshNonce: (nonce) => request(`${WEBCHAT}/refresh`, { method: 'PUT', query: { nonce } }),
  history: (conversationId, limit) =>
    request(`${CHATBOT}/getChatHistory/${encodeURIComponent(conversationId)}`, { external: true, query: { limit } }),
  chatWithAutobot: (body) => request(`${CHATBOT}/chatWithAutobot`, { method: 'POST', body, external: true }),
  uploadFile: (sid, token, file) =>
    request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/files`, {
      method: 'POST', body: file, token, query: { name: file.name, type: file.type }, timeoutMs: 120_000,
    }),
  fileLink: (sid, token, fileId) => request(`${chatFilePath(sid, fileId)}/link`, { method: 'POST', body: {}, token }),
  downloadFile: (sid, token, fileId) => request(chatFilePath(sid, fileId), { token, responseType: 'blob', timeoutMs: 120_000 }),
  sendToAgent: (sid, token, body, files) =>
    request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/messages`, { method: 'POST', body: { body, files }, token }),
  endChat: async (sid, token) => {
    await request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/end`, { method: 'POST', body: {}, token });
  },
  feedback: (record) => request(`${CHATBOT}/setChatReplyUsedWithFeedback`, { method: 'POST', body: record, external: true }),
  survey: (sid, rating) => request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/survey`, { method: 'POST', body: { rating }, external: true }),
};

/** Opens the streaming socket of a conversation (seed 001 §7) at the API base, else the page's origin. */
export function openChatSocket(conversationSid: string): WebSocket {
  return new WebSocket(socketUrl(session.apiBase || window.location.origin, conversationSid));
}
