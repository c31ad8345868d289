// Client-side session: the JWT (local storage key 'jwt'), the organisation code sent on
// every call, and what happens when the server ends the session. No password, SSN or
// account number is ever stored here.
const TOKEN_KEY = 'jwt';

/** Paths that belong to the additional-signer area; their login is the signer login. */
export const SIGNER_PREFIX = '/heloc-signer';

type Listener = () => void;

class Session {
  orgCode = '';
  apiBase = '';
  private listeners = new Set<Listener>();

  get token(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  }

  /** Stores a new token (from registration, login or a refresh header). */
  setToken(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    this.listeners.forEach((l) => l());
  }

  /** Removes the token without navigating (logout, CO_DEEDER on the main flow). */
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    this.listeners.forEach((l) => l());
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
}

/** The process-wide session (one browser tab = one session). */
export const session = new Session();
