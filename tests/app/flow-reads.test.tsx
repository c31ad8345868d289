// @vitest-environment happy-dom
// The flow page's read cache (src/app/pages/flow-reads.ts): a read started before the page
// (boot's prefetch) that settles between the page's render and its subscription must still
// reach the page. It once did not, and the first registration step stayed on 'Loading' now and
// then on a busy machine (decision 252).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRead, useRead } from '../../src/app/pages/flow-reads';

let n = 0;
const roots: (() => void)[] = [];
afterEach(() => roots.splice(0).forEach((unmount) => unmount()));

function mount(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // Not inside act(): passive effects then run in a later task, as in the browser.
  root.render(element);
  roots.push(() => act(() => root.unmount()));
  return container;
}

describe('useRead', () => {
  it('shows a prefetched read that settles after the render and before the subscription', async () => {
    const key = `race-${++n}`;
    let settle!: (v: string) => void;
    const fn = vi.fn(() => new Promise<string>((ok) => (settle = ok)));
    void prefetchRead(key, fn);
    function Page() {
      const r = useRead(key, fn);
      // Settles right after this render's task, before React runs the page's effects.
      if (r.data === undefined) queueMicrotask(() => settle('the step'));
      return <p>{r.data ?? 'Loading'}</p>;
    }
    const container = mount(<Page />);
    await vi.waitFor(() => expect(container.textContent).toBe('the step'), { timeout: 2000 });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts the read when no prefetch did, shows it, and retries a failed read on the next mount', async () => {
    const key = `fresh-${++n}`;
    const fn = vi.fn().mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down')).mockResolvedValue('answer');
    function Page() {
      const r = useRead<string>(key, fn);
      return <p>{r.isError ? 'Failed' : (r.data ?? 'Loading')}</p>;
    }
    const first = mount(<Page />);
    // One retry after 1 s, then the error state.
    await vi.waitFor(() => expect(first.textContent).toBe('Failed'), { timeout: 3000 });
    expect(fn).toHaveBeenCalledTimes(2);
    const second = mount(<Page />);
    await vi.waitFor(() => expect(second.textContent).toBe('answer'), { timeout: 2000 });
    await vi.waitFor(() => expect(first.textContent).toBe('answer'));
  });
});

describe("the flow page's flags read", () => {
  it('goes out at once on a first visit, with the tracker the telemetry session is then created with (decision 292)', async () => {
    const { reads } = await import('../../src/app/pages/flow-reads');
    localStorage.clear();
    sessionStorage.clear();
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    // The telemetry session never answers: the flags must not wait for it.
    const fetchMock = vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return url.includes('/ft/') ? new Promise<Response>(() => undefined) : Promise.resolve(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const [, flags] = reads('registration-v2', 'HOMELINE').flags;
      await expect(flags()).resolves.toEqual([]);
      const tracker = localStorage.getItem('telemetry_trackerUuid');
      expect(tracker).toBeTruthy();
      expect(sent.find((s) => s.url.includes('/features'))?.body).toEqual({ optimizeUser: { orgCode: 'HOMELINE', trackerId: tracker } });
      const { telemetrySession } = await import('../../src/api/telemetry');
      void telemetrySession();
      await vi.waitFor(() => expect(sent.find((s) => s.url.includes('/ft/external/session'))?.body['trackerUuid']).toBe(tracker));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// Issue 24: index.html carries a flow page's flags and auth mode (src/server/boot-data.ts), so its
// first load sends neither read; a block for another organisation is not used.
describe("the flow page's boot data block", () => {
  it('seeds the flags and auth-mode reads of its organisation, and only of it', async () => {
    vi.resetModules();
    localStorage.clear();
    const flags = [{ key: 'fe-x', enabled: true, variables: {} }];
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'heloc-boot';
    block.textContent = JSON.stringify({ orgCode: 'LAKESHORE', flags, newAuthMode: true });
    document.head.append(block);
    const sent: string[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string) => {
      sent.push(url);
      return new Promise<Response>(() => undefined);
    }));
    try {
      const { prefetchFlowPage, reads, useRead } = await import('../../src/app/pages/flow-reads');
      void prefetchFlowPage('bench', 'LAKESHORE', '/account/heloc/bench');
      void prefetchFlowPage('bench', 'HOMELINE', '/account/heloc/bench');
      await new Promise((ok) => setTimeout(ok, 0));
      expect(sent.filter((u) => u.includes('/features') || u.includes('/auth-mode'))).toEqual([
        expect.stringContaining('/service-optimize/external/api/v1/features'),
        expect.stringContaining('auth-mode?application=heloc&org=HOMELINE'),
      ]);
      // The tracker the flags read would have made on a first visit is made all the same.
      expect(localStorage.getItem('telemetry_trackerUuid')).toBeTruthy();
      const r = reads('bench', 'LAKESHORE');
      function Page() {
        const f = useRead(...r.flags);
        const a = useRead(...r.auth);
        return <p>{JSON.stringify([f.data, a.data])}</p>;
      }
      const container = mount(<Page />);
      await vi.waitFor(() => expect(container.textContent).toBe(JSON.stringify([flags, { newAuthMode: true }])));
    } finally {
      block.remove();
      vi.unstubAllGlobals();
    }
  });
});
