import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { CheckboxesWidget } from './checkboxes-widget';
import { ConsentWidget } from './consent-widget';
import { ContextChoiceWidget } from './context-choice-widget';
import { DobWidget } from './dob-widget';
import { FileUploadWidget } from './file-upload-widget';
import { MoneyWidget } from './money-widget';
import { PasswordWidget } from './password-widget';
import { PhoneCountryWidget } from './phone-country-widget';
import { PhoneWidget } from './phone-widget';
import { RadioCardsWidget } from './radio-cards-widget';
import { SelectWidget } from './select-widget';
import { SlotPickerWidget } from './slot-picker-widget';
import { SsnWidget } from './ssn-widget';
import { TextareaWidget } from './textarea-widget';
import { EmailWidget, HiddenWidget, TextWidget } from './text-widget';

/** Widgets by the name a uiSchema gives in ui:widget. rjsf's defaults ('text', 'select', 'checkbox', 'radio', 'hidden') map to ours. */
export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  email: EmailWidget,
  select: SelectWidget,
  phone: PhoneWidget,
  phoneCountry: PhoneCountryWidget,
  textarea: TextareaWidget,
  money: MoneyWidget,
  dob: DobWidget,
  password: PasswordWidget,
  consent: ConsentWidget,
  checkbox: ConsentWidget,
  radioCards: RadioCardsWidget,
  radio: RadioCardsWidget,
  hidden: HiddenWidget,
  checkboxes: CheckboxesWidget,
  contextChoice: ContextChoiceWidget,
  slotPicker: SlotPickerWidget,
  ssn: SsnWidget,
  fileUpload: FileUploadWidget,
};

/**
 * Every widget here is loaded already (the production build swaps in ./deferred.ts, whose
 * widgetsReady fetches the deferred ones); StepForm asks before rendering.
 */
export function widgetsReady(_schema: RJSFSchema, _uiSchema: UiSchema): Promise<void> | null {
  return null;
}
