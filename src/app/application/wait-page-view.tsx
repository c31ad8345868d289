// A wait page: rotating messages while the lender works, and the routing tables asked again
// every few seconds; the page moves on by itself when they choose another route.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PageStore } from '../../stores/page-store';
import { useAppEnv } from '../app-env';

const POLL_MS = 5000;

export const WaitPageView = observer(function WaitPageView({ store, currentPath, onMove }: { store: PageStore; currentPath: string; onMove: (to: string) => void }) {
  const { t } = useAppEnv();
  const page = store.page;
  const messages = page.kind === 'wait' ? page.messages : [];
  const interval = page.kind === 'wait' ? (page.intervalMs ?? 4000) : 4000;
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setIndex((i) => (i + 1) % Math.max(1, messages.length)), interval);
    return () => clearInterval(id);
  }, [messages.length, interval]);
  // The latest onMove without restarting the poll: a poll's own refetch re-renders the parent with a
  // new callback, and restarting there would drop the route that poll found.
  const move = useRef(onMove);
  move.current = onMove;
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (): Promise<void> => {
      try {
        const to = await store.deps.services.route();
        if (!live) return;
        if (to !== currentPath) {
          move.current(to);
          return;
        }
      } catch {
        // a failed poll is retried on the next tick; the page keeps waiting
      }
      if (live) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [store, currentPath]);
  const message = messages[index];
  return (
    <p role="status" aria-live="polite" data-testid="wait-message" style={{ marginTop: '1rem', fontWeight: 600 }}>
      {message ? t(message) : t('msg:page.wait.stillWorking')}
    </p>
  );
});
