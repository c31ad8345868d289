import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { helpId, type DescriptionFieldProps, type FieldHelpProps, type TitleFieldProps } from '@rjsf/utils';
import { fieldSlotRecipe } from '../theme/recipes';

/** A group title as plain bold text: never a heading, so the page's h1/h2 order stays the app's. */
export function TitleField({ id, title }: TitleFieldProps) {
  return (
    <chakra.span id={id} fontWeight="semibold">
      {title}
    </chakra.span>
  );
}

/** A field or group description, rendered as text (tenant text is never HTML). */
export function DescriptionField({ id, description }: DescriptionFieldProps) {
  const styles = useSlotRecipe({ recipe: fieldSlotRecipe })();
  if (!description) return null;
  return (
    <chakra.p id={id} css={styles.description}>
      {description}
    </chakra.p>
  );
}

/** ui:help text under a field. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const styles = useSlotRecipe({ recipe: fieldSlotRecipe })();
  if (!help) return null;
  return (
    <chakra.p id={helpId(fieldPathId)} css={styles.description}>
      {help}
    </chakra.p>
  );
}
