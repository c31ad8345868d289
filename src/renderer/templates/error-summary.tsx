import type { MouseEvent } from 'react';
import { slotClasses } from '../theme/styled';
import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import { fieldDomId, focusField } from '../a11y';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { errorSummarySlotRecipe } from '../theme/recipes';

/** The id of a form's error summary, so StepForm can move focus to it after a failed Continue. */
export function errorSummaryId(idPrefix: string): string {
  return `${idPrefix}__error-summary`;
}

/** The top-level field an error belongs to ('.propertyAddress.zip' -> 'propertyAddress'). */
function topField(property: string | undefined): string {
  return (property ?? '').split('.').filter(Boolean)[0] ?? '';
}

/**
 * First error per top-level field, in form order: an empty address gives one 'Required', not
 * one per hidden part. The summary and the inline message show the same words.
 */
export function summaryItems(errors: readonly RJSFValidationError[]): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = topField(e.property);
    if (!e.message || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The field's label from the ui schema, so 'Required' in the summary says which field. */
function labelOf(uiSchema: ErrorListProps['uiSchema'], property: string | undefined): string | undefined {
  const node = (uiSchema as Record<string, { 'ui:title'?: unknown; 'ui:options'?: { links?: { text?: unknown }[] } } | undefined> | undefined)?.[
    topField(property)
  ];
  const title = node?.['ui:title'];
  if (typeof title !== 'string' || !title) return undefined;
  // Consent labels place their links with {0}, {1}; the summary names them as plain text.
  const links = node?.['ui:options']?.links ?? [];
  const text = title.replace(/\{(\d+)\}/g, (m, i: string) => {
    const link = links[Number(i)]?.text;
    return typeof link === 'string' ? link : m;
  });
  return text.replace(/[*.:\s]+$/, '');
}

/** Orders errors as the fields appear on the page (ajv reports them in schema-walk order). */
function inFormOrder(errors: RJSFValidationError[], uiSchema: ErrorListProps['uiSchema']): RJSFValidationError[] {
  const order = (uiSchema as { 'ui:order'?: unknown } | undefined)?.['ui:order'];
  if (!Array.isArray(order)) return errors;
  const rank = (e: RJSFValidationError) => {
    const i = order.indexOf(topField(e.property));
    return i === -1 ? order.length : i;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b));
}

/**
 * rjsf's ErrorListTemplate as an error summary: heading 'There is a problem', one link per
 * field to `#<field id>` that focuses the field. role=alert, not a landmark.
 */
export function ErrorSummary({ errors, registry, uiSchema }: ErrorListProps) {
  const styles = slotClasses(errorSummarySlotRecipe);
  const { t } = rendererContext(registry.formContext);
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  const id = errorSummaryId(idPrefix);
  const items = inFormOrder(summaryItems(errors), uiSchema);
  if (items.length === 0) return null;
  return (
    <div id={id} tabIndex={-1} role="alert" aria-labelledby={`${id}-title`} className={styles.root}>
      <h2 id={`${id}-title`} className={styles.title}>
        {chrome('renderer.errorSummary.title', t)}
      </h2>
      <ul className={styles.list}>
        {items.map((error, i) => {
          const hasField = (error.property ?? '').split('.').some(Boolean);
          const target = fieldDomId(idPrefix, error.property, idSeparator);
          const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
            // The hash jump alone scrolls without focusing; focus the control (or its nearest rendered field).
            if (focusField(target, document, idSeparator)) e.preventDefault();
          };
          return (
            <li key={`${error.property ?? ''}-${i}`}>
              {hasField ? (
                <a href={`#${target}`} className={styles.link} onClick={onClick}>
                  {labelOf(uiSchema, error.property) ? `${labelOf(uiSchema, error.property)}: ${error.message}` : error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
