import { groupSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';

const group = slotClasses(groupSlotRecipe);
import { descriptionId, getTemplate, getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * Lays out an object's properties. The root object gets no wrapper (the app supplies main
 * and h1); a nested object is a fieldset whose legend is its title.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, registry, schema, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const Description = getTemplate('DescriptionFieldTemplate', registry, options);
  const content = properties.filter((p) => !p.hidden).map((p) => p.content);
  const isRoot = fieldPathId.path.length === 0;
  const desc = description && (
    <Description
      id={descriptionId(fieldPathId)}
      description={description}
      schema={schema}
      {...(uiSchema ? { uiSchema } : {})}
      registry={registry}
    />
  );
  if (isRoot) {
    return (
      <>
        {desc}
        {content}
      </>
    );
  }
  return (
    <fieldset id={fieldPathId.$id} className={group.root}>
      {title && (
        <legend className={group.legend}>
          {title}
        </legend>
      )}
      {desc}
      {content}
    </fieldset>
  );
}
