/** Widgets that render their own label or legend, so FieldTemplate must not add a <label>. */
export const SELF_LABELLED_WIDGETS: ReadonlySet<string> = new Set(['radioCards', 'radio', 'consent', 'checkbox', 'checkboxes', 'contextChoice', 'fileUpload', 'slotPicker']);
