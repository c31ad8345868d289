import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formatPhone } from '../../domain';
import { Input } from '../ui/primitives';
import { useFormattedInput } from './caret';
import { inputProps } from './widget-a11y';

/** `phone`: formats to (xxx) xxx-xxxx while typing and stores that text; tel keyboard, autocomplete tel-national. */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus } = props;
  const shown = typeof value === 'string' ? value : '';
  const { ref, edit } = useFormattedInput();
  return (
    <Input
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={shown}
      placeholder={placeholder || undefined}
      {...inputProps(props)}
      onChange={(e) => {
        const formatted = formatPhone(edit(e, shown));
        onChange(formatted === '' ? undefined : formatted);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
    />
  );
}
