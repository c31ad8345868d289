// @vitest-environment happy-dom
// Every authenticated answer carries a fresh token (the sandbox's sliding session), five or more
// during a deep link's load. The navbar shows Log in or the account entries: it re-renders when
// the applicant signs in or out, never for a refreshed token.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('the navbar and the sliding session', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
  });

  it('does not re-render for a refreshed token, and shows Log in once the session is cleared', async () => {
    const { session } = await import('../../../src/api/session');
    const { AppEnvContext, createAppEnv } = await import('../../../src/app/app-env');
    const { PageShell } = await import('../../../src/app/shell/page-shell');
    const { RendererProvider } = await import('../../../src/renderer/theme/provider');
    session.setToken('header.payload.first');
    const env = createAppEnv({ hostname: 'localhost', search: '?org=HOMELINE' } as Location);
    let commits = 0;
    render(
      <AppEnvContext.Provider value={env}>
        <RendererProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Profiler id="shell" onRender={() => void commits++}>
              <PageShell title="Dashboard">x</PageShell>
            </Profiler>
          </MemoryRouter>
        </RendererProvider>
      </AppEnvContext.Provider>,
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    const before = commits;
    act(() => {
      for (let i = 0; i < 5; i++) session.setToken(`header.payload.refresh${i}`);
    });
    expect(commits).toBe(before);
    act(() => session.clear());
    expect(commits).toBeGreaterThan(before);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
