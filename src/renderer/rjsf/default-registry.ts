// A trimmed stand-in for @rjsf/core's getDefaultRegistry. rjsf's Form imports
// '../getDefaultRegistry.js', which pulls every core field, widget and template (and
// markdown-to-jsx); the build aliases that import to this module (docs/renderer.md), so only
// the fields below and our own templates and widgets are bundled. StepForm passes the same
// sets explicitly, so behaviour is identical with or without the alias (tests run without it).
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  type Registry,
  type RegistryFieldsType,
} from '@rjsf/utils';
import { AddressField } from '../fields/address-field';
import { templates } from '../templates';
import { widgets } from '../widgets';

/** Fields by name: rjsf's structural ones plus ours (a uiSchema picks ours with ui:field). */
export const fields: RegistryFieldsType = {
  SchemaField,
  ObjectField,
  StringField,
  NumberField,
  BooleanField,
  ArrayField,
  NullField,
  AnyOfField: MultiSchemaField,
  OneOfField: MultiSchemaField,
  address: AddressField,
};

/** Same shape as rjsf's getDefaultRegistry(), holding only what our steps use. */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields,
    templates,
    widgets,
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
