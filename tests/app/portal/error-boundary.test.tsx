// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/error-boundary';
import { reportError } from '../../../src/app/error-report';
import { CHUNK_RELOADS_KEY } from '../../../src/domain/error-reporting';
import { renderPortal, stubFetch } from './harness';

let failure: unknown = null;
function Fragile() {
  if (failure) throw failure;
  return <p>Page content</p>;
}

const eventBodies = (calls: { url: string; body: string }[]) => calls.filter((c) => c.url.includes('/ft/external/event')).map((c) => JSON.parse(c.body) as { event: string; eventProperties: Record<string, unknown> });

/** Records fetch calls with bodies; telemetry session and event answer 200. */
function recordFetch() {
  const calls: { url: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: String(init?.body ?? '') });
    const body = url.includes('/session') ? { sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' } } : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reload = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload, pathname: '/dashboard', search: '', host: 'localhost', origin: 'http://localhost' } });
});
afterEach(() => {
  failure = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error fallback (seed 000 §2)', () => {
  it("shows the snag page with Try again, Go to dashboard and the brand's support contacts, and logs an error event", async () => {
    const calls = recordFetch();
    failure = new TypeError("Cannot read properties of undefined (reading 'uuid')");
    renderPortal(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    const help = within(screen.getByText(/^Need help\?/));
    expect(help.getByRole('link', { name: '888-819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(help.getByRole('link', { name: 'support@homeline.example' })).toHaveAttribute('href', 'mailto:support@homeline.example');
    await waitFor(() => expect(eventBodies(calls).map((e) => e.event)).toContain('ERROR'));
    expect(eventBodies(calls).find((e) => e.event === 'ERROR')?.eventProperties).toMatchObject({ message: "Cannot read properties of undefined (reading 'uuid')", where: 'boundary' });
    // Try again renders the page again once the cause is gone
    failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('reloads on a failed module load, counting in session storage, and shows the snag page after the fifth reload', async () => {
    const calls = recordFetch();
    failure = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/dashboard-page-abc.js');
    for (let i = 1; i <= 5; i++) {
      const { unmount } = renderPortal(
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>,
      );
      expect(reload).toHaveBeenCalledTimes(i);
      expect(sessionStorage.getItem(CHUNK_RELOADS_KEY)).toBe(String(i));
      expect(screen.queryByRole('heading', { name: /snag/ })).toBeNull();
      unmount();
    }
    renderPortal(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(5);
    expect(await screen.findByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeInTheDocument();
    await waitFor(() => expect(eventBodies(calls).filter((e) => e.event === 'ERROR')).toHaveLength(1));
    expect(eventBodies(calls)[0]?.eventProperties).toMatchObject({ chunkLoad: true });
    // Try again after a failed module load reloads (React keeps a failed lazy page failed)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(6);
  });
});

describe('reportError (seed 001 §8)', () => {
  it('drops network noise and reports the rest', () => {
    stubFetch({});
    expect(reportError(new TypeError('Failed to fetch'), 'promise')).toBe(false);
    expect(reportError(new Error('Load failed'), 'window')).toBe(false);
    expect(reportError(Object.assign(new Error('Something unexpected happened'), { status: 0 }), 'promise')).toBe(false);
    expect(reportError(new Error('x is not a function'), 'window')).toBe(true);
  });
});
