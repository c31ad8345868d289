// @vitest-environment happy-dom
// One identity per browser across tabs (issue 25 'Sessions'): a late answer for A after B signed in
// (or after a logout) leaves the stored token alone; sign-in and sign-out reach the other tabs,
// and a tab whose identity changed under it sends nothing more and leaves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../src/api/http';
import { SESSION_NOTICE_KEY, Session, session, type SessionEnv } from '../../src/api/session';
import { identityChange, keepsRefresh, leaveTarget, readIdentityMessage, tokenIdentity } from '../../src/domain/session-identity';

const b64 = (o: unknown): string => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token for `sub` (the n-th refresh): only its subject matters to the browser. */
const jwt = (sub: string, n = 0): string => `h.${b64({ sub, org: 'HOMELINE', n })}.sig`;

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

/** Two tabs of one browser: one local storage, a channel between them, each its own session storage. */
function browser() {
  const shared = new MemoryStorage();
  const tabs: { session: Session; left: string[]; tabStorage: MemoryStorage; listeners: ((e: { data: unknown }) => void)[] }[] = [];
  const open = () => {
    const tab = { left: [] as string[], tabStorage: new MemoryStorage(), listeners: [] as ((e: { data: unknown }) => void)[] } as (typeof tabs)[number];
    const env: SessionEnv = {
      storage: () => shared,
      tabStorage: () => tab.tabStorage,
      channel: () => ({
        // Like BroadcastChannel: every other tab hears it, the sender does not.
        postMessage: (data: unknown) => tabs.filter((t) => t !== tab).forEach((t) => t.listeners.forEach((l) => l({ data: structuredClone(data) }))),
        addEventListener: ((_: string, l: (e: { data: unknown }) => void) => void tab.listeners.push(l)) as unknown as BroadcastChannel['addEventListener'],
      }),
      leave: (url) => tab.left.push(url),
    };
    tab.session = new Session(env);
    tabs.push(tab);
    return tab;
  };
  return { shared, open };
}

describe('session identity rules (pure)', () => {
  it('reads the subject of a token, "" for one without a readable subject, null for none', () => {
    expect(tokenIdentity(jwt('A'))).toBe('A');
    expect(tokenIdentity('garbage')).toBe('');
    expect(tokenIdentity(null)).toBeNull();
  });

  it('keeps a refreshed token only for the identity signed in now, in the same generation', () => {
    expect(keepsRefresh({ sentGeneration: 3, generation: 3, current: 'A', refreshed: 'A' })).toBe(true);
    expect(keepsRefresh({ sentGeneration: 3, generation: 3, current: 'B', refreshed: 'A' })).toBe(false);
    expect(keepsRefresh({ sentGeneration: 3, generation: 3, current: null, refreshed: 'A' })).toBe(false);
    expect(keepsRefresh({ sentGeneration: 3, generation: 4, current: 'A', refreshed: 'A' })).toBe(false);
  });

  it('tells what a tab does when the browser identity changes', () => {
    expect(identityChange('A', 'A')).toBe('none');
    expect(identityChange(null, 'B')).toBe('adopt');
    expect(identityChange('A', 'B')).toBe('switched');
    expect(identityChange('A', null)).toBe('signed-out');
    expect(leaveTarget('switched', '/account/heloc/x/start/hmda')).toBe('/dashboard');
    expect(leaveTarget('signed-out', '/account/heloc/x/start/hmda')).toBe('/auth/login');
    expect(leaveTarget('signed-out', '/heloc-signer/conditions')).toBe('/heloc-signer/login');
    expect(readIdentityMessage({ type: 'identity', identity: 'B' })).toEqual({ type: 'identity', identity: 'B' });
    expect(readIdentityMessage({ type: 'identity', identity: 7 })).toBeNull();
    expect(readIdentityMessage('x')).toBeNull();
  });
});

