// The code editor's configuration (issue 26): CodeMirror's basic setup, JSON, and the picked
// definition's meta-schema through codemirror-json-schema (completion of its keys and values,
// hints, schema lint). A module of its own so tests/server/studio-completion.test.ts asks the
// very configuration the studio's editor runs for its completions (decision 672).
import { json } from '@codemirror/lang-json';
import type { Extension } from '@codemirror/state';
import { basicSetup } from 'codemirror';
import { jsonSchema } from 'codemirror-json-schema';

/** The editor's extensions for a definition whose meta-schema is `schema`. */
export function definitionEditorExtensions(schema: object): Extension[] {
  return [basicSetup, json(), jsonSchema(schema)];
}
