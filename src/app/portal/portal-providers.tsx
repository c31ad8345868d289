// What every portal page gets once, mounted by app.tsx's portalPage wrapper: the query client,
// the screen-reader status region and the toasts (at most 5, dismissable). Other features
// raise toasts with `toasts.show(...)` and announce with `useAnnounce()`; they never mount
// their own <Toasts />.
import type { ReactNode } from 'react';
import { QueryProvider } from '../query-provider';
import { StatusAnnouncerProvider } from './status-announcer';
import { Toasts } from './toasts';

/** Wraps a portal page. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <StatusAnnouncerProvider>
        {children}
        <Toasts />
      </StatusAnnouncerProvider>
    </QueryProvider>
  );
}
