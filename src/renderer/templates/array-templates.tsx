// Arrays are rare in our steps; these keep them usable and accessible without rjsf's toolbar.
import { chakra } from '@chakra-ui/react';
import type {
  ArrayFieldDescriptionProps,
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  ArrayFieldTitleProps,
  IconButtonProps,
  SubmitButtonProps,
} from '@rjsf/utils';
import { Button } from '../ui/primitives';

/** A fieldset holding the items and an Add button. */
export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, fieldPathId, disabled, readonly }: ArrayFieldTemplateProps) {
  return (
    <chakra.fieldset id={fieldPathId.$id} border="none" p="0" m="0" mb="5" minW="0">
      {title && (
        <chakra.legend fontWeight="semibold" mb="2" p="0">
          {title}
        </chakra.legend>
      )}
      {items}
      {canAdd && (
        <Button type="button" variant="outline" onClick={onAddClick} disabled={disabled || readonly}>
          Add
        </Button>
      )}
    </chakra.fieldset>
  );
}

/** One array item and its remove button. */
export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar }: ArrayFieldItemTemplateProps) {
  return (
    <chakra.div display="flex" gap="3" alignItems="flex-end">
      <chakra.div flex="1">{children}</chakra.div>
      {hasToolbar && buttonsProps.hasRemove && <ArrayFieldItemButtonsTemplate {...buttonsProps} />}
    </chakra.div>
  );
}

/** Only Remove: reordering controls are not offered in applicant forms. */
export function ArrayFieldItemButtonsTemplate({ onRemoveItem, disabled, readonly }: ArrayFieldItemButtonsTemplateProps) {
  return (
    <Button type="button" variant="link" mb="5" onClick={onRemoveItem} disabled={disabled || readonly}>
      Remove
    </Button>
  );
}

/** Array titles are rendered by ArrayFieldTemplate's legend. */
export function ArrayFieldTitleTemplate(_: ArrayFieldTitleProps) {
  return null;
}

/** Array descriptions as text. */
export function ArrayFieldDescriptionTemplate({ description }: ArrayFieldDescriptionProps) {
  return description ? <chakra.p color="fg.muted">{description}</chakra.p> : null;
}

/** Icon buttons rjsf may ask for that applicant forms do not offer. */
export function NoButton(_: IconButtonProps) {
  return null;
}

/** rjsf's own submit button is never used: StepForm renders SubmitButton as the form's child. */
export function NoSubmitButton(_: SubmitButtonProps) {
  return null;
}
