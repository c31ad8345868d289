// Arrays are rare in our steps; these keep them usable and accessible without rjsf's toolbar.
import type {
  ArrayFieldDescriptionProps,
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  ArrayFieldTitleProps,
  IconButtonProps,
  SubmitButtonProps,
} from '@rjsf/utils';
import { arrayItemSlotRecipe, groupSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';
import { Button } from '../ui/primitives';

const group = slotClasses(groupSlotRecipe);
const item = slotClasses(arrayItemSlotRecipe);

/** A fieldset holding the items and an Add button. */
export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, fieldPathId, disabled, readonly }: ArrayFieldTemplateProps) {
  return (
    <fieldset id={fieldPathId.$id} className={group.root}>
      {title && (
        <legend className={group.legend}>
          {title}
        </legend>
      )}
      {items}
      {canAdd && (
        <Button type="button" variant="outline" onClick={onAddClick} disabled={disabled || readonly}>
          Add
        </Button>
      )}
    </fieldset>
  );
}

/** One array item and its remove button. */
export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar }: ArrayFieldItemTemplateProps) {
  return (
    <div className={item.root}>
      <div className={item.body}>{children}</div>
      {hasToolbar && buttonsProps.hasRemove && <ArrayFieldItemButtonsTemplate {...buttonsProps} />}
    </div>
  );
}

/** Only Remove: reordering controls are not offered in applicant forms. */
export function ArrayFieldItemButtonsTemplate({ onRemoveItem, disabled, readonly }: ArrayFieldItemButtonsTemplateProps) {
  return (
    <Button type="button" variant="link" className={item.remove} onClick={onRemoveItem} disabled={disabled || readonly}>
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
  return description ? <p className={item.description}>{description}</p> : null;
}

/** Icon buttons rjsf may ask for that applicant forms do not offer. */
export function NoButton(_: IconButtonProps) {
  return null;
}

/** rjsf's own submit button is never used: StepForm renders SubmitButton as the form's child. */
export function NoSubmitButton(_: SubmitButtonProps) {
  return null;
}
