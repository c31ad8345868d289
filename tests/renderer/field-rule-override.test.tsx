// @vitest-environment happy-dom
// A brand rewords a shared field rule's message on the step (issue 22, docs/decisions.md 532,
// 619): the shipped registration flow's income step takes its rules from fields@2, whose messages
// are keys of the field-rules bundle. Its generated form (what the app loads) carries those keys'
// words and adds them to the catalogue at import (decision 652), and the step shows the seed's
// words, or a brand's own when its brand.json `messages` override `fieldRule.employmentType.unemployed`.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/app/definitions';
import { createTranslator } from '../../src/engine/messages';
import type { FlowDefinition } from '../../src/engine/types';
import { shipped } from '../shipped';
import { renderStep } from './harness';

afterEach(cleanup);

/** The income step's form as the app loads it (src/generated/steps): importing it adds its keys' words. */
async function incomeForm(): Promise<{ schema: RJSFSchema; uiSchema: UiSchema }> {
  const step = shipped<FlowDefinition>('flows/registration-v2').steps.find((s) => s.id === 'annual-income')!;
  const ref = step.schema as string;
  const mod = (await import(`../../src/generated/steps/${ref}.js`)) as { rootSchema: RJSFSchema; uiSchema: UiSchema };
  return { schema: mod.rootSchema, uiSchema: mod.uiSchema };
}

/** The step with a brand's message overrides, answered as unemployed, after Continue: the employment type's messages. */
async function unemployedMessage(overrides: Record<string, string>): Promise<string> {
  const { schema, uiSchema } = await incomeForm();
  const t = createTranslator(catalogue, overrides);
  renderStep({ schema, uiSchema, formData: { employmentType: 'UNEMPLOYED', income: 50000 }, formContext: { t: (k: string) => (t(`msg:${k}`) === k ? undefined : t(`msg:${k}`)) } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const alert = await waitFor(() => screen.getAllByText(/unemployed|Lakeshore/).map((e) => e.textContent ?? ''));
  return alert.join(' | ');
}

describe("a brand's field rule wording on the shipped income step (issue 22)", () => {
  it("shows the seed's words for the unemployed refusal, never the key", async () => {
    const shown = await unemployedMessage({});
    expect(shown).toContain("We apologize. At this time, we don't lend to unemployed borrowers.");
    expect(shown).not.toContain('fieldRule');
  });

  it("shows a brand's override of fieldRule.employmentType.unemployed", async () => {
    const words = 'Lakeshore lends to members with an income: tell us about yours.';
    const shown = await unemployedMessage({ 'fieldRule.employmentType.unemployed': words });
    expect(shown).toContain(words);
    expect(shown).not.toContain('We apologize');
  });
});
