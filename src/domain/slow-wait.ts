// An honest wait (issue 25 'Never a bare Loading'): a wait that lasts longer than a few seconds
// says what it waits for, offers support and the dashboard, and tries again by itself at a steady
// pace. Pure: the component sets its timers from these answers.

/** After this long a wait says what it is waiting for and how to get help. */
export const SLOW_WAIT_AFTER_MS = 5_000;
/** Once slow, the wait tries again this often. */
export const SLOW_WAIT_RETRY_EVERY_MS = 10_000;

/** Where a wait `elapsedMs` old stands: slow yet, how many retries are due, and ms until the next change. */
export function slowWaitAt(elapsedMs: number, after = SLOW_WAIT_AFTER_MS, every = SLOW_WAIT_RETRY_EVERY_MS): { slow: boolean; retries: number; nextInMs: number } {
  const t = Math.max(0, elapsedMs);
  if (t < after) return { slow: false, retries: 0, nextInMs: after - t };
  const since = t - after;
  const retries = Math.floor(since / every);
  return { slow: true, retries, nextInMs: every - (since % every) };
}
