// @vitest-environment happy-dom
// The navbar's account menu styles with Chakra at run time, so like the shell's other islands it
// loads once the page's content is on screen (decision 283): an application page says when (its
// fields rendered, its text shown, the routing loader, a failed read), every other page once the
// shell has painted. The signal is once per visit (module state): each test loads the modules anew.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sleep = (ms: number) => new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms));

async function renderShell(pageSignalsContent: boolean) {
  const { session } = await import('../../../src/api/session');
  const { AppEnvContext, createAppEnv } = await import('../../../src/app/app-env');
  const { PageShell } = await import('../../../src/app/shell/page-shell');
  const { RendererProvider } = await import('../../../src/renderer/theme/provider');
  const islands = await import('../../../src/app/portal/chakra-island');
  // Transformed and evaluated now, so only the wait for the content can hold the menu back below.
  await import('../../../src/app/portal/account-nav');
  session.setToken('header.payload.sig');
  const env = createAppEnv({ hostname: 'localhost', search: '?org=HOMELINE' } as Location);
  render(
    <AppEnvContext.Provider value={env}>
      <RendererProvider>
        <MemoryRouter initialEntries={['/account/heloc/3f2c9a4e-8b1d-4c6e-9f00-123456789abc/start/profile']}>
          <PageShell title="Your profile" pageSignalsContent={pageSignalsContent}>
            x
          </PageShell>
        </MemoryRouter>
      </RendererProvider>
    </AppEnvContext.Provider>,
  );
  return { islands, nav: screen.getByRole('navigation', { name: 'Account' }) };
}

describe('the account menu waits for the page content', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
  });

  it('on a page that signals its content: not before the content is shown, then at once', async () => {
    const { islands, nav } = await renderShell(true);
    expect(await Promise.race([islands.afterPageContent().then(() => 'shown' as const), sleep(400)])).toBe('waiting');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    islands.markContentShown();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard'), { timeout: 4000 });
  });

  it('on any other page: once the shell has painted, not after the islands’ longest wait', async () => {
    const { islands, nav } = await renderShell(false);
    expect(islands.ISLAND_MAX_WAIT_MS).toBeGreaterThan(1000);
    expect(await Promise.race([islands.afterPageContent().then(() => 'shown' as const), sleep(1000)])).toBe('shown');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible(), { timeout: 4000 });
  });
});
