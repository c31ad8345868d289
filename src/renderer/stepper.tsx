import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { chrome, type Translate } from './chrome-text';
import { stepperSlotRecipe } from './theme/recipes';

export type StepStatus = 'INITIAL' | 'IN_PROGRESS' | 'COMPLETE';

/** A stepper group (e.g. Property Info) with its sub-steps, labels already translated. */
export interface StepperGroup {
  id: string;
  label: string;
  status: StepStatus;
  steps: { id: string; label: string; status: StepStatus }[];
}

export interface StepperProps {
  groups: StepperGroup[];
  /** Accessible name of the list, e.g. 'Registration progress'. */
  label: string;
  t?: Translate;
}

const STATUS_KEY = {
  INITIAL: 'renderer.stepper.notStarted',
  IN_PROGRESS: 'renderer.stepper.current',
  COMPLETE: 'renderer.stepper.complete',
} as const;

/** The registration stepper: groups with sub-steps; status is spoken, not only drawn; the current step has aria-current. */
export function Stepper({ groups, label, t }: StepperProps) {
  const styles = useSlotRecipe({ recipe: stepperSlotRecipe })();
  return (
    <chakra.ol aria-label={label} css={styles.root}>
      {groups.map((g, i) => (
        <chakra.li key={g.id} css={styles.group} aria-current={g.status === 'IN_PROGRESS' ? 'step' : undefined}>
          <chakra.span css={styles.groupLabel}>
            <chakra.span aria-hidden="true" css={styles.marker} data-status={g.status}>
              {g.status === 'COMPLETE' ? '✓' : i + 1}
            </chakra.span>
            {g.label}
            <chakra.span srOnly>, {chrome(STATUS_KEY[g.status], t)}</chakra.span>
          </chakra.span>
          {g.steps.length > 0 && (
            <chakra.ol css={styles.steps}>
              {g.steps.map((s) => (
                <chakra.li
                  key={s.id}
                  css={styles.step}
                  data-status={s.status}
                  aria-current={s.status === 'IN_PROGRESS' ? 'step' : undefined}
                >
                  {s.label}
                  <chakra.span srOnly>, {chrome(STATUS_KEY[s.status], t)}</chakra.span>
                </chakra.li>
              ))}
            </chakra.ol>
          )}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}
