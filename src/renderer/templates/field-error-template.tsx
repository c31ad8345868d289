import { slotClasses } from '../theme/styled';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { fieldSlotRecipe } from '../theme/recipes';

/** The inline message under a field: its first error only, the same words the error summary links. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const styles = slotClasses(fieldSlotRecipe);
  const first = errors?.find(Boolean);
  if (!first) return null;
  return (
    <p id={errorId(fieldPathId)} className={styles.error}>
      {first}
    </p>
  );
}
