// The omni proxy's persistent connection (seed 001 §7, §9), on @fastify/websocket: one socket
// per open chat window. The chat token comes in the first frame ({ type: 'auth', token }), never
// in the URL (URLs reach logs); a wrong token, an ended chat, or the QA switch
// `sandbox-chat-socket-refused` closes it with 4403 (the client then polls). Then it pushes the
// conversation's events (chat-events.ts), answers each ping with a pong, and closes with 4000
// when the connection reaches its 12-hour lifetime (the client reopens it).
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { SOCKET_LIFETIME_CODE, SOCKET_LIFETIME_MS, SOCKET_REFUSED_CODE } from '../../domain/chat-socket';
import { STREAM_CLIENT_TIMEOUT_MS } from '../../domain/chat';
import { chatEvents } from '../chat-events';
import type { Ctx } from '../context';
import { findConversation } from '../store/chat';
import { flagFor } from '../store/org-settings';

export const SOCKET_PATH = '/service-omni-proxy/insecure/api/v1/stream/socket/:sid';

/** Registers the socket route (the websocket plugin is registered first, in app.ts). */
export function chatSocketRoutes(app: FastifyInstance, ctx: Ctx, opts: { lifetimeMs?: number } = {}): void {
  const lifetime = opts.lifetimeMs ?? SOCKET_LIFETIME_MS;
  app.get<{ Params: { sid: string } }>(SOCKET_PATH, { websocket: true }, (socket: WebSocket, req) => {
    const sid = req.params.sid;
    let off: (() => void) | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const send = (v: unknown): void => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(v));
    };
    const refuse = (why: string): void => socket.close(SOCKET_REFUSED_CODE, why);
    // No auth frame in time: refused, as a wrong token is.
    timers.push(setTimeout(() => off === null && refuse('No token'), STREAM_CLIENT_TIMEOUT_MS));

    socket.on('message', (raw) => {
      let frame: { type?: unknown; token?: unknown };
      try {
        frame = JSON.parse(String(raw)) as typeof frame;
      } catch {
        return;
      }
      if (frame.type === 'ping') return send({ type: 'pong' });
      if (frame.type !== 'auth' || off !== null) return;
      void (async () => {
        const c = await findConversation(ctx.db, 'sid', sid);
        if (c === undefined || !c.active || frame.token !== c.token || ctx.now() >= c.token_expires_at) return refuse('Token state is invalid.');
        if ((await flagFor(ctx.db, c.org_code, 'sandbox-chat-socket-refused')).enabled) return refuse('Socket refused');
        if (socket.readyState !== socket.OPEN) return;
        off = chatEvents(ctx).on(sid, (e) => {
          send(e);
          if (e.type === 'ended') socket.close(1000, 'ended');
        });
        timers.push(setTimeout(() => socket.close(SOCKET_LIFETIME_CODE, 'Lifetime reached'), lifetime));
        send({ type: 'ready' });
      })().catch(() => refuse('Something unexpected happened'));
    });
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      off?.();
      off = null;
    });
  });
}
