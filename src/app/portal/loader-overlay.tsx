// The loading overlay with rotating messages (seed 001 §2 'Other widgets', §9): up at least
// 1 s, messages paced over 67 s by default, hidden 300 ms after the wait ends. A polite status
// region carries the message; the spinner is decorative and slows down under reduced motion.
import { DEFAULT_LOADER_TIMING, type LoaderTiming } from '../../domain/loader-timing';
import { recipeClass, styled } from '../../renderer/theme/styled';
import { Spinner } from '../../renderer/ui/primitives';
import { loaderBackdropRecipe, loaderCardRecipe, loaderLogoRecipe, loaderSpinnerRecipe } from './portal-recipes';
import { useAppEnv } from '../app-env';
import { logoUrl } from '../definitions';
import { useLoaderVisibility, useRotatingIndex } from './use-loader-visibility';
import { SlowWaitNotice, useSlowWait } from '../slow-wait';

/** Catalogue keys of the default messages, in the order they show. */
export const LOADER_MESSAGE_KEYS = ['msg:loader.message1', 'msg:loader.message2', 'msg:loader.message3', 'msg:loader.message4'] as const;

// Static styles: the loader shows while a portal page's first reads travel, before Chakra's runtime.
const Backdrop = styled('div', loaderBackdropRecipe);
const Card = styled('div', loaderCardRecipe);

export interface LoaderOverlayProps {
  /** True while the page waits. */
  active: boolean;
  /** Catalogue keys of the messages (default LOADER_MESSAGE_KEYS). */
  messageKeys?: readonly string[];
  /** Timing (default the seed's). */
  timing?: LoaderTiming;
  /** Clock (tests). */
  now?: () => number;
  /** Catalogue key of what the page waits for, said once the wait is slow (issue 25). */
  waitingFor?: string;
  /** Tries the wait again (automatically while slow, and the notice's button). */
  onRetry?: () => void;
}

/** Covers the page while `active` (and for the minimum display and hide delay after it). */
export function LoaderOverlay({ active, messageKeys = LOADER_MESSAGE_KEYS, timing = DEFAULT_LOADER_TIMING, now = Date.now, waitingFor = 'msg:wait.what.application', onRetry }: LoaderOverlayProps) {
  const { t, brand } = useAppEnv();
  const { visible, shownAt } = useLoaderVisibility(active, timing, now);
  const slow = useSlowWait(active, onRetry, now);
  const index = useRotatingIndex(shownAt, messageKeys.length, timing.durationMs, now);
  if (!visible) return null;
  const logo = brand.loaderStyle === 'logo' ? logoUrl(brand) : undefined;
  const key = messageKeys[index] ?? 'msg:common.loading';
  return (
    <Backdrop data-testid="loader-overlay" data-loader-style={logo ? 'logo' : 'spinner'}>
      <Card>
        {/* The organisation's loader style (seed 000 §9): its logo, or the brand-coloured spinner. */}
        {logo ? <img src={logo} alt="" width={160} height={40} className={recipeClass(loaderLogoRecipe)} /> : <Spinner className={recipeClass(loaderSpinnerRecipe)} />}
        <p role="status" aria-live="polite" aria-atomic="true">
          {t(key)}
        </p>
        {slow ? <SlowWaitNotice waitingFor={waitingFor} {...(onRetry ? { onRetry } : {})} /> : null}
      </Card>
    </Backdrop>
  );
}
