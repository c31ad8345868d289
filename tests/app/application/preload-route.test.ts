// @vitest-environment happy-dom
// The next page's declared reads load beside its code when the routing moves on (page-services'
// route), so a page such as notary/reserve-manual opens with the notary's times instead of a loader
// after the URL changed (issue 21's page-to-page figure): preloadRoute hands them to the caller.
import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { preloadRoute } from '../../../src/app/application/preload-route';
import { holdFetched, queryClient } from '../../../src/app/query-provider';

describe('preloadRoute and the next page\'s reads', () => {
  it('asks for the reads a page declares (the notary\'s times on notary/reserve-manual)', async () => {
    const prefetch = vi.fn(async () => undefined);
    await preloadRoute('notary/reserve-manual', 'u-1', prefetch);
    expect(prefetch).toHaveBeenCalledWith({ notarySlots: true });
  });

  it('asks for nothing on a page without reads, and leaves a conditions read (it needs the route\'s conditionUuid) to the page', async () => {
    const prefetch = vi.fn(async () => undefined);
    await preloadRoute('start/hmda', 'u-1', prefetch);
    await preloadRoute('conditions/upload-document', 'u-1', prefetch);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('settles when the reads fail: the page reads again and shows what failed', async () => {
    await expect(preloadRoute('notary/reserve-manual', 'u-1', async () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});

describe('holdFetched', () => {
  const mountCounts = async (key: string[], hold: boolean) => {
    const queryFn = vi.fn(async () => ({ notarySlots: { slots: [] } }));
    await queryClient.prefetchQuery({ queryKey: key, queryFn });
    if (hold) holdFetched(queryClient, key);
    // The page mounting its read (useQuery's observer), with the app's client and its refetchOnMount rule.
    const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    unsubscribe();
    return queryFn.mock.calls.length;
  };

  it('lets a prefetched answer stand for the page\'s first read as it mounts: one request, not two', async () => {
    expect(await mountCounts(['page-reads', 'u-1', 'held'], true)).toBe(1);
    // Without the hold the mount asks again (the answer is stale at once).
    expect(await mountCounts(['page-reads', 'u-1', 'not-held'], false)).toBe(2);
  });

  it('holds nothing for a read that has no answer', () => {
    holdFetched(queryClient, ['page-reads', 'u-1', 'never-read']);
    expect(queryClient.getQueryState(['page-reads', 'u-1', 'never-read'])).toBeUndefined();
  });
});
