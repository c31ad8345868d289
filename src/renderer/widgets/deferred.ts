// The widget registry of the production build (vite.config.ts swaps it in for ./index.ts):
// the same names and components, but widgets no first step uses load with the step that
// first renders them (about 4 KB gzip off the first step). Keep in step with ./index.ts.
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { deferred } from '../lazy';
import { RadioCardsWidget } from './radio-cards-widget';
import { EmailWidget, HiddenWidget, TextWidget } from './text-widget';

const ConsentWidget = deferred<WidgetProps>(() => import('./consent-widget').then((m) => m.ConsentWidget));

export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  email: EmailWidget,
  select: deferred<WidgetProps>(() => import('./select-widget').then((m) => m.SelectWidget)),
  phone: deferred<WidgetProps>(() => import('./phone-widget').then((m) => m.PhoneWidget)),
  money: deferred<WidgetProps>(() => import('./money-widget').then((m) => m.MoneyWidget)),
  dob: deferred<WidgetProps>(() => import('./dob-widget').then((m) => m.DobWidget)),
  password: deferred<WidgetProps>(() => import('./password-widget').then((m) => m.PasswordWidget)),
  consent: ConsentWidget,
  checkbox: ConsentWidget,
  radioCards: RadioCardsWidget,
  radio: RadioCardsWidget,
  hidden: HiddenWidget,
};
