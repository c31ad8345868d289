// The retry helper (seed 001 §9): 5 attempts, 1000 ms before the first retry, doubling.
import { RETRY_ATTEMPTS, RETRY_INITIAL_DELAY_MS } from './constants';

/** Options of `retry`. */
export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts?: number;
  /** Wait before the first retry, doubled before each further one (default 1000 ms). */
  initialDelayMs?: number;
  /** False stops at once and rethrows (e.g. a 400 that will not change). Default: retry any error. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Waits `ms` (tests pass a fake). Default setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

/** The waits between attempts: attempts - 1 delays starting at initialDelayMs and doubling ([1000, 2000, 4000, 8000]). */
export function retryDelays(attempts: number = RETRY_ATTEMPTS, initialDelayMs: number = RETRY_INITIAL_DELAY_MS): number[] {
  return Array.from({ length: Math.max(0, attempts - 1) }, (_, i) => initialDelayMs * 2 ** i);
}

const realSleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Calls `fn` (given the 1-based attempt) until it resolves; rethrows the last error once the attempts are spent or shouldRetry says no. */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const delays = retryDelays(options.attempts, options.initialDelayMs);
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      const wait = delays[attempt - 1];
      if (wait === undefined || (options.shouldRetry && !options.shouldRetry(error, attempt))) throw error;
      await sleep(wait);
    }
  }
}
