// The routing poll (seed 000 §4, §9; DECISIONS 1): while the checklist status is a waiting
// status, fetch again with a doubling delay; when retries run out, assume a status. The policy
// is pure; the loop takes its fetch and sleep from the caller so tests need no timers.
import { isWaitingStatus } from './routing';
import type { MachineDefinition } from './types';

export interface PollOptions<T> {
  /** Waits `ms` milliseconds (setTimeout in the app, a recorder in tests). */
  sleep: (ms: number) => Promise<void>;
  /** Reads the checklist status from a fetched value; default: the value itself if a string, else its `checklistStatus`. */
  statusOf?: (value: T) => string | null | undefined;
}

export interface PollResult<T> {
  /** The settled status (null when the answer had none), or the assumed one when retries ran out. */
  status: string | null;
  /** The last value fetched successfully, if any. */
  value?: T;
  /** Fetches made, the first included. */
  fetches: number;
  /** True when retries ran out and `status` is assumed (DECISIONS 1). */
  exhausted: boolean;
}

/** Delay in ms before retry `attempt` (0-based): base doubled per attempt, capped at the maximum (1000, 2000, 4000, 5000, 5000…). */
export function pollDelay(def: MachineDefinition, attempt: number): number {
  const { baseDelayMs, maxDelayMs } = def.polling;
  // Cap the exponent so large attempts cannot overflow to Infinity before the min.
  return Math.min(baseDelayMs * 2 ** Math.min(Math.max(attempt, 0), 30), maxDelayMs);
}

/** Retries allowed given the last status seen: the waiting budget for a waiting status, else the settled budget. */
export function maxRetries(def: MachineDefinition, status: string | null | undefined): number {
  return isWaitingStatus(def, status) ? def.polling.retriesWaiting : def.polling.retriesSettled;
}

/** The status to assume when retries run out, by the last status seen (GEN_NOTE_SIGNING stays, else UNKNOWN). */
export function exhaustedStatus(def: MachineDefinition, lastSeen: string | null | undefined): string {
  const row = def.polling.exhausted.find((r) => r.lastSeen === lastSeen);
  return row ? row.result : def.polling.exhaustedDefault;
}

function defaultStatusOf(value: unknown): string | null | undefined {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object' && 'checklistStatus' in value) {
    const s = (value as { checklistStatus: unknown }).checklistStatus;
    return typeof s === 'string' ? s : null;
  }
  return undefined;
}

/**
 * Fetches until the status is not a waiting status. A waiting status or a failed fetch is
 * retried after pollDelay; the retry budget is maxRetries of the last status seen (so failed
 * fetches get the settled budget unless a waiting status was seen). Never rejects.
 */
export async function pollUntilSettled<T>(
  fetchStatus: () => Promise<T>,
  def: MachineDefinition,
  options: PollOptions<T>,
): Promise<PollResult<T>> {
  const statusOf = options.statusOf ?? defaultStatusOf;
  let lastSeen: string | null | undefined;
  let value: { v: T } | undefined;
  let fetches = 0;
  for (let retries = 0; ; retries++) {
    if (retries > 0) await options.sleep(pollDelay(def, retries - 1));
    fetches++;
    try {
      const fetched = await fetchStatus();
      value = { v: fetched };
      lastSeen = statusOf(fetched);
      // A settled answer with no status at all is routed by the state table, so it ends the poll.
      if (!isWaitingStatus(def, lastSeen)) {
        return { status: lastSeen ?? null, value: fetched, fetches, exhausted: false };
      }
    } catch {
      // A failed fetch is one more retry; the last status seen keeps deciding the budget.
    }
    if (retries >= maxRetries(def, lastSeen)) {
      const status = exhaustedStatus(def, lastSeen);
      return value ? { status, value: value.v, fetches, exhausted: true } : { status, fetches, exhausted: true };
    }
  }
}
