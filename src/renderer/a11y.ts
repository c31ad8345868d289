// Wiring between labels, descriptions, inline errors and the error summary. Ids follow rjsf:
// `<field id>__description`, `<field id>__error`, field ids `<idPrefix>_<path joined by _>`.
import { descriptionId, errorId } from '@rjsf/utils';

/** aria-describedby for a control: only ids that are rendered, so no reference dangles. */
export function describedBy(id: string, hasDescription: boolean, hasError: boolean): string | undefined {
  const ids = [hasDescription && descriptionId(id), hasError && errorId(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The aria props of a control from its rjsf state: invalid only once a message is shown. */
export function controlA11y(
  id: string,
  rawErrors: readonly string[] | undefined,
  description: unknown,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const hasError = (rawErrors?.length ?? 0) > 0;
  const by = describedBy(id, Boolean(description), hasError);
  return { ...(hasError ? { 'aria-invalid': true as const } : {}), ...(by ? { 'aria-describedby': by } : {}) };
}

/** The DOM id of the field an rjsf error property ('.a.b' or 'a.b') points at. */
export function fieldDomId(idPrefix: string, property: string | undefined, separator = '_'): string {
  const parts = (property ?? '').split('.').filter(Boolean);
  return [idPrefix, ...parts].join(separator);
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Focuses the control behind a field id: the element itself when focusable, else its checked
 * radio or first control, else the nearest rendered ancestor field (e.g. the address
 * typeahead when its manual fields are collapsed). Returns whether something took focus.
 */
export function focusField(id: string, doc: Document = document, separator = '_'): boolean {
  let candidate = id;
  while (candidate) {
    const el = doc.getElementById(candidate);
    if (el) {
      const target = el.matches(FOCUSABLE)
        ? el
        : (el.querySelector<HTMLElement>('input:checked') ?? el.querySelector<HTMLElement>(FOCUSABLE));
      if (target) {
        target.focus();
        target.scrollIntoView?.({ block: 'center' });
        return true;
      }
    }
    const cut = candidate.lastIndexOf(separator);
    candidate = cut > 0 ? candidate.slice(0, cut) : '';
  }
  return false;
}
