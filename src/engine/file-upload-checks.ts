// flows:check rules for a field drawn by the fileUpload widget (docs/definitions.md 'Parameters of
// effects and widgets'): the value is a list of stored documents, so the field must say so, and the
// widget's counts must be the schema's, since the precompiled validator (not the widget) refuses
// Continue: minItems = numDocsRequired with a message, maxItems = maxFiles.
type Obj = Record<string, unknown>;
type Report = (file: string, pointer: string, message: string, fix: string) => void;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of a stored document, as the widget stores them. */
export const DOCUMENT_ITEM_KEYS = ['id', 'name', 'size', 'type'] as const;

/** What the field's schema should look like, for the fix lines. */
const EXAMPLE = '{ "type": "array", "x-sensitive": true, "minItems": <numDocsRequired>, "maxItems": <maxFiles>, "items": { "type": "object", "readOnly": true, "required": ["id", "name", "size", "type"], "properties": { "id": { "type": "string" }, "name": { "type": "string" }, "size": { "type": "integer" }, "type": { "type": "string" } } }, "errorMessage": { "minItems": "..." } }';

/** Does an ajv-errors errorMessage give a message for this keyword? */
const hasMessage = (errorMessage: unknown, keyword: string): boolean => typeof errorMessage === 'string' || (isObj(errorMessage) && typeof errorMessage[keyword] === 'string');

/**
 * Reports what is wrong with a fileUpload field: `schemaPointer` points at the field's schema in
 * the step file, `options` are its ui:options (defaults: numDocsRequired 1, maxFiles 10).
 */
export function checkFileUploadField(file: string, schemaPointer: string, schema: unknown, options: unknown, report: Report): void {
  const opts = isObj(options) ? options : {};
  if (!isObj(schema) || schema['type'] !== 'array') {
    report(file, schemaPointer, 'a field drawn by the fileUpload widget must be an array of stored documents', `Write it as ${EXAMPLE}.`);
    return;
  }
  const items = schema['items'];
  const props = isObj(items) && isObj(items['properties']) ? items['properties'] : {};
  const required = isObj(items) && Array.isArray(items['required']) ? items['required'] : [];
  const missing = DOCUMENT_ITEM_KEYS.filter((k) => !(k in props) || !required.includes(k));
  if (!isObj(items) || items['type'] !== 'object' || missing.length > 0) {
    report(file, `${schemaPointer}/items`, `the documents' items must be objects with ${DOCUMENT_ITEM_KEYS.join(', ')} (required)${missing.length ? `; missing: ${missing.join(', ')}` : ''}`, `Write "items" as in ${EXAMPLE}.`);
  } else if (items['readOnly'] !== true) {
    // readOnly items are never padded with empty ones up to minItems (step-form.tsx).
    report(file, `${schemaPointer}/items`, 'the documents\' items must be "readOnly": true (the store issues them; the form must not invent empty ones)', 'Add "readOnly": true to "items".');
  }
  const need = typeof opts['numDocsRequired'] === 'number' ? opts['numDocsRequired'] : 1;
  const max = typeof opts['maxFiles'] === 'number' ? opts['maxFiles'] : 10;
  const minItems = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
  if (minItems !== need) {
    report(file, `${schemaPointer}/minItems`, `minItems is ${minItems} but the widget's numDocsRequired is ${need}`, `Set "minItems": ${need} (Continue needs ${need} document${need === 1 ? '' : 's'}), or change numDocsRequired.`);
  } else if (need > 0 && !hasMessage(schema['errorMessage'], 'minItems')) {
    report(file, `${schemaPointer}/errorMessage`, `${need} document${need === 1 ? ' is' : 's are'} required but no message says so`, `Add "errorMessage": { "minItems": "Upload ${need === 1 ? 'your document' : `${need} documents`}" } in the applicant's words.`);
  }
  if (schema['maxItems'] !== max) {
    report(file, `${schemaPointer}/maxItems`, `maxItems is ${JSON.stringify(schema['maxItems'] ?? null)} but the widget's maxFiles is ${max}`, `Set "maxItems": ${max}.`);
  }
  if (need > max) report(file, schemaPointer, `numDocsRequired ${need} is more than maxFiles ${max}`, `Raise maxFiles to at least ${need}.`);
}
