import { slotClasses } from '../theme/styled';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { controlA11y } from '../a11y';
import { RequiredMark } from '../templates/field-template';
import { radioCardSlotRecipe } from '../theme/recipes';

/** Options of `checkboxes` in ui:options. */
interface CheckboxOptions {
  /** Values that stand alone: ticking one clears the others, ticking another clears it ('I do not wish to provide'). */
  exclusive?: string[] | undefined;
  /** Sub-choices shown indented under a parent while it is ticked (HMDA 'Asian' -> 'Chinese', ...). */
  children?: Record<string, string[]> | undefined;
}

/** The next selection after ticking or unticking `value`: exclusive values clear the rest, an untick clears the children. */
export function nextSelection(current: readonly unknown[], value: unknown, checked: boolean, opts: CheckboxOptions): unknown[] {
  const exclusive = opts.exclusive ?? [];
  if (!checked) {
    const kids = opts.children?.[String(value)] ?? [];
    return current.filter((v) => v !== value && !kids.includes(String(v)));
  }
  if (exclusive.includes(String(value))) return [value];
  return [...current.filter((v) => !exclusive.includes(String(v))), value];
}

/**
 * `checkboxes`: a multi-select for an array of enum strings (uniqueItems), as a fieldset of native
 * checkboxes with a legend; labels from ui:enumNames. ui:options.exclusive and .children as above.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, autofocus, options, schema, rawErrors, onChange, onBlur, onFocus } = props;
  const styles = slotClasses(radioCardSlotRecipe);
  const opts: CheckboxOptions = { exclusive: options['exclusive'] as string[] | undefined, children: options['children'] as Record<string, string[]> | undefined };
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const enumOptions = options.enumOptions ?? [];
  const childOf = new Map<string, string>();
  for (const [parent, kids] of Object.entries(opts.children ?? {})) for (const k of kids) childOf.set(k, parent);
  const a11y = controlA11y(id, rawErrors, options.description ?? schema.description);
  return (
    <fieldset id={id} className={styles.root} aria-describedby={a11y['aria-describedby']}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {/* One column: demographic labels are long, and a phone shows one per line anyway. */}
      <div className={styles.items} style={{ gridTemplateColumns: '1fr' }}>
        {enumOptions.map((option, i) => {
          const parent = childOf.get(String(option.value));
          // A sub-choice shows only while its parent is ticked.
          if (parent !== undefined && !selected.includes(parent)) return null;
          return (
            <label key={String(option.value)} className={styles.item} htmlFor={optionId(id, i)} style={parent !== undefined ? { marginLeft: '1.75rem' } : undefined}>
              <input
                type="checkbox"
                id={optionId(id, i)}
                name={`${props.htmlName || id}-${i}`}
                checked={selected.includes(option.value)}
                disabled={disabled || readonly}
                autoFocus={autofocus && i === 0}
                aria-invalid={a11y['aria-invalid']}
                className={styles.control}
                onChange={(e) => onChange(nextSelection(selected, option.value, e.target.checked, opts))}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <span className={styles.text}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
