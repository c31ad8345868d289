// flows:check on the machine that ships (issue 26): every state is reached by some event path
// from the initial state (machine-paths.ts, on the event graph: no condition is compiled, so the
// check stays cheap; the generated Vitest paths also find the data each guard needs and the rows).
// A definition change that strands a state fails the check, naming the state and why. Two states
// of seed 000 have a route but no event into them; they are listed here with how their page is
// reached instead.
import { findStatePaths } from './machine-paths';
import type { MachineDefinition } from './types';

/** States seed 000 lists that no event enters, each with how its page is reached (decisions 323, 574). */
export const STATES_WITHOUT_EVENTS: Readonly<Record<string, string>> = {
  waitMerchant: 'no event enters it (seed 000 §4); the MERCHANT_REVIEW status routes to merchant/review (decision 323)',
  manualAutopay: 'no event enters it (seed 000 §4); bank/autopay-manual is reached from the bank pages, not by routing (decision 574)',
};

export interface ReachabilityIssue {
  pointer: string;
  message: string;
  fix: string;
}

/** The states of `def` no event path reaches, less those listed in STATES_WITHOUT_EVENTS (and listed ones now reached). */
export function machineReachabilityIssues(def: MachineDefinition): ReachabilityIssue[] {
  const states = findStatePaths(def);
  const issues: ReachabilityIssue[] = [];
  for (const s of states) {
    const listed = Object.hasOwn(STATES_WITHOUT_EVENTS, s.state);
    if (!s.reachable && !listed) {
      issues.push({
        pointer: `/states/${def.states.indexOf(s.state)}`,
        message: `state "${s.state}" is unreachable: ${s.why}`,
        fix: `Give "${s.state}" an event from a reachable state (or a trigger whose condition some data meets), or remove the state and its rows.`,
      });
    } else if (s.reachable && listed) {
      issues.push({
        pointer: `/states/${def.states.indexOf(s.state)}`,
        message: `state "${s.state}" is now reached (${s.steps.map((x) => x.event).join(' > ')}) but is listed as having no event into it`,
        fix: 'Take it off STATES_WITHOUT_EVENTS in src/engine/machine-reachability.ts.',
      });
    }
  }
  return issues;
}
