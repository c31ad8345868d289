import { useState, type FocusEvent } from 'react';
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
 * never 8500050. A minus before the first digit keeps the sign ('-5' is -5), so the schema's
 * minimum answers it ('Must be at least $0') instead of the amount silently turning positive.
 */
export function parseMoneyInput(text: string): number | undefined {
  const whole = text.split('.')[0] ?? '';
  const digits = whole.replace(/\D/g, '').slice(0, 15);
  if (digits === '') return undefined;
  return startsNegative(whole) ? -Number(digits) : Number(digits);
}

/** A '-' before the first digit ('-5', '$-5', '-$5'). */
const startsNegative = (text: string): boolean => /^[^\d]*-/.test(text);

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
  // A lone '-' has no number yet: kept on screen so the digits typed next make a negative amount.
  const [minus, setMinus] = useState(false);
  const shown = minus && value === undefined ? '-' : formatMoney(value);
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
        onChange={(e) => {
          const text = edit(e, shown);
          const amount = parseMoneyInput(text);
          setMinus(amount === undefined && startsNegative(text));
          onChange(amount ?? options.emptyValue);
        }}
        onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, parseMoneyInput(e.target.value))}
        onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, parseMoneyInput(e.target.value))}
      />
    </div>
  );
}
