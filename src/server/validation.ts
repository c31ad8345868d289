// Request payload validation. Each POST/PUT body has a schema in schemas/api/<call>/v<N>.json
// (the newest version) that $refs the shared field and step rules without a version, resolved to
// the versions the shipped pages use (src/engine/request-refs.ts), so the sandbox accepts what
// the form accepts and answers with the words the form shows. External refs are inlined with the
// engine's bundleSchema; ajv compiles at start (the server is not under the browser's CSP).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { bundleSchema, type SchemaFiles } from '../engine/schema-bundle';
import { readResolvedFiles, shippedVersion } from '../engine/definitions-node';
import { shippedRequestSchemas } from '../engine/request-schemas-node';
import type { JsonValue, MessagesFile } from '../engine/types';
import { HttpError } from './errors';
import { SENSITIVE_KEYWORD } from '../engine/sensitive';

/** Compiled request validators by call name (the file name without .json). */
export interface Validators {
  /** Validates `body` against the newest schemas/api/<name>/v<N>.json; throws a 400 HttpError with readable errors. */
  parse<T>(name: string, body: unknown): T;
  names(): string[];
}

/** A person-readable path: /propertyRequest/zip -> propertyRequest.zip. */
function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // ajv-errors wraps the original errors: a custom `required` message still names its property.
  const params = e.params as { missingProperty?: string; errors?: { params?: { missingProperty?: string } }[] };
  const missing = params.missingProperty ?? params.errors?.[0]?.params?.missingProperty;
  if (missing !== undefined) return base === '' ? missing : `${base}.${missing}`;
  return base === '' ? 'body' : base;
}

/** Turns ajv errors into sentences a person can read, without duplicates. */
export function readableErrors(errors: readonly ErrorObject[], words: (message: string) => string = (m) => m): { errors: string[]; fieldErrors: { path: string; message: string }[] } {
  const fieldErrors: { path: string; message: string }[] = [];
  for (const e of errors) {
    const path = fieldOf(e);
    let message: string;
    // A field rule's message may be a catalogue key (schemas/fields/v2.json): answered in its words.
    const text = e.message === undefined ? undefined : words(e.message);
    if (e.keyword === 'errorMessage') message = text === 'Required' ? `${path} is required` : (text ?? 'Invalid value');
    else if (e.keyword === 'required') message = `${path} is required`;
    else if (e.keyword === 'additionalProperties') {
      message = `${path === 'body' ? '' : `${path}.`}${(e.params as { additionalProperty?: string }).additionalProperty ?? '?'} is not allowed`;
    } else message = `${path} ${e.message ?? 'is invalid'}`;
    fieldErrors.push({ path, message });
  }
  const errorsOut = [...new Set(fieldErrors.map((f) => f.message))];
  return { errors: errorsOut, fieldErrors };
}

const UNSUPPORTED = 'Some of the characters entered are not supported.';

/**
 * The dotted path of a `lastName` holding a digit, anywhere in a request body, or undefined. The
 * request schemas accept legal-name@2 lastName (lastNameSandbox) (seed 001 §5: outside production digits are
 * allowed, for sandbox test names); in production the lastName rule holds (decision 485).
 */
export function digitLastName(value: unknown, path = ''): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const at = path === '' ? k : `${path}.${k}`;
    if (k === 'lastName' && typeof v === 'string' && /\d/.test(v)) return at;
    const inner = digitLastName(v, at);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** Loads and compiles each call's newest schemas/api/<call>/v<N>.json under `root`, its refs at the shipped versions; `production` refuses digits in last names. */
export function loadValidators(root: string, production = process.env['NODE_ENV'] === 'production'): Validators {
  const files: Record<string, JsonValue> = {};
  // Field and step files as the build resolves them (a version may be written as a patch).
  const resolved = readResolvedFiles(root);
  for (const [path, json] of resolved) if (/^schemas\/(fields|steps)\//.test(path)) files[path] = json;
  const requests = shippedRequestSchemas(root, resolved);
  if (requests.errors.length > 0) throw new Error(requests.errors.map((e) => `${e.file}: ${e.message}`).join('\n'));
  // The shipped catalogue (main and field-rules bundle) words a field rule's msg: key (schemas/fields/v2.json) as the form does.
  const catalogue = { ...shippedVersion<MessagesFile>(resolved, 'flows/messages')?.json.messages, ...shippedVersion<MessagesFile>(resolved, 'flows/messages/field-rules')?.json.messages };
  const words = (m: string): string => (m.startsWith('msg:') ? (catalogue[m.slice(4)] ?? m) : m);
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajvErrors(ajv);
  addFormats(ajv);
  // Marks sensitive fields (src/engine/sensitive.ts); no validation of its own.
  ajv.addKeyword(SENSITIVE_KEYWORD);
  const compiled = new Map<string, ValidateFunction>();
  const frozen: SchemaFiles = files;
  for (const [call, { path, schema }] of requests.schemas) {
    const bundled = bundleSchema(schema, path, frozen) as Record<string, JsonValue>;
    try {
      compiled.set(call, ajv.compile(bundled));
    } catch (e) {
      throw new Error(`${path}: ${(e as Error).message}`);
    }
  }
  return {
    parse<T>(name: string, body: unknown): T {
      const validate = compiled.get(name);
      if (validate === undefined) throw new Error(`no request schema schemas/api/${name}/v<N>.json`);
      const value = body ?? {};
      if (validate(value)) {
        const digits = production ? digitLastName(value) : undefined;
        if (digits !== undefined) throw new HttpError(400, UNSUPPORTED, [UNSUPPORTED], [{ path: digits, message: UNSUPPORTED }]);
        return value as T;
      }
      const { errors, fieldErrors } = readableErrors(validate.errors ?? [], words);
      throw new HttpError(400, errors.join(', '), errors, fieldErrors);
    },
    names: () => [...compiled.keys()].sort(),
  };
}
