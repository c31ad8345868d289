// Everything a form will render, fetched ahead: the deferred widgets (widgets/deferred.ts) and
// the deferred fields (rjsf/fields-deferred.ts: bank account, offer choice, lists). StepForm
// waits for the widgets itself; a page about to open calls this so neither waits after it opens.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formFieldNames, formWidgetNames } from '../engine/form-parts';
import { fields } from './rjsf/default-registry';
import { namedWidgetsReady } from './widgets';

type Loadable = { load?: () => Promise<void>; loaded?: boolean };

/** Null when the form's deferred widgets and fields are loaded; else a promise that loads them (never rejects). */
export function formReady(schema: RJSFSchema, uiSchema: UiSchema): Promise<void> | null {
  return formPartsReady(formWidgetNames(schema, uiSchema), formFieldNames(schema, uiSchema));
}

/** formReady for the widgets and fields named; unknown names are skipped. */
export function formPartsReady(widgetNames: Iterable<string>, fieldNames: Iterable<string>): Promise<void> | null {
  const pending: Promise<unknown>[] = [];
  const widgets = namedWidgetsReady(widgetNames);
  if (widgets) pending.push(widgets);
  for (const name of fieldNames) {
    const field = fields[name] as Loadable | undefined;
    if (typeof field?.load === 'function' && !field.loaded) pending.push(field.load());
  }
  return pending.length ? Promise.allSettled(pending).then(() => undefined) : null;
}
