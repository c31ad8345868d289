// Error reporting: an 'ERROR' telemetry event per real error. Network-type noise (seed 001 §8:
// failed to fetch, network error, request timeout, load failed and similar) is dropped: it
// says nothing about our code and would drown what does.
import { trackEvent } from '../api/telemetry';
import { isChunkLoadError, isNetworkNoise } from '../domain/error-reporting';

/** The telemetry event name of a reported error. */
export const ERROR_EVENT = 'ERROR';

/** Reports `error` (unless it is network noise); `where` says which handler caught it. Returns whether it was sent. */
export function reportError(error: unknown, where: 'boundary' | 'window' | 'promise'): boolean {
  if (isNetworkNoise(error)) return false;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown';
  console.error(`[heloc] ${where} error`, message);
  void trackEvent(ERROR_EVENT, {
    eventProperties: { message: message.slice(0, 500), name: error instanceof Error ? error.name : typeof error, where, chunkLoad: isChunkLoadError(error) },
  });
  return true;
}

/** Reports uncaught errors and rejections of the whole page (once). */
export function installGlobalErrorReporting(target: Window = window): void {
  target.addEventListener('error', (e) => reportError(e.error ?? e.message, 'window'));
  target.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'promise'));
}
