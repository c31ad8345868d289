// The widgets and fields a form will ask rjsf's registry for, read from its bundled ($ref-free)
// schema and ui schema: the renderer fetches the deferred ones' code before the form renders.
// Pure, so the build could list them per page as well.

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The widget names a (bundled, $ref-free) schema and its ui schema will ask the registry for. */
export function formWidgetNames(schema: unknown, ui: unknown, out: Set<string> = new Set()): Set<string> {
  if (!isNode(schema)) return out;
  const uiNode = isNode(ui) ? ui : {};
  const options = isNode(uiNode['ui:options']) ? uiNode['ui:options'] : {};
  const widget = uiNode['ui:widget'] ?? options['widget'];
  if (typeof widget === 'string') out.add(widget);
  // a custom field (the address) draws its own controls
  if (uiNode['ui:field'] !== undefined) return out;
  if (typeof widget !== 'string') {
    if (Array.isArray(schema['enum']) || Array.isArray(schema['oneOf']) || Array.isArray(schema['anyOf'])) out.add('select');
    else if (schema['type'] === 'boolean') out.add('checkbox');
  }
  for (const part of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[part];
    if (Array.isArray(list)) for (const s of list) formWidgetNames(s, ui, out);
  }
  const props = schema['properties'];
  if (isNode(props)) for (const [name, s] of Object.entries(props)) formWidgetNames(s, uiNode[name], out);
  return out;
}

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** Field names a ui schema asks for (`ui:field`), and ArrayField when the schema has a list. */
export function formFieldNames(schema: unknown, ui: unknown, out: Set<string> = new Set()): Set<string> {
  if (isObject(ui)) {
    for (const [k, v] of Object.entries(ui)) {
      if (k === 'ui:field' && typeof v === 'string') out.add(v);
      else formFieldNames(undefined, v, out);
    }
  }
  if (isObject(schema)) {
    if (schema['type'] === 'array') out.add('ArrayField');
    for (const v of Object.values(schema)) if (isObject(v)) formFieldNames(v, undefined, out);
  }
  return out;
}
