import { slotClasses } from '../theme/styled';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { controlA11y } from '../a11y';
import { RequiredMark } from '../templates/field-template';
import { radioCardSlotRecipe } from '../theme/recipes';

/**
 * `radioCards` (also `radio`): large tappable cards for an enum or boolean, labels from
 * ui:enumNames or oneOf titles. A fieldset + legend of native radios, so arrow keys, Space
 * and screen readers work without script. ui:options.columns: fixed number of columns.
 */
export function RadioCardsWidget(props: WidgetProps) {
  const { id, htmlName, value, label, required, disabled, readonly, autofocus, options, schema, rawErrors } = props;
  const { onChange, onBlur, onFocus } = props;
  const styles = slotClasses(radioCardSlotRecipe);
  const enumOptions = options.enumOptions ?? [];
  const a11y = controlA11y(id, rawErrors, options.description ?? schema.description);
  const columns = typeof options.columns === 'number' ? `repeat(${options.columns}, 1fr)` : undefined;
  return (
    <fieldset id={id} className={styles.root} aria-describedby={a11y['aria-describedby']}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={styles.items} style={columns ? { gridTemplateColumns: columns } : undefined}>
        {enumOptions.map((option, i) => (
          <label key={String(option.value)} className={styles.item} htmlFor={optionId(id, i)}>
            <input
              type="radio"
              id={optionId(id, i)}
              name={htmlName || id}
              value={String(i)}
              checked={option.value === value}
              disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
              autoFocus={autofocus && i === 0}
              aria-invalid={a11y['aria-invalid']}
              className={styles.control}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
