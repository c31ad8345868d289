import type { TemplatesType } from '@rjsf/utils';
import { NoButton, NoSubmitButton } from './array-templates';

/** rjsf's button slots: applicant forms show none of rjsf's own buttons (StepForm renders SubmitButton). */
export const buttonTemplates: TemplatesType['ButtonTemplates'] = {
  SubmitButton: NoSubmitButton,
  AddButton: NoButton,
  CopyButton: NoButton,
  MoveDownButton: NoButton,
  MoveUpButton: NoButton,
  RemoveButton: NoButton,
  ClearButton: NoButton,
};
