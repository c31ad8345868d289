// The lender's request schemas (schemas/api/<call>/v<N>.json) validate what the pages send with
// the pages' own rules, so they name shared rules without a version: `fields#/$defs/suffix`,
// `steps/legal-name#/schema/properties/lastName`. Each such ref resolves to the version the
// shipped definitions that send the call use: a new fields or step version that a shipped step or
// page takes is what the lender then accepts, with no request schema to edit (issue 22: a suffix
// the page offered was refused with 400 by a request schema pinned to fields@1).
import type { JsonValue } from './types';

type Files = ReadonlyMap<string, JsonValue>;

/** A request schema's file: schemas/api/<call>/v<N>.json. */
export const REQUEST_PATH = /^schemas\/api\/([a-z0-9]+(?:-[a-z0-9]+)*)\/v([1-9][0-9]*)\.json$/;
const STEP_REF = /^([a-z0-9]+(?:-[a-z0-9]+)*)@([1-9][0-9]*)$/;
const FIELDS_REF = /fields\/v([0-9]+)\.json#\/\$defs\/([^/]+)$/;
/** The version-free refs a request schema writes. */
const SHIPPED_FIELDS = /^fields#(\/\$defs\/([^/]+).*)$/;
const SHIPPED_STEP = /^steps\/([a-z0-9]+(?:-[a-z0-9]+)*)#(.*)$/;

/** The highest `v<N>.json` of each folder matching `folder` (what the build ships of each definition). */
function highestPerFolder(paths: Iterable<string>, folder: RegExp): string[] {
  const best = new Map<string, number>();
  for (const p of paths) {
    const m = /^(.*)\/v([0-9]+)\.json$/.exec(p);
    if (!m || !folder.test(m[1]!)) continue;
    best.set(m[1]!, Math.max(best.get(m[1]!) ?? 0, Number(m[2])));
  }
  return [...best].map(([dir, v]) => `${dir}/v${v}.json`);
}

/** Every `id@N` under a `schema` key (a flow step, a variant, a page: one ref or a list). */
function stepRefsIn(node: JsonValue | undefined, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) stepRefsIn(n, out);
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'schema') for (const s of Array.isArray(v) ? v : [v]) if (typeof s === 'string' && STEP_REF.test(s)) out.add(s);
      stepRefsIn(v, out);
    }
  }
  return out;
}

/** True when `node` holds `"api": call` anywhere (a page's save of that call). */
function sends(node: JsonValue | undefined, call: string): boolean {
  if (Array.isArray(node)) return node.some((n) => sends(n, call));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([k, v]) => (k === 'api' && v === call) || sends(v, call));
}

/** What ships: the newest version of each flow, page group and brand version of them (resolved files). */
export interface Shipped {
  /** Step refs of the registration flows (a call no page names is theirs: create-application, waitlist, ...). */
  flowSteps: ReadonlySet<string>;
  /** Each shipped page with the step refs it shows. */
  pages: readonly { json: JsonValue; steps: ReadonlySet<string> }[];
  /** Every step ref a shipped flow or page shows. */
  allSteps: ReadonlySet<string>;
  files: Files;
}

export function shippedSenders(files: Files): Shipped {
  const paths = [...files.keys()];
  const flowFiles = highestPerFolder(paths, /^flows\/(?!messages|application$|pages)[^/]+(\/brands\/[^/]+)?$/);
  const flowSteps = new Set<string>();
  for (const f of flowFiles) stepRefsIn(files.get(f), flowSteps);
  const pages: { json: JsonValue; steps: Set<string> }[] = [];
  for (const g of highestPerFolder(paths, /^flows\/pages\/[^/]+(\/brands\/[^/]+)?$/)) {
    const list = (files.get(g) as { pages?: JsonValue[] } | undefined)?.pages ?? [];
    for (const page of list) pages.push({ json: page, steps: stepRefsIn(page) });
  }
  return { flowSteps, pages, allSteps: new Set([...flowSteps, ...pages.flatMap((p) => [...p.steps])]), files };
}

const senders = new WeakMap<Shipped, Map<string, Set<string>>>();
/** The step refs of the shipped definitions that send `call`: the pages that save it, else the flows (cached per call). */
function senderSteps(shipped: Shipped, call: string): Set<string> {
  let byCall = senders.get(shipped);
  if (!byCall) senders.set(shipped, (byCall = new Map()));
  const known = byCall.get(call);
  if (known) return known;
  const out = new Set<string>();
  for (const p of shipped.pages) if (sends(p.json, call)) for (const s of p.steps) out.add(s);
  const steps = out.size > 0 ? out : new Set(shipped.flowSteps);
  byCall.set(call, steps);
  return steps;
}

