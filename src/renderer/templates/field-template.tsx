import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { fieldSlotRecipe } from '../theme/recipes';
import { SELF_LABELLED_WIDGETS } from '../widgets/self-labelled';

/** Wraps one field: visible label with required marker, description, the control, inline error. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, description, rawDescription, hidden, required, displayLabel, uiSchema, schema } =
    props;
  const styles = useSlotRecipe({ recipe: fieldSlotRecipe })();
  // Hidden fields (ui:widget hidden, or StepForm's hiddenFields) render nothing; their values stay in formData.
  if (hidden) return null;
  // Objects (and custom fields such as the address) lay out and report their own parts.
  if (schema.type === 'object') return children;
  const widget = getUiOptions(uiSchema).widget;
  const selfLabelled = typeof widget === 'string' && SELF_LABELLED_WIDGETS.has(widget);
  return (
    <chakra.div css={styles.root} data-field={id}>
      {displayLabel && !selfLabelled && (
        <chakra.label htmlFor={id} css={styles.label}>
          {label}
          {required && <RequiredMark />}
        </chakra.label>
      )}
      {rawDescription ? description : null}
      {children}
      {errors}
    </chakra.div>
  );
}

/** The visual required marker; the control itself carries aria-required, so this is hidden from screen readers. */
export function RequiredMark() {
  const styles = useSlotRecipe({ recipe: fieldSlotRecipe })();
  return (
    <chakra.span aria-hidden="true" css={styles.required}>
      *
    </chakra.span>
  );
}
