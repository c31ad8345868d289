// The flow studio editor's completion (issue 26, decision 672): the code editor proposes the
// keys of the picked definition's meta-schema, as served to it by the sandbox. The editor's own
// configuration (studio/client/editor-extensions.ts) is asked, through the completion sources it
// registers for JSON, at a cursor where a key is being typed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { classifyDefinitionPath } from '../../src/engine/definition-paths';
import { definitionEditorExtensions } from '../../src/server/studio/client/editor-extensions';

const ROOT = join(import.meta.dirname, '../..');
const metaSchema = (path: string): object => JSON.parse(readFileSync(join(ROOT, classifyDefinitionPath(path)!.metaPath!), 'utf8')) as object;

/** The labels the editor proposes with the cursor at `|` in `doc`. */
async function proposals(path: string, doc: string): Promise<string[]> {
  const pos = doc.indexOf('|');
  const state = EditorState.create({ doc: doc.replace('|', ''), selection: { anchor: pos }, extensions: definitionEditorExtensions(metaSchema(path)) });
  const sources = state.languageDataAt<CompletionSource>('autocomplete', pos);
  expect(sources.length).toBeGreaterThan(0);
  const results = await Promise.all(sources.map((s) => s(new CompletionContext(state, pos, true))));
  return results.flatMap((r) => (r as CompletionResult | null)?.options.map((o) => o.label) ?? []);
}

describe('flow studio editor: completion from the meta-schema', () => {
  it("proposes a flow definition's top-level keys from flow.schema.json", async () => {
    const labels = await proposals('flows/register/v5.json', '{\n  "id": "register",\n  "|"\n}');
    const keys = Object.keys((metaSchema('flows/register/v5.json') as { properties: Record<string, unknown> }).properties);
    expect(keys).toEqual(expect.arrayContaining(['steps', 'gate', 'basePath']));
    expect(labels).toEqual(expect.arrayContaining(['steps', 'gate', 'basePath']));
    // What is already written is not proposed again; nothing outside the meta-schema is.
    expect(labels).not.toContain('id');
    expect(labels.every((l) => keys.includes(l))).toBe(true);
  });

  it("proposes the machine's keys (routing tables) for the application machine", async () => {
    const labels = await proposals('flows/application/v3.json', '{\n  "|"\n}');
    expect(labels).toEqual(expect.arrayContaining(['states', 'checklistRoutes', 'stateRoutes', 'defaultRoute']));
    expect(labels).not.toContain('steps');
  });
});
