// The loading overlay with rotating messages (seed 001 §2 'Other widgets', §9): up at least
// 1 s, messages paced over 67 s by default, hidden 300 ms after the wait ends. A polite status
// region carries the message; the spinner is decorative and slows down under reduced motion.
import { chakra } from '@chakra-ui/react';
import { DEFAULT_LOADER_TIMING, type LoaderTiming } from '../../domain/loader-timing';
import { PortalSpinner as Spinner } from './portal-button';
import { useAppEnv } from '../app-env';
import { useLoaderVisibility, useRotatingIndex } from './use-loader-visibility';

/** Catalogue keys of the default messages, in the order they show. */
export const LOADER_MESSAGE_KEYS = ['msg:loader.message1', 'msg:loader.message2', 'msg:loader.message3', 'msg:loader.message4'] as const;

const Backdrop = chakra('div', {
  base: {
    position: 'fixed',
    inset: '0',
    zIndex: 1300,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '4',
    bg: 'color-mix(in srgb, var(--brand-surface, #ffffff) 94%, transparent)',
  },
});

const Card = chakra('div', {
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', maxW: '28rem', textAlign: 'center', fontSize: 'lg', color: 'brand.text' },
});

export interface LoaderOverlayProps {
  /** True while the page waits. */
  active: boolean;
  /** Catalogue keys of the messages (default LOADER_MESSAGE_KEYS). */
  messageKeys?: readonly string[];
  /** Timing (default the seed's). */
  timing?: LoaderTiming;
  /** Clock (tests). */
  now?: () => number;
}

/** Covers the page while `active` (and for the minimum display and hide delay after it). */
export function LoaderOverlay({ active, messageKeys = LOADER_MESSAGE_KEYS, timing = DEFAULT_LOADER_TIMING, now = Date.now }: LoaderOverlayProps) {
  const { t } = useAppEnv();
  const { visible, shownAt } = useLoaderVisibility(active, timing, now);
  const index = useRotatingIndex(shownAt, messageKeys.length, timing.durationMs, now);
  if (!visible) return null;
  const key = messageKeys[index] ?? 'msg:common.loading';
  return (
    <Backdrop data-testid="loader-overlay">
      <Card>
        <Spinner fontSize="2.5rem" color="brand.solid" />
        <p role="status" aria-live="polite" aria-atomic="true">
          {t(key)}
        </p>
      </Card>
    </Backdrop>
  );
}
