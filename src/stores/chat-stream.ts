// One chat's streaming socket (seed 001 §7, §9; rules in src/domain/chat-socket.ts): opens it,
// sends the chat token in the first frame, pings every 10 s, renews it at its 12-hour lifetime,
// reopens a dropped one with backoff, and tells the store whether it is live, so the store polls
// only while it is not (a refused socket: polling for the rest of the chat). Global timers
// (tests use fake timers); the socket comes from an injected factory.
import {
  SOCKET_PING_MS, SOCKET_LIFETIME_MS, afterClose, parseSocketEvent, reconnectDelay, type SocketEvent,
} from '../domain/chat-socket';

/** What the stream needs of a WebSocket (the browser's, or a test double). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: ((e: { code: number }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export type OpenSocket = (conversationSid: string) => SocketLike;

export interface StreamHooks {
  /** A typing, message or ended event. */
  event(e: Exclude<SocketEvent, { type: 'ready' | 'pong' }>): void;
  /** true once the socket is authenticated, false when it drops or is refused (the store polls). */
  live(live: boolean): void;
}

const OPEN = 1;

export class ChatStream {
  private socket: SocketLike | null = null;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private ping: ReturnType<typeof setInterval> | null = null;
  private attempt = 0;
  private running = false;
  /** Why the stream stopped for good, if it did ('refused' or 'spent'). */
  gaveUp: 'refused' | 'spent' | null = null;

  constructor(
    private readonly open: OpenSocket,
    private readonly hooks: StreamHooks,
    private readonly lifetimeMs: number = SOCKET_LIFETIME_MS,
  ) {}

  /** Opens the socket; `token` is read at each (re)connection (the token is refreshed while chatting). */
  start(conversationSid: string, token: () => string): void {
    this.stop();
    this.running = true;
    this.gaveUp = null;
    this.attempt = 0;
    this.connect(conversationSid, token);
  }

  stop(): void {
    this.running = false;
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.onerror = null;
      try {
        s.close(1000, 'closed');
      } catch {
        // Already closed.
      }
    }
  }

  private clearTimers(): void {
    this.timers.forEach(clearTimeout);
    this.timers = [];
    if (this.ping !== null) clearInterval(this.ping);
    this.ping = null;
  }

  private connect(sid: string, token: () => string): void {
    let s: SocketLike;
    try {
      s = this.open(sid);
    } catch {
      this.dropped(sid, token, 1006);
      return;
    }
    this.socket = s;
    s.onopen = () => s.send(JSON.stringify({ type: 'auth', token: token() }));
    s.onmessage = (m) => {
      const e = parseSocketEvent(m.data);
      if (e === null || e.type === 'pong') return;
      if (e.type === 'ready') {
        this.attempt = 0;
        this.ping = setInterval(() => s.readyState === OPEN && s.send(JSON.stringify({ type: 'ping' })), SOCKET_PING_MS);
        // The client renews the connection at its lifetime too, should the server not close it.
        this.timers.push(setTimeout(() => s.close(4000, 'Lifetime reached'), this.lifetimeMs));
        this.hooks.live(true);
        return;
      }
      this.hooks.event(e);
    };
    s.onerror = () => undefined; // a close follows
    s.onclose = (e) => {
      if (this.socket !== s) return;
      this.socket = null;
      this.clearTimers();
      this.hooks.live(false);
      this.dropped(sid, token, e.code);
    };
  }

  private dropped(sid: string, token: () => string, code: number): void {
    if (!this.running) return;
    const next = afterClose(code);
    if (next === 'refused') {
      this.gaveUp = 'refused';
      this.running = false;
      return;
    }
    if (next === 'renew') {
      this.connect(sid, token);
      return;
    }
    this.attempt += 1;
    const wait = reconnectDelay(this.attempt);
    if (wait === null) {
      this.gaveUp = 'spent';
      this.running = false;
      return;
    }
    this.timers.push(setTimeout(() => this.running && this.connect(sid, token), wait));
  }
}
