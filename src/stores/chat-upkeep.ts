// Keeps a started chat session alive (seed 001 §7, §9): the token is refreshed one minute
// before it expires; with borrower authentication a nonce is fetched and refreshed every 60 s.
// Failures are reported through the hooks ('Token state is invalid.'); when the token runs out
// the session is over. Global timers (tests use fake timers).
import type { ChatApi } from '../api/chat';
import { NONCE_REFRESH_MS, expiryOf, refreshDelay, tokenExpired } from '../domain/chat';
import type { ChatSession } from './chat-session';

/** A failed refresh is retried this often until the token expires. */
export const TOKEN_RETRY_MS = 30_000;

export interface UpkeepHooks {
  /** A new token and its expiry. */
  tokenRefreshed(token: string, expiresAt: number): void;
  /** false while the token or nonce cannot be refreshed, true once one succeeds again. */
  tokenHealthy(healthy: boolean): void;
  /** The token ran out without a successful refresh. */
  expired(): void;
}

/** Timers of one session; `stop` ends them all. */
export class SessionUpkeep {
  /** The current borrower-authentication nonce, sent with chatbot messages. */
  nonce: string | null = null;
  private token = '';
  private expiresAt = 0;
  private mode: ChatSession['mode'] = 'chatbot';
  private timers: ReturnType<typeof setTimeout>[] = [];
  private intervals: ReturnType<typeof setInterval>[] = [];
  private running = false;

  constructor(
    private readonly api: Pick<ChatApi, 'refreshToken' | 'authenticate' | 'refreshNonce'>,
    private readonly now: () => number,
    private readonly hooks: UpkeepHooks,
  ) {}

  /** Starts the token refresh, and the nonce when `authenticate` (flag on and signed in). */
  start(session: ChatSession, authenticate: boolean): void {
    this.stop();
    this.running = true;
    this.token = session.token;
    this.expiresAt = session.expiresAt;
    this.mode = session.mode;
    this.after(refreshDelay(this.expiresAt, this.now()), () => void this.refreshToken());
    if (authenticate) void this.authenticate(session.conversationSid);
  }

  stop(): void {
    this.running = false;
    this.timers.forEach(clearTimeout);
    this.intervals.forEach(clearInterval);
    this.timers = [];
    this.intervals = [];
    this.nonce = null;
  }

  private after(ms: number, fn: () => void): void {
    this.timers.push(setTimeout(fn, ms));
  }

  private async refreshToken(): Promise<void> {
    if (!this.running) return;
    try {
      const answer = await this.api.refreshToken(this.token);
      if (!this.running) return;
      this.token = answer.token;
      this.expiresAt = expiryOf(answer.expiration, this.mode, this.now());
      this.hooks.tokenRefreshed(this.token, this.expiresAt);
      this.hooks.tokenHealthy(true);
      this.after(refreshDelay(this.expiresAt, this.now()), () => void this.refreshToken());
    } catch {
      if (!this.running) return;
      this.hooks.tokenHealthy(false);
      if (tokenExpired(this.expiresAt, this.now())) this.hooks.expired();
      else this.after(Math.min(TOKEN_RETRY_MS, this.expiresAt - this.now()), () => void this.refreshToken());
    }
  }

  private async authenticate(conversationSid: string): Promise<void> {
    try {
      const { nonce } = await this.api.authenticate(conversationSid);
      if (!this.running) return;
      this.nonce = nonce;
      this.hooks.tokenHealthy(true);
      this.intervals.push(setInterval(() => void this.refreshNonce(), NONCE_REFRESH_MS));
    } catch {
      if (this.running) this.hooks.tokenHealthy(false);
    }
  }

  private async refreshNonce(): Promise<void> {
    if (this.nonce === null || !this.running) return;
    try {
      const { nonce } = await this.api.refreshNonce(this.nonce);
      if (!this.running) return;
      this.nonce = nonce;
      this.hooks.tokenHealthy(true);
    } catch {
      if (this.running) this.hooks.tokenHealthy(false);
    }
  }
}
