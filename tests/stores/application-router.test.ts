// Seed 000 §6 and §8 on the borrower's routing: a CO_DEEDER who opens the borrower's flow is
// signed out (token removed, page reloaded); a missing profile or application is logged and the
// user goes to /dashboard (issue 23: implemented, now tested).
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { MachineDefinition } from '../../src/engine/types';
import { actOnDecision, routeApplication } from '../../src/stores/application-router';
import { shipped } from '../shipped';

const machine = shipped<MachineDefinition>('flows/application');
const evaluate = createRuntimeEvaluator();
const noWait = async () => undefined;

function servicesOf(profile: () => Promise<unknown>, application: () => Promise<unknown>) {
  return {
    profile: { getProfile: vi.fn(profile) },
    application: { getApplication: vi.fn(application), checklistStatus: vi.fn(async () => ({ checklistStatus: 'PROFILE' })) },
  } as never;
}

const env = () => ({ clearSession: vi.fn(), reload: vi.fn(), logError: vi.fn() });

describe('routing a CO_DEEDER or a missing record (seed 000 §6, §8)', () => {
  it('signs a CO_DEEDER out of the borrower flow: token removed and the page reloaded, the status never read', async () => {
    const services = servicesOf(async () => ({ uuid: 'p', type: 'CO_DEEDER' }), async () => ({ uuid: 'a-1' }));
    const decision = await routeApplication('a-1', services, machine, evaluate, noWait);
    expect(decision).toMatchObject({ path: '/dashboard', logout: true });
    expect((services as { application: { checklistStatus: ReturnType<typeof vi.fn> } }).application.checklistStatus).not.toHaveBeenCalled();
    const e = env();
    expect(actOnDecision(decision, e)).toBe('reloaded');
    expect(e.clearSession).toHaveBeenCalledOnce();
    expect(e.reload).toHaveBeenCalledOnce();
  });

  it('logs a missing profile and sends the user to /dashboard, signed in', async () => {
    const services = servicesOf(async () => Promise.reject(new Error('404')), async () => ({ uuid: 'a-1' }));
    const decision = await routeApplication('a-1', services, machine, evaluate, noWait);
    expect(decision.path).toBe('/dashboard');
    const e = env();
    expect(actOnDecision(decision, e)).toBe('navigate');
    expect(e.logError).toHaveBeenCalledWith('Missing profile or application when routing');
    expect(e.clearSession).not.toHaveBeenCalled();
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('logs a missing application the same way', async () => {
    const services = servicesOf(async () => ({ uuid: 'p', type: 'PRIMARY' }), async () => Promise.reject(new Error('404')));
    const decision = await routeApplication('a-1', services, machine, evaluate, noWait);
    expect(decision).toMatchObject({ path: '/dashboard', problem: 'Missing profile or application when routing' });
    expect(decision.logout).toBeUndefined();
    const e = env();
    actOnDecision(decision, e);
    expect(e.logError).toHaveBeenCalledOnce();
  });

  it('a primary borrower with both records is routed into the application, nothing logged', async () => {
    const services = servicesOf(async () => ({ uuid: 'p', type: 'PRIMARY' }), async () => ({ uuid: 'a-1' }));
    const decision = await routeApplication('a-1', services, machine, evaluate, noWait);
    expect(decision.path.startsWith('/account/heloc/a-1')).toBe(true);
    const e = env();
    expect(actOnDecision(decision, e)).toBe('navigate');
    expect(e.logError).not.toHaveBeenCalled();
  });
});
