// The widget registry of the production build (vite.config.ts swaps it in for ./index.ts): the
// same names and components, but widgets no first step uses are fetched when a step that uses
// them first renders (about 4 KB gzip off the first step). Keep in step with ./index.ts.
import type { RegistryWidgetsType, RJSFSchema, UiSchema, Widget, WidgetProps } from '@rjsf/utils';
import { formWidgetNames } from '../../engine/form-widgets';
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

/**
 * Null when every deferred widget the form will render is loaded; otherwise a promise that
 * loads them, so StepForm can wait for it instead of letting each widget suspend.
 */
export function widgetsReady(schema: RJSFSchema, uiSchema: UiSchema): Promise<void> | null {
  const missing = [...formWidgetNames(schema, uiSchema)]
    .map((name) => widgets[name] as Partial<Deferred<WidgetProps>> | undefined)
    .filter((w): w is Deferred<WidgetProps> => typeof w?.load === 'function' && !w.loaded);
  return missing.length ? Promise.all(missing.map((w) => w.load())).then(() => undefined) : null;
}
