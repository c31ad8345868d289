// A server as strict as its forms (issue 25): every answer a page saves is validated by the
// lender with the page's own step schema, not a looser copy. For each save of each shipped page
// group, every `{ "$form": field }` of the body must sit where schemas/api/<api>/v<N>.json (the newest, its
// version-free refs resolved to the shipped versions as the server resolves them) refers to
// that field's rule in one of the page's step schemas (or to the same shared field rule the step
// schema refers to, or to the whole step schema). One source: a rule tightened in the step
// schema tightens the lender too.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { shippedRequestSchemas } from '../../src/engine/request-schemas-node';
import type { JsonValue } from '../../src/engine/types';

const ROOT = join(import.meta.dirname, '..', '..');
const files = readResolvedFiles(ROOT);
const requests = shippedRequestSchemas(ROOT, files).schemas;
type Obj = Record<string, any>;

/** The body paths holding `{ "$form": field }` (list items as 'items'). */
function formLeaves(body: unknown, path: string[] = []): { path: string[]; field: string }[] {
  if (Array.isArray(body)) return body.flatMap((b) => formLeaves(b, [...path, 'items']));
  if (body === null || typeof body !== 'object') return [];
  const o = body as Obj;
  if (typeof o['$form'] === 'string' && Object.keys(o).length === 1) return [{ path, field: o['$form'] }];
  return Object.entries(o).flatMap(([k, v]) => formLeaves(v, [...path, k]));
}

/** A step schema file's path as schemas/api/<call>/v<N>.json refers to it: 'legal-name@1' -> '../../steps/legal-name/v1.json'. */
const stepFile = (ref: string): string => {
  const [id, v] = ref.split('@');
  return `../../steps/${id}/v${v}.json`;
};

/** Where the page's step schemas define `field` ('bankAccount.routingNumber'), as api-relative refs it may be validated by. */
function allowedRefs(stepRefs: string[], field: string): string[] {
  const out: string[] = [];
  for (const ref of stepRefs) {
    const [id, v] = ref.split('@');
    const step = files.get(`schemas/steps/${id}/v${v}.json`) as Obj | undefined;
    let s: Obj | undefined = step?.['schema'];
    const pointer: string[] = ['schema'];
    for (const k of field.split('.')) {
      s = s?.['properties']?.[k];
      pointer.push('properties', k);
    }
    if (s === undefined) continue;
    out.push(`${stepFile(ref)}#/${pointer.join('/')}`);
    // The step's own rule is a shared field rule: referring to that rule is the same source (both files sit two folders down).
    if (typeof s['$ref'] === 'string') out.push(s['$ref'] as string);
  }
  return out;
}

/** The subschema of an api schema at a body path, and the whole-step refs (allOf) met on the way. */
function at(schema: Obj, path: string[]): { sub: Obj | undefined; wholeSteps: string[] } {
  let s: Obj | undefined = schema;
  const wholeSteps: string[] = [];
  for (const k of path) {
    for (const a of (s?.['allOf'] ?? []) as Obj[]) if (typeof a['$ref'] === 'string') wholeSteps.push(a['$ref']);
    s = k === 'items' ? s?.['items'] : s?.['properties']?.[k];
  }
  return { sub: s, wholeSteps };
}

const refsOf = (s: Obj | undefined): string[] =>
  s === undefined ? [] : [...(typeof s['$ref'] === 'string' ? [s['$ref'] as string] : []), ...((s['allOf'] ?? []) as Obj[]).flatMap(refsOf)];

interface Save { route: string; api: string; stepRefs: string[]; body: unknown }

function shippedSaves(): Save[] {
  const saves: Save[] = [];
  for (const group of readdirSync(join(ROOT, 'flows', 'pages'))) {
    const shipped = shippedVersion<Obj>(files as ReadonlyMap<string, JsonValue>, `flows/pages/${group}`);
    for (const page of (shipped?.json['pages'] ?? []) as Obj[]) {
      const schema = page['schema'];
      const stepRefs = [...(Array.isArray(schema) ? schema : schema ? [schema] : []), ...((page['schemaVariants'] ?? []) as Obj[]).flatMap((v) => [v['schema']].flat())] as string[];
      const walk = (o: unknown): void => {
        if (Array.isArray(o)) return o.forEach(walk);
        if (o === null || typeof o !== 'object') return;
        const e = o as Obj;
        if (e['effect'] === 'save' && typeof e['params']?.['api'] === 'string') saves.push({ route: page['route'], api: e['params']['api'], stepRefs, body: e['params']['body'] });
        Object.values(e).forEach(walk);
      };
      walk(page['actions']);
    }
  }
  return saves;
}

describe('the lender validates what a page saves with the page\'s own step schemas', () => {
  const saves = shippedSaves();

  it('finds the saves of the shipped pages', () => {
    expect(saves.length).toBeGreaterThan(25);
  });

  it('refers every saved form field to its step schema rule (no looser copy)', () => {
    const loose: string[] = [];
    for (const save of saves) {
      const api = requests.get(save.api)?.schema as Obj;
      for (const { path, field } of formLeaves(save.body)) {
        const allowed = allowedRefs(save.stepRefs, field);
        if (allowed.length === 0) continue; // not a field of the step schemas (a value the page computes)
        const { sub, wholeSteps } = at(api, path);
        const whole = wholeSteps.some((r) => save.stepRefs.some((s) => r === `${stepFile(s)}#/schema`));
        if (whole || refsOf(sub).some((r) => allowed.includes(r))) continue;
        loose.push(`${save.route}: ${requests.get(save.api)?.path} /${path.join('/')} (form field ${field}) should refer to ${allowed[0]}`);
      }
    }
    expect(loose).toEqual([]);
  });
});
