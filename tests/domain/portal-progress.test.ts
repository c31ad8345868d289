import { describe, expect, it } from 'vitest';
import { PORTAL_PROGRESS_VALUES, PORTAL_STEP_LABELS, isPortalProgress, portalStepIndex, portalSteps } from '../../src/domain/portal-progress';
import { shipped } from '../shipped';

// The portal wording that ships (issue 25: never a version that does not).
const catalogue = shipped<{ messages: Record<string, string> }>('flows/messages/portal');

describe('portalStepIndex', () => {
  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ])('%s is step %i (seed 001 §4)', (value, step) => {
    expect(portalStepIndex(value)).toBe(step);
  });

  it('puts an absent, unknown or lower-case value on step 0', () => {
    for (const v of [undefined, null, '', 'FUNDED', 'signing', 6]) expect(portalStepIndex(v)).toBe(0);
    expect(isPortalProgress('signing')).toBe(false);
  });

  it('knows exactly the nine values of the seed', () => {
    expect(PORTAL_PROGRESS_VALUES).toHaveLength(9);
    expect(PORTAL_PROGRESS_VALUES.every(isPortalProgress)).toBe(true);
  });
});

describe('portalSteps', () => {
  const labels = (steps: ReturnType<typeof portalSteps>) => steps.map((s) => PORTAL_STEP_LABELS[s.id]);

  it('lists the eight steps in the seed order with step 6 Talk to eNotary', () => {
    expect(labels(portalSteps('INITIAL', false))).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
      'Funding',
    ]);
  });

  it("labels step 6 'Schedule Notary Session' when status.manualNotary is set", () => {
    expect(labels(portalSteps('MANUAL_NOTARY', true))[6]).toBe('Schedule Notary Session');
    expect(labels(portalSteps('ENOTARY', true))[6]).toBe('Schedule Notary Session');
    expect(labels(portalSteps('MANUAL_NOTARY', false))[6]).toBe('Talk to eNotary');
  });

  it('marks earlier steps complete, the current one current and later ones upcoming', () => {
    const steps = portalSteps('ID_UPLOAD', false);
    expect(steps.map((s) => s.state)).toEqual(['complete', 'complete', 'complete', 'complete', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(portalSteps('COMPLETE', false).filter((s) => s.state === 'current').map((s) => s.id)).toEqual(['funding']);
    expect(portalSteps(undefined, false)[0]?.state).toBe('current');
  });

  it('has every label in the portal catalogue, word for word', () => {
    const messages = catalogue.messages as Record<string, string>;
    for (const [id, label] of Object.entries(PORTAL_STEP_LABELS)) expect(messages[`progress.step.${id}`]).toBe(label);
  });
});
