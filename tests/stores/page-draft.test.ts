// Application page drafts (issue 25): what the applicant chose on a page survives a reload
// until the lender has it, per application and page, never with a secret, for 24 hours; and
// every page start sweeps the expired drafts of every flow, brand and application.
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { PageAction, PagesFile } from '../../src/engine/page-types';
import { pageSchemaRefs } from '../../src/engine/pages';
import { DRAFT_TTL_MS, draftKey, pageDraftKey, saveDraft, sweepExpiredDrafts } from '../../src/stores/draft';
import { draftPage, pageDraft } from '../../src/stores/page-draft';
import { PageStore, type PageServices } from '../../src/stores/page-store';

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

const T0 = Date.parse('2026-03-01T12:00:00Z');
const save: PageAction = {
  label: 'Continue',
  submit: true,
  effects: [{ effect: 'save', params: { method: 'PUT', path: '/heloc/{uuid}/contact', api: 'contact', body: { $form: '' } } }, { effect: 'route' }],
};
const file: PagesFile = {
  $schema: 'x', id: 'start', version: 1,
  pages: [
    {
      route: 'start/contact', kind: 'form', title: 'Contact', schema: ['property-ownership@1', 'hard-credit-consent@1'],
      schemaVariants: [{ when: true, schema: ['property-ownership@1', 'ssn-entry@1', 'hard-credit-consent@1'] }],
      prefill: { ownership: 'application.property.ownership' }, actions: [save],
    },
  ],
};
const SENSITIVE: Record<string, string[]> = { 'ssn-entry@1': ['ssn'] };

function storeOn(storage: Storage, opts: { uuid?: string; now?: number; send?: PageServices['send']; ownership?: string } = {}) {
  const uuid = opts.uuid ?? 'u-1';
  const page = file.pages[0]!;
  const services: PageServices = {
    send: opts.send ?? vi.fn(async () => ({})),
    sendEvent: vi.fn(async () => ({})),
    route: vi.fn(async () => `/account/heloc/${uuid}/start/hmda`),
    refresh: vi.fn(async () => undefined),
  };
  return new PageStore({
    uuid, params: {}, loaded: { page, file }, evaluate: createRuntimeEvaluator(), brand: { orgCode: 'HOMELINE', toggles: {} }, flags: {},
    query: () => ({}),
    records: () => ({ application: { property: opts.ownership ? { ownership: opts.ownership } : {} }, status: null, profile: null }),
    services,
    fallbackError: 'Something unexpected happened',
    draft: pageDraft({ storage, orgCode: 'HOMELINE', uuid, page: page.route, sensitivePaths: pageSchemaRefs(page).flatMap((r) => SENSITIVE[r] ?? []), now: () => opts.now ?? T0 }),
  });
}

const KEY = pageDraftKey('HOMELINE', 'u-1', 'start/contact');

