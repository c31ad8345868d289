// flows:check on fields drawn by the fileUpload widget: one bad edit per rule to the repository's
// document-upload@1 (in memory) is reported with file, pointer and fix; the repository itself passes.
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';
import { sensitivePaths } from '../../src/engine/sensitive';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
const STEP = 'schemas/steps/document-upload/v1.json';
/** Every check of the whole repository takes seconds (more on a busy machine). */
const LOAD_MS = 90_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

function checkWith(edit: (json: Json) => void) {
  const original = files.find((f) => f.path === STEP);
  if (!original) throw new Error(`no ${STEP}`);
  const copy = structuredClone(original.json) as Json;
  edit(copy);
  const changed = files.map((f) => (f.path === STEP ? { path: STEP, json: copy, text: JSON.stringify(copy, null, 2) } : f));
  return loadDefinitions(changed, options).errors.map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));
}

const field = (f: Json): Json => f['schema']['properties']['paystubs'];
const uiOptions = (f: Json): Json => f['uiSchema']['paystubs']['ui:options'];

describe('flows:check on a fileUpload field', () => {
  it('passes the repository (document-upload@1 in kit@2), and the field is sensitive', () => {
    expect(checkWith(() => undefined)).toEqual([]);
    const step = files.find((f) => f.path === STEP)!.json as Json;
    expect(sensitivePaths(step['schema'], step['uiSchema'])).toEqual(['paystubs']);
  }, LOAD_MS);

  // One copy with many mistakes at once (each loadDefinitions run takes seconds): every one is reported.
  it.each<[string, (f: Json) => void, [pointer: string, message: RegExp, fix: RegExp][]]>([
    ['many mistakes', (f) => {
      delete field(f)['x-sensitive'];
      field(f)['minItems'] = 1;
      field(f)['maxItems'] = 9;
      delete field(f)['items']['readOnly'];
      uiOptions(f)['accept'] = ['pdf', 'docx'];
      uiOptions(f)['maxBytes'] = 25_000_000;
      delete uiOptions(f)['documentType'];
      uiOptions(f)['labels'] = { chose: 'Pick' };
      uiOptions(f)['uuidFrom'] = 'aplication.uuid';
    }, [
      ['/schema/properties/paystubs', /drawn by the fileUpload widget but not marked sensitive/, /x-sensitive/],
      ['/schema/properties/paystubs/minItems', /minItems is 1 but the widget's numDocsRequired is 2/, /Set "minItems": 2/],
      ['/schema/properties/paystubs/maxItems', /maxItems is 9 but the widget's maxFiles is 4/, /Set "maxItems": 4/],
      ['/schema/properties/paystubs/items', /must be "readOnly": true/, /Add "readOnly": true/],
      ['/uiSchema/paystubs/ui:options/accept/1', /docx/, /pdf/],
      ['/uiSchema/paystubs/ui:options/maxBytes', /25000000/, /10000000/],
      ['/uiSchema/paystubs/ui:options/documentType', /needs the option "documentType"/, /PAYSTUB/],
      ['/uiSchema/paystubs/ui:options/labels/chose', /"chose" is not/, /choose/],
      ['/uiSchema/paystubs/ui:options/uuidFrom', /aplication/, /application/],
    ]],
    ['a count without a message, items without an id', (f) => {
      delete field(f)['errorMessage'];
      uiOptions(f)['numDocsRequired'] = 3;
      field(f)['minItems'] = 3;
      delete field(f)['items']['properties']['id'];
    }, [
      ['/schema/properties/paystubs/errorMessage', /3 documents are required but no message says so/, /"minItems": "Upload 3 documents"/],
      ['/schema/properties/paystubs/items', /missing: id/, /Write "items"/],
    ]],
    ['a string field', (f) => (f['schema']['properties']['paystubs'] = { type: 'string', 'x-sensitive': true }), [
      ['/schema/properties/paystubs', /must be an array of stored documents/, /"type": "array"/],
    ]],
  ])('reports %s', (_name, edit, expected) => {
    const errors = checkWith(edit);
    for (const [pointer, message, fix] of expected) {
      const hit = errors.find((e) => e.at === `${STEP}#${pointer}` && message.test(e.message));
      expect(hit, `${pointer} ${message}: ${JSON.stringify(errors, null, 2)}`).toBeDefined();
      expect(hit!.fix).toMatch(fix);
    }
  }, LOAD_MS);
});
