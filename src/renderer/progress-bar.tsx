import { cx, recipeClass, slotClasses } from './theme/styled';
import { progressSlotRecipe, srOnlyRecipe } from './theme/recipes';

export interface ProgressBarProps {
  /** Current value, 0..max. */
  value: number;
  max?: number;
  /** The accessible name, e.g. 'Application progress'. */
  label: string;
  /** Spoken value instead of the percentage, e.g. 'Step 2 of 7'. */
  valueText?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/** An accessible progress bar (role=progressbar with a label and value). */
export function ProgressBar({ value, max = 100, label, valueText, hideLabel = false }: ProgressBarProps) {
  const styles = slotClasses(progressSlotRecipe);
  const clamped = Math.min(Math.max(value, 0), max);
  const pct = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className={styles.root}>
      <span className={cx(styles.label, hideLabel && recipeClass(srOnlyRecipe))}>
        {label}
      </span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={styles.range} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
