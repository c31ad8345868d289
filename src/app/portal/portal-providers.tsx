// What every portal page gets once, mounted by app.tsx's portalPage wrapper: the query client,
// the screen-reader status region and the toasts (at most 5, dismissable). Other features
// raise toasts with `toasts.show(...)` and announce with `useAnnounce()`; they never mount
// their own <Toasts />.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QueryProvider } from '../query-provider';
import { StatusAnnouncerProvider } from './status-announcer';
import { Toasts } from './toasts';

// Loaded with the providers: app.tsx's portalPage fills the cache with it before the page's first render.
export { holdAnsweredReads } from '../query-provider';

const InPortal = createContext(false);

/** Whether PortalProviders is already above (the signed-in navbar also renders on registration pages). */
export const useInPortal = (): boolean => useContext(InPortal);

/** Wraps a portal page. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <InPortal.Provider value>
      <QueryProvider>
        <StatusAnnouncerProvider>
          {children}
          {/* In <body>: the provider may sit inside a list (the signed-in navbar on registration pages). */}
          {createPortal(<Toasts />, document.body)}
        </StatusAnnouncerProvider>
      </QueryProvider>
    </InPortal.Provider>
  );
}
