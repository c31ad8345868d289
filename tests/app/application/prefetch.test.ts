// @vitest-environment happy-dom
// A deep link to an application page starts everything its first render needs from boot: the
// reads, the page code, and (from the build's list, src/generated/route-forms.js) its group's
// definitions, its forms and the widgets and fields they draw, all at once instead of each after
// the one before it had arrived.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ steps: [] as string[][], groups: [] as string[], parts: [] as [string[], string[]][] }));
vi.mock('../../../src/app/step-loader', () => ({
  loadStep: (refs: string[]) => {
    calls.steps.push(refs);
    return new Promise(() => undefined);
  },
}));
vi.mock('../../../src/renderer/form-ready', () => ({
  formPartsReady: (widgets: string[], fields: string[]) => {
    calls.parts.push([[...widgets], [...fields]]);
    return null;
  },
}));
vi.mock('../../../src/app/definitions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadPageGroup: (group: string) => {
    calls.groups.push(group);
    return new Promise(() => undefined);
  },
  loadMessageBundle: () => Promise.resolve(),
}));
// The page code and preloadRoute are the app's own business here.
vi.mock('../../../src/app/pages/application-page', () => ({}));
vi.mock('../../../src/app/portal/portal-providers', () => ({}));
vi.mock('../../../src/app/application/preload-route', () => ({ preloadRoute: () => Promise.resolve() }));

const { session } = await import('../../../src/api/session');
const { prefetchApplicationPage } = await import('../../../src/app/application/prefetch');
const UUID = '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000abcd';

beforeEach(() => {
  calls.steps.length = 0;
  calls.groups.length = 0;
  calls.parts.length = 0;
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

describe('prefetchApplicationPage', () => {
  it('asks at once for start/profile\'s group, its form and the widgets the form draws', () => {
    session.setToken('token');
    void prefetchApplicationPage(`/account/heloc/${UUID}/start/profile`, 'HOMELINE');
    expect(calls.groups).toEqual(['start']);
    expect(calls.steps).toEqual([['legal-name@1', 'birthdate@2', 'soft-credit-consent@1']]);
    expect(calls.parts).toEqual([[['consent', 'dob', 'select'], []]]);
  });

  it('asks for the group alone on a page without a form, and for nothing when nobody is signed in', () => {
    session.setToken('token');
    void prefetchApplicationPage(`/account/heloc/${UUID}/document/disclosures`, 'HOMELINE');
    expect(calls.groups).toEqual(['document']);
    expect(calls.steps).toEqual([]);
    session.clear();
    void prefetchApplicationPage(`/account/heloc/${UUID}/start/profile`, 'HOMELINE');
    expect(calls.groups).toEqual(['document']);
  });
});
