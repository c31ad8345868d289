import { chakra, useSlotRecipe } from '@chakra-ui/react';
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
  const styles = useSlotRecipe({ recipe: radioCardSlotRecipe })();
  const enumOptions = options.enumOptions ?? [];
  const a11y = controlA11y(id, rawErrors, options.description ?? schema.description);
  const columns = typeof options.columns === 'number' ? `repeat(${options.columns}, 1fr)` : undefined;
  return (
    <chakra.fieldset id={id} css={styles.root} aria-describedby={a11y['aria-describedby']}>
      <chakra.legend css={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </chakra.legend>
      <chakra.div css={styles.items} gridTemplateColumns={columns}>
        {enumOptions.map((option, i) => (
          <chakra.label key={String(option.value)} css={styles.item} htmlFor={optionId(id, i)}>
            <chakra.input
              type="radio"
              id={optionId(id, i)}
              name={htmlName || id}
              value={String(i)}
              checked={option.value === value}
              disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
              autoFocus={autofocus && i === 0}
              aria-invalid={a11y['aria-invalid']}
              css={styles.control}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <chakra.span css={styles.text}>{option.label}</chakra.span>
          </chakra.label>
        ))}
      </chakra.div>
    </chakra.fieldset>
  );
}
