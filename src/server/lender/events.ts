// The machine events the lender has raised or accepted (seed 000 §4's events that no data trigger
// raises), as the application record carries them: `machineEvents`, oldest first. The client
// rebuilds its machine from data and replays these after settling (src/engine/machine.ts
// createMachine), so an event lasts while it is on the list: the lender removes it once the
// situation it names is over (an ID uploaded again, an ad-hoc document received).
import { recordedEvents, type RecordedEvent } from '../../engine/machine';
import type { JsonValue } from '../../engine/types';
import type { ApplicationRow } from '../store/applications';

/** The event's name, whether recorded by name or anchored to a state (`{ event, at }`, decision 402). */
export const eventName = (e: RecordedEvent): string => (typeof e === 'string' ? e : e.event);

/** The recorded events of an application row. */
export function machineEventsOf(row: Pick<ApplicationRow, 'extra'>): RecordedEvent[] {
  return recordedEvents({ machineEvents: (row.extra['machineEvents'] ?? null) as JsonValue });
}

/** The patch that records `event` (once: an event already on the list, by name, stays where it is). */
export function withEvent(row: Pick<ApplicationRow, 'extra'>, event: RecordedEvent): { machineEvents: RecordedEvent[] } {
  const list = machineEventsOf(row);
  return { machineEvents: list.some((e) => eventName(e) === eventName(event)) ? list : [...list, event] };
}

/** The patch that removes the events named (the situations they name are over). */
export function withoutEvent(row: Pick<ApplicationRow, 'extra'>, ...events: string[]): { machineEvents: RecordedEvent[] } {
  return { machineEvents: machineEventsOf(row).filter((e) => !events.includes(eventName(e))) };
}

/**
 * A soft pull run again that finds the file (credit/social's SSN, review-app/incorrect-pin's PIN):
 * seed 000's repullSoftCredit, profile -> product. By the time it is read the data has taken the
 * machine past profile, so it is anchored there (decision 402): the rebuilt machine goes from
 * profile straight to the offers, as the seed says, on every routing.
 */
export const REPULL_SOFT_CREDIT = { event: 'repullSoftCredit', at: 'profile' } as const;

/**
 * The applicant's events of the bank and merchant steps (decision 402): manual pay chosen
 * (manualDisburseManualPay, any -> docVerify) and the liens attested (lienAttestation, any ->
 * waitSign). Replayed after the triggers settle, each would pull a later state back, so their
 * situation ends when the ID photos are sent: from then on the data (idDocsUploaded) carries the machine.
 */
export const ENDED_BY_ID_PHOTOS = ['manualDisburseManualPay', 'lienAttestation'] as const;

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
export function eventsForStatus(events: readonly RecordedEvent[], status: string): RecordedEvent[] {
  const own = STATUS_EVENTS[status];
  const kept = events.filter((e) => !STATUS_BOUND.has(eventName(e)) || eventName(e) === own);
  return own === undefined || kept.some((e) => eventName(e) === own) ? kept : [...kept, own];
}
