// The widget registry of the production build (vite.config.ts swaps it in for ./index.ts): the
// same names and components, but widgets no first step uses are fetched when a step that uses
// them first renders (about 4 KB gzip off the first step). Keep in step with ./index.ts.
import type { RegistryWidgetsType, RJSFSchema, UiSchema, Widget, WidgetProps } from '@rjsf/utils';
import { deferred, type Deferred } from '../lazy';
import { RadioCardsWidget } from './radio-cards-widget';
import { EmailWidget, HiddenWidget, TextWidget } from './text-widget';

/** A deferred widget, typed for the registry. */
const lazyWidget = (load: () => Promise<Widget>) => deferred<WidgetProps>(load) as Deferred<WidgetProps> & Widget;

const ConsentWidget = lazyWidget(() => import('./consent-widget').then((m) => m.ConsentWidget));

export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  email: EmailWidget,
  select: lazyWidget(() => import('./select-widget').then((m) => m.SelectWidget)),
  phone: lazyWidget(() => import('./phone-widget').then((m) => m.PhoneWidget)),
  phoneCountry: lazyWidget(() => import('./phone-country-widget').then((m) => m.PhoneCountryWidget)),
  textarea: lazyWidget(() => import('./textarea-widget').then((m) => m.TextareaWidget)),
  money: lazyWidget(() => import('./money-widget').then((m) => m.MoneyWidget)),
  dob: lazyWidget(() => import('./dob-widget').then((m) => m.DobWidget)),
  password: lazyWidget(() => import('./password-widget').then((m) => m.PasswordWidget)),
  consent: ConsentWidget,
  checkbox: ConsentWidget,
  radioCards: RadioCardsWidget,
  radio: RadioCardsWidget,
  hidden: HiddenWidget,
  checkboxes: lazyWidget(() => import('./checkboxes-widget').then((m) => m.CheckboxesWidget)),
  contextChoice: lazyWidget(() => import('./context-choice-widget').then((m) => m.ContextChoiceWidget)),
  // notary/reserve-manual only: its code and the zone maths load with that page.
  slotPicker: lazyWidget(() => import('./slot-picker-widget').then((m) => m.SlotPickerWidget)),
  ssn: lazyWidget(() => import('./ssn-widget').then((m) => m.SsnWidget)),
  // Document pages only: the widget, its checks and the upload client load with them.
  fileUpload: lazyWidget(() => import('./file-upload-widget').then((m) => m.FileUploadWidget)),
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The widget names a (bundled, $ref-free) schema and its ui schema will ask the registry for. */
function widgetNames(schema: unknown, ui: unknown, out: Set<string>): Set<string> {
  if (!isNode(schema)) return out;
  const uiNode = isNode(ui) ? ui : {};
  const options = isNode(uiNode['ui:options']) ? uiNode['ui:options'] : {};
  const widget = uiNode['ui:widget'] ?? options['widget'];
  if (typeof widget === 'string') out.add(widget);
  // a custom field (the address) draws its own controls
  if (uiNode['ui:field'] !== undefined) return out;
  if (typeof widget !== 'string') {
    if (Array.isArray(schema['enum']) || Array.isArray(schema['oneOf']) || Array.isArray(schema['anyOf'])) out.add('select');
    else if (schema['type'] === 'boolean') out.add('checkbox');
  }
  for (const part of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[part];
    if (Array.isArray(list)) for (const s of list) widgetNames(s, ui, out);
  }
  const props = schema['properties'];
  if (isNode(props)) for (const [name, s] of Object.entries(props)) widgetNames(s, uiNode[name], out);
  return out;
}

/**
 * Null when every deferred widget the form will render is loaded; otherwise a promise that
 * loads them, so StepForm can wait for it instead of letting each widget suspend.
 */
export function widgetsReady(schema: RJSFSchema, uiSchema: UiSchema): Promise<void> | null {
  const missing = [...widgetNames(schema, uiSchema, new Set())]
    .map((name) => widgets[name] as Partial<Deferred<WidgetProps>> | undefined)
    .filter((w): w is Deferred<WidgetProps> => typeof w?.load === 'function' && !w.loaded);
  return missing.length ? Promise.all(missing.map((w) => w.load())).then(() => undefined) : null;
}
