// The wording each brand's applicants read, resolved from the definitions of a repository copy
// (`root`) with the brand's messages: every registration step of the flows the build ships to the
// brand (both auth modes), and every application page of the page groups it ships. QA reviews it
// as text snapshots (brand-flow-snapshots.test.ts, brand-page-snapshots.test.ts); a change to one
// brand's wording shows up in that brand's text only (brand-wording-isolation.test.ts).
import { brandVars } from '../../src/engine/brand-resolution';
import { composeStep, refList } from '../../src/engine/compose';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { Definitions } from '../../src/engine/definitions';
import { checkDefinitionsAt, readResolvedFiles } from '../../src/engine/definitions-node';
import { visibleSteps } from '../../src/engine/flow';
import { createTranslator, interpolate, localize } from '../../src/engine/messages';
import type { PageDefinition } from '../../src/engine/page-types';
import { formRefLists } from '../../src/engine/pages';
import { buttonStep } from '../../src/engine/submit-step';
import type { BrandDefinition, ConditionContext, DefinitionRef, FlowDefinition, JsonValue } from '../../src/engine/types';

export const FLOW_IDS = ['registration-v2', 'register'];
const evaluate = createRuntimeEvaluator();
const flags = { 'fe-heloc-redesign-2025': { enabled: true }, 'fe-heloc-ny-fcra': { enabled: false } };
type Translate = (text: string) => string;
type Ui = Record<string, Record<string, unknown>>;

/** The wording of the definitions under `root`, per brand (`definitions`: those already loaded from `root`). */
export function brandWording(root: string, definitions: Definitions = checkDefinitionsAt(root).definitions) {
  const files = Object.fromEntries([...readResolvedFiles(root)].filter(([path]) => /^schemas\/(steps|fields)\//.test(path)));
  const brands = Object.values(definitions.brands).sort((a, b) => a.orgCode.localeCompare(b.orgCode));
  const mainCatalogue = definitions.messages?.messages ?? {};

  // A brand's message, a message its message points to, and the brand's {placeholders} filled in.
  function translator(brand: BrandDefinition, catalogue: Readonly<Record<string, string>>): Translate {
    const base = createTranslator(catalogue, brand.messages);
    const vars = brandVars(brand);
    return (text) => {
      let r = base(text);
      if (r.startsWith('msg:')) r = base(r);
      return interpolate(r, vars);
    };
  }

  // Composed once per list of refs: every brand reads the same forms.
  const composed = new Map<string, JsonValue>();
  const uiOf = (refs: DefinitionRef[]): JsonValue => {
    const key = JSON.stringify(refs);
    if (!composed.has(key)) composed.set(key, composeStep(refs, files).uiSchema as JsonValue);
    return composed.get(key)!;
  };

  /** One line per visible field of a composed form: its label (with its links) and its options. */
  function fieldLines(refs: DefinitionRef[], t: Translate): string[] {
    const ui = localize(uiOf(refs), t) as Ui;
    return ((ui['ui:order'] as unknown as string[] | undefined) ?? Object.keys(ui).filter((k) => !k.startsWith('ui:')))
      .filter((f) => f !== '*' && ui[f]?.['ui:widget'] !== 'hidden')
      .map((field) => {
        const f = ui[field] ?? {};
        const links = ((f['ui:options'] as { links?: { text: string }[] } | undefined)?.links ?? []).map((l) => t(l.text));
        const title = t(String(f['ui:title'] ?? field)).replace(/\{(\d+)\}/g, (m, i: string) => (links[Number(i)] ? `[${links[Number(i)]}]` : m));
        const options = Array.isArray(f['ui:enumNames']) ? ` [${(f['ui:enumNames'] as string[]).join(' | ')}]` : '';
        return `  - ${field}: ${title}${options}`;
      });
  }

  const shippedFlow = (id: string, brand: BrandDefinition): FlowDefinition => {
    const entry = definitions.shippedFlows[id]!;
    return definitions.flows[entry.brands[brand.orgCode] ?? entry.key]!;
  };

  /** The steps an applicant sees in one registration flow, with their wording. */
  function registration(id: string, brand: BrandDefinition, newAuthMode: boolean): string[] {
    const flow = shippedFlow(id, brand);
    const t = translator(brand, mainCatalogue);
    const ctx: ConditionContext = {
      data: { occupancyType: 'SECONDARY' },
      flags,
      brand: { orgCode: brand.orgCode, toggles: brand.toggles },
      auth: { newAuthMode, authenticated: false },
      query: {},
    };
    const lines: string[] = [];
    for (const step of visibleSteps(flow, ctx, evaluate)) {
      lines.push(`# ${step.id}: ${t(step.title)}`);
      lines.push(...fieldLines(refList(step.schemaVariants?.find((v) => evaluate(v.when, ctx))?.schema ?? step.schema), t));
      // What the app shows by the button: the last step seen submits (src/engine/submit-step.ts).
      const shows = buttonStep(flow, step.id, ctx, evaluate);
      const variant = shows?.labelVariants?.find((v) => evaluate(v.when, ctx));
      lines.push(`  button: ${t(variant?.submitLabel ?? shows?.submitLabel ?? 'msg:common.continue')}`);
      const notice = variant?.notice ?? shows?.notice;
      if (notice) lines.push(`  notice: ${t(notice)}`);
      for (const d of shows?.disclosures ?? []) if (!d.when || evaluate(d.when, ctx)) lines.push(`  disclosure: ${t(d.text)}`);
    }
    return lines;
  }

  /**
   * Every page of every page group the brand ships: its route and kind, every piece of wording in
   * the definition (title, lead, body, rows, actions, wait messages, modals: each `msg:` key and
   * each label) where it sits, and the fields of each form the page composes.
   */
  function pages(brand: BrandDefinition): Record<string, string[]> {
    const t = translator(brand, definitions.catalogue);
    const out: Record<string, string[]> = {};
    for (const group of Object.keys(definitions.shippedPages).sort()) {
      const entry = definitions.shippedPages[group]!;
      const file = definitions.pages[entry.brands[brand.orgCode] ?? entry.key]!;
      out[`${group}@${file.version}`] = file.pages.flatMap((page) => (page.kind === 'redirect' ? [] : describePage(page, t)));
    }
    return out;
  }

  function describePage(page: PageDefinition, t: Translate): string[] {
    const lines = [`# ${page.route} (${page.kind})`];
    const visit = (value: unknown, at: string, key: string): void => {
      if (key === '$comment' || key === 'schema' || key === 'schemaVariants' || key === 'prefill' || key === 'when') return;
      if (typeof value === 'string') {
        if (value.startsWith('msg:') || ['title', 'lead', 'label', 'text', 'details'].includes(key)) lines.push(`  ${at}: ${t(value)}`);
      } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${at}/${i}`, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, at ? `${at}/${k}` : k, k);
    };
    visit(page, '', '');
    formRefLists(page).forEach((refs, i) => {
      lines.push(i === 0 ? '  form:' : `  form (variant ${i}):`);
      lines.push(...fieldLines(refs, t).map((l) => `  ${l}`));
    });
    return lines;
  }

  return { brands, registration, pages };
}
