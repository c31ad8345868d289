import { slotClasses } from '../theme/styled';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { fieldSlotRecipe } from '../theme/recipes';
import { SELF_LABELLED_WIDGETS } from '../widgets/self-labelled';

/** Wraps one field: visible label with required marker, description, the control, inline error. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, description, rawDescription, hidden, required, displayLabel, uiSchema, schema } =
    props;
  const styles = slotClasses(fieldSlotRecipe);
  // Hidden fields (ui:widget hidden, or StepForm's hiddenFields) render nothing; their values stay in formData.
  if (hidden) return null;
  // Objects (and custom fields such as the address) lay out and report their own parts.
  if (schema.type === 'object') return children;
  const widget = getUiOptions(uiSchema).widget;
  const selfLabelled = typeof widget === 'string' && SELF_LABELLED_WIDGETS.has(widget);
  return (
    <div className={styles.root} data-field={id}>
      {displayLabel && !selfLabelled && (
        <label htmlFor={id} className={styles.label}>
          {label}
          {required && <RequiredMark />}
        </label>
      )}
      {rawDescription ? description : null}
      {children}
      {errors}
    </div>
  );
}

/** The visual required marker; the control itself carries aria-required, so this is hidden from screen readers. */
export function RequiredMark() {
  const styles = slotClasses(fieldSlotRecipe);
  return (
    <span aria-hidden="true" className={styles.required}>
      *
    </span>
  );
}

/**
 * A field made of parts (bank account, e-signature): a fieldset whose legend is the field's title
 * with the required mark, and under it the error about the value as a whole (the parts carry their own).
 */
export function PartsFieldset({ id, rootClass, legendClass, title, required, objectError, children }: {
  id: string;
  rootClass: string;
  legendClass: string;
  title: ReactNode;
  required: boolean | undefined;
  objectError: string | undefined;
  children: ReactNode;
}) {
  const styles = slotClasses(fieldSlotRecipe);
  return (
    <fieldset id={id} className={rootClass} aria-describedby={objectError ? `${id}__error` : undefined}>
      <legend className={legendClass}>
        {title}
        {required && <RequiredMark />}
      </legend>
      {objectError && (
        <p id={`${id}__error`} className={styles.error}>
          {objectError}
        </p>
      )}
      {children}
    </fieldset>
  );
}
