// Chat calls (seed 001 §7): operating hours of OPS_CHAT, the CSP Twilio session calls, the
// borrower-authentication nonce, and the chatbot service. Sandbox stand-ins for the vendor's
// socket (sending and ending in agent mode, the survey) are marked; docs/chat.md lists them.
import type { BusinessDay } from '../domain/business-hours';
import { request } from './http';

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

/** One message of the history. */
export interface ChatMessageWire {
  id: string;
  seq: number;
  authorType: 'CUSTOMER' | 'AGENT' | 'CHATBOT' | 'SYSTEM';
  authorName: string | null;
  authorRole: string | null;
  body: string;
  files: { name: string; size: number; type: string }[];
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
  /** Sandbox stand-in for the vendor SDK's send (agent mode). */
  sendToAgent(conversationSid: string, token: string, body: string, files: ChatMessageWire['files']): Promise<ChatMessageWire>;
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
  initWebChat: (body, stream) =>
    request(stream ? '/service-omni-proxy/insecure/api/v1/stream/init-web-chat' : `${TWILIO}/initWebChat`, { method: 'POST', body, external: true }),
  webChatInfo: (omniProxyChannelId) => request(`${TWILIO}/web-chat-info`, { method: 'POST', body: { omniProxyChannelId }, external: true }),
  refreshToken: (token) => request(`${TWILIO}/refreshToken`, { method: 'POST', body: { token }, external: true }),
  authenticate: (conversationSid) => request(`${WEBCHAT}/authenticate`, { method: 'POST', body: { conversationSid } }),
  refreshNonce: (nonce) => request(`${WEBCHAT}/refresh`, { method: 'PUT', query: { nonce } }),
  history: (conversationId, limit) =>
    request(`${CHATBOT}/getChatHistory/${encodeURIComponent(conversationId)}`, { external: true, query: { limit } }),
  chatWithAutobot: (body) => request(`${CHATBOT}/chatWithAutobot`, { method: 'POST', body, external: true }),
  sendToAgent: (sid, token, body, files) =>
    request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/messages`, { method: 'POST', body: { body, files }, token }),
  endChat: async (sid, token) => {
    await request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/end`, { method: 'POST', body: {}, token });
  },
  feedback: (record) => request(`${CHATBOT}/setChatReplyUsedWithFeedback`, { method: 'POST', body: record, external: true }),
  survey: (sid, rating) => request(`${TWILIO}/conversations/${encodeURIComponent(sid)}/survey`, { method: 'POST', body: { rating }, external: true }),
};
