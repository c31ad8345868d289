// The app's one QueryClient, loaded only with the pages that read through @tanstack/react-query
// (application, dashboard), so the registration flow's first step does not carry it.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, hashKey, type Query } from '@tanstack/react-query';
import { takeAnswered } from '../api/early-reads';

/**
 * How long an early read's answer, put in the cache before the first render, counts as the
 * answer of that render's queries: without it every such query (stale at once by default) would
 * ask the server again as it mounts. Later mounts refetch as always.
 */
export const HELD_READ_FRESH_MS = 1000;

/** Query hash -> the held answer's time and until when it stands for a mount's read. */
const held = new Map<string, { updatedAt: number; until: number }>();

const heldFresh = (query: Query): boolean => {
  const h = held.get(query.queryHash);
  return h !== undefined && h.updatedAt === query.state.dataUpdatedAt && Date.now() < h.until;
};

export const queryClient = new QueryClient({
  defaultOptions: {
    // Application state is not refetched on focus (seed 000 §7); a failed read shows Try again.
    queries: { refetchOnWindowFocus: false, retry: 1, refetchOnMount: (query) => !heldFresh(query) },
  },
});

/**
 * Puts the early reads that have answered (a deep link's application, status, profile and flags,
 * src/app/application/prefetch.ts) in the cache, so the page's first render has its data and
 * renders whole, in one commit, instead of a loader and then the data a task later.
 */
export function holdAnsweredReads(client: QueryClient = queryClient): void {
  for (const read of takeAnswered()) {
    client.setQueryData(read.key, read.data, { updatedAt: read.at });
    held.set(hashKey(read.key), { updatedAt: read.at, until: Date.now() + HELD_READ_FRESH_MS });
  }
}

/**
 * Lets the answer a read has now (one just prefetched for the next page) stand for the first
 * mount's read, as held early reads do, so the page that opens with it does not ask again.
 */
export function holdFetched(client: QueryClient, key: readonly unknown[]): void {
  const state = client.getQueryState(key);
  if (state?.status === 'success') held.set(hashKey(key), { updatedAt: state.dataUpdatedAt, until: Date.now() + HELD_READ_FRESH_MS });
}

/** Provides the shared client (one cache for the whole visit, whichever page mounts it). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
