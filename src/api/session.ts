// Client-side session: the JWT (local storage key 'jwt', shared by the browser's tabs), the
// organisation code sent on every call, and what happens when the server ends the session. No
// password, SSN or account number is ever stored here.
//
// A session belongs to one identity across tabs (issue 25): a tab remembers whom it acts as; a
// refreshed token from an answer is kept only for the identity signed in now and only when nobody
// signed out or in since the request left (`generation`); sign-in and sign-out reach the other
// tabs (a BroadcastChannel, and the `storage` event where there is none), and a tab whose
// identity changed under it sends nothing more and leaves for the dashboard or the sign-in page.
import {
  identityChange,
  keepsRefresh,
  leaveTarget,
  readIdentityMessage,
  tokenIdentity,
  type Identity,
  type IdentityMessage,
} from '../domain/session-identity';

const TOKEN_KEY = 'jwt';
const CHANNEL_NAME = 'heloc-session';
/** Session storage key of the notice the page a tab left for shows once ('switched' | 'signed-out'). */
export const SESSION_NOTICE_KEY = 'heloc-session-notice';

/** Paths that belong to the additional-signer area; their login is the signer login. */
export const SIGNER_PREFIX = '/heloc-signer';

type Listener = () => void;
export type SessionNotice = 'switched' | 'signed-out';

/** What the session talks to (the browser's, or a test's). */
export interface SessionEnv {
  storage: () => Storage | null;
  tabStorage: () => Storage | null;
  /** A channel to the other tabs, or null where there is none (the `storage` event then). */
  channel: () => Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null;
  /** Navigates with a full load, so nothing of the old identity stays in memory. */
  leave: (url: string) => void;
}

const safe = <T>(get: () => T): T | null => {
  try {
    return get();
  } catch {
    return null;
  }
};

const browserEnv: SessionEnv = {
  storage: () => safe(() => localStorage),
  tabStorage: () => safe(() => sessionStorage),
  channel: () => {
    if (typeof BroadcastChannel === 'undefined') return null;
    const channel = new BroadcastChannel(CHANNEL_NAME);
    // Node's (tests) would keep the process alive.
    (channel as { unref?: () => void }).unref?.();
    return channel;
  },
  leave: (url) => window.location.assign(url),
};

export class Session {
  orgCode = '';
  apiBase = '';
  private listeners = new Set<Listener>();
  /** Whom this tab acts as (null: nobody yet; it adopts the first identity it finds). */
  private identity: Identity;
  private gen = 0;
  /** Set when the identity changed under this tab: it sends nothing more. */
  private changedUnder: SessionNotice | null = null;
  private channel: ReturnType<SessionEnv['channel']> = null;
  /**
   * The last refreshed token this tab stored itself. Another tab's sign-out reaches this tab's copy
   * of local storage a moment late (Chromium syncs it between processes), so a refresh stored in
   * that moment writes the old identity's token back; when the sign-out is heard, it is undone.
   */
  private ownRefresh?: string;

  constructor(private readonly env: SessionEnv = browserEnv) {
    this.identity = tokenIdentity(this.stored());
    this.connect();
  }

  /** The stored token while it is this tab's identity's; null otherwise (nothing is sent for someone else). */
  get token(): string | null {
    if (this.changedUnder) return null;
    const stored = this.stored();
    const identity = tokenIdentity(stored);
    if (this.identity === null) this.identity = identity;
    return identity === this.identity ? stored : null;
  }

  /** Moves on at every sign-out and identity change; a request remembers it when it is sent. */
  get generation(): number {
    return this.gen;
  }

  /** Why this tab stopped acting for its identity, or null. */
  get stale(): SessionNotice | null {
    return this.changedUnder;
  }

  /** Stores a new token (from registration or login: this tab signs in, and the others hear of it). */
  setToken(token: string): void {
    const identity = tokenIdentity(token);
    const changed = identity !== this.identity;
    this.env.storage()?.setItem(TOKEN_KEY, token);
    this.identity = identity;
    this.changedUnder = null;
    if (changed) {
      this.gen += 1;
      this.announce();
    }
    this.notify();
  }

