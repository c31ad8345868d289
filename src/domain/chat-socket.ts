// The chat's streaming socket (seed 001 §7, §9): the omni proxy's persistent connection carries
// agent messages as they are typed (a typing event, then the message). The client pings every
// 10 s; a connection lives at most 12 hours, then it is opened again; a dropped connection is
// reopened with the retry helper's backoff, and polling covers the gap (or the whole chat when
// the socket is refused). Pure rules only: the store (src/stores/chat-stream.ts) owns sockets.
import { retryDelays } from './retry';

/** The client's ping interval (seed 001 §9). */
export const SOCKET_PING_MS = 10_000;
/** A connection's lifetime and keepalive (seed 001 §9): 12 hours. */
export const SOCKET_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Close code the sandbox sends when it refuses the socket (a bad chat token, or the socket switched off). */
export const SOCKET_REFUSED_CODE = 4403;
/** Close code the sandbox sends when a connection reaches its lifetime. */
export const SOCKET_LIFETIME_CODE = 4000;
/** Reconnect waits: the retry helper's (5 attempts: 1000, 2000, 4000, 8000 ms); spent, polling stays on. */
export const SOCKET_RECONNECT_DELAYS: readonly number[] = retryDelays();

/** The wait before reconnect attempt `attempt` (1-based), or null when the attempts are spent. */
export function reconnectDelay(attempt: number): number | null {
  return SOCKET_RECONNECT_DELAYS[attempt - 1] ?? null;
}

/** True once a connection opened at `openedAt` has lived its 12 hours. */
export const socketExpired = (openedAt: number, now: number): boolean => now - openedAt >= SOCKET_LIFETIME_MS;

/** Time left before a connection opened at `openedAt` must be renewed (never below 0). */
export const socketTimeLeft = (openedAt: number, now: number): number => Math.max(0, SOCKET_LIFETIME_MS - (now - openedAt));

/** What happens after a close: refused (poll for good), renew (lifetime reached: reopen at once), or retry (backoff, poll meanwhile). */
export function afterClose(code: number): 'refused' | 'renew' | 'retry' {
  if (code === SOCKET_REFUSED_CODE) return 'refused';
  if (code === SOCKET_LIFETIME_CODE) return 'renew';
  return 'retry';
}

/** A frame from the server. `message` carries the wire message (src/api/chat.ts ChatMessageWire). */
export type SocketEvent =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'typing'; authorName: string | null }
  | { type: 'message'; message: { id: string; seq: number } & Record<string, unknown> }
  | { type: 'ended'; reason: string };

/** Parses a server frame; null for anything not a known event (ignored). */
export function parseSocketEvent(data: unknown): SocketEvent | null {
  let v: unknown;
  try {
    v = typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const e = v as Record<string, unknown>;
  switch (e['type']) {
    case 'ready':
    case 'pong':
      return { type: e['type'] };
    case 'typing':
      return { type: 'typing', authorName: typeof e['authorName'] === 'string' ? e['authorName'] : null };
    case 'message': {
      const m = e['message'] as Record<string, unknown> | null;
      return m && typeof m['id'] === 'string' && typeof m['seq'] === 'number' ? { type: 'message', message: m as { id: string; seq: number } } : null;
    }
    case 'ended':
      return { type: 'ended', reason: typeof e['reason'] === 'string' ? e['reason'] : 'INACTIVE' };
    default:
      return null;
  }
}

/**
 * Merges arriving messages into the list by id (a later copy replaces an earlier one: the socket
 * and a poll may both bring the same message), ordered by seq.
 */
export function mergeMessages<T extends { id: string; seq: number }>(current: readonly T[], arriving: readonly T[]): T[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of arriving) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The socket's URL for a conversation: the API base (or the page's origin) with ws(s). The chat token goes in the first frame, never in the URL. */
export function socketUrl(base: string, sid: string): string {
  const url = new URL(`/service-omni-proxy/insecure/api/v1/stream/socket/${encodeURIComponent(sid)}`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
