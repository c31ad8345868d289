// Chat rules of seed 001 §4, §6, §9: which mode a chat runs in, dev modes, token lifetimes
// and when to refresh them, live-agent roles, and the ended reasons. Pure: no timers, no I/O.

/** Agent (a live person) or chatbot (the virtual assistant). */
export type ChatMode = 'agent' | 'chatbot';

/** Chat session token lifetime for a live-agent chat: 6 hours (seed 001 §9). */
export const AGENT_TOKEN_TTL_MS = 6 * 60 * 60 * 1000;
/** Chat session token lifetime for a chatbot chat: 10 minutes (seed 001 §9). */
export const CHATBOT_TOKEN_TTL_MS = 10 * 60 * 1000;
/** A token is refreshed this long before it expires (seed: "before expiry"; DECISIONS in docs/decisions.md). */
export const TOKEN_REFRESH_MARGIN_MS = 60 * 1000;
/** Messages loaded when a chat starts or resumes (seed 001 §9). */
export const CHAT_HISTORY_SIZE = 20;
/** Operating status poll (seed 001 §7, §9). */
export const OPEN_STATUS_POLL_MS = 60 * 1000;
/** Borrower-authentication nonce refresh while chatting (seed 001 §7). */
export const NONCE_REFRESH_MS = 60 * 1000;
/** Timeout of the stream (omni proxy) client's calls: stream-mode init and the agents list (seed 001 §9). */
export const STREAM_CLIENT_TIMEOUT_MS = 6 * 1000;
/** Agent-mode delivery poll of the sandbox (no socket; docs/decisions.md). */
export const AGENT_POLL_MS = 3 * 1000;
/** Longest pre-chat name and e-mail (seed 001 §5, §9). */
export const CHAT_FIELD_MAX = 128;
/** Longest extra information of a thumbs-down feedback (seed 001 §5, §9). */
export const CHAT_FEEDBACK_MAX = 140;

/** Roles a live agent holds (seed 001 §6). */
export const LIVE_AGENT_ROLES = ['ADMIN', 'CSA', 'MANAGER', 'SPECIALIST'] as const;

/** True when `role` is one of the live-agent roles (case-insensitive). */
export function isLiveAgentRole(role: string | null | undefined): boolean {
  return typeof role === 'string' && (LIVE_AGENT_ROLES as readonly string[]).includes(role.toUpperCase());
}

/** Why a chat ended (seed 001 §4): the agent ended it, the conversation is no longer active, or the session expired. */
export type ChatEndReason = 'agent-ended' | 'inactive' | 'expired' | 'customer-ended';

/** What the mode decision looks at. */
export interface ModeInputs {
  /** The current session, if one is active. */
  session: { mode: ChatMode } | null;
  /** Operating status of OPS_CHAT; undefined while unknown (not loaded or failed). */
  open: boolean | undefined;
  /** A dev mode from the URL (already dropped in production builds, see devModeFrom). */
  devMode?: ChatMode | undefined;
}

/**
 * Seed 001 §4: agent when a live (agent) session is active; with no session, agent during
 * operating hours, otherwise chatbot. A dev mode wins outside production. Unknown hours
 * count as closed, so a failed status call still leaves the chatbot available.
 */
export function decideMode({ session, open, devMode }: ModeInputs): ChatMode {
  if (devMode) return devMode;
  if (session) return session.mode;
  return open === true ? 'agent' : 'chatbot';
}

/** The dev mode of a `mode` query value ('agent' | 'chatbot', case-insensitive); always undefined in production builds. */
export function devModeFrom(search: string, production: boolean): ChatMode | undefined {
  if (production) return undefined;
  const value = new URLSearchParams(search).get('mode')?.toLowerCase();
  return value === 'agent' || value === 'chatbot' ? value : undefined;
}

/** Dev-only tools (agent selection, reset, shortcuts) show outside production builds only (seed 001 §6). */
export const chatDevToolsEnabled = (production: boolean): boolean => !production;

/** A dev-only chat keyboard shortcut. */
export type ChatShortcut = 'reset' | 'message';

/**
 * Dev-only shortcuts (seed 001 §6): Alt+Shift+R resets the chat, Alt+Shift+M goes to the message
 * box. Alt+Shift with a letter is not a screen reader command (NVDA and JAWS use Insert or Caps
 * Lock, VoiceOver Control+Option, Narrator Caps Lock) and not a browser one in Chromium or
 * Firefox pages without accesskeys. Read from the physical key (`code`), since Alt+Shift changes
 * the typed character on macOS; Control or Meta held means it is someone else's shortcut.
 */
export function chatShortcut(e: { altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; code: string }): ChatShortcut | null {
  if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return null;
  if (e.code === 'KeyR') return 'reset';
  if (e.code === 'KeyM') return 'message';
  return null;
}

/** True when the `pop-webchat` query parameter asks the chat to open at load (present and not 'false' or '0'). */
export function popWebchatRequested(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('pop-webchat')) return false;
  const v = (params.get('pop-webchat') ?? '').toLowerCase();
  return v !== 'false' && v !== '0';
}

/** Token lifetime of a mode. */
export const tokenTtl = (mode: ChatMode): number => (mode === 'agent' ? AGENT_TOKEN_TTL_MS : CHATBOT_TOKEN_TTL_MS);

/** The expiry instant (ms) of a token issued at `issuedAt` for `mode`. */
export const tokenExpiresAt = (issuedAt: number, mode: ChatMode): number => issuedAt + tokenTtl(mode);

/** Milliseconds from `now` until a token expiring at `expiresAt` should be refreshed (0 when due; never negative). */
export function refreshDelay(expiresAt: number, now: number, margin: number = TOKEN_REFRESH_MARGIN_MS): number {
  return Math.max(0, expiresAt - margin - now);
}

/** True when the token has expired at `now` (the session is over). */
export const tokenExpired = (expiresAt: number, now: number): boolean => now >= expiresAt;

/** An expiry given by the service (ISO date-time or epoch ms), else the mode's lifetime from `now`. */
export function expiryOf(expiration: unknown, mode: ChatMode, now: number): number {
  if (typeof expiration === 'number' && Number.isFinite(expiration)) return expiration;
  if (typeof expiration === 'string') {
    const t = Date.parse(expiration);
    if (!Number.isNaN(t)) return t;
  }
  return tokenExpiresAt(now, mode);
}

/** A session is usable only with both a conversation and an omni proxy channel (seed 001 §4: otherwise the chat deactivates). */
export function sessionUsable(s: { conversationSid?: unknown; omniProxyChannelId?: unknown } | null | undefined): boolean {
  return typeof s?.conversationSid === 'string' && s.conversationSid !== '' && typeof s.omniProxyChannelId === 'string' && s.omniProxyChannelId !== '';
}
