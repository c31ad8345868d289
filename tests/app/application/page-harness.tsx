// Renders one application page from its shipped definition the way RoutedPage does: the page
// group loaded with its conditions and wording, the application, status and profile read
// through react-query from a stubbed fetch (so a refetch re-renders the page, as in the app),
// and the current location shown for the assertions. `lender` is what the stubbed services answer
// now; a test changes it to make the lender move.
import { useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { applicationQuery, statusQuery } from '../../../src/api/application';
import { profileQuery } from '../../../src/api/profile';
import { PageView } from '../../../src/app/application/page-view';
import { preloadRoute } from '../../../src/app/application/preload-route';
import { loadMachine } from '../../../src/app/definitions';
import { loadPageGroup } from '../../../src/app/page-groups';
import { findPage, groupOf } from '../../../src/engine/pages';
import type { JsonValue } from '../../../src/engine/types';
import { renderPortal } from '../portal/harness';

export const UUID = 'abc';

export interface Lender {
  application: Record<string, unknown>;
  status: Record<string, unknown>;
  profile: Record<string, unknown>;
  /** Answers of write calls by path fragment (default 200 {}); `network` drops the connection instead. */
  writes?: Record<string, { status: number; body: unknown; network?: boolean }>;
  /** How long the application read takes (on the test's clock): the network is not instant. */
  applicationMs?: number;
}

export const baseApplication = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  uuid: UUID,
  loanNumber: '4821937750',
  property: { street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' },
  rate: 0,
  amount: 0,
  term: 0,
  status: { condition: 'GOOD' },
  ...over,
});

export const baseProfile = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  uuid: 'p-1',
  type: 'PRIMARY',
  name: { firstName: 'Alex', middleName: '', lastName: 'Morgan', suffix: '' },
  email: 'alex@example.com',
  dob: '1980-04-12',
  phoneNumbers: [{ type: 'MOBILE', number: '5125550142' }],
  hasSsn: true,
  ssnLastFour: '6789',
  ...over,
});

/** Stubs fetch with the lender's current answers; returns the write calls (method, URL, body, idempotency key). */
export function stubLender(lender: Lender): { method: string; url: string; body: unknown; key: string | undefined }[] {
  const writes: { method: string; url: string; body: unknown; key: string | undefined }[] = [];
  let reads = 0;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (method !== 'GET') {
      writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null, key: new Headers(init?.headers).get('Idempotency-Key') ?? undefined });
      const hit = Object.entries(lender.writes ?? {}).find(([k]) => url.includes(k))?.[1];
      if (hit?.network) throw new TypeError('Failed to fetch');
      return json(hit?.status ?? 200, hit?.body ?? {});
    }
    if (url.includes('/status')) return json(200, lender.status);
    if (url.includes('/service-profile/api/v1/profile')) return json(200, lender.profile);
    if (url.includes(`/application/heloc/${UUID}`)) {
      if (lender.applicationMs) await new Promise((r) => setTimeout(r, lender.applicationMs));
      // Like the lender's record, each read is a little different (when it was read), so a refetch re-renders.
      reads += 1;
      return json(200, { ...lender.application, readAt: reads });
    }
    return json(404, { message: 'not stubbed' });
  });
  return writes;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The page of `route` over the queries, like RoutedPage (without the shell's islands); `statusRefreshMs` reads the status again that often, as RoutedPage does every 5 s. */
function Page({ route, statusRefreshMs }: { route: string; statusRefreshMs?: number }) {
  const found = useQuery({ queryKey: ['test-page', route], queryFn: async () => findPage([await loadPageGroup(groupOf(route))], route) ?? null, staleTime: Infinity });
  const app = useQuery(applicationQuery(UUID));
  const status = useQuery({ ...statusQuery(UUID), ...(statusRefreshMs ? { refetchInterval: statusRefreshMs } : {}) });
  const me = useQuery(profileQuery());
  if (!found.data || !app.data || !status.data || !me.data) return <p>loading</p>;
  const records = () => ({ application: app.data as unknown as JsonValue, status: status.data as unknown as JsonValue, profile: me.data as unknown as JsonValue });
  return <PageView key={route} uuid={UUID} found={found.data} records={records} />;
}

/** Loads what the page and the routing need (code, definitions, wording) before the clock is faked. */
export async function preload(...routes: string[]): Promise<void> {
  await Promise.all([loadMachine(), ...routes.map((r) => loadPageGroup(groupOf(r)))]);
  // What a move loads before it navigates (the next page's forms: preload-route.ts), loaded here
  // in real time: under fake timers a first import takes real turns while fake time runs on, and
  // a wait page's move then missed its 6 s now and then.
  await Promise.all(routes.map((r) => preloadRoute(r, UUID)));
}

/** Renders the page of `route` at its URL. */
export function renderPage(route: string, { statusRefreshMs }: { statusRefreshMs?: number } = {}) {
  return renderPortal(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Where />
            <Page route={route} {...(statusRefreshMs ? { statusRefreshMs } : {})} />
          </>
        }
      />
    </Routes>,
    `/account/heloc/${UUID}/${route}`,
  );
}

/** The real setTimeout, for waits fake timers must not stand in for. */
const realSetTimeout = globalThis.setTimeout;

/**
 * A real millisecond between fake steps: real work under way (a module import, React's scheduler,
 * which fake timers do not drive) gets real time in step with the fake clock. One turn of the
 * event loop (setImmediate) was not enough on a loaded 2-core host: the fake clock ran through a
 * wait page's 6 s before its move's real work had run (fresh clone, session 34).
 */
const realTurn = () => new Promise((r) => realSetTimeout(r, 1));

/**
 * Lets fake time pass in steps (timers, then a real millisecond for work fake timers do not drive)
 * until `check` holds. Once `maxMs` of fake time has passed, real work already under way (a module
 * import, which takes real time and more turns on a busy machine) gets up to 5 s of real time with
 * the clock stopped: the page must have acted within `maxMs` of its own time, whatever the host's
 * speed (a wait page's move missed its 6 s now and then on a loaded 2-core host).
 */
export async function until(check: () => boolean, { stepMs = 50, maxMs = 20_000 } = {}): Promise<void> {
  for (let t = 0; t <= maxMs; t += stepMs) {
    if (check()) return;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
      await realTurn();
    });
  }
  for (let real = 0; real < 5_000; real += 20) {
    if (check()) return;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((r) => realSetTimeout(r, 20));
    });
  }
  throw new Error(`still not so after ${maxMs} ms of fake time`);
}

/** Lets `ms` of fake time pass (as `until`, with nothing to wait for). */
export async function passTime(ms: number, stepMs = 50): Promise<void> {
  for (let t = 0; t < ms; t += stepMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
      await realTurn();
    });
  }
}
