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
import { getUiOptions } from '@rjsf/utils';
import { chrome } from '../chrome-text';
import { rendererContext } from '../form-context';
import { arrayItemSlotRecipe, groupSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';
import { Button } from '../ui/primitives';

const group = slotClasses(groupSlotRecipe);
const item = slotClasses(arrayItemSlotRecipe);

/** The text of ui:options[key] when the definition gives one (already translated), else the chrome default. */
function label(uiSchema: unknown, key: 'addLabel' | 'removeLabel', fallback: 'renderer.array.add' | 'renderer.array.remove', formContext: unknown): string {
  const v = getUiOptions((uiSchema ?? {}) as never)[key];
  return typeof v === 'string' && v !== '' ? v : chrome(fallback, rendererContext(formContext).t);
}

/** A fieldset holding the items and an Add button (ui:options.addLabel names it, e.g. 'Add another income'). */
export function ArrayFieldTemplate({ title, items, canAdd, onAddClick, fieldPathId, disabled, readonly, uiSchema, registry }: ArrayFieldTemplateProps) {
  // rjsf names a plain array by its schema title or property name; the (translated) ui:title wins.
  const uiTitle = getUiOptions((uiSchema ?? {}) as never)['title'];
  const legend = typeof uiTitle === 'string' && uiTitle !== '' ? uiTitle : title;
  return (
    <fieldset id={fieldPathId.$id} className={group.root}>
      {legend && (
        <legend className={group.legend}>
          {legend}
        </legend>
      )}
      {items}
      {canAdd && (
        <Button type="button" variant="outline" onClick={onAddClick} disabled={disabled || readonly}>
          {label(uiSchema, 'addLabel', 'renderer.array.add', registry.formContext)}
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

/** Only Remove (the item's ui:options.removeLabel names it): reordering controls are not offered in applicant forms. */
export function ArrayFieldItemButtonsTemplate({ onRemoveItem, disabled, readonly, uiSchema, registry }: ArrayFieldItemButtonsTemplateProps) {
  return (
    <Button type="button" variant="link" className={item.remove} onClick={onRemoveItem} disabled={disabled || readonly}>
      {label(uiSchema, 'removeLabel', 'renderer.array.remove', registry.formContext)}
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
