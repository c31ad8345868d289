// The part of a loader that appears when the wait is long (issue 25 'Never a bare Loading'):
// what it waits for, that it keeps trying by itself, support's phone from the brand, the
// dashboard (a full load, which escapes whatever the page is stuck on) and Try again.
import { useEffect, useRef, useState } from 'react';
import { slowWaitAt } from '../domain/slow-wait';
import { Button } from '../renderer/ui/primitives';
import { useAppEnv } from './app-env';
import { usePortalWording } from './use-portal-wording';

/** True once the wait is slow; calls `onRetry` at each retry while it lasts. */
export function useSlowWait(active: boolean, onRetry: (() => void) | undefined, now: () => number = Date.now): boolean {
  const [startedAt, setStartedAt] = useState<number | null>(() => (active ? now() : null));
  const [, tick] = useState(0);
  const done = useRef(0);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (active && startedAt === null) setStartedAt(now());
    if (!active && startedAt !== null) {
      setStartedAt(null);
      done.current = 0;
    }
  }, [active, startedAt, now]);
  const state = !active || startedAt === null ? null : slowWaitAt(now() - startedAt);
  useEffect(() => {
    if (!state) return undefined;
    if (state.retries > done.current) {
      done.current = state.retries;
      retry.current?.();
    }
    const timer = setTimeout(() => tick((n) => n + 1), state.nextInMs);
    return () => clearTimeout(timer);
  });
  return state?.slow ?? false;
}

// Inside the loader's card, whose text colour is the body's: links must look like links.
const LINK = { textDecoration: 'underline', fontWeight: 600 } as const;

export interface SlowWaitNoticeProps {
  /** Catalogue key of what the page waits for ('msg:wait.what.page'). */
  waitingFor: string;
  /** Try again now (the button); default loads the page again. */
  onRetry?: () => void;
}

/** What the page waits for, that it keeps trying, support and the dashboard. */
export function SlowWaitNotice({ waitingFor, onRetry }: SlowWaitNoticeProps) {
  const { t, brand } = useAppEnv();
  // The wording is in the portal bundle; a loader before it (a page's code still on its way) asks for it.
  usePortalWording();
  const said = (key: string, vars?: Record<string, string>): string | null => {
    const text = t(key, vars);
    return text.startsWith('msg:') ? null : text;
  };
  const phone = brand.support.phone;
  return (
    <div data-testid="slow-wait" style={{ display: 'grid', gap: '0.75rem', marginTop: '1rem', fontSize: '1rem' }}>
      <p>
        <strong>{said('msg:wait.slowTitle')}</strong> {said('msg:wait.waitingFor', { what: said(waitingFor) ?? '' })}
      </p>
      <p>
        <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`} style={LINK}>{t('msg:nav.callSupport', { phone })}</a>
        {' · '}
        <a href="/dashboard" style={LINK}>{t('msg:snag.dashboard')}</a>
      </p>
      <p>
        <Button type="button" onClick={onRetry ?? (() => window.location.reload())}>
          {t('msg:common.retry')}
        </Button>
      </p>
    </div>
  );
}
