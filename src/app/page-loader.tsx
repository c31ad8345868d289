// Shown while a page or step loads. Appears only after a short delay so fast loads don't flash;
// a wait of more than a few seconds says what it waits for, offers support and the dashboard,
// and tries again by itself (issue 25: never a bare 'Loading').
import { useEffect, useState } from 'react';
import { SlowWaitNotice, useSlowWait } from './slow-wait';

const RELOADED_KEY = 'heloc-slow-reload';
/** A page loads again by itself at most once a minute (a stuck page, not a reload loop). */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * The default retry of a page whose code or reads have not arrived: load it again, once a minute
 * at most. A module import that never settles cannot be retried in place (decision 290).
 */
export function reloadOnce(now: () => number = Date.now): void {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (now() - last < RELOAD_AGAIN_AFTER_MS) return;
    sessionStorage.setItem(RELOADED_KEY, String(now()));
  } catch {
    return; // no storage: no way to know it is not a loop
  }
  window.location.reload();
}

export interface PageLoaderProps {
  label?: string;
  /** Catalogue key of what the page waits for, said once the wait is slow. */
  waitingFor?: string;
  /** What trying again means (automatically while slow, and the button); default reloadOnce. */
  onRetry?: () => void;
}

/** A polite loading indicator. */
export function PageLoader({ label = 'Loading', waitingFor = 'msg:wait.what.page', onRetry = reloadOnce }: PageLoaderProps) {
  const [visible, setVisible] = useState(false);
  const slow = useSlowWait(true, onRetry);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center', minHeight: '40vh' }}>
      {visible ? label : null}
      {slow ? <SlowWaitNotice waitingFor={waitingFor} {...(onRetry === reloadOnce ? {} : { onRetry })} /> : null}
    </div>
  );
}
