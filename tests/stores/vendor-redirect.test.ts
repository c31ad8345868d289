// The vendorRedirect page effect: opens a vendor session through the lender call (POST, with an
// idempotency key), then leaves by a full-page navigation to the answer's url, followed only
// when it is a same-origin path or https.
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { PageAction, PagesFile } from '../../src/engine/page-types';
import { vendorUrl } from '../../src/stores/page-effects';
import { PageStore, type PageServices } from '../../src/stores/page-store';

const link: PageAction = {
  label: 'Link payroll',
  effects: [{ effect: 'vendorRedirect', params: { path: '/heloc/{uuid}/vendor-sessions', api: 'vendor-session', body: { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' } } }],
};
const file: PagesFile = { $schema: 'x', id: 'income', version: 1, pages: [{ route: 'income/review', kind: 'info', title: 'Income', actions: [link] }] };

function storeWith(send: PageServices['send']) {
  const services: PageServices = { send, sendEvent: vi.fn(), route: vi.fn(async () => '/x'), refresh: vi.fn(async () => undefined) };
  const store = new PageStore({
    uuid: 'u-1', params: {}, loaded: { page: file.pages[0]!, file }, evaluate: createRuntimeEvaluator(), brand: { orgCode: 'HOMELINE', toggles: {} }, flags: {},
    query: () => ({}), records: () => ({ application: {}, status: {}, profile: null }), services, fallbackError: 'Something unexpected happened',
  });
  return store;
}

describe('vendorRedirect', () => {
  it('POSTs the body with a key, then navigates the whole page to the session url', async () => {
    const send = vi.fn<PageServices['send']>(async () => ({ id: 's-1', url: '/__vendor/payroll/s-1' }));
    const store = storeWith(send);
    expect(await store.run(link)).toEqual({ kind: 'navigate', to: '/__vendor/payroll/s-1', external: true });
    expect(send).toHaveBeenCalledWith('POST', '/heloc/u-1/vendor-sessions', { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' }, expect.any(String));
  });

  it('refuses a url that is neither a same-origin path nor https, and keeps the page with the error', async () => {
    const store = storeWith(vi.fn(async () => ({ url: 'javascript:alert(1)' })));
    expect(await store.run(link)).toEqual({ kind: 'stop' });
    expect(store.error).toBe('Something unexpected happened');
    expect(store.failed).toBe(link);
  });

  it('vendorUrl: paths and https only', () => {
    expect(vendorUrl({ url: '/__vendor/bank/1' })).toBe('/__vendor/bank/1');
    expect(vendorUrl({ url: 'https://vendor.example/s/1' })).toBe('https://vendor.example/s/1');
    expect(vendorUrl({ url: '//evil.example/x' })).toBeUndefined();
    expect(vendorUrl({ url: '/\\evil.example' })).toBeUndefined();
    expect(vendorUrl({ url: 'http://vendor.example/' })).toBeUndefined();
    expect(vendorUrl({})).toBeUndefined();
    expect(vendorUrl(null)).toBeUndefined();
  });
});
