import type { MouseEvent } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import { fieldDomId, focusField } from '../a11y';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { errorSummarySlotRecipe } from '../theme/recipes';

/** The id of a form's error summary, so StepForm can move focus to it after a failed Continue. */
export function errorSummaryId(idPrefix: string): string {
  return `${idPrefix}__error-summary`;
}

/** First error per field, in form order: the summary and the inline message show the same words. */
export function summaryItems(errors: readonly RJSFValidationError[]): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = e.property ?? '';
    if (!e.message || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * rjsf's ErrorListTemplate as an error summary: heading 'There is a problem', one link per
 * field to `#<field id>` that focuses the field. role=alert, not a landmark.
 */
export function ErrorSummary({ errors, registry }: ErrorListProps) {
  const styles = useSlotRecipe({ recipe: errorSummarySlotRecipe })();
  const { t } = rendererContext(registry.formContext);
  const { idPrefix, idSeparator } = registry.globalFormOptions;
  const id = errorSummaryId(idPrefix);
  const items = summaryItems(errors);
  if (items.length === 0) return null;
  return (
    <chakra.div id={id} tabIndex={-1} role="alert" aria-labelledby={`${id}-title`} css={styles.root}>
      <chakra.h2 id={`${id}-title`} css={styles.title}>
        {chrome('renderer.errorSummary.title', t)}
      </chakra.h2>
      <chakra.ul css={styles.list}>
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
                <chakra.a href={`#${target}`} css={styles.link} onClick={onClick}>
                  {error.message}
                </chakra.a>
              ) : (
                error.message
              )}
            </li>
          );
        })}
      </chakra.ul>
    </chakra.div>
  );
}
