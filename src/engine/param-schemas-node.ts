// Node-only: reads the parameter schemas (schemas/meta/effects/*.json, schemas/meta/widgets/*.json)
// and validates with ajv for param-checks.ts. `refersTo` (what a string names), `uiKey` (ui:field
// instead of ui:widget) and `x-usedIn` are annotations the checker reads, declared to ajv so a
// misspelt keyword in a parameter schema still fails to compile.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { ParamKind, ParamSchemas, SchemaIssue } from './param-checks';
import type { JsonValue } from './types';

/** A fresh ajv that knows the annotation keywords of parameter schemas. */
export function paramSchemaAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  ajv.addKeyword({ keyword: 'refersTo', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'uiKey', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-usedIn', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'valueOfField', schemaType: 'string' });
  return ajv;
}

function readDir(dir: string): Record<string, JsonValue> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir, f), 'utf8')) as JsonValue]),
  );
}

/** The parameter schemas under rootDir, or undefined when the repository has none. */
export function loadParamSchemas(rootDir: string): ParamSchemas | undefined {
  const effects = readDir(join(rootDir, 'schemas/meta/effects'));
  const widgets = readDir(join(rootDir, 'schemas/meta/widgets'));
  if (Object.keys(effects).length === 0 && Object.keys(widgets).length === 0) return undefined;
  const ajv = paramSchemaAjv();
  const compiled = new Map<string, ValidateFunction | string>();
  const validate = (kind: ParamKind, name: string, value: unknown): SchemaIssue[] => {
    const key = `${kind}/${name}`;
    let v = compiled.get(key);
    if (v === undefined) {
      try {
        v = ajv.compile((kind === 'effects' ? effects : widgets)[name] as object);
      } catch (err) {
        v = (err as Error).message;
      }
      compiled.set(key, v);
    }
    if (typeof v === 'string') return [{ pointer: '', keyword: 'schema', params: { message: `cannot be checked: schemas/meta/${key}.json is broken (${v})` }, data: value, parentSchema: undefined }];
    if (v(value)) return [];
    return (v.errors ?? [])
      // propertyNames repeats its inner error with the whole object as data
      .filter((e) => e.keyword !== 'propertyNames')
      .map((e) => ({ pointer: e.instancePath, keyword: e.keyword, params: e.params as Record<string, unknown>, data: e.data, parentSchema: e.parentSchema }));
  };
  return { effects, widgets, validate };
}
