// Step ids are registered (issue 22, docs/decisions.md 531). A flow step's id is the id its step
// schema is registered under (the folder of schemas/steps/<id>/v<N>.json), of the step's schema or
// one of its variants', or an alias schemas/steps/registry.json declares for those schemas. So a
// brand version that renames `birthdate` to `birth-date` is refused with the known ids, instead of
// passing with every group pointing at the old id and the checker suggesting the typo.
import { didYouMean } from './suggest';
import { refList } from './compose';
import { STEP_REGISTRY_FILE } from './definition-paths';
import type { DefinitionRef, StepDefinition } from './types';

export interface StepAlias {
  for: readonly string[];
  why: string;
}

export interface StepIdRegistry {
  /** Step schema ids: the folders under schemas/steps/. */
  registered: ReadonlySet<string>;
  /** Declared aliases by id (schemas/steps/registry.json). */
  aliases: Readonly<Record<string, StepAlias>>;
}

type Report = (file: string, pointer: string, message: string, fix: string) => void;

const STEP_FILE = /^schemas\/steps\/([^/]+)\/v[0-9]+\.json$/;

/** The registry from the step schema files' paths and the registry file's aliases. */
export function stepIdRegistry(stepFiles: Iterable<string>, aliases: Readonly<Record<string, StepAlias>>): StepIdRegistry {
  const registered = new Set<string>();
  for (const f of stepFiles) {
    const id = STEP_FILE.exec(f)?.[1];
    if (id !== undefined) registered.add(id);
  }
  return { registered, aliases };
}

/** Every id a step may carry in some flow: the registered ids and the aliases, sorted. */
export function knownStepIds(registry: StepIdRegistry): string[] {
  return [...new Set([...registry.registered, ...Object.keys(registry.aliases)])].sort();
}

/** The step schema ids a step shows (its schema and its variants'). */
function schemaIdsOf(step: StepDefinition): string[] {
  const refs: DefinitionRef[] = [...refList(step.schema), ...(step.schemaVariants ?? []).flatMap((v) => refList(v.schema))];
  return [...new Set(refs.map((r) => r.split('@')[0] ?? r))];
}

/** The ids this step may carry: its schemas' registered ids and the aliases declared for them. */
export function allowedStepIds(step: StepDefinition, registry: StepIdRegistry): string[] {
  const own = schemaIdsOf(step).filter((id) => registry.registered.has(id));
  const aliases = Object.entries(registry.aliases).filter(([, a]) => a.for.some((id) => own.includes(id))).map(([alias]) => alias);
  return [...own, ...aliases];
}

/** Reports each step whose id is neither its schema's registered id nor an alias declared for it. */
export function checkStepIds(file: string, steps: readonly StepDefinition[], registry: StepIdRegistry, report: Report): void {
  steps.forEach((step, i) => {
    const allowed = allowedStepIds(step, registry);
    // A missing step schema is reported where it is referenced; its id cannot be judged.
    if (allowed.length === 0 || allowed.includes(step.id)) return;
    const own = schemaIdsOf(step).filter((id) => registry.registered.has(id));
    report(
      file,
      `/steps/${i}/id`,
      `step id "${step.id}" is not a registered step id: it must be the id of its step schema (${own.join(', ')}) or an alias declared for it`,
      `${didYouMean(step.id, allowed).trim() || `Use ${allowed.map((a) => `"${a}"`).join(' or ')}.`} A new id that is really needed is declared in ${STEP_REGISTRY_FILE} under "aliases" ({ "for": ["${own[0] ?? ''}"], "why": "..." }). Known ids: ${knownStepIds(registry).join(', ')}.`,
    );
  });
}

/** The registry's own rules: an alias is not a registered id and stands for step schemas that exist. */
export function checkStepRegistry(file: string, registry: StepIdRegistry, report: Report): void {
  for (const [alias, entry] of Object.entries(registry.aliases)) {
    if (registry.registered.has(alias)) {
      report(file, `/aliases/${alias}`, `"${alias}" is already the registered id of schemas/steps/${alias}/`, `Remove the alias: a step showing ${alias} may use the id "${alias}" as it is.`);
    }
    entry.for.forEach((id, k) => {
      if (registry.registered.has(id)) return;
      report(file, `/aliases/${alias}/for/${k}`, `"${id}" is not a registered step schema id (no schemas/steps/${id}/)`, `Name the folder of a step schema under schemas/steps/.${didYouMean(id, [...registry.registered])}`);
    });
  }
}
