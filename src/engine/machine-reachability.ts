// flows:check on the machine that ships (issue 26): every state is reached by some event path
// from the initial state, and every routing row is the first to match for some status, data and
// state (machine-paths.ts finds them). A definition change that strands a state fails the check,
// naming the state and why. Two states of seed 000 have a route but no event into them; they are
// listed here with the decision that says how their page is reached instead.
import type { ConditionEvaluator } from './conditions';
import { findRowPaths, findStatePaths } from './machine-paths';
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

/** The unreachable states and routing rows of `def`, less the states listed in STATES_WITHOUT_EVENTS (and their rows). */
export function machineReachabilityIssues(def: MachineDefinition, evaluate: ConditionEvaluator): ReachabilityIssue[] {
  const states = findStatePaths(def, evaluate);
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
  for (const row of findRowPaths(def, evaluate, states)) {
    if (row.reachable) continue;
    const state = row.table === 'stateRoutes' ? def.stateRoutes[row.index]?.state : undefined;
    if (state !== undefined && Object.hasOwn(STATES_WITHOUT_EVENTS, state)) continue;
    issues.push({
      pointer: `/${row.table}/${row.index}`,
      message: `routing row ${row.table}/${row.index} (route "${row.route}") is never the first to match: ${row.why}`,
      fix: 'Give the row a status, condition or state that reaches it first, or remove it.',
    });
  }
  return issues;
}
