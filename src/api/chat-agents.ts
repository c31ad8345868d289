// Dev-only agent selection (seed 001 §6, §7): the agents a chat can be sent to. Imported only by
// the chat's dev tools, which production builds leave out, so this call never ships.
import { STREAM_CLIENT_TIMEOUT_MS } from '../domain/chat';
import { request } from './http';

/** An agent as the omni proxy lists it. */
export interface ChatAgentWire {
  workerSid: string;
  name: string;
  role: string;
}

/** Lists the agents (bearer JWT: a secure call). */
export const listChatAgents = (): Promise<ChatAgentWire[]> =>
  request('/service-omni-proxy/secure/api/v1/stream/users', { method: 'POST', body: {}, timeoutMs: STREAM_CLIENT_TIMEOUT_MS });