describe('two tabs of one browser', () => {
  it('a late answer for A after B signed in in another tab is dropped; the first tab leaves for the dashboard and sends nothing', () => {
    const { shared, open } = browser();
    const one = open();
    one.session.setToken(jwt('A'));
    const two = open();
    const sent = one.session.generation; // tab 1's request leaves, signed as A
    expect(one.session.token).toBe(jwt('A'));
    two.session.setToken(jwt('B')); // tab 2 signs in as B
    expect(one.session.refresh(jwt('A', 1), sent)).toBe(false);
    expect(shared.getItem('jwt')).toBe(jwt('B'));
    expect(one.session.token).toBeNull();
    expect(one.session.stale).toBe('switched');
    expect(one.left).toEqual(['/dashboard']);
    expect(one.tabStorage.getItem(SESSION_NOTICE_KEY)).toBe('switched');
    expect(two.session.token).toBe(jwt('B'));
    expect(two.left).toEqual([]);
  });

  it('drops the late answer even when it arrives before the other tab is heard of', () => {
    const { shared, open } = browser();
    const one = open();
    one.session.setToken(jwt('A'));
    const sent = one.session.generation;
    shared.setItem('jwt', jwt('B')); // tab 2's write, its message not delivered yet
    expect(one.session.refresh(jwt('A', 1), sent)).toBe(false);
    expect(shared.getItem('jwt')).toBe(jwt('B'));
    expect(one.session.token).toBeNull(); // B's token is not sent for tab 1's A either
  });

  it("a tab acting as A that clears its session (a 401 on a call it sent without a token) leaves B's token alone", () => {
    const { shared, open } = browser();
    const one = open();
    one.session.setToken(jwt('A'));
    // B's token written since tab 1 loaded (another tab, or a script) before its message arrived.
    shared.setItem('jwt', jwt('B'));
    expect(one.session.token).toBeNull();
    one.session.clear();
    expect(shared.getItem('jwt')).toBe(jwt('B'));
    // Its own token it does remove.
    const two = open();
    expect(two.session.token).toBe(jwt('B'));
    two.session.clear();
    expect(shared.getItem('jwt')).toBeNull();
  });

  it('after a logout (here or in another tab) a late answer brings no token back, and the other tab signs out too', () => {
    const { shared, open } = browser();
    const one = open();
    one.session.setToken(jwt('A'));
    const two = open();
    expect(two.session.token).toBe(jwt('A'));
    const sentOne = one.session.generation;
    const sentTwo = two.session.generation;
    two.session.clear(); // logout in tab 2
    expect(one.session.refresh(jwt('A', 1), sentOne)).toBe(false);
    expect(two.session.refresh(jwt('A', 2), sentTwo)).toBe(false);
    expect(shared.getItem('jwt')).toBeNull();
    expect(one.session.stale).toBe('signed-out');
    expect(one.left).toEqual(['/auth/login']);
    // Signing in again as A later does not revive an answer sent before the logout.
    two.session.setToken(jwt('A', 5));
    expect(two.session.refresh(jwt('A', 2), sentTwo)).toBe(false);
    expect(shared.getItem('jwt')).toBe(jwt('A', 5));
  });

  it("a refresh stored while another tab's logout had not reached this tab's copy of the storage is undone when the logout is heard", () => {
    // Chromium keeps a copy of local storage per renderer and syncs the copies a moment late: tab 1
    // still reads A's token after tab 2 removed it, and a refreshed answer arriving then writes it back.
    const shared = new MemoryStorage();
    const view = new MemoryStorage(); // tab 1's copy
    let hear: (e: { data: unknown }) => void = () => undefined;
    const env: SessionEnv = {
      storage: () => ({ ...view, getItem: (k: string) => view.getItem(k), setItem: (k: string, v: string) => (view.setItem(k, v), shared.setItem(k, v)), removeItem: (k: string) => (view.removeItem(k), shared.removeItem(k)) }) as Storage,
      tabStorage: () => new MemoryStorage(),
      channel: () => ({ postMessage: () => undefined, addEventListener: ((_: string, l: typeof hear) => void (hear = l)) as unknown as BroadcastChannel['addEventListener'] }),
      leave: () => undefined,
    };
    const one = new Session(env);
    one.setToken(jwt('A'));
    const sent = one.generation;
    shared.removeItem('jwt'); // tab 2 logs out; tab 1's copy has not heard yet
    expect(one.refresh(jwt('A', 1), sent)).toBe(true);
    expect(shared.getItem('jwt')).toBe(jwt('A', 1)); // the token came back
    hear({ data: { type: 'identity', identity: null } }); // tab 2's message arrives
    expect(one.stale).toBe('signed-out');
    expect(shared.getItem('jwt')).toBeNull();
  });

  it('keeps a refresh for the identity signed in now, and a tab nobody was signed in on adopts a sign-in', () => {
    const { shared, open } = browser();
    const one = open();
    const two = open();
    one.session.setToken(jwt('A'));
    expect(two.session.stale).toBeNull();
    expect(two.left).toEqual([]);
    expect(two.session.token).toBe(jwt('A'));
    expect(two.session.refresh(jwt('A', 1), two.session.generation)).toBe(true);
    expect(shared.getItem('jwt')).toBe(jwt('A', 1));
    expect(one.session.token).toBe(jwt('A', 1));
  });

  it('reads and clears the notice left for the page once', () => {
    const { open } = browser();
    const one = open();
    one.session.setToken(jwt('A'));
    open().session.setToken(jwt('B'));
    expect(one.session.takeNotice()).toBe('switched');
    expect(one.session.takeNotice()).toBeNull();
  });
});

describe('request() and the session (the browser tab)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    session.setToken(jwt('A'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    session.clear();
    localStorage.clear();
  });

  const held = () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (answer = r)));
    return (token: string) => answer(new Response('{"uuid":"app-of-A"}', { status: 200, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } }));
  };

  it("drops a late answer's token for A after another tab signed in as B (storage event), and does not hand its data to the page", async () => {
    const release = held();
    const call = request('/service-application/api/v1/application/heloc/all');
    localStorage.setItem('jwt', jwt('B'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', oldValue: jwt('A'), newValue: jwt('B'), storageArea: localStorage }));
    release(jwt('A', 1));
    await expect(call).rejects.toMatchObject({ status: 0 });
    expect(localStorage.getItem('jwt')).toBe(jwt('B'));
    expect(session.stale).toBe('switched');
  });

  it('brings no token back after a logout in this tab', async () => {
    const release = held();
    const call = request('/service-profile/api/v1/profile');
    session.clear();
    release(jwt('A', 1));
    await call.catch(() => undefined);
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});
