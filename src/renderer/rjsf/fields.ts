// Fields by name: rjsf's structural ones plus ours (a uiSchema picks ours with ui:field).
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { RegistryFieldsType } from '@rjsf/utils';
import { AddressField } from '../fields/address-field';
import { BankAccountField } from '../fields/bank-account-field';
import { ESignatureField } from '../fields/e-signature-field';
import { OfferChoiceField } from '../fields/offer-choice-field';

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
  'bank-account': BankAccountField,
  offerChoice: OfferChoiceField,
  eSignature: ESignatureField,
};
