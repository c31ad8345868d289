// Reads started before the app renders (src/app/boot.ts on a deep link to an application page),
// handed once to the query that would have made them, so the page's first render finds its data
// on the way instead of asking for it after the code has loaded and rendered.

const EARLY_TTL_MS = 10_000;
const early = new Map<string, { promise: Promise<unknown>; at: number }>();

/** Starts `fn` now and keeps its promise for the first `takeEarly(key)`. */
export function startEarly<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const promise = fn();
  promise.catch(() => undefined); // a failure is the taker's to report (or nobody's)
  early.set(key, { promise, at: Date.now() });
  return promise;
}

/** The read started early for `key`, once (later calls fetch anew); none when older than 10 s. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at <= EARLY_TTL_MS ? (found.promise as Promise<T>) : undefined;
}

/** `fn`, or the read of `key` started early. */
export const earlyOr =
  <T>(key: string, fn: () => Promise<T>) =>
  (): Promise<T> =>
    takeEarly<T>(key) ?? fn();
