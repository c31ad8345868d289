// Which identity a browser tab acts as (issue 25 'Sessions'): the rules that keep a late answer
// from one sign-in from replacing another's token, and what a tab does when the identity of the
// browser changed under it (another tab signed in or out). Pure: src/api/session.ts applies them.

/** An identity as a tab knows it: the token's subject, '' for a token whose subject cannot be read, null for nobody. */
export type Identity = string | null;

/** The identity a token names (its unverified `sub`; the server verifies). */
export function tokenIdentity(token: string | null | undefined): Identity {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : '';
  } catch {
    return '';
  }
}

/** What a refreshed token in an answer is checked against. */
export interface RefreshCheck {
  /** The session's generation when the request was sent. */
  sentGeneration: number;
  /** The session's generation now (a sign-out or identity change moves it on). */
  generation: number;
  /** Who this tab acts as now (null after sign-out). */
  current: Identity;
  /** Whom the refreshed token names. */
  refreshed: Identity;
}

/**
 * A refreshed token is kept only for the identity signed in now, and only when nobody signed out
 * or in since the request left: an answer that arrives late must not sign anyone back in.
 */
export function keepsRefresh({ sentGeneration, generation, current, refreshed }: RefreshCheck): boolean {
  return sentGeneration === generation && current !== null && refreshed === current;
}

/** What a tab does when the browser's identity becomes `next` (another tab signed in or out). */
export type IdentityChange = 'none' | 'adopt' | 'switched' | 'signed-out';

/**
 * 'none' when it is still the tab's identity; 'adopt' for a tab nobody was signed in on (it may
 * act as the new identity); 'switched' or 'signed-out' for a tab that acted as someone else: it
 * must stop showing and sending anything of theirs.
 */
export function identityChange(tab: Identity, next: Identity): IdentityChange {
  if (next === tab) return 'none';
  if (tab === null) return 'adopt';
  return next === null ? 'signed-out' : 'switched';
}

/** Where a tab goes when its identity changed under it (a full load: nothing of the old identity survives in memory). */
export function leaveTarget(change: 'switched' | 'signed-out', pathname: string): string {
  const signer = pathname.startsWith('/heloc-signer');
  if (change === 'switched') return signer ? '/heloc-signer/conditions' : '/dashboard';
  return signer ? '/heloc-signer/login' : '/auth/login';
}

/** The message one tab sends the others (the subject only: a token never leaves its storage). */
export interface IdentityMessage {
  type: 'identity';
  identity: Identity;
}

/** The message, if `data` is one. */
export function readIdentityMessage(data: unknown): IdentityMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as { type?: unknown; identity?: unknown };
  if (m.type !== 'identity' || (m.identity !== null && typeof m.identity !== 'string')) return null;
  return { type: 'identity', identity: m.identity };
}
