// @vitest-environment happy-dom
// A page whose group was loaded ahead (a deep link's boot, the routing effect's preload) renders
// in the first pass: usePage has the definition at once instead of a task later.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useMemo } from 'react';
import { usePage } from '../../../src/app/application/use-page';
import { loadPageGroup } from '../../../src/app/page-groups';

function Title({ route }: { route: string }) {
  const found = usePage(route);
  return <p>{found.data ? `page ${found.data.page.route} (${found.data.page.kind})` : 'loading'}</p>;
}

function Harness({ route }: { route: string }) {
  const client = useMemo(() => new QueryClient(), []);
  return (
    <QueryClientProvider client={client}>
      <Title route={route} />
    </QueryClientProvider>
  );
}

describe('usePage', () => {
  it('has a page of a group loaded ahead in its first render', async () => {
    await loadPageGroup('start');
    render(<Harness route="start/profile" />);
    expect(screen.getByText('page start/profile (form)')).toBeVisible();
  });

  it('loads a group not loaded yet, then has its page', async () => {
    render(<Harness route="income/review" />);
    expect(screen.getByText('loading')).toBeVisible();
    expect(await screen.findByText(/^page income\/review/)).toBeVisible();
  });
});
