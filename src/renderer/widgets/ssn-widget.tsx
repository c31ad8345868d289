import { useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatSsn, maskSsn, ssnDigits } from '../../domain/ssn';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { passwordSlotRecipe, srOnlyRecipe } from '../theme/recipes';
import { recipeClass, slotClasses } from '../theme/styled';
import { Button, Input } from '../ui/primitives';
import { useFormattedInput } from './caret';
import { widgetA11y } from './widget-a11y';

/**
 * `ssn`: a Social Security number. Masked as typed (a password input; Show reveals it while
 * the applicant is in the field), formatted 123-45-6789, a numeric keypad on phones, pasting
 * '123-45-6789' works. Stores the digits ('123456789'; a partial entry as its digits, so the
 * schema's message shows), undefined when empty. Once the field is left only the last four
 * show ('•••-••-6789') and Show is turned off again.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, disabled, readonly, autofocus, registry, onChange, onBlur, onFocus } = props;
  const { t } = rendererContext(registry.formContext);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  const { ref, edit } = useFormattedInput();
  const digits = typeof value === 'string' ? ssnDigits(value) : '';
  const formatted = formatSsn(digits);
  // Out of the field (and not revealed): the masked form, in a text input so the last four read.
  const masked = !focused && !visible && digits !== '';
  const a11y = widgetA11y(props);
  const hintId = `${id}__masked`;
  const describedBy = [a11y['aria-describedby'], masked && digits.length === 9 ? hintId : undefined].filter(Boolean).join(' ');

  /** Focus left both the input and the Show button: hide the number again. */
  const leaveGroup = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setVisible(false);
  };

  return (
    <div className={slotClasses(passwordSlotRecipe).row} onBlur={leaveGroup}>
      <Input
        ref={ref}
        id={id}
        name={htmlName || id}
        type={masked || visible ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={masked ? maskSsn(digits) : formatted}
        placeholder={placeholder || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        {...a11y}
        aria-describedby={describedBy || undefined}
        onChange={(e) => {
          const next = ssnDigits(edit(e, formatted));
          onChange(next === '' ? props.options.emptyValue : next);
        }}
        onFocus={(e: FocusEvent<HTMLInputElement>) => {
          setFocused(true);
          onFocus(id, digits);
          // The masked text is replaced by the number: put the caret at its end.
          const el = e.currentTarget;
          requestAnimationFrame(() => el.setSelectionRange?.(el.value.length, el.value.length));
        }}
        onBlur={() => {
          setFocused(false);
          onBlur(id, digits);
        }}
      />
      {masked && digits.length === 9 && (
        <span id={hintId} className={recipeClass(srOnlyRecipe)}>
          {chrome('renderer.ssn.endsIn', t, { last4: digits.slice(5) })}
        </span>
      )}
      <Button
        type="button"
        variant="outline"
        aria-controls={id}
        aria-label={chrome(visible ? 'renderer.ssn.hideLabel' : 'renderer.ssn.showLabel', t)}
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
      >
        {chrome(visible ? 'renderer.password.hide' : 'renderer.password.show', t)}
      </Button>
    </div>
  );
}
