import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { controlNoteRecipe } from '../theme/recipes';
import { recipeClass } from '../theme/styled';
import { Textarea } from '../ui/primitives';
import { inputProps } from './widget-a11y';

/** Rows of a textarea unless ui:options.rows says otherwise (seed 001 §2 shared kit). */
export const TEXTAREA_DEFAULT_ROWS = 5;

/**
 * `textarea`: a multi-line input, 5 rows by default (ui:options.rows). With a schema maxLength
 * it shows 'n of max characters' under the field (linked by aria-describedby). It never cuts
 * what is typed or pasted: the schema's maxLength message says when it is too long, and nothing
 * the applicant wrote is lost.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, placeholder, options, schema, registry, onChange, onBlur, onFocus } = props;
  const { t } = rendererContext(registry.formContext);
  const text = typeof value === 'string' ? value : '';
  const rows = typeof options.rows === 'number' && options.rows > 0 ? options.rows : TEXTAREA_DEFAULT_ROWS;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const a11y = inputProps(props);
  const countId = `${id}__count`;
  const describedBy = [a11y['aria-describedby'], max !== undefined ? countId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Textarea
        {...a11y}
        aria-describedby={describedBy}
        rows={rows}
        value={text}
        placeholder={placeholder || undefined}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={(e: FocusEvent<HTMLTextAreaElement>) => onBlur(id, e.target.value)}
        onFocus={(e: FocusEvent<HTMLTextAreaElement>) => onFocus(id, e.target.value)}
      />
      {max !== undefined ? (
        <p id={countId} className={recipeClass(controlNoteRecipe)}>
          {chrome('renderer.textarea.count', t, { n: text.length, max })}
        </p>
      ) : null}
    </>
  );
}
