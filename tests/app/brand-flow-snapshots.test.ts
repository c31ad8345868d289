// Per-brand flow snapshots for QA: for every brand and flow, the steps an applicant sees (in
// both auth modes), each step's heading, field labels and options, button label, notices and
// disclosures, resolved from the definitions with the brand's wording. A wording or routing
// change shows up as a snapshot diff to review.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandVars } from '../../src/engine/brand-resolution';
import { refList } from '../../src/engine/compose';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { visibleSteps } from '../../src/engine/flow';
import { buttonStep } from '../../src/engine/submit-step';
import { createTranslator, interpolate, localize } from '../../src/engine/messages';
import type { BrandDefinition, ConditionContext, FlowDefinition, JsonValue, MessagesFile } from '../../src/engine/types';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';
import { catalogue, rawStepForm } from './step-definitions';

// What the build ships to each brand: its own flow version or pin, else the highest version.
const { definitions } = checkDefinitionsAt(join(import.meta.dirname, '..', '..'));
const brands = Object.values(definitions.brands).sort((a, b) => a.orgCode.localeCompare(b.orgCode));
const flowIds = ['registration-v2', 'register'];
const shipped = (id: string, brand: BrandDefinition): FlowDefinition => {
  const entry = definitions.shippedFlows[id]!;
  return definitions.flows[entry.brands[brand.orgCode] ?? entry.key]!;
};
const evaluate = createRuntimeEvaluator();
const flags = { 'fe-heloc-redesign-2025': { enabled: true }, 'fe-heloc-ny-fcra': { enabled: false } };

function translator(brand: BrandDefinition) {
  const base = createTranslator(catalogue, brand.messages);
  const vars = brandVars(brand);
  return (text: string): string => {
    let r = base(text);
    if (r.startsWith('msg:')) r = base(r);
    return interpolate(r, vars);
  };
}

function describeFlow(flow: FlowDefinition, brand: BrandDefinition, newAuthMode: boolean): string[] {
  const t = translator(brand);
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
    const { uiSchema } = rawStepForm(...refList(step.schemaVariants?.find((v) => evaluate(v.when, ctx))?.schema ?? step.schema));
    const ui = localize(uiSchema as JsonValue, t) as Record<string, Record<string, unknown>>;
    for (const field of (ui['ui:order'] as unknown as string[]).filter((f) => f !== '*')) {
      const f = ui[field] ?? {};
      if (f['ui:widget'] === 'hidden') continue;
      const links = ((f['ui:options'] as { links?: { text: string }[] } | undefined)?.links ?? []).map((l) => t(l.text));
      const title = t(String(f['ui:title'] ?? field)).replace(/\{(\d+)\}/g, (m, i: string) => (links[Number(i)] ? `[${links[Number(i)]}]` : m));
      const options = Array.isArray(f['ui:enumNames']) ? ` [${(f['ui:enumNames'] as string[]).join(' | ')}]` : '';
      lines.push(`  - ${field}: ${title}${options}`);
    }
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

describe('per-brand flow snapshots', () => {
  for (const id of flowIds) {
    for (const brand of brands) {
      it(`${id} under ${brand.orgCode}`, () => {
        const flow = shipped(id, brand);
        expect({ olderAuthMode: describeFlow(flow, brand, false), newerAuthMode: describeFlow(flow, brand, true) }).toMatchSnapshot();
      });
    }
  }
});
