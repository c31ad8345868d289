// The app's one QueryClient, loaded only with the pages that read through @tanstack/react-query
// (application, dashboard), so the registration flow's first step does not carry it.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Application state is not refetched on focus (seed 000 §7); a failed read shows Try again.
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});

/** Provides the shared client (one cache for the whole visit, whichever page mounts it). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
