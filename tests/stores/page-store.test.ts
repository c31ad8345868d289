// The page store runs a button's effects against injected services: what is sent, what the
// applicant sees when it fails, and that Try again sends the same answers with the same key.
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { PageAction, PagesFile } from '../../src/engine/page-types';
import type { JsonValue } from '../../src/engine/types';
import { PageStore, type PageServices } from '../../src/stores/page-store';

const save: PageAction = {
  label: 'Continue',
  submit: true,
  effects: [
    { effect: 'save', params: { method: 'PUT', path: '/heloc/{uuid}/hmda', api: 'hmda', body: { sex: { $form: 'sex' }, loan: { $context: 'application.loanNumber' } } } },
    { effect: 'route' },
  ],
};
const file: PagesFile = {
  $schema: 'x', id: 'start', version: 1,
  pages: [{ route: 'start/hmda', kind: 'form', title: 'HMDA', schema: 'hmda@1', prefill: { sex: 'application.hmda.sex' }, actions: [save] }],
};

function storeWith(services: Partial<PageServices>) {
  const all: PageServices = {
    send: vi.fn(async () => ({})),
    sendEvent: vi.fn(async () => ({})),
    route: vi.fn(async () => '/account/heloc/u-1/start/app-summary'),
    refresh: vi.fn(async () => undefined),
    ...services,
  };
  const store = new PageStore({
    uuid: 'u-1',
    params: {},
    loaded: { page: file.pages[0]!, file },
    evaluate: createRuntimeEvaluator(),
    brand: { orgCode: 'HOMELINE', toggles: {} },
    flags: {},
    query: () => ({}),
    records: () => ({ application: { loanNumber: '4821937750', hmda: { sex: ['FEMALE'] } }, status: { checklistStatus: 'HMDA' }, profile: null }),
    services: all,
    fallbackError: 'Something unexpected happened',
  });
  return { store, services: all };
}

describe('PageStore', () => {
  it('starts from what the server already has (prefill)', () => {
    expect(storeWith({}).store.form).toEqual({ sex: ['FEMALE'] });
  });

  it('saves the body the template makes, then routes by the tables', async () => {
    const { store, services } = storeWith({});
    const result = await store.run(save, { sex: ['MALE'] });
    expect(services.send).toHaveBeenCalledWith('PUT', '/heloc/u-1/hmda', { sex: ['MALE'], loan: '4821937750' }, expect.any(String));
    expect(result).toEqual({ kind: 'navigate', to: '/account/heloc/u-1/start/app-summary' });
  });

  it('keeps the answers and shows the server message when the save fails; Try again reuses the idempotency key', async () => {
    const send = vi.fn<PageServices['send']>().mockRejectedValueOnce(new Error('The lender is not answering')).mockResolvedValueOnce({});
    const { store } = storeWith({ send });
    expect(await store.run(save, { sex: ['DO_NOT_WISH'] })).toEqual({ kind: 'stop' });
    expect(store.error).toBe('The lender is not answering');
    expect(store.failed).toBe(save);
    expect(store.form).toEqual({ sex: ['DO_NOT_WISH'] });
    await store.run(store.failed!);
    expect(store.error).toBeNull();
    const keys = send.mock.calls.map((c) => c[3]);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends the same answers typed again after a success as a new request (a new key: not a retry)', async () => {
    const send = vi.fn<PageServices['send']>().mockResolvedValue({});
    const { store } = storeWith({ send });
    await store.run(save, { sex: ['MALE'] });
    await store.run(save, { sex: ['MALE'] });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![3]).not.toBe(send.mock.calls[1]![3]);
  });

  it('uses the fallback wording for an error without a message, and a new key for new answers', async () => {
    const send = vi.fn<PageServices['send']>().mockRejectedValueOnce(new Error('')).mockResolvedValue({});
    const { store } = storeWith({ send });
    await store.run(save, { sex: ['MALE'] });
    expect(store.error).toBe('Something unexpected happened');
    await store.run(save, { sex: ['FEMALE'] });
    expect(send.mock.calls[0]![3]).not.toBe(send.mock.calls[1]![3]);
  });

  it('answers navigate for an application route, a local path and an https URL', async () => {
    const { store } = storeWith({});
    const go = (to: string) => store.run({ label: 'Go', effects: [{ effect: 'navigate', params: { to } as { [k: string]: JsonValue } }] });
    expect(await go('credit/social')).toEqual({ kind: 'navigate', to: '/account/heloc/u-1/credit/social' });
    expect(await go('/dashboard')).toEqual({ kind: 'navigate', to: '/dashboard' });
    expect(await go('https://www.annualcreditreport.com')).toEqual({ kind: 'navigate', to: 'https://www.annualcreditreport.com', external: true });
  });

  it('carries answers to the next page in the query, leaving absent ones out', async () => {
    const { store } = storeWith({});
    const query = { type: { $form: 'offer.type' }, term: { $form: 'offer.term' }, autopay: { $form: 'offer.autopay' }, none: { $form: 'offer.none' } };
    const result = await store.run({ label: 'Go', effects: [{ effect: 'navigate', params: { to: 'product/select/confirm', query } }] }, { offer: { type: 'FIXED', term: 10, autopay: false } });
    expect(result).toEqual({ kind: 'navigate', to: '/account/heloc/u-1/product/select/confirm?type=FIXED&term=10&autopay=false' });
  });

  it('shows the support panel on contactSupport and stops there', async () => {
    const { store } = storeWith({});
    expect(await store.run({ label: 'Help', effects: [{ effect: 'contactSupport' }, { effect: 'route' }] })).toEqual({ kind: 'stop' });
    expect(store.supportShown).toBe(true);
  });
});
