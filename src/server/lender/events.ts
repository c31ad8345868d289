// The machine events the lender has raised or accepted (seed 000 §4's events that no data trigger
// raises), as the application record carries them: `machineEvents`, oldest first. The client
// rebuilds its machine from data and replays these after settling (src/engine/machine.ts
// createMachine), so an event lasts while it is on the list: the lender removes it once the
// situation it names is over (an ID uploaded again, an ad-hoc document received).
import type { ApplicationRow } from '../store/applications';

/** The recorded events of an application row. */
export function machineEventsOf(row: Pick<ApplicationRow, 'extra'>): string[] {
  const list = row.extra['machineEvents'];
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string') : [];
}

/** The patch that records `event` (once: an event already on the list stays where it is). */
export function withEvent(row: Pick<ApplicationRow, 'extra'>, event: string): { machineEvents: string[] } {
  const list = machineEventsOf(row);
  return { machineEvents: list.includes(event) ? list : [...list, event] };
}

/** The patch that removes `event` (the situation it names is over). */
export function withoutEvent(row: Pick<ApplicationRow, 'extra'>, event: string): { machineEvents: string[] } {
  return { machineEvents: machineEventsOf(row).filter((e) => e !== event) };
}

/**
 * Events the lender raises with a checklist status (seed 000 §4's events no data trigger raises,
 * where the situation is the status itself): the application read (GET .../heloc/{uuid} and
 * /all) carries the status's event beside the recorded ones while the application is in that
 * status (decision 401), so it ends with the status and nothing has to remove it. The checklist
 * table routes these statuses too; the event keeps the client's machine state in step.
 */
export const STATUS_EVENTS: Readonly<Record<string, string>> = {
  CREDIT_NO_MATCH: 'softCreditNoMatch',
  CREDIT_NO_MATCH_SSN: 'softCreditNoCredit',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'creditFrozen',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'creditLocked',
  NO_PROPERTY_FOUND: 'propertyNoMatch',
  MULTIPLE_PROPERTIES: 'propertyNoMatch',
  DELINQUENCY_REVIEW: 'delinquencyReview',
  DECLINED: 'decline',
  CANCELLED: 'inactive',
};

const STATUS_BOUND = new Set(Object.values(STATUS_EVENTS));

/** The recorded events once the application is in `status`: other statuses' events dropped, this one's added. */
export function eventsForStatus(events: readonly string[], status: string): string[] {
  const own = STATUS_EVENTS[status];
  const kept = events.filter((e) => !STATUS_BOUND.has(e) || e === own);
  return own === undefined || kept.includes(own) ? kept : [...kept, own];
}
