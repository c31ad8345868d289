// Screen-reader status messages (seed 001 §9: cleared after 300 ms; §8: asking for one
// outside the provider throws). One visually hidden polite region per page; clearing it lets
// the same words be announced again next time.
import { createPortal } from 'react-dom';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { srOnlyRecipe } from '../../renderer/theme/recipes';
import { recipeClass } from '../../renderer/theme/styled';
import { SR_STATUS_CLEAR_MS } from '../../domain/constants';

/** Announces `message` politely to screen-reader users. */
export type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce | null>(null);

/** The page's announce function; throws outside StatusAnnouncerProvider (a silent no-op would hide the bug). */
export function useAnnounce(): Announce {
  const announce = useContext(AnnouncerContext);
  if (announce === null) throw new Error('useAnnounce must be used inside StatusAnnouncerProvider');
  return announce;
}

/** Holds the live region; `clearAfterMs` defaults to the seed's 300 ms. */
export function StatusAnnouncerProvider({ children, clearAfterMs = SR_STATUS_CLEAR_MS }: { children: ReactNode; clearAfterMs?: number }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback<Announce>(
    (text) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(''), clearAfterMs);
    },
    [clearAfterMs],
  );
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      {/* In <body>, not where the provider sits: that may be inside a list (the navbar's). */}
      {createPortal(
        <div role="status" aria-live="polite" aria-atomic="true" className={recipeClass(srOnlyRecipe)} data-testid="sr-status">
          {message}
        </div>,
        document.body,
      )}
    </AnnouncerContext.Provider>
  );
}
