// The field registry of the production build (vite.config.ts swaps it in for ./fields.ts): the
// same fields, but the array and anyOf/oneOf fields, which no step schema uses today, load only
// if a step renders them (about 5 KB gzip off the first step). Keep in step with ./fields.ts.
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { Field, FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { AddressField } from '../fields/address-field';
import { deferred } from '../lazy';

// Only bank pages draw it: fetched with the first step that does.
const BankAccountField = deferred<FieldProps>(() => import('../fields/bank-account-field').then((m) => m.BankAccountField)) as unknown as Field;

const MultiSchemaField = deferred<FieldProps>(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js').then((m) => m.default as never)) as unknown as Field;

export const fields: RegistryFieldsType = {
  SchemaField,
  ObjectField,
  StringField,
  NumberField,
  BooleanField,
  ArrayField: deferred<FieldProps>(() => import('@rjsf/core/lib/components/fields/ArrayField.js').then((m) => m.default as never)) as unknown as Field,
  NullField,
  AnyOfField: MultiSchemaField,
  OneOfField: MultiSchemaField,
  address: AddressField,
  'bank-account': BankAccountField,
  // product/select only: its JS loads with that page, not with registration.
  offerChoice: deferred<FieldProps>(() => import('../fields/offer-choice-field').then((m) => m.OfferChoiceField as never)) as unknown as Field,
  // Signing pages only.
  eSignature: deferred<FieldProps>(() => import('../fields/e-signature-field').then((m) => m.ESignatureField as never)) as unknown as Field,
};
