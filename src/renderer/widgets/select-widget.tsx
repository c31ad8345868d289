import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { Select } from '../ui/primitives';
import { widgetA11y } from './widget-a11y';

/** `select`: a native <select> (the phone's own picker), options from enum/oneOf with ui:enumNames. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, registry } =
    props;
  const enumOptions = options.enumOptions ?? [];
  // Options are encoded by index so booleans and numbers round-trip exactly.
  const selected = enumOptions.findIndex((o) => o.value === value);
  const decode = (e: ChangeEvent<HTMLSelectElement>) =>
    e.target.value === '' ? options.emptyValue : enumOptions[Number(e.target.value)]?.value;
  return (
    <Select
      id={id}
      name={htmlName || id}
      value={selected === -1 ? '' : String(selected)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      {...widgetA11y(props)}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(decode(e))}
      onBlur={(e: ChangeEvent<HTMLSelectElement>) => onBlur(id, decode(e))}
      onFocus={(e: ChangeEvent<HTMLSelectElement>) => onFocus(id, decode(e))}
    >
      <option value="">{placeholder || chrome('renderer.select.placeholder', rendererContext(registry.formContext).t)}</option>
      {enumOptions.map((o, i) => (
        <option key={String(o.value)} value={String(i)} disabled={options.enumDisabled?.includes(o.value)}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
