import type { ChangeEvent, FocusEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { inputRecipe } from '../theme/recipes';
import { inputProps } from './widget-a11y';

const Textarea = chakra('textarea', inputRecipe);

/** `textarea`: a native multi-line field, 5 rows unless ui:options.rows says otherwise (seed 001 §2 shared kit). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, options, placeholder, onChange, onBlur, onFocus } = props;
  const rows = typeof options.rows === 'number' ? options.rows : 5;
  return (
    <Textarea
      {...inputProps(props)}
      rows={rows}
      py="2"
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder || undefined}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e: FocusEvent<HTMLTextAreaElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLTextAreaElement>) => onFocus(id, e.target.value)}
    />
  );
}
