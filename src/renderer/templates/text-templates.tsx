import { slotClasses } from '../theme/styled';
import { helpId, type DescriptionFieldProps, type FieldHelpProps, type TitleFieldProps } from '@rjsf/utils';
import { fieldSlotRecipe, groupSlotRecipe } from '../theme/recipes';

/** A group title as plain bold text: never a heading, so the page's h1/h2 order stays the app's. */
export function TitleField({ id, title }: TitleFieldProps) {
  return (
    <span id={id} className={slotClasses(groupSlotRecipe).title}>
      {title}
    </span>
  );
}

/** A field or group description, rendered as text (tenant text is never HTML). */
export function DescriptionField({ id, description }: DescriptionFieldProps) {
  const styles = slotClasses(fieldSlotRecipe);
  if (!description) return null;
  return (
    <p id={id} className={styles.description}>
      {description}
    </p>
  );
}

/** ui:help text under a field. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const styles = slotClasses(fieldSlotRecipe);
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className={styles.description}>
      {help}
    </p>
  );
}
