import type { WidgetProps } from '@rjsf/utils';
import { controlA11y } from '../a11y';

/** The aria props every widget's control carries: invalid, described by its description and message, required. */
export function widgetA11y({ id, rawErrors, options, schema, required }: WidgetProps) {
  return {
    ...controlA11y(id, rawErrors, options.description ?? schema.description),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}

/** The props every text-like control shares: id, form name, disabled/read-only/autofocus and the aria props. */
export function inputProps(props: WidgetProps) {
  return {
    id: props.id,
    name: props.htmlName || props.id,
    disabled: props.disabled,
    readOnly: props.readonly,
    autoFocus: props.autofocus,
    ...widgetA11y(props),
  };
}
