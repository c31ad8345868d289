// Node-only side of the loader (CLI, sandbox, tests): reads the definition files from disk and
// supplies the ajv-based checks `loadDefinitions` takes as parameters. Never imported by
// browser code: ajv compiles with `new Function`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { expandCondition } from './compact-conditions';
import { CONTEXT_SCHEMA_FILE, deriveContextSchema } from './context-schema';
import { CONDITION_AJV_OPTIONS } from './conditions-runtime';
import { machineReachabilityIssues } from './machine-reachability';
import { EFFECT_NAMES } from './effect-names';
import { loadDefinitions, type DefinitionError, type DefinitionFile, type LoadOptions, type LoadResult, type MetaIssue } from './definitions';
import { loadParamSchemas } from './param-schemas-node';
import { checkPublished, LOCK_FILE, type PublishedLock } from './published-lock';
import { resolveVersions } from './versions';
import { readRequestFiles, requestCalls, shippedRequestSchemas } from './request-schemas-node';
import { bundleSchema } from './schema-bundle';
import { readDefinitionFile } from './read-definition-file';
import { didYouMean } from './suggest';
import type { Condition, JsonSchema, JsonValue } from './types';
import { SENSITIVE_KEYWORD } from './sensitive';

const DEFINITION_DIRS = ['flows', 'schemas/steps', 'schemas/fields', 'brands'];

function listJson(rootDir: string, dir: string): string[] {
  const abs = join(rootDir, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return listJson(rootDir, rel);
    return d.isFile() && d.name.endsWith('.json') ? [rel] : [];
  });
}

/** Reads every JSON file under flows/, schemas/steps/, schemas/fields/ and brands/ (sorted). */
export function readDefinitionFiles(rootDir: string): DefinitionFile[] {
  return DEFINITION_DIRS.flatMap((d) => listJson(rootDir, d))
    .sort()
    .map((path) => readDefinitionFile(rootDir, path));
}

