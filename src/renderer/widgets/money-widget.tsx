import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { controlWrapSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';
import { Input } from '../ui/primitives';

const wrap = slotClasses(controlWrapSlotRecipe);
import { useFormattedInput } from './caret';
import { inputProps } from './widget-a11y';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Whole dollars typed as digits -> the number stored (undefined when empty); 15 digits at most,
 * so it stays exact. Cents are not taken (docs/decisions.md): a pasted '85,000.50' is 85000,
 * never 8500050.
 */
export function parseMoneyInput(text: string): number | undefined {
  const digits = (text.split('.')[0] ?? '').replace(/\D/g, '').slice(0, 15);
  return digits === '' ? undefined : Number(digits);
}

/** The stored number as shown: thousands separators, '' for no value. */
export function formatMoney(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? grouping.format(value) : '';
}

/**
 * `money`: whole dollars with thousands separators shown and a number stored; numeric keyboard.
 * ui:options.prefix: the visual currency sign (default '$'; '' for none).
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, value, placeholder, options, onChange, onBlur, onFocus } = props;
  const shown = formatMoney(value);
  const { ref, edit } = useFormattedInput();
  const prefix = typeof options.prefix === 'string' ? options.prefix : '$';
  return (
    <div className={wrap.root}>
      {prefix && (
        // The label already says what the amount is; the sign is decoration for sighted users.
        <span aria-hidden="true" className={wrap.prefix}>
          {prefix}
        </span>
      )}
      <Input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // Inline so it wins over the recipe's paddingInline shorthand (atomic class order).
        style={prefix ? { paddingInlineStart: '1.75rem' } : undefined}
        value={shown}
        placeholder={placeholder || undefined}
        {...inputProps(props)}
        onChange={(e) => onChange(parseMoneyInput(edit(e, shown)) ?? options.emptyValue)}
        onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, parseMoneyInput(e.target.value))}
        onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, parseMoneyInput(e.target.value))}
      />
    </div>
  );
}
