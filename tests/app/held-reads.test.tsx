// @vitest-environment happy-dom
// A deep link starts the page's reads before the app has evaluated (boot.ts, early-reads.ts).
// Those that have answered by the first render go in the query cache first (query-provider.tsx
// holdAnsweredReads), so the page's first render has its data: no loader, no second render a task
// later, and no second request as the queries mount. A read still on its way is taken by its
// query as before; later mounts read again as always.
import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const UUID = '3f2c9a4e-8b1d-4c6e-9f00-123456789abc';

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders `Page` under the app's own query client (its defaults are what is under test). */
function renderIn(provider: { QueryProvider: (p: { children: ReactNode }) => ReactNode }, Page: () => ReactNode) {
  render(
    <provider.QueryProvider>
      <Page />
    </provider.QueryProvider>,
  );
}

async function modules() {
  const early = await import('../../src/api/early-reads');
  const application = await import('../../src/api/application');
  const provider = await import('../../src/app/query-provider');
  return { early, application, provider };
}

describe('reads started before the first render', () => {
  it('answered: the first render has the data, and mounting asks the server nothing', async () => {
    const { early, application, provider } = await modules();
    let reads = 0;
    const answer = { uuid: UUID, loanNumber: '4821937750' };
    await early.startEarly(application.applicationKey(UUID), async () => ((reads += 1), answer));
    const rendered: (string | undefined)[] = [];
    function Page() {
      const app = useQuery({ ...application.applicationQuery(UUID), queryFn: early.earlyOr(application.applicationKey(UUID), async () => ((reads += 1), answer)) });
      rendered.push(app.data?.loanNumber);
      return <p>{app.data ? `Application ${app.data.loanNumber}` : 'Getting your application ready…'}</p>;
    }
    provider.holdAnsweredReads();
    renderIn(provider, Page);
    expect(screen.getByText('Application 4821937750')).toBeVisible();
    expect(rendered[0]).toBe('4821937750');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(reads).toBe(1);
  });

  it('a page mounted after the held answer’s moment reads again, as any mount of stale data does', async () => {
    const { early, application, provider } = await modules();
    let reads = 0;
    const read = async () => ((reads += 1), { uuid: UUID, loanNumber: '4821937750' });
    await early.startEarly(application.applicationKey(UUID), read);
    provider.holdAnsweredReads();
    vi.useFakeTimers({ now: Date.now() + provider.HELD_READ_FRESH_MS + 1, toFake: ['Date'] });
    function Page() {
      const app = useQuery({ ...application.applicationQuery(UUID), queryFn: early.earlyOr(application.applicationKey(UUID), read) });
      return <p>{app.data?.loanNumber ?? 'loading'}</p>;
    }
    renderIn(provider, Page);
    expect(screen.getByText('4821937750')).toBeVisible();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(reads).toBe(2);
  });

  it('still on its way: not held, and the query takes that read instead of asking again', async () => {
    const { early, application, provider } = await modules();
    let reads = 0;
    let answer!: (v: { uuid: string; loanNumber: string }) => void;
    void early.startEarly(application.applicationKey(UUID), () => ((reads += 1), new Promise((ok) => (answer = ok))));
    provider.holdAnsweredReads();
    function Page() {
      const app = useQuery({ ...application.applicationQuery(UUID), queryFn: early.earlyOr(application.applicationKey(UUID), async () => ((reads += 1), { uuid: UUID, loanNumber: 'other' })) });
      return <p>{app.data?.loanNumber ?? 'loading'}</p>;
    }
    renderIn(provider, Page);
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => answer({ uuid: UUID, loanNumber: '4821937750' }));
    expect(await screen.findByText('4821937750')).toBeVisible();
    expect(reads).toBe(1);
  });
});
