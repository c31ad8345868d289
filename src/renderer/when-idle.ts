// Work that must not compete with a first frame: run when the browser is idle.

/** Runs `work` once the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 50);
  return () => window.clearTimeout(id);
}