  /**
   * A refreshed token from an answer to a request sent at `sentGeneration`: kept only when it is
   * the identity signed in now and nobody signed out or in since. Returns whether it was kept.
   */
  refresh(token: string, sentGeneration: number): boolean {
    const current = this.changedUnder ? null : tokenIdentity(this.stored());
    const keep = current === this.identity && keepsRefresh({ sentGeneration, generation: this.gen, current, refreshed: tokenIdentity(token) });
    if (!keep) return false;
    this.env.storage()?.setItem(TOKEN_KEY, token);
    this.ownRefresh = token;
    this.notify();
    return true;
  }

  /**
   * Removes the token without navigating (logout, CO_DEEDER on the main flow); the other tabs hear
   * of it. Only this tab's identity's token: one another tab (or a script) stored since this tab
   * loaded is not this tab's to remove. A tab acting as A whose calls go without a token (B's is
   * stored) gets 401s, and clearing then signed B out too.
   */
  clear(): void {
    const stored = this.stored();
    if (stored !== null && tokenIdentity(stored) === this.identity) this.env.storage()?.removeItem(TOKEN_KEY);
    const had = this.identity !== null;
    this.identity = null;
    this.gen += 1;
    if (had) this.announce();
    this.notify();
  }

  /** Clears the session and sends the user to the right login with a local redirectUrl. */
  endSession(): void {
    this.clear();
    const here = window.location.pathname + window.location.search;
    const signer = window.location.pathname.startsWith(SIGNER_PREFIX);
    const login = signer ? `${SIGNER_PREFIX}/login` : '/auth/login';
    if (window.location.pathname === login) return;
    window.location.assign(`${login}?redirectUrl=${encodeURIComponent(here)}`);
  }

  /** Subscribes to token changes; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab signed in as `next`, or out (null). */
  heard(next: Identity): void {
    if (this.changedUnder) return;
    const change = identityChange(this.identity, next);
    if (change === 'none') return;
    this.gen += 1;
    if (change === 'adopt') {
      this.identity = next;
      this.notify();
      return;
    }
    this.changedUnder = change;
    // A refresh this tab wrote over the other tab's sign-out or sign-in (see ownRefresh) goes.
    if (this.stored() === this.ownRefresh) safe(() => this.env.storage()?.removeItem(TOKEN_KEY));
    safe(() => this.env.tabStorage()?.setItem(SESSION_NOTICE_KEY, change));
    this.notify();
    this.env.leave(leaveTarget(change, typeof window === 'undefined' ? '/' : window.location.pathname));
  }

  /** The notice left for this page by a tab that left (read once). */
  takeNotice(): SessionNotice | null {
    const storage = this.env.tabStorage();
    const notice = safe(() => storage?.getItem(SESSION_NOTICE_KEY) ?? null);
    if (notice !== 'switched' && notice !== 'signed-out') return null;
    safe(() => storage?.removeItem(SESSION_NOTICE_KEY));
    return notice;
  }

  private stored(): string | null {
    return safe(() => this.env.storage()?.getItem(TOKEN_KEY) ?? null);
  }

  private notify(): void {
    this.listeners.forEach((l) => l());
  }

  private announce(): void {
    const message: IdentityMessage = { type: 'identity', identity: this.identity };
    safe(() => this.channel?.postMessage(message));
  }

  private connect(): void {
    this.channel = safe(() => this.env.channel());
    this.channel?.addEventListener('message', (e) => {
      const message = readIdentityMessage((e as MessageEvent).data);
      if (message) this.heard(message.identity);
    });
    // The fallback, and a second witness: another tab's write to the token's key.
    if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
      window.addEventListener('storage', (e) => {
        if (e.key !== TOKEN_KEY && e.key !== null) return;
        if (e.storageArea !== null && e.storageArea !== this.env.storage()) return;
        this.heard(tokenIdentity(e.key === null ? null : e.newValue));
      });
    }
  }
}

/** The process-wide session (one browser tab = one session). */
export const session = new Session();
