import type { ChangeEvent, FocusEvent } from 'react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { controlA11y } from '../a11y';
import { Input } from '../ui/primitives';

/** A native <input> for text, email and number schemas; ui:options autocomplete and inputMode pass through. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride } = props;
  const { options, schema, rawErrors, type, placeholder, required } = props;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const inputMode = typeof options.inputMode === 'string' ? options.inputMode : undefined;
  return (
    <Input
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={shown}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-required={required || undefined}
      inputMode={inputMode as React.HTMLAttributes<HTMLInputElement>['inputMode']}
      {...controlA11y(id, rawErrors, options.description ?? schema.description)}
      onChange={
        onChangeOverride ??
        ((e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value))
      }
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
    />
  );
}
