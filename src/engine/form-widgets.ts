// The widget names a form will ask the renderer's registry for, read from its (bundled, $ref-free)
// schema and ui schema. Pure: the production widget registry (src/renderer/widgets/deferred.ts)
// uses it to load a form's deferred widgets, and the build (scripts/landing-preloads.ts) to name
// the widget chunks a landing step's page preloads (issue 24).

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Adds to `out` the widget names the schema and ui schema will render with; returns `out`. */
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
