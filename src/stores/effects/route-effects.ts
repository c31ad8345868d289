// The last submit effect: route the new application by the routing tables.
import type { EffectHandler } from './types';
import { STOP } from './types';

/** Navigates to the route the tables choose for the application just created. */
export const routeApplication: EffectHandler = async (store) => {
  const uuid = store.submitState.applicationUuid;
  const { services, evaluate } = store.deps;
  if (!uuid) return STOP;
  const machine = await store.deps.loadMachine();
  // Routing code loads with the machine, after registration, not with the first step.
  const { routeApplication: decideRoute } = await import('../application-router');
  const decision = await decideRoute(uuid, services, machine, evaluate);
  if (decision.problem) services.logError(decision.problem);
  if (decision.logout) {
    services.session.clear();
    return { kind: 'navigate', to: window.location.pathname, external: true };
  }
  return { kind: 'navigate', to: decision.path };
};
