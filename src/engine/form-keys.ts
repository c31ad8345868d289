// The step forms a definition composes, as gen names their modules ('a@1+b@2'): a flow's steps and
// variants, a page group's form pages; none for the machine. Shared by gen (which forms ship) and the
// flow studio (which forms an edit's preview needs). Pure.
import { flowStepRefLists } from './definition-checks';
import { formRefLists } from './pages';
import type { PageDefinition } from './page-types';
import type { FlowDefinition, JsonValue } from './types';

/** The form keys of a resolved flow or page group (anything else: none). */
export function formKeysOf(definition: JsonValue | FlowDefinition | { pages: readonly PageDefinition[] } | undefined): string[] {
  if (definition === undefined || definition === null || typeof definition !== 'object' || Array.isArray(definition)) return [];
  const d = definition as { steps?: unknown; pages?: unknown };
  const keys = new Set<string>();
  if (Array.isArray(d.steps)) for (const l of flowStepRefLists(definition as FlowDefinition)) keys.add(l.refs.join('+'));
  if (Array.isArray(d.pages)) for (const page of d.pages as PageDefinition[]) for (const refs of formRefLists(page)) keys.add(refs.join('+'));
  return [...keys];
}
