// Registration drafts: no sensitive field is ever written, a draft expires 24 h after its last
// save and is removed when read after that, and a flow store removes its draft once the
// application is created.
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_TTL_MS, clearAllDrafts, draftKey, loadDraft, saveDraft } from '../../src/stores/draft';
import { FlowStore, type FlowDeps } from '../../src/stores/flow-store';

/** A Storage over a Map (each test its own). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  };
}

const KEY = draftKey('registration-v2', 'HOMELINE');
const T0 = Date.parse('2026-03-01T12:00:00Z');

describe('drafts', () => {
  it('never write sensitive paths or well-known secret names, and keep everything else', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { firstName: 'Jane', ssn: '123456789', pin: '4321', bank: { routingNumber: '021000021', note: 'x' }, password: 'Str0ng!Passw0rd' }, ['pin'], T0);
    const raw = storage.getItem(KEY) ?? '';
    expect(JSON.parse(raw)).toEqual({ version: 1, savedAt: '2026-03-01T12:00:00.000Z', data: { firstName: 'Jane', bank: { note: 'x' } } });
    for (const secret of ['123456789', '4321', '021000021', 'Str0ng']) expect(raw).not.toContain(secret);
  });

  it('load within 24 hours of the last save; after that read as empty and are removed', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { firstName: 'Jane' }, [], T0);
    expect(loadDraft(storage, KEY, T0 + DRAFT_TTL_MS - 1)).toEqual({ firstName: 'Jane' });
    expect(DRAFT_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(loadDraft(storage, KEY, T0 + DRAFT_TTL_MS)).toEqual({});
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('drop a draft without a save time, from the future, or corrupt', () => {
    const storage = memoryStorage();
    for (const raw of ['{"version":1,"data":{"firstName":"Jane"}}', `{"version":1,"savedAt":"2026-03-03T00:00:00Z","data":{"firstName":"Jane"}}`, '{not json']) {
      storage.setItem(KEY, raw);
      expect(loadDraft(storage, KEY, T0)).toEqual({});
      expect(storage.getItem(KEY)).toBeNull();
    }
  });

  it('record the flow version; one saved under an older version loads with the fields later versions renamed', () => {
    const storage = memoryStorage();
    saveDraft(storage, KEY, { firstName: 'Jane', income: 90000 }, [], T0, 1);
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toMatchObject({ version: 1, flowVersion: 1 });
    const renames = [{ version: 2, renames: { income: 'annualIncome' } }];
    expect(loadDraft(storage, KEY, T0 + 1, { version: 2, renames })).toEqual({ firstName: 'Jane', annualIncome: 90000 });
    expect(loadDraft(storage, KEY, T0 + 1, { version: 1, renames })).toEqual({ firstName: 'Jane', income: 90000 });
    // A draft from before versions were recorded counts as version 1.
    storage.setItem(KEY, JSON.stringify({ version: 1, savedAt: new Date(T0).toISOString(), data: { income: 5 } }));
    expect(loadDraft(storage, KEY, T0 + 1, { version: 3, renames })).toEqual({ annualIncome: 5 });
  });

  it('clearAllDrafts removes every draft key and nothing else', () => {
    const a = memoryStorage();
    const b = memoryStorage();
    saveDraft(a, KEY, { firstName: 'Jane' });
    saveDraft(a, draftKey('register', 'PINECREST'), { firstName: 'Ann' });
    b.setItem(draftKey('register', 'HOMELINE'), '{}');
    a.setItem('jwt', 'token');
    clearAllDrafts(a, b);
    expect([a.length, b.length, a.getItem('jwt')]).toEqual([1, 0, 'token']);
  });
});

describe('a flow store and its draft', () => {
  const flow = {
    id: 'registration-v2',
    version: 1,
    title: 't',
    basePath: '/r',
    steps: [
      { id: 'name', path: '', schema: 'legal-name@1', title: 't' },
      { id: 'ssn', path: 'ssn', schema: 'ssn@1', title: 't', schemaVariants: [{ when: true, schema: 'bank-account@1' }], final: true },
    ],
    groups: [],
    submit: [],
  };
  const sensitive: Record<string, string[]> = { 'ssn@1': ['ssn'], 'bank-account@1': ['bankAccount'] };
  const make = (storage: Storage, now = new Date(T0), draftDelayMs?: number) =>
    new FlowStore({
      flow,
      brand: { orgCode: 'HOMELINE', toggles: {} },
      storage,
      now: () => now,
      sensitiveFields: (ref: string) => sensitive[ref] ?? [],
      services: { stepFields: () => [] },
      ...(draftDelayMs === undefined ? {} : { draftDelayMs }),
    } as unknown as FlowDeps);

  it("keeps the flow's sensitive fields (of every step and schema variant) out of the draft, and reloads the rest", () => {
    const storage = memoryStorage();
    const store = make(storage);
    store.change({ firstName: 'Jane', ssn: '123456789', bankAccount: { accountNumber: '000123456789', accountType: 'CHECKING' } });
    expect(storage.getItem(KEY)).not.toMatch(/123456789|CHECKING/);
    expect(make(storage).data).toEqual({ firstName: 'Jane' });
    expect(make(storage, new Date(T0 + DRAFT_TTL_MS + 1)).data).toEqual({});
  });

  it('removes the draft once the server holds the answers, and writes no more', () => {
    const storage = memoryStorage();
    const store = make(storage);
    store.change({ firstName: 'Jane' });
    store.discardDraft();
    expect(storage.getItem(KEY)).toBeNull();
    store.change({ lastName: 'Doe' });
    expect(storage.getItem(KEY)).toBeNull();
  });

  // Issue 24: the app writes the draft when typing pauses, not per keystroke; a hidden or
  // unloading page (FlowView's pagehide/visibilitychange) writes it at once.
  it('with a typing delay, writes the draft once typing pauses, or at once when flushed, and never after it is discarded', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const writes = vi.spyOn(storage, 'setItem');
      const store = make(storage, new Date(T0), 300);
      for (const firstName of ['J', 'Ja', 'Jan', 'Jane']) {
        store.change({ firstName });
        vi.advanceTimersByTime(120);
      }
      expect(writes).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(writes).toHaveBeenCalledTimes(1);
      expect(make(storage).data).toEqual({ firstName: 'Jane' });
      store.change({ lastName: 'D' });
      store.flushDraft();
      expect(make(storage).data).toEqual({ firstName: 'Jane', lastName: 'D' });
      store.flushDraft();
      expect(writes).toHaveBeenCalledTimes(2);
      store.change({ lastName: 'Doe' });
      store.discardDraft();
      vi.advanceTimersByTime(1000);
      store.flushDraft();
      expect(storage.getItem(KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