describe('application page drafts', () => {
  it('bring back the answers after a reload (a new store on the same page), over the lender\'s prefill', () => {
    const storage = memoryStorage();
    storeOn(storage, { ownership: 'SOLE' }).change({ ownership: 'JOINT', hardCreditConsent: true });
    expect(storeOn(storage, { ownership: 'SOLE' }).form).toEqual({ ownership: 'JOINT', hardCreditConsent: true });
  });

  it('never write an SSN (a variant schema\'s x-sensitive field) or a well-known secret name', () => {
    const storage = memoryStorage();
    storeOn(storage).change({ ownership: 'JOINT', ssn: '123-45-6789', accountNumber: '000123456789', password: 'Str0ng!Passw0rd' });
    const raw = storage.getItem(KEY) ?? '';
    expect(JSON.parse(raw).data).toEqual({ ownership: 'JOINT' });
    for (const secret of ['123-45-6789', '000123456789', 'Str0ng']) expect(raw).not.toContain(secret);
    expect(storeOn(storage).form).toEqual({ ownership: 'JOINT' });
  });

  it('are kept per application and per page', () => {
    const storage = memoryStorage();
    storeOn(storage, { uuid: 'u-1' }).change({ ownership: 'JOINT' });
    expect(storeOn(storage, { uuid: 'u-2' }).form).toEqual({});
    expect(storage.getItem(pageDraftKey('HOMELINE', 'u-1', 'start/contact'))).not.toBeNull();
    expect(storage.getItem(pageDraftKey('HOMELINE', 'u-1', 'start/hmda'))).toBeNull();
    expect(storage.getItem(pageDraftKey('HOMELINE', 'u-2', 'start/contact'))).toBeNull();
  });

  it('are removed once the page\'s save succeeds, and kept when it fails', async () => {
    const storage = memoryStorage();
    const send = vi.fn<PageServices['send']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({});
    const store = storeOn(storage, { send });
    store.change({ ownership: 'JOINT' });
    await store.run(save, { ownership: 'JOINT' });
    expect(store.error).toBe('offline');
    expect(storage.getItem(KEY)).not.toBeNull();
    await store.run(store.failed!);
    expect(storage.getItem(KEY)).toBeNull();
    expect(storeOn(storage, { ownership: 'SOLE' }).form).toEqual({ ownership: 'SOLE' });
  });

  it('a save removes the drafts of its group\'s other pages too (product/select\'s offer is saved by its confirm page), and no other', () => {
    const storage = memoryStorage();
    const draftOf = (uuid: string, page: string) => pageDraft({ storage, orgCode: 'HOMELINE', uuid, page, sensitivePaths: [], now: () => T0 });
    draftOf('u-1', 'product/select').save({ offerChoice: { term: 30, amount: 42000 } });
    draftOf('u-1', 'start/hmda').save({ sex: ['FEMALE'] });
    draftOf('u-2', 'product/select').save({ offerChoice: { term: 15 } });
    draftOf('u-1', 'product/select/confirm?term=30').clear();
    expect(draftOf('u-1', 'product/select').load()).toEqual({});
    expect(draftOf('u-1', 'start/hmda').load()).toEqual({ sex: ['FEMALE'] });
    expect(draftOf('u-2', 'product/select').load()).toEqual({ offerChoice: { term: 15 } });
  });

  it('need no draft for the lender\'s own answers unchanged', () => {
    const storage = memoryStorage();
    const store = storeOn(storage, { ownership: 'SOLE' });
    store.change({ ownership: 'JOINT' });
    store.change({ ownership: 'SOLE' });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('expire 24 hours after the last change', () => {
    const storage = memoryStorage();
    storeOn(storage, { now: T0 }).change({ ownership: 'JOINT' });
    expect(storeOn(storage, { now: T0 + DRAFT_TTL_MS - 1 }).form).toEqual({ ownership: 'JOINT' });
    expect(storeOn(storage, { now: T0 + DRAFT_TTL_MS }).form).toEqual({});
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('draftPage: which page a draft belongs to', () => {
  it('keeps the query that picks a variant and drops the vendor\'s return session, so the answers given before the vendor are there after it', () => {
    expect(draftPage('notary/session', '?session=0b6f2a52')).toBe('notary/session');
    expect(draftPage('notary/session', '')).toBe('notary/session');
    expect(draftPage('insurance/upload', '?by=agent')).toBe('insurance/upload?by=agent');
    expect(draftPage('income/upload', '?session=x&type=W2')).toBe('income/upload?type=W2');
  });
});

describe('sweepExpiredDrafts (every page start)', () => {
  it('removes every expired, undated or corrupt draft of every flow, brand and application from each storage, and nothing else', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const old = T0 - DRAFT_TTL_MS;
    saveDraft(local, draftKey('registration-v2', 'HOMELINE'), { firstName: 'Jane', dob: '1950-01-01' }, [], old);
    saveDraft(local, draftKey('register', 'PINECREST'), { firstName: 'Ann' }, [], T0 - 1000);
    saveDraft(session, pageDraftKey('HOMELINE', 'u-1', 'start/hmda'), { sex: ['FEMALE'] }, [], old - 5);
    saveDraft(session, pageDraftKey('LAKESHORE', 'u-9', 'product/select'), { offerChoice: { term: 30 } }, [], T0);
    local.setItem('heloc-draft:HOMELINE:kit', '{not json');
    session.setItem('heloc-draft:HOMELINE:bench', '{"version":1,"data":{"x":1}}');
    local.setItem('jwt', 'token');
    expect(sweepExpiredDrafts(T0, local, session, null)).toBe(4);
    expect([...Array(local.length).keys()].map((i) => local.key(i)).sort()).toEqual([draftKey('register', 'PINECREST'), 'jwt']);
    expect([...Array(session.length).keys()].map((i) => session.key(i))).toEqual([pageDraftKey('LAKESHORE', 'u-9', 'product/select')]);
  });
});