/** The highest version of step `id` among `refs`; undefined if none. */
function highestStep(refs: Iterable<string>, id: string): number | undefined {
  let best: number | undefined;
  for (const r of refs) {
    const m = STEP_REF.exec(r);
    if (m?.[1] === id) best = Math.max(best ?? 0, Number(m[2]));
  }
  return best;
}

/** The fields rules step schema `ref` uses, as [name, version] pairs (cached: many refs ask about the same steps). */
const fieldUses = new WeakMap<Files, Map<string, [string, number][]>>();
function fieldsOf(files: Files, ref: string): [string, number][] {
  let byStep = fieldUses.get(files);
  if (!byStep) fieldUses.set(files, (byStep = new Map()));
  const known = byStep.get(ref);
  if (known) return known;
  const out: [string, number][] = [];
  const walk = (n: JsonValue | undefined): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n !== null && typeof n === 'object') {
      for (const [k, v] of Object.entries(n)) {
        const m = k === '$ref' && typeof v === 'string' ? FIELDS_REF.exec(v) : null;
        if (m) out.push([m[2]!, Number(m[1])]);
        walk(v);
      }
    }
  };
  const m = STEP_REF.exec(ref);
  if (m) walk(files.get(`schemas/steps/${m[1]}/v${m[2]}.json`));
  byStep.set(ref, out);
  return out;
}

/** The fields versions the step schemas `refs` use for `$defs/<name>` (or for any def when name is undefined). */
function fieldsVersionsIn(files: Files, refs: Iterable<string>, name: string | undefined): number[] {
  return [...refs].flatMap((r) => fieldsOf(files, r).filter(([n]) => name === undefined || n === name).map(([, v]) => v));
}

const highestFile = (files: Files, dir: string): number | undefined => {
  const vs = [...files.keys()].map((p) => (p.startsWith(`${dir}/`) ? /^v([0-9]+)\.json$/.exec(p.slice(dir.length + 1))?.[1] : undefined)).filter((v): v is string => v !== undefined);
  return vs.length ? Math.max(...vs.map(Number)) : undefined;
};

/**
 * The versioned file a version-free ref stands for, for request `call`: a step ref takes the
 * highest version of that step the call's senders show (else any shipped definition, else the
 * newest file); a fields ref the highest fields version the senders' step schemas use for that
 * rule (else any shipped step's, else the fields version shipped steps use, else the newest).
 * Undefined when the ref is not version-free; `{ error }` when nothing can serve it.
 */
export function shippedTarget(ref: string, call: string, shipped: Shipped): { target: string } | { error: string } | undefined {
  const step = SHIPPED_STEP.exec(ref);
  if (step) {
    const id = step[1]!;
    const v = highestStep(senderSteps(shipped, call), id) ?? highestStep(shipped.allSteps, id) ?? highestFile(shipped.files, `schemas/steps/${id}`);
    return v === undefined ? { error: `$ref ${ref}: no step schema "${id}" (schemas/steps/${id}/)` } : { target: `schemas/steps/${id}/v${v}.json#${step[2]}` };
  }
  const fields = SHIPPED_FIELDS.exec(ref);
  if (fields) {
    const name = decodeURIComponent(fields[2]!);
    const pick = (vs: number[]): number | undefined => (vs.length ? Math.max(...vs) : undefined);
    const v = pick(fieldsVersionsIn(shipped.files, senderSteps(shipped, call), name)) ?? pick(fieldsVersionsIn(shipped.files, shipped.allSteps, name)) ?? pick(fieldsVersionsIn(shipped.files, shipped.allSteps, undefined)) ?? highestFile(shipped.files, 'schemas/fields');
    return v === undefined ? { error: `$ref ${ref}: there is no schemas/fields/v<N>.json` } : { target: `schemas/fields/v${v}.json#${fields[1]}` };
  }
  return undefined;
}

/** The request schema with each version-free ref replaced by the shipped version's file (relative to `path`); errors for refs nothing serves. */
export function withShippedRefs(schema: JsonValue, path: string, shipped: Shipped): { schema: JsonValue; errors: string[] } {
  const call = REQUEST_PATH.exec(path)?.[1] ?? '';
  const from = path.split('/').slice(0, -1);
  /** `target` relative to the request file's folder (schemas/api/<call>/ -> ../../fields/v1.json). */
  const relative = (target: string): string => {
    const to = target.split('/');
    let common = 0;
    while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
    return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
  };
  const errors: string[] = [];
  const walk = (n: JsonValue): JsonValue => {
    if (Array.isArray(n)) return n.map(walk);
    if (n === null || typeof n !== 'object') return n;
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(n)) {
      const t = k === '$ref' && typeof v === 'string' ? shippedTarget(v, call, shipped) : undefined;
      if (t === undefined) out[k] = walk(v);
      else if ('error' in t) {
        errors.push(t.error);
        out[k] = v;
      } else out[k] = relative(t.target);
    }
    return out;
  };
  return { schema: walk(schema), errors };
}
