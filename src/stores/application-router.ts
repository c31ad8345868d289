// After registration (and whenever an application page needs it): refetch profile,
// application and checklist status, wait out waiting statuses, and let the routing tables
// choose the next route (seed 000 §4 'Server checklist statuses and routing').
import type { Application, ChecklistStatus } from '../api/application';
import type { Profile } from '../api/profile';
import type { ConditionEvaluator } from '../engine/conditions';
import { createMachine } from '../engine/machine';
import { pollUntilSettled } from '../engine/polling';
import { resolveRoute, routePath, type ResolvedRoute } from '../engine/routing';
import type { JsonValue, MachineDefinition } from '../engine/types';
import type { Services } from './services';

export interface RouteDecision {
  path: string;
  route: ResolvedRoute | null;
  /** Why routing could not run (seed 000 §8: log and go to the dashboard). */
  problem?: string;
  /** The profile is an additional signer on the main flow: log out and reload (seed 000 §6). */
  logout?: boolean;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Chooses where an application goes next; never throws. */
export async function routeApplication(
  uuid: string,
  services: Pick<Services, 'application' | 'profile'>,
  machine: MachineDefinition,
  evaluate: ConditionEvaluator,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<RouteDecision> {
  let profile: Profile | undefined;
  let application: Application | undefined;
  try {
    [profile, application] = await Promise.all([services.profile.getProfile(), services.application.getApplication(uuid)]);
  } catch {
    return { path: '/dashboard', route: null, problem: 'Missing profile or application when routing' };
  }
  if (profile.type === 'CO_DEEDER') return { path: '/dashboard', route: null, logout: true };
  const polled = await pollUntilSettled<ChecklistStatus>(() => services.application.checklistStatus(uuid), machine, { sleep: wait });
  // The lender sets application fields with the status it moves to (an account checked after a
  // wait, an event raised when a review ends): read the application again after the status, so the
  // tables never see a status newer than the application (an older status wins by its row).
  {
    try {
      application = await services.application.getApplication(uuid);
    } catch {
      return { path: '/dashboard', route: null, problem: 'Missing profile or application when routing' };
    }
  }
  const status = { ...(polled.value ?? {}), checklistStatus: polled.status } as unknown as JsonValue;
  try {
    const snapshot = createMachine(
      machine,
      { profile: profile as unknown as JsonValue, application: application as unknown as JsonValue, status },
      evaluate,
    );
    const route = resolveRoute(machine, { status: polled.status, state: snapshot.state, ctx: snapshot.context }, evaluate);
    return { path: routePath(uuid, route.route), route };
  } catch (error) {
    return { path: '/dashboard', route: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** What acting on a decision needs: the session's token, a reload, and the error log. */
export interface DecisionEnv {
  clearSession: () => void;
  reload: () => void;
  logError: (message: string) => void;
}

/**
 * Seed 000 §8, §6: a decision that could not route is logged (then the caller goes to its path,
 * /dashboard); a CO_DEEDER on the borrower's flow has its token removed and the page reloaded
 * (the sign-in then sends it to its own area). Answers whether the caller may still navigate.
 */
export function actOnDecision(decision: RouteDecision, env: DecisionEnv): 'navigate' | 'reloaded' {
  if (decision.problem) env.logError(decision.problem);
  if (decision.logout) {
    env.clearSession();
    env.reload();
    return 'reloaded';
  }
  return 'navigate';
}
