// Renders portal components with the real catalogue and a brand, a fresh query client, a
// router, and a stubbed fetch answering by path.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppEnvContext, createAppEnv } from '../../../src/app/app-env';
import { loadMessageBundle } from '../../../src/app/definitions';
import { RendererProvider } from '../../../src/renderer/theme/provider';
import type { JsonValue } from '../../../src/engine/types';

// Portal pages load this bundle with their code (app.tsx portalPage).
await loadMessageBundle('portal');

/** Answers fetch by the first route whose key the URL contains; 404 otherwise. Returns the called URLs. */
export function stubFetch(routes: Record<string, { status?: number; body: unknown }>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const hit = Object.entries(routes).find(([k]) => url.includes(k))?.[1];
    const status = hit?.status ?? (hit ? 200 : 404);
    return new Response(JSON.stringify(hit?.body ?? { message: 'nope' }), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** Renders `ui` inside the app's providers at `path`, under brand `org` (its toggles overridden by `toggles`); `rerender` keeps the same providers (and state). */
export function renderPortal(ui: ReactNode, path = '/account/heloc/abc/identity', org = 'HOMELINE', toggles: Record<string, JsonValue> = {}) {
  const created = createAppEnv({ hostname: 'localhost', search: `?org=${org}` } as Location);
  const env = Object.keys(toggles).length === 0 ? created : { ...created, brand: { ...created.brand, toggles: { ...created.brand.toggles, ...toggles } } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (node: ReactNode) => (
    <AppEnvContext.Provider value={env}>
      <RendererProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <main id="main" tabIndex={-1}>
              {node}
            </main>
          </MemoryRouter>
        </QueryClientProvider>
      </RendererProvider>
    </AppEnvContext.Provider>
  );
  const result = render(tree(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(tree(next)) };
}
