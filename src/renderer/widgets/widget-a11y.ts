import type { WidgetProps } from '@rjsf/utils';
import { controlA11y } from '../a11y';

/** The aria props every widget's control carries: invalid, described by its description and message, required. */
export function widgetA11y({ id, rawErrors, options, schema, required }: WidgetProps) {
  return {
    ...controlA11y(id, rawErrors, options.description ?? schema.description),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}
