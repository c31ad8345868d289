// Issue 23, seed 000 §8: the create-application body is refused without the signed-in user
// ('User is not authenticated') and without the visit's tracker; registration shows either.
import { describe, expect, it, vi } from 'vitest';
import { buildApplicationRequest } from '../../src/stores/effects/application-request';
import type { FlowStore } from '../../src/stores/flow-store';

function storeWith(identityUuid: string | undefined, tracker: string | null): FlowStore {
  return {
    data: {},
    submitState: identityUuid ? { identityUuid } : {},
    deps: {
      services: { telemetry: { telemetrySession: vi.fn(async () => null), trackerUuid: () => tracker } },
      env: { query: () => ({}), flags: () => ({}) },
    },
  } as unknown as FlowStore;
}

describe('buildApplicationRequest errors (seed 000 §8)', () => {
  it("refuses without a user id: 'User is not authenticated'", async () => {
    await expect(buildApplicationRequest(storeWith(undefined, 'tracker-1'), { nyFcraFlag: 'fe-heloc-ny-fcra' })).rejects.toThrow(/^User is not authenticated$/);
  });
  it("refuses without a tracker: 'Local tracker UUID is required to create a HELOC application'", async () => {
    await expect(buildApplicationRequest(storeWith('id-1', null), { nyFcraFlag: 'fe-heloc-ny-fcra' })).rejects.toThrow(/^Local tracker UUID is required to create a HELOC application$/);
  });
});
