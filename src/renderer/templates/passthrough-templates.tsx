// Templates rjsf requires in a registry for features our steps do not use (additional
// properties, oneOf selectors, cyclic schemas, grids). Kept tiny so the trimmed registry
// (rjsf/default-registry.ts) does not pull rjsf's own versions into the bundle.
import type {
  CyclicSchemaExpandProps,
  FallbackFieldTemplateProps,
  GridTemplateProps,
  MultiSchemaFieldTemplateProps,
  OptionalDataControlsTemplateProps,
  UnsupportedFieldProps,
  WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';

/** Renders its children unchanged (additional properties are not editable in applicant forms). */
export function WrapIfAdditionalTemplate({ children }: WrapIfAdditionalTemplateProps) {
  return children;
}

/** The oneOf/anyOf selector followed by the chosen option's fields. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <>
      {selector}
      {optionSchemaField}
    </>
  );
}

/** Grid layouts are not used; children render in order. */
export function GridTemplate({ children }: GridTemplateProps) {
  return <>{children}</>;
}

/** Fallback UI for unsupported types renders the plain field. */
export function FallbackFieldTemplate({ schemaField }: FallbackFieldTemplateProps) {
  return <>{schemaField}</>;
}

/** Optional data controls are not offered. */
export function OptionalDataControlsTemplate(_: OptionalDataControlsTemplateProps) {
  return null;
}

/** Cyclic schemas are not expanded. */
export function CyclicSchemaExpandTemplate(_: CyclicSchemaExpandProps) {
  return null;
}

/** A schema the renderer cannot show: a visible hint for whoever wrote the step schema. */
export function UnsupportedFieldTemplate({ reason }: UnsupportedFieldProps) {
  return <p>Unsupported field: {reason}</p>;
}
