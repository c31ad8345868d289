// The live chat session kept in session storage, so a reload (or the next application page)
// resumes the conversation instead of starting over (seed 001 §4: "agent when a live session
// is active"). Only the chat's own token is kept; it dies with the tab.
import type { ChatMode } from '../domain/chat';

/** A started chat session. */
export interface ChatSession {
  conversationSid: string;
  omniProxyChannelId: string;
  providerChannelId: string | null;
  token: string;
  /** Token expiry, ms since the epoch. */
  expiresAt: number;
  mode: ChatMode;
  name: string;
  email: string;
}

/** The part of Storage used here. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage key of the live session. */
export const CHAT_SESSION_KEY = 'heloc-chat-session';

/** The stored session, or null when none or unreadable. */
export function loadStoredSession(storage: SessionStorageLike | null): ChatSession | null {
  try {
    const raw = storage?.getItem(CHAT_SESSION_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<ChatSession>;
    const ok =
      typeof s.conversationSid === 'string' && typeof s.omniProxyChannelId === 'string' && typeof s.token === 'string' &&
      typeof s.expiresAt === 'number' && (s.mode === 'agent' || s.mode === 'chatbot') && typeof s.name === 'string' && typeof s.email === 'string';
    return ok ? ({ providerChannelId: null, ...s } as ChatSession) : null;
  } catch {
    return null;
  }
}

/** Keeps the session for the tab; storage failures are ignored (no resume then). */
export function storeSession(storage: SessionStorageLike | null, session: ChatSession): void {
  try {
    storage?.setItem(CHAT_SESSION_KEY, JSON.stringify(session));
  } catch {
    // private mode: the chat works, it just does not survive a reload
  }
}

/** Forgets the session. */
export function clearStoredSession(storage: SessionStorageLike | null): void {
  try {
    storage?.removeItem(CHAT_SESSION_KEY);
  } catch {
    // nothing stored
  }
}
