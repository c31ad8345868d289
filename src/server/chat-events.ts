// The chat's live events (seed 001 §7): what the omni proxy's socket pushes to a conversation's
// open connections. One bus per sandbox (keyed by its context), in memory: a socket that misses
// an event catches up through the history call, as a polling client does.
import type { Ctx } from './context';

/** An event as sent on the socket (src/domain/chat-socket.ts SocketEvent). */
export type ChatEvent =
  | { type: 'typing'; authorName: string | null }
  | { type: 'message'; message: Record<string, unknown> }
  | { type: 'ended'; reason: string };

type Listener = (e: ChatEvent) => void;

/** Listeners per conversation sid. */
export class ChatEvents {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Subscribes to a conversation; returns the unsubscribe. */
  on(sid: string, fn: Listener): () => void {
    const set = this.listeners.get(sid) ?? new Set<Listener>();
    set.add(fn);
    this.listeners.set(sid, set);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.listeners.delete(sid);
    };
  }

  publish(sid: string, e: ChatEvent): void {
    for (const fn of this.listeners.get(sid) ?? []) fn(e);
  }

  /** Open connections of a conversation (tests, QA). */
  count(sid: string): number {
    return this.listeners.get(sid)?.size ?? 0;
  }
}

const buses = new WeakMap<Ctx, ChatEvents>();

/** The sandbox's bus. */
export function chatEvents(ctx: Ctx): ChatEvents {
  let bus = buses.get(ctx);
  if (bus === undefined) {
    bus = new ChatEvents();
    buses.set(ctx, bus);
  }
  return bus;
}
