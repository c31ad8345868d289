// Everything a form will render, fetched ahead: the deferred widgets (widgets/deferred.ts) and
// the deferred fields (rjsf/fields-deferred.ts: bank account, offer choice, lists). StepForm
// waits for the widgets itself; a page about to open calls this so neither waits after it opens.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fields } from './rjsf/default-registry';
import { widgetsReady } from './widgets';

type Loadable = { load?: () => Promise<void>; loaded?: boolean };
const isNode = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Field names a ui schema asks for (`ui:field`), and ArrayField when the schema has a list. */
function fieldNames(schema: unknown, ui: unknown, out: Set<string>): Set<string> {
  if (isNode(ui)) {
    for (const [k, v] of Object.entries(ui)) {
      if (k === 'ui:field' && typeof v === 'string') out.add(v);
      else fieldNames(undefined, v, out);
    }
  }
  if (isNode(schema)) {
    if (schema['type'] === 'array') out.add('ArrayField');
    for (const v of Object.values(schema)) if (isNode(v)) fieldNames(v, undefined, out);
  }
  return out;
}

/** Null when the form's deferred widgets and fields are loaded; else a promise that loads them (never rejects). */
export function formReady(schema: RJSFSchema, uiSchema: UiSchema): Promise<void> | null {
  const pending: Promise<unknown>[] = [];
  const widgets = widgetsReady(schema, uiSchema);
  if (widgets) pending.push(widgets);
  for (const name of fieldNames(schema, uiSchema, new Set())) {
    const field = fields[name] as Loadable | undefined;
    if (typeof field?.load === 'function' && !field.loaded) pending.push(field.load());
  }
  return pending.length ? Promise.allSettled(pending).then(() => undefined) : null;
}
