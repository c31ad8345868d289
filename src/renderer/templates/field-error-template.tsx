import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { fieldSlotRecipe } from '../theme/recipes';

/** The inline message under a field: its first error only, the same words the error summary links. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const styles = useSlotRecipe({ recipe: fieldSlotRecipe })();
  const first = errors?.find(Boolean);
  if (!first) return null;
  return (
    <chakra.p id={errorId(fieldPathId)} css={styles.error}>
      {first}
    </chakra.p>
  );
}
