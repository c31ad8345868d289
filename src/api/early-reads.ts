// Reads started before the app renders (src/app/boot.ts on a deep link to an application page),
// handed once to the query that would have made them, so the page's first render finds its data
// on the way instead of asking for it after the code has loaded and rendered. A read is named by
// the query key of the query it stands in for.

/** The query key (react-query's) of the query an early read stands in for. */
export type ReadKey = readonly (string | number | boolean | null)[];

interface Early {
  key: ReadKey;
  promise: Promise<unknown>;
  at: number;
  /** Set once the read has answered. */
  answer?: { data: unknown; at: number };
}

const EARLY_TTL_MS = 10_000;
const early = new Map<string, Early>();
const id = (key: ReadKey): string => JSON.stringify(key);

/** Starts `fn` now and keeps its promise for the first `takeEarly(key)` (or `takeAnswered()`). */
export function startEarly<T>(key: ReadKey, fn: () => Promise<T>): Promise<T> {
  const promise = fn();
  const entry: Early = { key, promise, at: Date.now() };
  // A failure is the taker's to report (or nobody's).
  promise.then(
    (data) => void (entry.answer = { data, at: Date.now() }),
    () => undefined,
  );
  early.set(id(key), entry);
  return promise;
}

/** The read started early for `key`, once (later calls fetch anew); none when older than 10 s. */
export function takeEarly<T>(key: ReadKey): Promise<T> | undefined {
  const found = early.get(id(key));
  early.delete(id(key));
  return found && Date.now() - found.at <= EARLY_TTL_MS ? (found.promise as Promise<T>) : undefined;
}

/** An early read's answer, and when it came. */
export interface AnsweredRead {
  key: ReadKey;
  data: unknown;
  at: number;
}

/**
 * Every early read that has answered and was not taken yet, taken now: the query cache holds
 * them before the first render (src/app/query-provider.tsx), so the page renders whole at once
 * instead of a loader first and the data a task later. Reads still on their way stay for
 * `takeEarly`.
 */
export function takeAnswered(): AnsweredRead[] {
  const out: AnsweredRead[] = [];
  for (const [k, e] of early) {
    if (!e.answer || Date.now() - e.at > EARLY_TTL_MS) continue;
    out.push({ key: e.key, ...e.answer });
    early.delete(k);
  }
  return out;
}

/** `fn`, or the read of `key` started early. */
export const earlyOr =
  <T>(key: ReadKey, fn: () => Promise<T>) =>
  (): Promise<T> =>
    takeEarly<T>(key) ?? fn();
