// @vitest-environment happy-dom
// A page waits while its application is older than its status (a lender's step fell due between
// the two reads), the application is read again, and the page is drawn from the newer answer: the
// liens page once showed no loans this way (src/app/application/agreeing-reads.ts).
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationKey, statusKey } from '../../src/api/application';
import { useAgreeingReads } from '../../src/app/application/agreeing-reads';

const UUID = '3f2c9a4e-8b1d-4c6e-9f00-123456789abc';

function Page({ appReads }: { appReads: { statusUpdatedAt: number; liens: string[] }[] }) {
  const app = useQuery({ queryKey: applicationKey(UUID), queryFn: async () => appReads.shift()! });
  const status = useQuery({ queryKey: statusKey(UUID), queryFn: async () => ({ checklistStatus: 'LIEN_VERIFICATION', updatedAt: 2000 }) });
  const older = useAgreeingReads(UUID, app.data, status.data);
  if (!app.data || !status.data || older !== null) return <p>Getting your application ready…</p>;
  return <p>Loans: {app.data.liens.join(', ') || 'none'}</p>;
}

/** Renders the page under a fresh query client; the application answers come from `appReads` in turn. */
function renderWith(appReads: { statusUpdatedAt: number; liens: string[] }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page appReads={appReads} />
    </QueryClientProvider>,
  );
}

describe('useAgreeingReads', () => {
  it('reads the application again when it is older than the status, and the page shows the newer answer', async () => {
    const appReads = [
      { statusUpdatedAt: 1000, liens: [] },
      { statusUpdatedAt: 2000, liens: ['Rocket Mortgage'] },
    ];
    renderWith(appReads);
    expect(await screen.findByText('Loans: Rocket Mortgage')).toBeVisible();
    expect(screen.queryByText('Loans: none')).toBeNull();
    expect(appReads).toHaveLength(0);
  });

  it('reads nothing again when the two agree', async () => {
    const appReads = [
      { statusUpdatedAt: 2000, liens: ['Rocket Mortgage'] },
      { statusUpdatedAt: 2000, liens: ['a second read'] },
    ];
    renderWith(appReads);
    expect(await screen.findByText('Loans: Rocket Mortgage')).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    expect(appReads).toHaveLength(1);
  });
});
