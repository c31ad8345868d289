import type { TemplatesType } from '@rjsf/utils';
import {
  ArrayFieldDescriptionTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
} from './array-templates';
import { BaseInputTemplate } from './base-input-template';
import { buttonTemplates } from './button-templates';
import { ErrorSummary } from './error-summary';
import { FieldErrorTemplate } from './field-error-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import {
  CyclicSchemaExpandTemplate,
  FallbackFieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
  UnsupportedFieldTemplate,
  WrapIfAdditionalTemplate,
} from './passthrough-templates';
import { DescriptionField, FieldHelpTemplate, TitleField } from './text-templates';

/** Every template rjsf can ask for, all ours, so none of rjsf's own reach the bundle. */
export const templates: TemplatesType = {
  ArrayFieldTemplate,
  ArrayFieldDescriptionTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTitleTemplate,
  BaseInputTemplate,
  ButtonTemplates: buttonTemplates,
  CyclicSchemaExpandTemplate,
  DescriptionFieldTemplate: DescriptionField,
  ErrorListTemplate: ErrorSummary,
  FallbackFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate: TitleField,
  UnsupportedFieldTemplate,
  WrapIfAdditionalTemplate,
};
