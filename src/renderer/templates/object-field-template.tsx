import { groupSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';

const group = slotClasses(groupSlotRecipe);
import { descriptionId, getTemplate, getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';

/** A title template with {field} filled from the object's data ('' for a missing one). */
export function fillTitle(template: string, data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (typeof d[k] === 'string' || typeof d[k] === 'number' ? String(d[k]) : '')).trim();
}

/**
 * Lays out an object's properties. The root object gets no wrapper (the app supplies main
 * and h1); a nested object is a fieldset whose legend is its title.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, properties, fieldPathId, registry, schema, uiSchema, formData } = props;
  const options = getUiOptions(uiSchema);
  // ui:options.titleTemplate names each item of a list by its own answers ('{lender}').
  const title = typeof options['titleTemplate'] === 'string' ? fillTitle(options['titleTemplate'], formData) : props.title;
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
