import { slotClasses } from '../theme/styled';
import type { WidgetProps } from '@rjsf/utils';
import { controlA11y } from '../a11y';
import { rendererContext } from '../form-context';
import { RequiredMark } from '../templates/field-template';
import { radioCardSlotRecipe } from '../theme/recipes';
import { fillTitle } from '../templates/object-field-template';

/** ui:options of `contextChoice`. */
export interface ContextChoiceOptions {
  /** Context path of the list to choose from (e.g. application.propertyCandidates). */
  choicesFrom: string;
  /** Key of each item stored as the answer (e.g. uuid). */
  valueKey: string;
  /** Each choice's label with {key} placeholders from the item (e.g. '{street1}, {city}, {state} {zip}'). */
  labelTemplate: string;
}

/** The choices of a server list: value and label of each item that has a string or number value. */
export function contextChoices(list: unknown, valueKey: string, labelTemplate: string): { value: string; label: string }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const v = item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[valueKey] : undefined;
    return typeof v === 'string' || typeof v === 'number' ? [{ value: String(v), label: fillTitle(labelTemplate, item) || String(v) }] : [];
  });
}

/**
 * `contextChoice`: one of a list the server sent (a property among several found, an account),
 * as radio cards; the list comes from the page context (ui:options.choicesFrom through
 * formContext.readContext), not from the schema, so it is never stale in a definition. The answer
 * is the chosen item's ui:options.valueKey. A fieldset + legend of native radios.
 */
export function ContextChoiceWidget(props: WidgetProps) {
  const { id, htmlName, value, label, required, disabled, readonly, autofocus, options, schema, rawErrors, registry, onChange, onBlur, onFocus } = props;
  const styles = slotClasses(radioCardSlotRecipe);
  const opts = options as unknown as Partial<ContextChoiceOptions>;
  const ctx = rendererContext(registry.formContext);
  const list = opts.choicesFrom && ctx.readContext ? ctx.readContext(opts.choicesFrom) : undefined;
  const choices = contextChoices(list, opts.valueKey ?? 'uuid', opts.labelTemplate ?? `{${opts.valueKey ?? 'uuid'}}`);
  const a11y = controlA11y(id, rawErrors, options.description ?? schema.description);
  return (
    <fieldset id={id} className={styles.root} aria-describedby={a11y['aria-describedby']}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={styles.items} style={{ gridTemplateColumns: '1fr' }}>
        {choices.map((c, i) => (
          <label key={c.value} className={styles.item} htmlFor={`${id}-${i}`}>
            <input
              type="radio"
              id={`${id}-${i}`}
              name={htmlName || id}
              value={c.value}
              checked={value === c.value}
              disabled={disabled || readonly}
              autoFocus={autofocus && i === 0}
              aria-invalid={a11y['aria-invalid']}
              className={styles.control}
              onChange={() => onChange(c.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span className={styles.text}>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
