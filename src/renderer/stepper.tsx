import { recipeClass, slotClasses } from './theme/styled';
import { chrome, type Translate } from './chrome-text';
import { srOnlyRecipe, stepperSlotRecipe } from './theme/recipes';

const srOnly = recipeClass(srOnlyRecipe);

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
  const styles = slotClasses(stepperSlotRecipe);
  return (
    <ol aria-label={label} className={styles.root}>
      {groups.map((g, i) => (
        <li key={g.id} className={styles.group} aria-current={g.status === 'IN_PROGRESS' ? 'step' : undefined}>
          <span className={styles.groupLabel}>
            <span aria-hidden="true" className={styles.marker} data-status={g.status}>
              {g.status === 'COMPLETE' ? '✓' : i + 1}
            </span>
            {g.label}
            <span className={srOnly}>, {chrome(STATUS_KEY[g.status], t)}</span>
          </span>
          {g.steps.length > 0 && (
            <ol className={styles.steps}>
              {g.steps.map((s) => (
                <li
                  key={s.id}
                  className={styles.step}
                  data-status={s.status}
                  aria-current={s.status === 'IN_PROGRESS' ? 'step' : undefined}
                >
                  {s.label}
                  <span className={srOnly}>, {chrome(STATUS_KEY[s.status], t)}</span>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
