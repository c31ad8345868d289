// The portal progress stepper (seed 001 §4): the lender's progress value picks one of eight
// 0-based steps. The label of step 6 depends on status.manualNotary; step 7 (COMPLETE) has no
// label in the seed and reads 'Funding' (docs/decisions.md).

/** Portal progress values, in the seed's order. */
export const PORTAL_PROGRESS_VALUES = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'ID_UPLOAD',
  'LINK_INCOME',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;

/** One portal progress value. */
export type PortalProgress = (typeof PORTAL_PROGRESS_VALUES)[number];

/** Step index of each progress value (seed 001 §4: LINK_INCOME comes before ID_UPLOAD). */
const STEP_OF: Readonly<Record<PortalProgress, number>> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

/** Step ids in order; index 6 is replaced by `scheduleNotary` when status.manualNotary is set. */
const STEP_IDS = ['basicInfo', 'selectOffer', 'moreInfo', 'linkIncome', 'verifyIdentity', 'signDocuments', 'talkToENotary', 'funding'] as const;

/** Id of a stepper step; the portal catalogue holds its label as `progress.step.<id>`. */
export type PortalStepId = (typeof STEP_IDS)[number] | 'scheduleNotary';

/** The labels the seed gives (and ours for step 7); the catalogue must say the same. */
export const PORTAL_STEP_LABELS: Readonly<Record<PortalStepId, string>> = {
  basicInfo: 'Basic Info',
  selectOffer: 'Select Offer',
  moreInfo: 'Provide More Info',
  linkIncome: 'Link Income Sources',
  verifyIdentity: 'Verify Identity',
  signDocuments: 'Sign Documents',
  talkToENotary: 'Talk to eNotary',
  scheduleNotary: 'Schedule Notary Session',
  funding: 'Funding',
};

/** Where a step stands against the current one. */
export type PortalStepState = 'complete' | 'current' | 'upcoming';

/** One step as the stepper draws it. */
export interface PortalStep {
  readonly index: number;
  readonly id: PortalStepId;
  readonly state: PortalStepState;
}

/** True for one of the nine progress values (exact, upper case). */
export function isPortalProgress(value: unknown): value is PortalProgress {
  return typeof value === 'string' && (PORTAL_PROGRESS_VALUES as readonly string[]).includes(value);
}

/** 0-based step of a progress value; an absent or unknown value is step 0 (the application has only started). */
export function portalStepIndex(progress: unknown): number {
  return isPortalProgress(progress) ? STEP_OF[progress] : 0;
}

/** The eight steps with their state: before the current one complete, the current one current, after it upcoming. Step 6 is 'scheduleNotary' when `manualNotary`, else 'talkToENotary'. */
export function portalSteps(progress: unknown, manualNotary: boolean): PortalStep[] {
  const current = portalStepIndex(progress);
  return STEP_IDS.map((id, index) => ({
    index,
    id: index === 6 && manualNotary ? 'scheduleNotary' : id,
    state: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
}
