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