function describe(e: ErrorObject): MetaIssue {
  const parent = (e.parentSchema ?? {}) as { properties?: Record<string, unknown>; description?: string };
  const expected = parent.description ? ` Expected: ${parent.description}` : '';
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { pointer: `${e.instancePath}/${String(params['missingProperty'])}`, message: 'is required but missing', fix: `Add "${String(params['missingProperty'])}".` };
    case 'additionalProperties': {
      const name = String(params['additionalProperty']);
      const allowed = Object.keys(parent.properties ?? {});
      return {
        pointer: `${e.instancePath}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `"${name}" is not a known property here`,
        fix: `Remove or rename it.${didYouMean(name, allowed)}${allowed.length ? ` Allowed: ${allowed.join(', ')}.` : ''}`,
      };
    }
    case 'enum':
      return { pointer: e.instancePath, message: `must be one of ${JSON.stringify(params['allowedValues'])}`, fix: `Use one of the listed values.${expected}` };
    case 'const':
      return { pointer: e.instancePath, message: `must be ${JSON.stringify(params['allowedValue'])}`, fix: `Set it to ${JSON.stringify(params['allowedValue'])}.` };
    default: {
      const data = JSON.stringify(e.data) ?? '';
      const shown = data.length > 80 ? `${data.slice(0, 77)}...` : data;
      const name = typeof params['propertyName'] === 'string' ? `name "${params['propertyName']}" ` : '';
      return { pointer: e.instancePath, message: `${name}${e.message ?? 'is invalid'} (${shown})`, fix: `Correct the value.${expected}` };
    }
  }
}

/** Validates definitions against the meta-schemas in <rootDir>/schemas/meta. */
export function createMetaValidator(rootDir: string): LoadOptions['validateMeta'] {
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction | string>();
  return (metaPath, json) => {
    let v = compiled.get(metaPath);
    if (v === undefined) {
      const abs = join(rootDir, metaPath);
      try {
        v = existsSync(abs) ? ajv.compile(JSON.parse(readFileSync(abs, 'utf8')) as object) : `meta-schema ${metaPath} does not exist`;
      } catch (err) {
        v = `meta-schema ${metaPath} is broken: ${(err as Error).message}`;
      }
      compiled.set(metaPath, v);
    }
    if (typeof v === 'string') return [{ pointer: '', message: `cannot be checked: ${v}`, fix: `Restore ${metaPath}.` }];
    if (v(json)) return [];
    const seen = new Set<string>();
    // propertyNames repeats the inner error about the name with the whole object as data.
    const errors = (v.errors ?? []).filter((e) => e.keyword !== 'propertyNames');
    return errors.map(describe).filter((i) => {
      const key = `${i.pointer}\n${i.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  };
}

/** Ajv options the step validators are compiled with (as rjsf's precompiled validator uses them). */
export const STEP_AJV_OPTIONS = { allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true, discriminator: false } as const;

/**
 * One Ajv per kind of check, made on first use: each new Ajv compiles its draft-07 meta-schema
 * before it checks a schema, which was 13 of the 18 s a whole check took with one per condition.
 * A schema is removed again once compiled, so a `$id` never collides with an earlier one and the
 * instance keeps nothing between calls.
 */
function compileOnce(ajv: Ajv, schema: object): string | undefined {
  try {
    ajv.compile(schema);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    try {
      ajv.removeSchema(schema);
    } catch {
      // A schema that never got in has nothing to remove.
    }
  }
}

let stepAjv: Ajv | undefined;
function stepSchemaAjv(): Ajv {
  if (stepAjv) return stepAjv;
  const ajv = new Ajv({ ...STEP_AJV_OPTIONS, strictSchema: true });
  addFormats(ajv);
  ajv.addFormat('data-url', /^data:/).addFormat('color', /./);
  ajv.addKeyword('enumNames');
  ajv.addKeyword(SENSITIVE_KEYWORD);
  ajvErrors(ajv);
  return (stepAjv = ajv);
}

/** The same step schema is checked by every load (the tests load many copies): its answer is kept by its text. */
const stepSchemaAnswers = new Map<string, string | undefined>();

/** Returns why a bundled step schema does not compile (unknown keywords and formats included). */
export function compileStepSchemaCheck(schema: JsonSchema): string | undefined {
  const key = JSON.stringify(schema);
  if (stepSchemaAnswers.has(key)) return stepSchemaAnswers.get(key);
  const answer = compileOnce(stepSchemaAjv(), schema as object);
  stepSchemaAnswers.set(key, answer);
  return answer;
}

let conditionAjv: Ajv | undefined;
/** The same condition is written on many pages, and loaded again by every check of a copy: its answer is kept by its text. */
const conditionAnswers = new Map<string, string | undefined>();

/** Returns why a condition is not a valid JSON Schema (unknown keywords included). */
export function conditionCheck(condition: Condition): string | undefined {
  if (typeof condition === 'boolean') return undefined;
  let expanded: object;
  try {
    expanded = expandCondition(condition) as object;
  } catch (err) {
    return (err as Error).message;
  }
  const key = JSON.stringify(expanded);
  if (conditionAnswers.has(key)) return conditionAnswers.get(key);
  conditionAjv ??= new Ajv({ ...CONDITION_AJV_OPTIONS, strictSchema: true });
  const answer = compileOnce(conditionAjv, expanded);
  conditionAnswers.set(key, answer);
  return answer;
}

/** The loader options for definitions under rootDir, with ajv checks, the context schema and the API schema names. */
export function nodeLoadOptions(rootDir: string, knownEffects: readonly string[] = EFFECT_NAMES): LoadOptions {
  const contextSchema = readContextSchema(rootDir);
  const apiSchemas = requestCalls(rootDir);
  const paramSchemas = loadParamSchemas(rootDir);
  return {
    validateMeta: createMetaValidator(rootDir),
    knownEffects,
    compileStepSchema: compileStepSchemaCheck,
    checkCondition: conditionCheck,
    machineReachability: machineReachabilityIssues,
    ...(contextSchema !== undefined ? { contextSchema } : {}),
    ...(paramSchemas ? { paramSchemas } : {}),
    ...(apiSchemas.length > 0 ? { apiSchemas } : {}),
  };
}

/** The context schema under rootDir with the files it refers to inlined (the lender's application schema); undefined when there is none. */
export function readContextSchema(rootDir: string): JsonValue | undefined {
  const path = join(rootDir, CONTEXT_SCHEMA_FILE);
  if (!existsSync(path)) return undefined;
  const read = (rel: string): JsonValue | undefined => (existsSync(join(rootDir, rel)) ? (JSON.parse(readFileSync(join(rootDir, rel), 'utf8')) as JsonValue) : undefined);
  return deriveContextSchema(JSON.parse(readFileSync(path, 'utf8')) as JsonValue, read);
}

/** 'sha256-<hex>' of a text: the hash definitions.lock.json keeps. */
export function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('hex')}`;
}

/** definitions.lock.json under rootDir, or undefined when there is none (a fresh copy publishes nothing). */
export function readLock(rootDir: string): PublishedLock | undefined {
  const path = join(rootDir, LOCK_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PublishedLock) : undefined;
}

/**
 * Reads, resolves, loads and checks every definition under rootDir, including the lock of
 * published versions. `files` are the resolved files; `rawFiles` as written on disk, with
 * `extraFiles` (in memory only: the flow studio's draft of a next version) added, or in place of
 * the file at the same path, and checked as if written: the same pipeline, lock included.
 */
export function checkDefinitionsAt(
  rootDir: string,
  knownEffects: readonly string[] = EFFECT_NAMES,
  // Suites that check one copy many times pass options with remembered compiles (tests/engine/memo-load-options.ts).
  options: LoadOptions = nodeLoadOptions(rootDir, knownEffects),
  extraFiles: readonly DefinitionFile[] = [],
): LoadResult & { rawFiles: DefinitionFile[] } {
  const extra = new Set(extraFiles.map((f) => f.path));
  const definitionFiles = [...readDefinitionFiles(rootDir).filter((f) => !extra.has(f.path)), ...extraFiles];
  const result = loadDefinitions(definitionFiles, options);
  // The lender's request schemas are versioned and published with the definitions they serve (not loaded as definitions).
  const rawFiles = [...definitionFiles, ...readRequestFiles(rootDir)];
  const lock = readLock(rootDir);
  const errors = [...result.errors, ...requestSchemaErrors(rootDir, result.files), ...(lock ? checkPublished(rawFiles, lock, sha256) : [])];
  return { ...result, errors, rawFiles };
}

/** A request schema that does not resolve, or whose refs name nothing, against the shipped versions. */
function requestSchemaErrors(rootDir: string, files: readonly DefinitionFile[]): DefinitionError[] {
  const resolved = new Map(files.filter((f) => f.parseError === undefined).map((f) => [f.path, f.json as JsonValue]));
  const { schemas, errors } = shippedRequestSchemas(rootDir, resolved);
  const refd = Object.fromEntries(resolved);
  for (const { path, schema } of schemas.values()) {
    try {
      bundleSchema(schema, path, refd);
    } catch (err) {
      errors.push({ file: path, pointer: '', message: (err as Error).message.replace(`${path}: `, ''), fix: 'Refer to a rule that exists: fields#/$defs/<name> or steps/<id>#/schema/...' });
    }
  }
  return errors;
}

/** Every definition file under rootDir with versions written as patches resolved (no checks; cheap). */
export function readResolvedFiles(rootDir: string): Map<string, JsonValue> {
  const { files } = resolveVersions(readDefinitionFiles(rootDir));
  return new Map(files.filter((f) => f.parseError === undefined).map((f) => [f.path, f.json as JsonValue]));
}

/** The highest version in a folder of versions (e.g. 'flows/application'), resolved; what the build ships. */
export function shippedVersion<T>(files: ReadonlyMap<string, JsonValue>, dir: string): { path: string; json: T } | undefined {
  let best: { path: string; version: number } | undefined;
  for (const path of files.keys()) {
    const m = new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/v([0-9]+)\\.json$`).exec(path);
    if (m && (!best || best.version < Number(m[1]))) best = { path, version: Number(m[1]) };
  }
  return best ? { path: best.path, json: files.get(best.path) as T } : undefined;
}
