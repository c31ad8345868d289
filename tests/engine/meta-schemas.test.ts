// The meta-schemas in schemas/meta and the types in src/engine/types.ts describe the same
// shapes. Each `keys` object below must list exactly the keys of its type (tsc checks that),
// and this test checks the meta-schema allows exactly those keys, so neither can drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandDefinition, EffectRef, FlowDefinition, MessagesFile, ProgressGroup, StepDefinition, StepSchemaFile } from '../../src/engine/types';

type Keys<T> = { [K in keyof Required<T>]: true };
const flowKeys: Keys<FlowDefinition> = { $schema: true, id: true, version: true, title: true, basePath: true, gate: true, guard: true, steps: true, groups: true, submit: true, modals: true, banners: true, renames: true, pin: true };
const stepKeys: Keys<StepDefinition> = { id: true, path: true, schema: true, schemaVariants: true, info: true, stepQuery: true, title: true, description: true, submitLabel: true, notice: true, labelVariants: true, disclosures: true, clearWhenSkipped: true, skipWhen: true, checks: true, onEnter: true, final: true };
const groupKeys: Keys<ProgressGroup> = { id: true, label: true, steps: true, omitWhen: true };
const effectKeys: Keys<EffectRef> = { effect: true, when: true, params: true };
const stepFileKeys: Keys<StepSchemaFile> = { $schema: true, id: true, version: true, schema: true, uiSchema: true, validators: true };
const messagesKeys: Keys<MessagesFile> = { $schema: true, version: true, locale: true, messages: true };
const brandKeys: Keys<BrandDefinition> = { $schema: true, version: true, orgCode: true, sample: true, hostPrefixes: true, domains: true, host: true, company: true, support: true, legal: true, lenderImageKey: true, loaderStyle: true, products: true, pricing: true, logo: true, theme: true, toggles: true, messages: true, footer: true, pins: true };

type Schema = { properties: Record<string, unknown>; definitions?: Record<string, Schema> };
const meta = (name: string): Schema => JSON.parse(readFileSync(`schemas/meta/${name}.schema.json`, 'utf8')) as Schema;
// `$comment` is allowed everywhere for ops' notes and has no type field.
const allowed = (s: Schema | undefined) => Object.keys(s?.properties ?? {}).filter((k) => k !== '$comment').sort();
const keys = (o: object) => Object.keys(o).sort();

describe('meta-schemas agree with types.ts', () => {
  it.each([
    ['flow', meta('flow'), flowKeys],
    ['flow step', meta('flow').definitions?.['step'], stepKeys],
    ['flow group', meta('flow').definitions?.['group'], groupKeys],
    ['effect reference', meta('flow').definitions?.['effectRef'], effectKeys],
    ['step schema file', meta('step'), stepFileKeys],
    ['message catalogue', meta('messages'), messagesKeys],
    ['brand', meta('brand'), brandKeys],
  ] as const)('the %s meta-schema allows exactly the keys of its type', (_name, schema, typeKeys) => {
    expect(allowed(schema as Schema)).toEqual(keys(typeKeys));
  });

  it('gives every meta-schema an $id and a description', () => {
    for (const name of ['flow', 'step', 'brand', 'messages', 'fields']) {
      const s = meta(name) as Schema & { $id?: string; description?: string };
      expect(s.$id).toMatch(new RegExp(`/${name}\\.schema\\.json$`));
      expect(s.description).toBeTruthy();
    }
  });
});
